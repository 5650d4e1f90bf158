import ExcelJS from 'exceljs';
// The library's own entry, not its Node one (which registers every one of its languages on load).
import countries from 'i18n-iso-countries/index';
import en from 'i18n-iso-countries/langs/en.json';
import Papa from 'papaparse';
import { US_STATES } from '../../../src-shared/transforms/us-states';
import { BLANK_COLUMNS, exampleRow, REQUIRED_MARK, type ValueList } from './columns';

// The blank import template as a workbook (a data sheet with lists to choose from, an
// Instructions sheet) or as a CSV file (the header row and the example row).

export const DATA_SHEET = 'Alumni';
export const INSTRUCTIONS_SHEET = 'Instructions';
const LISTS_SHEET = 'Lists';
/** Rows of the data sheet offered the lists (Excel applies a validation to a fixed range). */
const ROWS_WITH_LISTS = 5000;

countries.registerLocale(en);

export function listValues(list: ValueList): string[] {
  switch (list) {
    case 'gender':
      return ['m', 'f'];
    case 'yes-no':
      return ['yes', 'no'];
    case 'state':
      return Object.keys(US_STATES);
    case 'country':
      return Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) => a.localeCompare(b, 'en'));
  }
}

export function blankTemplateCsv(): string {
  // A byte-order mark: Excel then opens the file as UTF-8.
  return `\ufeff${Papa.unparse([BLANK_COLUMNS.map((column) => column.header), exampleRow()], { newline: '\r\n' })}\r\n`;
}

export async function blankTemplateXlsx(version: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = `Alumni Loader ${version}`;
  const data = workbook.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const instructions = workbook.addWorksheet(INSTRUCTIONS_SHEET);
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });

  data.addRow(BLANK_COLUMNS.map((column) => column.header)).eachCell((cell, col) => {
    cell.font = { bold: true, ...(BLANK_COLUMNS[col - 1]!.required ? { color: { argb: 'FF9C0006' } } : {}) };
  });
  data.addRow(exampleRow()).eachCell((cell) => (cell.font = { italic: true, color: { argb: 'FF7F7F7F' } }));
  BLANK_COLUMNS.forEach((column, i) => {
    const sheetColumn = data.getColumn(i + 1);
    sheetColumn.width = Math.max(12, column.header.length + 2, column.example.length + 6);
    // Text, so a ZIP code keeps its leading zero and a phone number its plus sign.
    sheetColumn.numFmt = '@';
  });

  const used = [...new Set(BLANK_COLUMNS.flatMap((column) => (column.list ? [column.list] : [])))];
  used.forEach((list, i) => {
    const values = listValues(list);
    const letter = lists.getColumn(i + 1).letter;
    values.forEach((value, row) => (lists.getCell(row + 1, i + 1).value = value));
    const range = `${LISTS_SHEET}!$${letter}$1:$${letter}$${values.length}`;
    BLANK_COLUMNS.forEach((column, c) => {
      if (column.list !== list) return;
      const target = data.getColumn(c + 1).letter;
      // exceljs writes dataValidations, though its types do not declare them.
      (data as unknown as { dataValidations: { add(address: string, rule: object): void } }).dataValidations.add(
        `${target}2:${target}${ROWS_WITH_LISTS}`,
        {
          type: 'list',
          allowBlank: true,
          formulae: [range],
          showErrorMessage: list !== 'country',
          errorStyle: 'warning',
          errorTitle: column.header,
          error: `Choose a value from the list (${values.slice(0, 4).join(', ')}...).`,
        },
      );
    });
  });

  writeInstructions(instructions);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function writeInstructions(sheet: ExcelJS.Worksheet): void {
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 16;
  sheet.getColumn(3).width = 90;
  const lines = [
    ['How to fill in this list'],
    [
      `One person a row on the "${DATA_SHEET}" sheet, under the header row. Keep the headers as they are: Alumni Loader recognises them.`,
    ],
    [
      `Columns marked${REQUIRED_MARK} must be filled for a new person. Leave any other cell empty when you do not know it.`,
    ],
    [
      `The second row, starting with "e.g.", shows how to write each value: it is never imported. Write over it or leave it.`,
    ],
    ['Columns with a list (gender, yes/no, state, country): choose from the list or type a value from it.'],
    [
      'Save as .xlsx (or CSV UTF-8) and send the file back. Nothing is sent to the alumni service until someone checks and confirms it.',
    ],
    [],
    ['Column', 'Group', 'What to write'],
  ];
  for (const line of lines) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true, size: 14 };
  sheet.getRow(lines.length).font = { bold: true };
  for (const column of BLANK_COLUMNS) {
    sheet.addRow([
      column.header,
      column.group,
      column.help || `As for the ${column.group.toLowerCase()} columns above.`,
    ]);
  }
}
