// Cells a spreadsheet would run as formulas are warned about, with a fix, never refused (issue
// 25, item 12); phone numbers, negative numbers and ordinary text are left alone.
import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import { cleanValue, type RowContext } from '../../../src-shared/validate/clean-field';
import { spreadsheetFormulaProblem } from '../../../src-shared/validate/formula-cells';
import { sendSchemas } from '../../../src-shared/validate/send-schemas';
import * as plain from '../../../src-shared/validate/validate-rows';
import { resultWithWords, sayCell } from '../../helpers/problem-words';
import { field, person, REQUIRED, tableAndMapping, TODAY } from './helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

const row: RowContext = { countryOf: () => undefined };
const clean = (name: string, cell: string) =>
  cleanValue(fieldSpec(name)!, sendSchemas(2026).fields.get(name)!, cell, DEFAULT_TRANSFORMS, row);

describe('formula-like cells', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "cmd|' /C calc'!A0"],
    ['@SUM(1+1)*cmd', 'SUM(1+1)*cmd'],
    ['+HYPERLINK("http://x.example","click")', 'HYPERLINK("http://x.example","click")'],
    ["-2+3+cmd|' /C calc'!A0", "2+3+cmd|' /C calc'!A0"],
    ['\t=1+1', '1+1'],
  ])('%s: warned, sent as written, the fix without its leading signs', (cell, fix) => {
    const problem = spreadsheetFormulaProblem(cell);
    expect(problem).toMatchObject({ kind: 'suspicious', severity: 'warning', fix: { value: fix } });
    expect(sayCell(problem!)).toMatch(/starts like a spreadsheet formula/);
  });

  it.each(['+1 (617) 555-0100', '-12', '=42', 'Anne-Marie', '@home', "O'Neil", '+44 20 7946 0958', '- see notes -'])(
    '%s: no warning',
    (cell) => {
      expect(spreadsheetFormulaProblem(cell)).toBeUndefined();
    },
  );

  it('reaches every text field, by the slow path and past the fast one', () => {
    for (const [name, cell] of [
      ['first_name', '@SUM(1+1)*cmd'],
      ['last_name', "=cmd|' /C calc'!A0"],
      ['home_city', '-HYPERLINK("x")'],
      ['about', '+SUM(A1)'],
    ] as const) {
      const outcome = clean(name, cell);
      expect(outcome.ok, name).toBe(true);
      expect(outcome.ok && outcome.warning && sayCell(outcome.warning), name).toMatch(/spreadsheet formula/);
    }
    const { table, mapping } = tableAndMapping(
      [...REQUIRED, ['City', field('home_city')]],
      [
        [...person(1), '@SUM(1+1)*cmd'],
        [...person(2), 'Boston'],
      ],
    );
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.rows.map((r) => r.status)).toEqual(['valid', 'valid']);
    expect(result.rows[0]!.problems.map((p) => [p.severity, p.column, p.fix?.value])).toEqual([
      ['warning', 'City', 'SUM(1+1)*cmd'],
    ]);
    expect(result.rows[0]!.user.home_city).toBe('@SUM(1+1)*cmd');
    expect(result.rows[1]!.problems).toEqual([]);
  });
});
