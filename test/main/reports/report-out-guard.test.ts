// `report --out` replaces a report this tool wrote, and nothing else unless --force (issue 25,
// item 13): the alumni list given as --out by mistake stays as it was.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/program';

const home = mkdtempSync(join(tmpdir(), 'alumni-report-out-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function cli(args: string[]) {
  let out = '';
  let err = '';
  const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), isTTY: false };
  return runCli(['--home', home, ...args], io).then((code) => ({ code, out, err }));
}

describe('report --out on an existing file', () => {
  for (const ext of ['csv', 'xlsx'] as const) {
    it(
      `${ext}: refuses a file it did not write, replaces its own report, and --force replaces anything`,
      { timeout: 60_000 },
      async () => {
        const file = join(home, `alumni.${ext}`);
        const list =
          ext === 'csv'
            ? 'First,Last,Email\r\nAda,Lovelace,ada@example.org\r\n'
            : 'PK\u0003\u0004 not really a workbook of ours';
        writeFileSync(file, list);
        const refused = await cli(['report', 'campaigns', '--env', 'sandbox', '--out', file]);
        expect(refused.code).toBe(2);
        expect(refused.err).toMatch(
          new RegExp(
            `alumni\\.${ext} already exists and is not a report Alumni Loader wrote: nothing was exported, the file is untouched`,
          ),
        );
        expect(refused.err).toMatch(/--force/);
        expect(readFileSync(file, 'utf8')).toBe(list);

        const forced = await cli(['report', 'campaigns', '--env', 'sandbox', '--out', file, '--force']);
        expect(forced.code).toBe(0);
        expect(readFileSync(file, 'utf8')).not.toBe(list);
        // Now it is our report: replaced without --force.
        const again = await cli(['report', 'campaigns', '--env', 'sandbox', '--out', file]);
        expect(again.code, again.err).toBe(0);
      },
    );
  }
});
