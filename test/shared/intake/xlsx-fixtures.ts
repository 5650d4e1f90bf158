// XLSX files made by the tests themselves with exceljs.
import ExcelJS from 'exceljs';

export async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A sheet with a title row, dates, numbers, formulas, rich text, hyperlinks, merged cells and an empty row. */
export function alumniWorkbook(): Promise<Uint8Array> {
  return workbookBytes((workbook) => {
    const sheet = workbook.addWorksheet('Alumni');
    sheet.addRow(['Class agents list, spring appeal']);
    sheet.addRow(['First Name', 'Birth Date', 'Class Year', 'Website', 'Gift', 'Name', 'Reunion', 'Zip']);
    sheet.addRow([
      'Ann',
      new Date(Date.UTC(1985, 6, 4)),
      1990,
      { text: 'ann.example.org', hyperlink: 'https://ann.example.org' },
      { formula: 'ROUND(1234.5*2,2)', result: 2469 },
      { richText: [{ text: 'Ann ' }, { text: 'Lee', font: { bold: true } }] },
      'Reunion 2025',
      2134,
    ]);
    sheet.addRow([]);
    sheet.addRow(['Bob', new Date(Date.UTC(1999, 11, 31)), 2021, null, 0.1 + 0.2, 'Bob Ray', null, '02139-4307']);
    sheet.addRow(['Cy', new Date(Date.UTC(2000, 1, 29)), 2022, null, { formula: 'E5*2' }, 'Cy Ng', null, null]);
    sheet.mergeCells('G3:G6'); // one reunion label for three rows
    workbook.addWorksheet('Notes').addRow(['nothing to import here']);
  });
}
