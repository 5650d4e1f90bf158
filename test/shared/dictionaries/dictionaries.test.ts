import { describe, expect, it } from 'vitest';
import {
  checkDictionary,
  dictionaryFromCsv,
  dictionaryKey,
  dictionaryToCsv,
  translateTable,
  type Dictionary,
} from '../../../src-shared/dictionaries';
import type { Mapping } from '../../../src-shared/mapping/types';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';

const gender: Dictionary = {
  name: 'Registrar',
  entries: [
    { kind: 'gender', from: 'Woman', to: 'f' },
    { kind: 'gender', from: 'Female', to: 'f' },
    { kind: 'name_title', from: 'Mrs.', to: 'Mrs' },
    { kind: 'year_graduated', from: 'C95', to: '1995' },
    { kind: 'custom:Degree', from: 'B.A.', to: 'BA' },
  ],
};

const mapping: Mapping = {
  columns: [
    { column: 0, header: 'Sex', target: { kind: 'field', field: 'gender' } },
    { column: 1, header: 'Title', target: { kind: 'field', field: 'name_title' } },
    { column: 2, header: 'Class', target: { kind: 'field', field: 'year_graduated' } },
    { column: 3, header: 'Degree', target: { kind: 'custom', name: 'Degree' } },
    { column: 4, header: 'Notes', target: { kind: 'field', field: 'about' } },
  ],
  constants: {},
  transforms: DEFAULT_TRANSFORMS,
};

describe('dictionary keys', () => {
  it('ignore case, accents and spaces around or doubled', () => {
    expect(dictionaryKey('  Féminin ')).toBe(dictionaryKey('FEMININ'));
    expect(dictionaryKey('Bachelor  of Arts')).toBe('bachelor of arts');
    expect(dictionaryKey('B.A.')).not.toBe(dictionaryKey('BA'));
  });
});

describe('translating a table', () => {
  it('replaces the cells of columns of the entry kind only, and lists each change with its dictionary', () => {
    const table = {
      headers: ['Sex', 'Title', 'Class', 'Degree', 'Notes'],
      rows: [
        [' woman ', 'MRS.', 'c95', 'b.a.', 'Woman'],
        ['m', 'Dr', '1990', 'PhD', ''],
      ],
      rowNumbers: [2, 3],
    };
    const { table: read, translations } = translateTable(table, mapping, [gender]);
    expect(read.rows[0]).toEqual(['f', 'Mrs', '1995', 'BA', 'Woman']);
    expect(read.rows[1]).toBe(table.rows[1]); // untouched rows are shared
    expect(table.rows[0]![0]).toBe(' woman '); // the file's own cells stay
    expect(translations).toEqual([
      { row: 0, column: 0, from: ' woman ', to: 'f', dictionary: 'Registrar' },
      { row: 0, column: 1, from: 'MRS.', to: 'Mrs', dictionary: 'Registrar' },
      { row: 0, column: 2, from: 'c95', to: '1995', dictionary: 'Registrar' },
      { row: 0, column: 3, from: 'b.a.', to: 'BA', dictionary: 'Registrar' },
    ]);
  });

  it('lets the first dictionary given win a value two of them know', () => {
    const other: Dictionary = { name: 'Other', entries: [{ kind: 'gender', from: 'woman', to: 'm' }] };
    const table = { headers: ['Sex'], rows: [['Woman']], rowNumbers: [2] };
    const oneColumn = { ...mapping, columns: [mapping.columns[0]!] };
    expect(translateTable(table, oneColumn, [gender, other]).table.rows[0]).toEqual(['f']);
    expect(translateTable(table, oneColumn, [other, gender]).translations[0]!.dictionary).toBe('Other');
  });
});

describe('checking a dictionary before it is saved', () => {
  it('accepts a good one', () => {
    expect(checkDictionary(gender)).toEqual([]);
  });

  it('refuses an entry whose "to" the field refuses, an unknown kind, a blank from and a clash', () => {
    const bad: Dictionary = {
      name: 'Bad',
      entries: [
        { kind: 'gender', from: 'Woman', to: 'female person' },
        { kind: 'shoe_size', from: '9', to: '10' },
        { kind: 'gender', from: '  ', to: 'f' },
        { kind: 'year_graduated', from: 'C95', to: '1995' },
        { kind: 'year_graduated', from: 'c95 ', to: '1895' },
        { kind: 'email', from: 'none', to: 'not an address' },
      ],
    };
    const problems = checkDictionary(bad);
    expect(problems.map((p) => [p.code, 'entry' in p ? p.entry : null])).toEqual([
      ['refused-to', 1],
      ['unknown-kind', 2],
      ['blank-from', 3],
      ['refused-to', 5],
      ['refused-to', 6],
    ]);
    expect(checkDictionary({ ...gender, name: '../etc' })).toEqual([{ code: 'bad-name', name: '../etc' }]);
  });

  it('finds a clash between two entries both fields take', () => {
    const clash: Dictionary = {
      name: 'Clash',
      entries: [
        { kind: 'gender', from: 'W', to: 'f' },
        { kind: 'gender', from: 'w', to: 'm' },
      ],
    };
    expect(checkDictionary(clash)).toMatchObject([{ code: 'clashing-entry', entry: 2, other: 1, otherTo: 'f' }]);
  });
});

describe('dictionary CSV', () => {
  it('goes out and comes back the same, a formula-like value guarded on the way', () => {
    const withFormula: Dictionary = {
      name: 'F',
      entries: [...gender.entries, { kind: 'about', from: '=1+1', to: 'two' }],
    };
    const csv = dictionaryToCsv(withFormula);
    expect(csv.split('\r\n')[0]).toBe('column kind,from,to');
    expect(csv).toContain("about,'=1+1,two");
    expect(dictionaryFromCsv(csv)).toEqual({ entries: withFormula.entries, problems: [] });
  });

  it('says which line cannot be read and which header is missing', () => {
    expect(dictionaryFromCsv('kind,from,to\ngender,W,f\ngender\n').problems).toEqual([
      { code: 'csv-row', line: 3, cells: 1 },
    ]);
    expect(dictionaryFromCsv('a,b\n1,2\n').problems).toEqual([{ code: 'csv-header', found: ['a', 'b'] }]);
  });
});
