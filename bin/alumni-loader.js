#!/usr/bin/env node
// The CLI runs from the TypeScript sources through tsx's loader, in this one process (so a
// signal sent to it reaches the job engine directly).
import { register } from 'tsx/esm/api';

register();
await import('../src-main/cli/index.ts');
