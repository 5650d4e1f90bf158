import { describe, expect, it } from 'vitest';
import { readTable } from '../../../src-shared/intake/read-table';
import { xlsxStreamReader } from '../../../src-main/services/intake/xlsx-stream-reader';
import { noticeWords, read, utf8 } from './helpers';
import { workbookBytes } from './xlsx-fixtures';

// A row of group labels above the header row tells the header's repeated names apart.

const named = [
  'First',
  'Last',
  'Work Address Street',
  'Work Address City',
  'Work Address Zip',
  'Home Address Street',
  'Home Address City',
  'Home Address Zip',
];
const note =
  'Row 1 names groups of columns ("Work Address" and "Home Address"): the names the header row repeats are read with their group\'s, as "Work Address Street", "Work Address City", "Work Address Zip", "Home Address Street", "Home Address City" and 1 more.';

describe('a row of group labels above the header row', () => {
  it('names repeated columns with the label over them in a CSV (the label in the first column of its span)', async () => {
    const { table, notices } = await read(
      utf8(
        'Name,,Work Address,,,Home Address,,\nFirst,Last,Street,City,Zip,Street,City,Zip\nAnn,Lee,1 Corporate Dr,Quincy,02169,12 Elm St,Boston,02134\n',
      ),
    );
    expect(table.headers).toEqual(named);
    expect(notices).toEqual([note]);
  });

  it('names them with merged labels in a workbook', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Alumni');
      sheet.addRow(['Name', '', 'Work Address', '', '', 'Home Address', '', '']);
      sheet.addRow(['First', 'Last', 'Street', 'City', 'Zip', 'Street', 'City', 'Zip']);
      sheet.addRow(['Ann', 'Lee', '1 Corporate Dr', 'Quincy', '02169', '12 Elm St', 'Boston', '02134']);
      sheet.mergeCells('A1:B1');
      sheet.mergeCells('C1:E1');
      sheet.mergeCells('F1:H1');
    });
    const { table, notices } = await readTable(bytes, { fileName: 'alumni.xlsx' }, { xlsxReader: xlsxStreamReader });
    expect(table.headers).toEqual(named);
    expect(noticeWords(notices)).toEqual([note]);
  });

  it('changes nothing under a title row, or when no name repeats', async () => {
    const title = await read(
      utf8(
        'Alumni export June 2025,,,,,\nFirst,Email,Street,City,Street,City\nAnn,a@x.org,1 Main,Quincy,2 Elm,Boston\n',
      ),
    );
    expect(title.table.headers).toEqual(['First', 'Email', 'Street', 'City', 'Street (2)', 'City (2)']);
    const distinct = await read(
      utf8('Contact,,,Address,,\nFirst Name,Last Name,Email,Street,City,Zip\nAnn,Lee,a@x.org,1 Main,Quincy,02169\n'),
    );
    expect(distinct.table.headers).toEqual(['First Name', 'Last Name', 'Email', 'Street', 'City', 'Zip']);
    expect(distinct.notices).toEqual([]);
  });
});
