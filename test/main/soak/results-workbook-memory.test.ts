import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toXlsx } from '../../../src-main/services/jobs/results/results-files';

// Found by the 20,000-row soak: the CLI's peak memory jumped by about 300 MiB at the very end,
// while it wrote results.xlsx through ExcelJS's in-memory workbook. Now streamed.

const ROWS = 20_000;
const HEADERS = ['First Name', 'Last Name', 'Email', 'Enabled', 'Home City', 'status', 'user_id', 'message'];

function table() {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `Given${i}`,
    `Family${i}`,
    `soak.new.${i}@example.org`,
    '1',
    `Town ${i % 17}`,
    'created',
    String(10_000 + i),
    '',
  ]);
  rows[1]![0] = '=HYPERLINK("http://evil")';
  return { headers: HEADERS, rows };
}

/** Runs fn while sampling this process's resident memory; resolves to its result and the growth in MiB. */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; growthMiB: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const value = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, growthMiB: (peak - base) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

describe('the results workbook of a 20,000-row job', () => {
  it(
    'is written without holding the whole workbook in memory, and reads back as text cells under a frozen bold header',
    { timeout: 60_000 },
    async () => {
      const source = table();
      const { value: bytes, growthMiB } = await measured(() => toXlsx(source, 'Results', true));
      console.log(
        `results.xlsx of ${ROWS} rows: ${bytes.length} bytes, resident memory grew ${growthMiB.toFixed(0)} MiB`,
      );
      expect(growthMiB).toBeLessThan(120); // the in-memory workbook grew about 300 MiB here

      const folder = mkdtempSync(join(tmpdir(), 'alumni-results-xlsx-'));
      try {
        const file = join(folder, 'results.xlsx');
        writeFileSync(file, bytes);
        const script = [
          'import json,sys,openpyxl',
          'ws=openpyxl.load_workbook(sys.argv[1]).worksheets[0]',
          'print(json.dumps({"title":ws.title,"rows":ws.max_row,"cols":ws.max_column,"freeze":ws.freeze_panes,"bold":bool(ws["A1"].font.b),',
          '"formats":sorted({c.number_format for r in ws.iter_rows(min_row=2,max_row=50) for c in r}),"a3":ws["A3"].value,"g5":ws["G5"].value,"last":[c.value for c in ws[ws.max_row]]}))',
        ].join('\n');
        const read = spawnSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' });
        expect(read.status, read.stderr).toBe(0);
        expect(JSON.parse(read.stdout)).toEqual({
          title: 'Results',
          rows: ROWS + 1,
          cols: HEADERS.length,
          freeze: 'A2',
          bold: true,
          formats: ['@'],
          a3: `'=HYPERLINK("http://evil")`,
          g5: '10003',
          last: [
            `Given${ROWS - 1}`,
            `Family${ROWS - 1}`,
            `soak.new.${ROWS - 1}@example.org`,
            '1',
            `Town ${(ROWS - 1) % 17}`,
            'created',
            String(10_000 + ROWS - 1),
            null,
          ],
        });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
