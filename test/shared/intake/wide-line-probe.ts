// Child process of wide-line.test.ts: reads a CSV of one 98 MB line and prints the error and the
// process's peak resident memory (VmHWM), so the test measures this read alone.
import { readFileSync } from 'node:fs';
import { readTable } from '../../../src-shared/intake/read-table';
import { appWords } from '../../helpers/reason-words';

const bytes = new Uint8Array(readFileSync(process.argv[2]!));
let message = 'no error';
try {
  await readTable(bytes, { fileName: 'one-line.csv' });
} catch (error) {
  // The words the app shows for the refusal (the error itself carries its reason as data).
  message = error instanceof Error ? appWords(error).message : String(error);
}
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
process.stdout.write(JSON.stringify({ message, peakMiB: hwm ? Number(hwm) / 1024 : null }));
