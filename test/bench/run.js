#!/usr/bin/env node
// `npm run bench`: runs every test/bench/*.bench.ts in turn (or those named on the command line:
// intake, jobs, reports, cli — the last times the command line as whole processes).
// Benchmarks print figures; they are not timed tests and `npm test` does not run them. Flags
// (`--rounds=5`) go to each benchmark run: `npm run bench giving -- --rounds=5 --runs=fetch,xlsx`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, file), ...flags], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
