import { describe, expect, it } from 'vitest';
import {
  deceasedColumns,
  deceasedProblem,
  deceasedVerdict,
  marksDeceased,
} from '../../../src-shared/validate/deceased';
import { sayCell, wordedCell } from '../../helpers/problem-words';

describe('columns that mark a person as deceased', () => {
  it("are found by the names Raiser's Edge, Banner and Salesforce give them, and no others", () => {
    const headers = [
      'Deceased',
      'CnBio_Deceased',
      'SPBPERS_DEAD_IND',
      'npsp__Deceased__c',
      'Is Deceased',
      'Deceased Date',
      'CnBio_Deceased_Date',
      'SPBPERS_DEAD_DATE',
      'Date of Death',
      'Spouse Deceased',
      'Date of Birth',
      'Dead Letter',
      'Deceased Spouse Name',
    ];
    const found = deceasedColumns(headers.map((header, column) => ({ column, header })));
    expect(found.map(({ header }) => header)).toEqual([
      'Deceased',
      'CnBio_Deceased',
      'SPBPERS_DEAD_IND',
      'npsp__Deceased__c',
      'Is Deceased',
      'Deceased Date',
      'CnBio_Deceased_Date',
      'SPBPERS_DEAD_DATE',
      'Date of Death',
    ]);
  });

  it("are found in the partner institutions' languages too", () => {
    const headers = [
      'Dead',
      'Død',
      'Verstorben',
      'Décédé',
      'Fallecido',
      'Avliden',
      'Overleden',
      'Todesdatum',
      'Dødsdato',
      'Totals',
      'Dodge City',
    ];
    expect(deceasedColumns(headers.map((header, column) => ({ column, header }))).map(({ header }) => header)).toEqual(
      headers.slice(0, -2),
    );
  });

  it('read a yes, a deceased word, a mark (X, a tick, a star, D, a dagger) or a date as marking the row', () => {
    const marked = [
      'Y',
      'yes',
      'TRUE',
      '1',
      'on',
      ' Deceased ',
      'DECEASED',
      'Dead',
      'Verstorben',
      'Décédé',
      'Fallecido',
      'Falecida',
      'Overleden',
      'Zmarły',
      'Død',
      'DØD',
      'X',
      'x',
      '✓',
      '✔',
      '✔️',
      '☑',
      '*',
      'D',
      'd',
      '†',
      '2019-05-01',
      '5/1/2019',
      '43586',
      '2019',
      'Yes - 2019',
      'Y (2019)',
      'Deceased 2019',
      'Deceased: 5/1/2019',
      '="Y"',
    ];
    for (const cell of marked) {
      expect(deceasedVerdict(cell, true), cell).toBe('yes');
      expect(marksDeceased(cell), cell).toBe(true);
    }
  });

  it('read only a clear no as living: No, False, 0, a living word, Active (a record that is active), an empty cell or an empty date', () => {
    const living = [
      'N',
      'No',
      'no',
      'false',
      'F',
      '0',
      '0.0',
      'off',
      'Nein',
      'Non',
      'Nee',
      'Não',
      '',
      '  ',
      'NULL',
      'None',
      'n/a',
      'N/A',
      '=""',
      '="N"',
      'Living',
      'ALIVE',
      'Not deceased',
      'Not-Deceased',
      'non-deceased',
      'Lebend',
      'Lebt',
      'Levende',
      'Lever',
      'No - living',
      'Vivant',
      'Vivo',
      'Active',
      '0000-00-00',
      '00/00/0000',
      '0000-00-00 00:00:00',
      '1899-12-30',
      '1899-12-31',
      '12/30/1899',
      '1900-01-00',
      '0001-01-01',
      '0001-01-01 00:00:00',
      '1753-01-01',
    ];
    for (const cell of living) {
      expect(deceasedVerdict(cell, true), JSON.stringify(cell)).toBe('no');
      expect(marksDeceased(cell), JSON.stringify(cell)).toBe(false);
    }
  });

  it('read any other value as unclear, which refuses the row as a yes does (never invite a dead alum)', () => {
    // A dash alone is how many reports print "nothing": read as an empty cell, as are "No." and Excel's date zero as
    // m/d/yyyy shows it.
    for (const cell of ['-', '—', '...', 'No.', 'N.', '1/0/1900', '0/1/1900'])
      expect(deceasedVerdict(cell, true), cell).toBe('no');
    for (const cell of [
      'Unknown',
      'U',
      '?',
      'Inactive',
      'Enabled',
      'Disabled',
      'Maybe',
      'Pending',
      'No - see notes',
      'Status unknown',
    ]) {
      expect(deceasedVerdict(cell, true), cell).toBe('unclear');
      expect(marksDeceased(cell), cell).toBe(true);
    }
    // NULL is an empty cell only while such words read as empty.
    expect(deceasedVerdict('NULL', false)).toBe('unclear');
    expect(deceasedVerdict('N/A', false)).toBe('unclear');
  });

  it('word the problem quoting the value and saying what to change when the person is living', () => {
    const yes = deceasedProblem('Deceased', ' X ', 'yes', true);
    expect(yes).toMatchObject({ kind: 'deceased', severity: 'error' });
    expect(sayCell(yes)).toBe(
      'Column "Deceased" marks this person as deceased (it holds "X"), and the service has no place for that: they would be invited and appealed to like a living alum. The row is not imported. If the person is living, empty the cell or write No; to import such rows anyway, switch off "Refuse rows marked deceased" (in a saved mapping: "refuseDeceased": false)',
    );
    const unclear = deceasedProblem('Deceased', 'Unknown', 'unclear', true);
    expect(sayCell(unclear)).toMatch(
      /^Column "Deceased" holds "Unknown", which does not say whether this person is living: the row is taken as marked deceased/,
    );
    expect(sayCell(unclear)).toMatch(/If the person is living, write No in the cell or empty it/);
    expect(wordedCell(deceasedProblem('Deceased', 'Unknown', 'unclear', false))).toMatchObject({
      severity: 'warning',
      message: expect.stringMatching(/imported anyway, as the settings ask$/),
    });
  });
});
