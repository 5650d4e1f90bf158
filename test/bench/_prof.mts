import { readFileSync } from 'node:fs';
import { runImportPipeline } from '../../src-shared/import-pipeline';
const bytes = new Uint8Array(readFileSync('/tmp/alumni-loader-bench/alumni-100000.csv'));
for (let i = 0; i < Number(process.env.N ?? 1); i++) {
  const t = performance.now();
  const r = await runImportPipeline(bytes, { fileName: 'a.csv', constants: { enabled: '1' } });
  console.log((performance.now() - t).toFixed(0), 'ms', r.validation.counts);
}
