// Loaded with `node --import` by cli.bench.ts into each process it measures: at exit, the
// process's peak resident memory (kilobytes) is appended to the file ALUMNI_BENCH_RSS_FILE names.
import { appendFileSync } from 'node:fs';

const file = process.env.ALUMNI_BENCH_RSS_FILE;
if (file) process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS}\n`));
