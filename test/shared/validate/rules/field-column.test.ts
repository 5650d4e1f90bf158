// A column mapped to one field: fast path, then the full cleaning. The rule: src-shared/validate/rules/field-column.ts.
import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../../../../src-shared/mapping/suggest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { noteText } from '../../../helpers/column-note-words';
import { resultWithWords, rowWithWords } from '../../../helpers/problem-words';
import { REQUIRED, TODAY, errorsOf, field, one, person, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateOneRow = (...args: Parameters<typeof plain.validateOneRow>) =>
  rowWithWords(plain.validateOneRow(...args));
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('a field column', () => {
  it('reads M as a woman in a gender column of H and M (Spanish hombre and mujer), and as a man beside F', () => {
    const columns: [string, ColumnTarget][] = [...REQUIRED, ['Sexo', field('gender')]];
    const spanish = tableAndMapping(columns, [
      [...person(1), 'M'],
      [...person(2), 'H'],
      [...person(3), 'm.'],
      [...person(4), 'H'],
    ]);
    expect(validateRows(spanish.table, spanish.mapping, { today: TODAY }).rows.map((row) => row.user.gender)).toEqual([
      'f',
      'm',
      'f',
      'm',
    ]);
    // One stray H in a list of M (a typo), or a word for a woman beside them: M is a man.
    const typo = tableAndMapping(columns, [
      [...person(1), 'M'],
      [...person(2), 'M'],
      [...person(3), 'h'],
    ]);
    expect(
      validateRows(typo.table, typo.mapping, { today: TODAY }).rows.map((row) =>
        row.problems.length === 0 ? row.user.gender : 'refused',
      ),
    ).toEqual(['m', 'm', 'm']);
    const words = tableAndMapping(columns, [
      [...person(1), 'Male'],
      [...person(2), 'Female'],
      [...person(3), 'H'],
      [...person(4), 'H'],
      [...person(5), 'M'],
    ]);
    expect(validateRows(words.table, words.mapping, { today: TODAY }).rows[4]!.user.gender).toBe('m');
    const english = tableAndMapping(columns, [
      [...person(1), 'M'],
      [...person(2), 'F'],
    ]);
    expect(validateRows(english.table, english.mapping, { today: TODAY }).rows.map((row) => row.user.gender)).toEqual([
      'm',
      'f',
    ]);
    // One row checked again in the wizard reads the column as the whole file does.
    expect(validateOneRow(spanish.table, spanish.mapping, 0, { today: TODAY }).user.gender).toBe('f');
  });

  it('reads a gender written "Unspecified" or "Unknown" (no gender given) as an empty cell, and still refuses one the service cannot hold', () => {
    for (const cell of ['Unspecified', 'Unknown', 'U', 'Prefer not to say']) {
      const row = one('Gender', field('gender'), cell);
      expect(row.problems, cell).toEqual([]);
      expect(row.user.gender, cell).toBeUndefined();
    }
    expect(errorsOf(one('Gender', field('gender'), 'Non-binary'))[0]).toMatchObject({ fix: { value: '' } });
    expect(
      noteText(
        suggestMapping({ headers: ['Gender'], rows: [['Unspecified'], ['Male']], rowNumbers: [2, 3] }).columns[0]!.note,
      ),
    ).toBe(
      '"Gender" holds "Unspecified" where no gender was given (as Outlook and other programs write it): such cells are read as empty, and no gender is sent for those rows.',
    );
  });

  it('refuses a North American number on a row of another country where it is no number, suggesting the +1 form', () => {
    const { table, mapping } = tableAndMapping(
      [...REQUIRED, ['Phone', field('home_phone')]],
      [[...person(1), '617 555 0143']],
      { constants: { home_country: 'GB' } },
    );
    expect(validateRows(table, mapping, { today: TODAY }).rows[0]!.problems[0]).toMatchObject({
      message: expect.stringMatching(
        /is not a number of the row's country \(GB\), and reads as a North American number without its \+1/,
      ),
      fix: { value: '+1 617 555 0143' },
    });
  });

  it('gives a cell repeating the one above the same value and the same warnings, row after row', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Country', field('home_country')],
      ['Postcode', field('home_zipcode')],
      ['Class Year', field('year_graduated')],
      ['Tags', field('tags')],
    ];
    const cells = ['Canada', 'K1A 0B1', '05/20/2007', 'Band; Choir'];
    const { table, mapping } = tableAndMapping(columns, [
      [...person(1), ...cells],
      [...person(2), ...cells],
      [...person(3), 'Kanada?', ...cells.slice(1)],
      [...person(4), ...cells],
    ]);
    const result = validateRows(table, mapping, { today: TODAY });
    const [first, second, refused, fourth] = result.rows;
    for (const row of [first!, second!, fourth!]) {
      // The postcode is read as Canada's on every row: each has the country, not only the first.
      expect(row.status).toBe('valid');
      expect(row.problems.map((p) => p.message)).toEqual([
        'Class year "05/20/2007" is a date: its year, 2007, is sent as the class year.',
      ]);
      expect(row.user).toMatchObject({ home_country: 'CA', home_zipcode: 'K1A 0B1', tags: ['Band', 'Choir'] });
    }
    // A different cell between two alike is cleaned on its own: refused here, without the value above.
    expect(refused!.status).toBe('invalid');
    expect(refused!.user.home_country).toBeUndefined();
    expect(errorsOf(refused!).map((p) => p.field)).toContain('home_country');
  });
});
