import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import { readTable } from '../../../src-shared/intake/read-table';
import { BLANK_COLUMNS, exampleRow } from '../../../src-main/services/templates-blank/columns';
import {
  blankTemplateCsv,
  blankTemplateXlsx,
  DATA_SHEET,
  INSTRUCTIONS_SHEET,
} from '../../../src-main/services/templates-blank/write-template';

// The blank template maps itself: every header is taken at once, with high confidence, by the
// same suggestion the wizard and the CLI use; its example row is set apart by intake.

const PERSON: Record<string, string> = {
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana.lima@example.edu',
  enabled: 'yes',
  year_graduated: '2004',
  home_state: 'NY',
  home_country: 'United States of America',
  gender: 'f',
  'birth-date': '1982-11-03',
  home_zipcode: '10027',
};

const keyOf = (target: (typeof BLANK_COLUMNS)[number]['target']) =>
  target.kind === 'field' ? target.field : target.kind;
const filledRow = () => BLANK_COLUMNS.map((column) => PERSON[keyOf(column.target)] ?? '');

async function filledXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await blankTemplateXlsx('9.9.9')) as unknown as ExcelJS.Buffer);
  workbook.getWorksheet(DATA_SHEET)!.addRow(filledRow());
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('the blank import template', () => {
  it('groups the fields, marks the required ones and starts its example row with "e.g."', () => {
    const headers = BLANK_COLUMNS.map((column) => column.header);
    expect(headers.filter((header) => header.endsWith('(required)')).sort()).toEqual([
      'Email (required)',
      'Enabled (required)',
      'First name (required)',
      'Last name (required)',
    ]);
    // Each group's columns stand together.
    const groups = BLANK_COLUMNS.map((column) => column.group);
    expect(groups.filter((group, i) => group !== groups[i - 1])).toEqual([...new Set(groups)]);
    expect(exampleRow()[0]).toBe('e.g. Jane');
  });

  it('maps itself with no question asked: every header to its field, with high confidence, nothing required missing', async () => {
    const csv = `${Papa.unparse([BLANK_COLUMNS.map((c) => c.header), exampleRow(), filledRow()])}\n`;
    const intake = await readTable(new TextEncoder().encode(csv), { fileName: 'filled.csv' });
    const suggestion = suggestMapping(intake.table);
    expect(suggestion.columns.map((column) => column.target)).toEqual(BLANK_COLUMNS.map((column) => column.target));
    expect(suggestion.columns.filter((column) => column.confidence !== 'high').map((column) => column.header)).toEqual(
      [],
    );
    expect(suggestion.missingRequired).toEqual([]);
  });

  it('a filled-in CSV copy: the example row is set apart, the person is valid', async () => {
    const csv = `${blankTemplateCsv()}${Papa.unparse([filledRow()])}\r\n`;
    const result = await runImportPipeline(new TextEncoder().encode(csv), { fileName: 'class-of-2004.csv' });
    expect(result.intake.table.rows).toHaveLength(1);
    expect(result.intake.table.rows[0]![0]).toBe('Ana');
    expect(result.validation.counts).toMatchObject({ rows: 1, valid: 1, invalid: 0 });
    const row = result.validation.rows[0]!;
    expect(row.problems).toEqual([]);
  });

  it('a filled-in XLSX copy reads the same way, on its data sheet', async () => {
    const result = await runImportPipeline(await filledXlsx(), { fileName: 'class-of-2004.xlsx' });
    expect(result.intake.detected.sheet).toBe(DATA_SHEET);
    expect(result.suggestion.columns.every((column) => column.confidence === 'high')).toBe(true);
    expect(result.validation.counts).toMatchObject({ rows: 1, valid: 1, invalid: 0 });
  });

  it('the workbook has an Instructions sheet and lists for gender, yes/no, state and country', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await blankTemplateXlsx('9.9.9')) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual([DATA_SHEET, INSTRUCTIONS_SHEET]);
    const instructions = workbook.getWorksheet(INSTRUCTIONS_SHEET)!;
    const described = new Set<string>();
    instructions.eachRow((row) => described.add(String(row.getCell(1).value)));
    for (const column of BLANK_COLUMNS) expect(described).toContain(column.header);

    const data = workbook.getWorksheet(DATA_SHEET)!;
    const listOf = (field: string) => {
      const index = BLANK_COLUMNS.findIndex((column) => keyOf(column.target) === field);
      const rule = data.getCell(3, index + 1).dataValidation;
      expect(rule?.type, `${field} offers a list`).toBe('list');
      const [, sheetName, letter, last] = /^(\w+)!\$([A-Z]+)\$1:\$[A-Z]+\$(\d+)$/.exec(rule!.formulae![0] as string)!;
      const sheet = workbook.getWorksheet(sheetName!)!;
      return Array.from({ length: Number(last) }, (_, i) => String(sheet.getCell(`${letter}${i + 1}`).value));
    };
    expect(listOf('gender')).toEqual(['m', 'f']);
    expect(listOf('enabled')).toEqual(['yes', 'no']);
    expect(listOf('approved')).toEqual(['yes', 'no']);
    expect(listOf('home_state')).toContain('MA');
    expect(listOf('work_state')).toHaveLength(listOf('home_state').length);
    expect(listOf('home_country')).toEqual(expect.arrayContaining(['United States of America', 'Germany', 'Japan']));
  });
});
