// Worker thread entry: the pipeline is TypeScript, loaded through tsx (as bin/alumni-loader.js does).
import { register } from 'tsx/esm/api';

register();
await import('./fuzz-target.ts');
