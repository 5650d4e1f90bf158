import { describe, expect, it } from 'vitest';
import { deceasedColumns, marksDeceased } from '../../../src-shared/validate/deceased';

describe('columns that mark a person as deceased', () => {
  it("are found by the names Raiser's Edge, Banner and Salesforce give them, and no others", () => {
    const headers = ['Deceased', 'CnBio_Deceased', 'SPBPERS_DEAD_IND', 'npsp__Deceased__c', 'Is Deceased', 'Deceased Date', 'CnBio_Deceased_Date', 'SPBPERS_DEAD_DATE', 'Date of Death', 'Spouse Deceased', 'Date of Birth', 'Dead Letter', 'Deceased Spouse Name'];
    const found = deceasedColumns(headers.map((header, column) => ({ column, header })));
    expect(found.map(({ header }) => header)).toEqual(['Deceased', 'CnBio_Deceased', 'SPBPERS_DEAD_IND', 'npsp__Deceased__c', 'Is Deceased', 'Deceased Date', 'CnBio_Deceased_Date', 'SPBPERS_DEAD_DATE', 'Date of Death']);
  });

  it('read a yes, the word Deceased or a date as marking the row; a no, an empty date, NULL or another word as not', () => {
    for (const cell of ['Y', 'yes', 'TRUE', '1', ' Deceased ', '2019-05-01', '5/1/2019', '43586']) expect(marksDeceased(cell), cell).toBe(true);
    for (const cell of ['N', 'No', 'false', '0', '', '  ', 'NULL', 'None', 'n/a', 'Unknown', '0000-00-00', '00/00/0000']) expect(marksDeceased(cell), cell).toBe(false);
  });
});
