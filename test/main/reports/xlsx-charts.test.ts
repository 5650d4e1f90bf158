import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addXlsxCharts } from '../../../src-main/services/reports/xlsx-charts';
import { readCharts } from './second-reader';

// Charts added to a workbook exceljs wrote, read back by openpyxl (type, title, series references
// and cached values) and by exceljs (the cells are still there), every part's CRC checked.

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'xlsx-charts-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function workbook(path: string) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const table = book.addWorksheet('Gift table');
  table.addRow(['Year', 'Total', 'Rate']).commit();
  table.addRow([2024, 100.5, 0.5]).commit();
  table.addRow([2025, 250, null]).commit();
  table.commit();
  for (const name of ['Bars', 'Lines']) {
    const sheet = book.addWorksheet(name);
    sheet.addRow([`${name} drawn from the table`]).commit();
    sheet.commit();
  }
  await book.commit();
}

describe('addXlsxCharts', () => {
  it('adds a bar and a line chart whose series read the sheet cells', async () => {
    const path = join(folder, 'charts.xlsx');
    await workbook(path);
    await addXlsxCharts(path, [
      {
        sheet: 'Bars',
        chart: {
          kind: 'bars',
          title: 'Total & more <by year>',
          description: 'Bar chart of the total by year',
          categories: { ref: "'Gift table'!$A$2:$A$3", values: [2024, 2025], format: '"FY"0' },
          series: [
            { name: 'Total', nameRef: "'Gift table'!$B$1", ref: "'Gift table'!$B$2:$B$3", values: [100.5, 250] },
          ],
          valueFormat: '#,##0',
        },
      },
      {
        sheet: 'Lines',
        chart: {
          kind: 'lines',
          title: 'Rate by year',
          description: 'Line chart of the rate by year',
          categories: { ref: "'Gift table'!$A$2:$A$3", values: [2024, 2025], format: '"FY"0' },
          series: [{ name: 'Rate', nameRef: "'Gift table'!$C$1", ref: "'Gift table'!$C$2:$C$3", values: [0.5, null] }],
          valueFormat: '0%',
        },
      },
    ]);
    const read = readCharts(path);
    expect(read.badPart).toBeNull();
    expect(read.parts).toEqual(
      expect.arrayContaining(['xl/charts/chart1.xml', 'xl/charts/chart2.xml', 'xl/drawings/drawing1.xml']),
    );
    const [table, bars, lines] = read.sheets;
    expect(table!.charts).toEqual([]);
    expect(bars!.charts).toHaveLength(1);
    const bar = bars!.charts[0]!;
    expect(bar.type).toBe('barChart');
    expect(bar.title).toBe('Total & more <by year>');
    expect(bar.from).toEqual([0, 2]);
    expect(bar.series[0]!.val).toEqual({ f: "'Gift table'!$B$2:$B$3", cache: [100.5, 250] });
    expect(bar.series[0]!.cat).toEqual({ f: "'Gift table'!$A$2:$A$3", cache: [2024, 2025] });
    expect(bar.series[0]!.name).toEqual({ f: "'Gift table'!$B$1", cache: ['Total'] });
    const line = lines!.charts[0]!;
    expect(line.type).toBe('lineChart');
    expect(line.title).toBe('Rate by year');
    expect(line.series[0]!.val).toEqual({ f: "'Gift table'!$C$2:$C$3", cache: [0.5, null] });

    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(path);
    expect(back.worksheets.map((w) => w.name)).toEqual(['Gift table', 'Bars', 'Lines']);
    expect(back.getWorksheet('Gift table')!.getRow(3).values).toEqual([undefined, 2025, 250]);
    expect(back.getWorksheet('Bars')!.getCell('A1').value).toBe('Bars drawn from the table');
  });

  it('names the sheet when it is not in the workbook, and leaves the file as it was', async () => {
    const path = join(folder, 'missing.xlsx');
    await workbook(path);
    const chart = {
      kind: 'bars' as const,
      title: 'T',
      description: 'd',
      categories: { ref: 'A1', values: [1], format: 'General' },
      series: [],
      valueFormat: '0',
    };
    await expect(addXlsxCharts(path, [{ sheet: 'Nope', chart }])).rejects.toThrow(/no sheet "Nope"/);
    const read = readCharts(path);
    expect(read.badPart).toBeNull();
    expect(read.sheets.every((s) => s.charts.length === 0)).toBe(true);
  });
});
