// A file of one enormous line is refused while reading, in bounded memory (issue 25, item 8).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refuseTooWideLines } from '../../../src-shared/intake/line-width';
import { readError, utf8 } from './helpers';
import { refusalOf } from '../../helpers/reason-words';

describe('lines wider than the column limit', () => {
  it('names the line and refuses before the rows are built', async () => {
    const wide = Array.from({ length: 1500 }, (_, i) => `c${i}`).join(',');
    const error = await readError(utf8(`First,Last\nAda,Lovelace\n${wide}\n`));
    expect(error.message).toMatch(
      / has more than 1001 columns, more than the 1000 one import can take \(line 3\); the file was not read further\.$/,
    );
  });

  it('counts delimiters inside quoted cells as text, and lets a long but narrow line through', async () => {
    const quoted = `a,"${','.repeat(5000)}",b`;
    expect(() => refuseTooWideLines(`x,y\n${quoted}\n`, ',')).not.toThrow();
    expect(() => refuseTooWideLines(`x,y\n${'z'.repeat(200_000)},w\n`, ',')).not.toThrow();
    expect((await refusalOf(() => refuseTooWideLines(`x;y\n${';'.repeat(1000)}\n`, ';'))).message).toBe(
      'The file has 1001 columns, more than the 1000 one import can take (line 2); the file was not read further.',
    );
  });

  it('a 98 MB file of one line: refused within a few hundred MB of memory', { timeout: 120_000 }, () => {
    const folder = mkdtempSync(join(tmpdir(), 'alumni-wide-'));
    try {
      const file = join(folder, 'one-line.csv');
      writeFileSync(file, 'ab,'.repeat(Math.floor((98 * 1024 * 1024) / 3)));
      const out = execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, 'wide-line-probe.ts'), file], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      const { message, peakMiB } = JSON.parse(out) as { message: string; peakMiB: number | null };
      expect(message).toMatch(/one-line\.csv has more than 1001 columns, more than the 1000 .*\(line 1\)/);
      console.log(
        `98 MB one-line CSV refused; peak memory of the reading process ${peakMiB?.toFixed(0) ?? 'not measured'} MiB`,
      );
      if (peakMiB !== null) expect(peakMiB).toBeLessThan(600);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
