// The results workbook's own writer (src-main/services/jobs/results/plain-xlsx.ts): read back by ExcelJS
// and by openpyxl, awkward text kept exactly, numbers as numbers, a frozen bold text header.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { columnName, plainXlsx, xmlText } from '../../../src-main/services/jobs/results/plain-xlsx';

const folder = mkdtempSync(join(tmpdir(), 'alumni-plain-xlsx-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const AWKWARD = [
  '  leading and trailing  ',
  'two\nlines',
  'Tom & Jerry <tj@example.org> "quoted"',
  'Zoë Ørsted – 日本 🎓',
  '_x0041_ stays literal',
];

function save(bytes: Uint8Array, name: string): string {
  const file = join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

describe('the plain workbook writer', () => {
  it('names columns past Z and escapes what XML cannot hold as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(xmlText('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(xmlText('bell\u0007tab\tend')).toBe('bell_x0007_tab\tend');
    expect(xmlText('_x0041_')).toBe('_x0041_');
  });

  it('reads back in ExcelJS with every value as written, a frozen bold header and text format', async () => {
    const headers = Array.from({ length: 30 }, (_, i) => `Column ${i + 1}`);
    const rows = [
      [...AWKWARD, 12345, '', ...Array.from({ length: 23 }, (_, i) => `cell ${i}`)],
      ['=HYPERLINK("x")', 7, 'last'],
    ];
    const file = save(
      plainXlsx(
        [
          { name: 'Results', rows: [headers, ...rows], header: true },
          { name: 'About', rows: [['Job', '20260101-120000-ab12']], widths: [22, 80] },
        ],
        'Alumni Loader',
      ),
      'exceljs.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const [results, about] = book.worksheets;
    expect(results!.name).toBe('Results');
    expect(results!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(results!.getRow(1).values).toEqual([undefined, ...headers]);
    expect(results!.getCell('A1').font?.bold).toBe(true);
    expect(results!.getCell('AD1').value).toBe('Column 30');
    const second = results!.getRow(2);
    AWKWARD.forEach((text, i) => expect(second.getCell(i + 1).value).toBe(text));
    expect(second.getCell(6).value).toBe(12345);
    expect(second.getCell(7).value).toBeNull();
    expect(second.getCell(8).numFmt).toBe('@');
    expect(results!.getRow(3).values).toEqual([undefined, '=HYPERLINK("x")', 7, 'last']);
    expect(about!.name).toBe('About');
    expect(about!.getCell('B1').value).toBe('20260101-120000-ab12');
    expect(about!.getColumn(2).width).toBe(80);
  });

  it('reads back in openpyxl (what other tools see): text format on text cells, General on numbers', () => {
    const file = save(
      plainXlsx(
        [{ name: 'Results', rows: [['Name', 'user_id'], ...AWKWARD.map((t, i) => [t, i])], header: true }],
        'x',
      ),
      'openpyxl.xlsx',
    );
    const script = [
      'import json,sys,openpyxl',
      'ws=openpyxl.load_workbook(sys.argv[1]).worksheets[0]',
      'print(json.dumps({"freeze":ws.freeze_panes,"bold":bool(ws["A1"].font.b),',
      '"rows":[[c.value for c in r] for r in ws.iter_rows()],"formats":[ws["A2"].number_format,ws["B2"].number_format]}))',
    ].join('\n');
    const read = spawnSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' });
    expect(read.status, read.stderr).toBe(0);
    expect(JSON.parse(read.stdout)).toEqual({
      freeze: 'A2',
      bold: true,
      rows: [['Name', 'user_id'], ...AWKWARD.map((t, i) => [t, i])],
      formats: ['@', 'General'],
    });
  });
});
