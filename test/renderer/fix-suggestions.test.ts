// The Review step's fixes for many cells at once are labelled by what the column feeds: a birth-date column's fixes
// are the Birth date's (its problems sit on dob_year), a plain field's its own label.
import { describe, expect, it } from 'vitest';
import { validateRows } from '../../src-shared/validate/validate-rows';
import { fixSuggestions } from '../../src-renderer/src/workers/fix-suggestions';
import { field, person, REQUIRED, TODAY, tableAndMapping } from '../shared/validate/helpers';

describe('fix suggestions', () => {
  it('label a birth-date fix "Birth date", not "Birth year"', () => {
    const { table, mapping } = tableAndMapping(
      [...REQUIRED, ['DOB', { kind: 'birth-date' }], ['State', field('home_state')]],
      [
        [...person(1), '13/05/1990', 'Massachusets'],
        [...person(2), '14/05/1990', ''],
      ],
      { transforms: { dateOrder: 'mdy' } },
    );
    const rows = validateRows(table, mapping, { today: TODAY }).rows;
    expect(rows[0]!.problems.find((p) => p.column === 'DOB')).toMatchObject({ field: 'dob_year', fix: {} });
    const descriptions = fixSuggestions(rows, mapping).map((fix) => fix.description);
    expect(descriptions).toContainEqual(expect.stringMatching(/^Birth date: apply the suggested fix to 2 cells/));
    expect(descriptions).toContainEqual(expect.stringMatching(/^Home state: apply the suggested fix to 1 cell/));
    expect(descriptions.join('\n')).not.toMatch(/Birth year/);
  });
});
