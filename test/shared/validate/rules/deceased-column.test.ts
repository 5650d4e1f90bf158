// Columns marking people as deceased. The rule: src-shared/validate/rules/deceased-column.ts.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, REQUIRED_CELLS, TODAY, person, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('a deceased column', () => {
  it('refuses a row a Deceased column or a date of death marks, mapped or not, once a row; a warning when switched off', () => {
    const ignore: ColumnTarget = { kind: 'ignore' };
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Deceased', ignore],
      ['SPBPERS_DEAD_DATE', ignore],
      ['Deceased Flag', { kind: 'custom', name: 'Deceased' }],
    ];
    const marks = [
      ['Yes', '', ''],
      ['N', '2019-05-01', ''],
      ['', '', 'TRUE'],
      ['Y', '05/01/2019', 'Y'],
      ['No', '0000-00-00', 'NULL'],
      ['', 'NULL', 'N'],
      ['Deceased', '', ''],
      ['Unknown', '', 'false'],
    ];
    const rows = marks.map((cells, i) => [
      ...REQUIRED_CELLS.slice(0, 2),
      `p${i}@example.org`,
      ...REQUIRED_CELLS.slice(3),
      ...cells,
    ]);
    const { table, mapping } = tableAndMapping(columns, rows);
    const result = validateRows(table, mapping, { today: TODAY });
    // A word whose meaning is not known (Unknown) refuses the row as a yes does: only a clear no is safe.
    expect(result.rows.map((row) => row.status)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'valid',
      'valid',
      'invalid',
      'invalid',
    ]);
    expect(result.rows.map((row) => row.problems.map((p) => p.column))).toEqual([
      ['Deceased'],
      ['SPBPERS_DEAD_DATE'],
      ['Deceased Flag'],
      ['Deceased'],
      [],
      [],
      ['Deceased'],
      ['Deceased'],
    ]);
    expect(result.rows[0]!.problems[0]).toMatchObject({
      row: 2,
      field: null,
      value: 'Yes',
      severity: 'error',
      kind: 'deceased',
    });
    expect(result.rows[0]!.problems[0]!.message).toBe(
      'Column "Deceased" marks this person as deceased (it holds "Yes"), and the service has no place for that: they would be invited and appealed to like a living alum. The row is not imported. If the person is living, empty the cell or write No; to import such rows anyway, switch off "Refuse rows marked deceased" (in a saved mapping: "refuseDeceased": false).',
    );
    expect(result.rows[7]!.problems[0]).toMatchObject({
      value: 'Unknown',
      message: expect.stringMatching(
        /^Column "Deceased" holds "Unknown", which does not say whether this person is living.*If the person is living, write No in the cell or empty it/,
      ),
    });
    const { table: t2, mapping: m2 } = tableAndMapping(columns, rows, { transforms: { refuseDeceased: false } });
    const warned = validateRows(t2, m2, { today: TODAY });
    expect(warned.counts).toMatchObject({ valid: 8, warnings: 6 });
    expect(warned.rows[1]!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        kind: 'deceased',
        message: expect.stringMatching(/imported anyway, as the settings ask\.$/),
      }),
    ]);
  });

  it('refuses a row whose Deceased column holds any mark, date or unclear word, and lets a clear no through (NULL only while it reads as empty)', () => {
    const cells = [
      'X',
      'x',
      '✓',
      '✔',
      'D',
      '*',
      '5/1/2019',
      'Deceased',
      'Yes - 2019',
      'Unknown',
      'Inactive',
      'No',
      'N',
      'False',
      '0',
      'Living',
      'Alive',
      'Not deceased',
      'Active',
      'NULL',
      '1899-12-30',
    ];
    const rows = cells.map((cell, i) => [...person(i), cell]);
    const { table, mapping } = tableAndMapping([...REQUIRED, ['Deceased', { kind: 'ignore' }]], rows);
    const result = validateRows(table, mapping, { today: TODAY });
    const refused = result.rows.filter((row) => row.status === 'invalid').map((row) => cells[row.index]);
    expect(refused).toEqual([
      'X',
      'x',
      '✓',
      '✔',
      'D',
      '*',
      '5/1/2019',
      'Deceased',
      'Yes - 2019',
      'Unknown',
      'Inactive',
    ]);
    for (const row of result.rows.filter((r) => r.status === 'invalid'))
      expect(row.problems[0]!.message, cells[row.index]).toContain(`holds "${cells[row.index]}"`);
    const { table: t2, mapping: m2 } = tableAndMapping([...REQUIRED, ['Deceased', { kind: 'ignore' }]], rows, {
      transforms: { emptyWords: false },
    });
    expect(validateRows(t2, m2, { today: TODAY }).rows[cells.indexOf('NULL')]!.status).toBe('invalid');
  });
});
