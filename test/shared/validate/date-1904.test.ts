// A workbook of the 1904 date system (Excel for Mac before 2011): a birth date typed as a bare
// serial (a General cell) counts from 1904-01-01, like its date cells, not four years early.
import { describe, expect, it } from 'vitest';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import { fromExcelSerial } from '../../../src-shared/transforms/date';
import * as t_date from '../../../src-shared/transforms/date';
import { inline, inlineRow, rawWorkbook } from '../intake/raw-workbook';
import { flatSaying } from '../../helpers/problem-words';

// Outcomes flat, with their problem's words (the app's table) beside the codes.
const parseDate = flatSaying(t_date.parseDate);

// 26483 is 1976-07-04 counted from 1904-01-01, and 1972-07-03 counted from 1899-12-30.
const rows = `${inlineRow(1, ['First Name', 'Last Name', 'Email', 'Birth Date', 'Graduated'])}<row r="2">${inline('A2', 'Ann')}${inline('B2', 'Lee')}${inline('C2', 'ann@example.org')}<c r="D2"><v>26483</v></c><c r="E2"><v>1998</v></c></row>`;

async function birthDateOf(workbookPr?: string) {
  const bytes = rawWorkbook({ ...(workbookPr ? { workbookPr } : {}), sheets: [{ name: 'Alumni', rows }] });
  const result = await runImportPipeline(bytes, { fileName: 'alumni.xlsx', constants: { enabled: '1' } });
  const user = result.validation.rows[0]!.user;
  return [user.dob_year, user.dob_month, user.dob_day];
}

describe('the 1904 date system', () => {
  it('reads a bare serial in a birth-date column from 1904 in such a workbook, from 1900 otherwise', async () => {
    expect(await birthDateOf('date1904="1"')).toEqual([1976, 7, 4]);
    expect(await birthDateOf()).toEqual([1972, 7, 3]);
  });

  it('counts serials from 1904-01-01, and takes 0 (an empty date cell) for no date', () => {
    expect(fromExcelSerial(1, true)).toEqual({ year: 1904, month: 1, day: 2 });
    expect(fromExcelSerial(0, true)).toBeUndefined();
    expect(parseDate('26483', null, true)).toMatchObject({
      ok: true,
      date: { year: 1976, month: 7, day: 4 },
      form: 'excel-serial',
    });
    expect(parseDate('0', null, true)).toMatchObject({ ok: false, kind: 'bad-date' });
  });
});
