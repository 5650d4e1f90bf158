import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import stringWidth from 'string-width';
import writeFileAtomic from 'write-file-atomic';
import { isAppError } from '../../../src-shared/errors';
import type { PipelineResult } from '../../../src-shared/import-pipeline';
import { delimiterName } from '../../../src-shared/intake/csv';
import { encodingLabel } from '../../../src-shared/intake/decode';
import { columnsReadingEmptyWords, joinsRowLists, leftOutWords, mappingNotes } from '../../../src-shared/mapping';
import { describeTarget } from '../../../src-shared/mapping/target-key';
import { toTemplate } from '../../../src-shared/mapping/template';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import { deceasedColumns } from '../../../src-shared/validate/deceased';
import type { Problem } from '../../../src-shared/validate/types';
import { runImportFile, type FileIntakeOptions } from '../../services/intake/run-file';
import { writeFailure } from '../../services/write-failure';
import { EXIT, type CliContext } from '../context';
import { addFileReadingOptions } from './import';

// `alumni-loader validate FILE ...`: read, map and validate a file without sending anything.
// Prints the mapping used, the counts and the first problems; --json prints one object.

interface ValidateFlags extends Omit<FileIntakeOptions, 'mappingFile'> {
  mapping?: string;
  saveMapping?: string;
  json?: boolean;
}

const PROBLEMS_SHOWN = 20;

/** How --json names a column's target: a field name, or null when the column is not sent. */
export function jsonTarget(target: ColumnTarget): string | null {
  switch (target.kind) {
    case 'field':
      return target.field;
    case 'birth-date':
      return 'dob_day+dob_month+dob_year';
    case 'full-name':
      return 'first_name+middle_name+last_name';
    case 'phone-by-type':
      return `phone by kind in "${target.typeHeader}"`;
    case 'part-of':
      return `${target.part} of "${target.header}"`;
    case 'custom':
      return `custom_fields.${target.name}`;
    case 'ignore':
      return null;
  }
}

/** Says which mapped columns write empty cells as NULL (or None, NaN) in their first rows, read as empty. */
function emptyWordNote(result: PipelineResult): string | undefined {
  const columns = columnsReadingEmptyWords(result.suggestion.columns, result.mapping);
  if (columns.length === 0) return undefined;
  const words = [...new Set(columns.flatMap((column) => column.emptyWords!))].join(', ');
  return `Cells reading ${words} (as databases and data tools write an empty cell) are read as empty, not sent: in ${columns.map((column) => `"${column.header}"`).join(', ')}. To send them as written, save the mapping (--save-mapping) and set "emptyWords": false in it.`;
}

/** Names the columns that mark people as deceased, and what becomes of their rows. */
function deceasedNote(result: PipelineResult): string | undefined {
  const columns = deceasedColumns(result.mapping.columns);
  if (columns.length === 0) return undefined;
  const outcome = result.mapping.transforms.refuseDeceased ? 'not imported ("refuseDeceased": false in a saved mapping imports them with a warning)' : 'imported with a warning ("refuseDeceased" is off)';
  return `${columns.map((column) => `"${column.header}"`).join(', ')} ${columns.length > 1 ? 'mark' : 'marks'} people as deceased: the rows marked are ${outcome}.`;
}

/** What reading and mapping the file noticed, said once for the whole file. */
const fileNotes = (result: PipelineResult): string[] => [...result.intake.notices, ...mappingNotes(result.suggestion.columns, result.mapping), emptyWordNote(result) ?? [], deceasedNote(result) ?? []].flat();

function allProblems(result: PipelineResult): Problem[] {
  return [...result.validation.mappingProblems, ...result.validation.rows.flatMap((row) => row.problems)];
}

export function validationJson(result: PipelineResult) {
  const { counts } = result.validation;
  return {
    rows: counts.rows,
    valid: counts.valid,
    invalid: counts.invalid,
    warnings: counts.warnings,
    duplicates: counts.duplicates,
    mapping: Object.fromEntries(result.mapping.columns.map((column) => [column.header, jsonTarget(column.target)])),
    errors: [
      // What reading the file noticed (a total line left out, an encoding guessed) is a warning of the whole file: row 0.
      ...fileNotes(result).map((message) => ({ row: 0, column: null, field: null, value: '', message, severity: 'warning' as const })),
      ...allProblems(result).map(({ row, column, field, value, message, severity }) => ({ row, column, field, value, message, severity })),
    ],
  };
}

/** Columns padded by the width a terminal shows (a Chinese or Japanese character takes two columns). */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(stringWidth(h), ...rows.map((r) => stringWidth(r[i]!))));
  const line = (cells: string[]) => cells.map((cell, i) => cell + ' '.repeat(Math.max(0, widths[i]! - stringWidth(cell)))).join('  ').trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

const clip = (text: string, width: number): string => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

function describeFile(result: PipelineResult & { fileName: string }): string {
  const { detected } = result.intake;
  const parts =
    detected.format === 'csv'
      ? [`CSV`, detected.encoding ? encodingLabel(detected.encoding) : '', `${delimiterName(detected.delimiter ?? ',')}-separated${detected.delimiterDetected ? ' (detected)' : ''}`]
      : [`XLSX`, `sheet "${detected.sheet}"${detected.sheets && detected.sheets.length > 1 ? ` of ${detected.sheets.map((s) => `"${s.name}"${s.hidden ? ' (hidden)' : ''}`).join(', ')}` : ''}`];
  parts.push(`header row ${detected.headerRow}${detected.headerRowDetected ? ' (detected)' : ''}`);
  return `${result.fileName}: ${parts.filter(Boolean).join(', ')}`;
}

function humanReport(result: PipelineResult & { fileName: string }): string {
  const out: string[] = [`${describeFile(result)}\n`];
  const suggestions = new Map(result.suggestion.columns.map((c) => [c.column, c]));
  const fromTemplate = result.templateReport !== undefined;
  out.push('\nMapping:\n');
  out.push(
    table(
      ['COLUMN', 'FIELD', fromTemplate ? 'FROM' : 'CONFIDENCE'],
      result.mapping.columns.map((column) => [
        clip(column.header, 30),
        column.target.kind === 'ignore' ? '(ignored)' : `${jsonTarget(column.target)}`,
        fromTemplate ? 'template' : column.target.kind === 'ignore' ? '' : (suggestions.get(column.column)?.confidence ?? ''),
      ]),
    ),
  );
  // Why each column left out is: a person reading the table sees "(ignored)" and asks.
  if (!fromTemplate) {
    const leftOut = result.mapping.columns.filter((column) => column.target.kind === 'ignore' && suggestions.get(column.column)?.target.kind === 'ignore');
    for (const column of leftOut) out.push(`Not sent: "${clip(column.header, 40)}": ${leftOutWords(suggestions.get(column.column)!)}\n`);
  }
  const constants = Object.entries(result.mapping.constants);
  // A list given to every row joins each row's own list (validation joins them).
  const lists = constants.filter(([field]) => joinsRowLists(field));
  const others = constants.filter(([field]) => !joinsRowLists(field));
  if (others.length > 0) out.push(`Same value on every row: ${others.map(([field, value]) => `${field}=${value}`).join(', ')}\n`);
  if (lists.length > 0) out.push(`Added to every row's own list: ${lists.map(([field, value]) => `${field}=${value}`).join(', ')}\n`);
  if (result.mapping.transforms.dateOrder) out.push(`Dates like 03/04/1990 read as ${result.mapping.transforms.dateOrder === 'mdy' ? 'month/day/year' : 'day/month/year'}\n`);
  const report = result.templateReport;
  if (report) {
    if (report.missing.length > 0) out.push(`Columns the mapping expects but the file lacks: ${report.missing.map((h) => `"${h}"`).join(', ')}\n`);
    if (report.added.length > 0) out.push(`New columns the mapping does not know (ignored until you map them): ${report.added.map((h) => `"${h}"`).join(', ')}\n`);
    for (const rename of report.renamed) out.push(`"${rename.from}" may now be called "${rename.to}" (it fed ${describeTarget(rename.target)}): map it if so\n`);
  }
  for (const notice of fileNotes(result)) out.push(`Note: ${notice}\n`);
  if (result.intake.skippedEmptyRows > 0) out.push(`Note: ${result.intake.skippedEmptyRows} empty row(s) skipped.\n`);

  const { counts } = result.validation;
  out.push(`\nRows: ${counts.rows}   valid: ${counts.valid}   invalid: ${counts.invalid}   with warnings: ${counts.warnings}   duplicate emails: ${counts.duplicates}\n`);
  const missing = result.validation.missingRequired;
  if (missing.length > 0) {
    out.push(`\nNo column gives ${missing.join(', ')}, which the service requires: every row is invalid until you map a column to ${missing.length > 1 ? 'them' : 'it'} or give one value for every row (e.g. --set ${missing[0]}=${missing[0] === 'enabled' ? '1' : 'VALUE'}).\n`);
  }
  // The missing-column problem is on every row: said once above, not repeated in the table.
  const problems = allProblems(result).filter((p) => !(p.code === 'required' && p.column === null && p.field !== null && missing.includes(p.field)));
  if (problems.length > 0) {
    out.push(`\nProblems${problems.length > PROBLEMS_SHOWN ? ` (first ${PROBLEMS_SHOWN} of ${problems.length}; --json lists all)` : ''}:\n`);
    out.push(
      table(
        ['ROW', 'SEVERITY', 'COLUMN', 'VALUE', 'PROBLEM'],
        problems.slice(0, PROBLEMS_SHOWN).map((p) => [p.row === 0 ? '-' : String(p.row), p.severity, clip(p.column ?? '', 24), clip(p.value, 24), `${p.message}${p.fix ? ` Suggested: ${p.fix.description}.` : ''}`]),
      ),
    );
  }
  return out.join('');
}

export function registerValidate(program: Command, ctx: CliContext): void {
  const command = program
    .command('validate')
    .description('Read a CSV or XLSX file, map its columns and check every row, without sending anything')
    .argument('<file>', 'the CSV or XLSX file');
  addFileReadingOptions(command)
    .option('--save-mapping <file>', 'save the mapping used as a template (JSON) for the next file')
    .option('--json', 'print one JSON object: { rows, valid, invalid, warnings, duplicates, mapping, errors }')
    .action(async (file: string, flags: ValidateFlags) => {
      let result;
      try {
        result = await runImportFile(file, { ...flags, mappingFile: flags.mapping });
      } catch (error) {
        if (flags.json && isAppError(error)) {
          ctx.io.out(`${JSON.stringify({ error: error.toJSON() })}\n`);
          process.exitCode = EXIT.nothingDone;
          return;
        }
        throw error;
      }
      if (flags.saveMapping) {
        try {
          await writeFileAtomic(flags.saveMapping, `${JSON.stringify(toTemplate(result.mapping, result.intake.table, result.fileName), null, 2)}\n`);
        } catch (error) {
          throw writeFailure('The mapping cannot be saved', dirname(resolve(flags.saveMapping)), error, 'Choose another --save-mapping path.');
        }
      }
      if (flags.json) ctx.io.out(`${JSON.stringify(validationJson(result))}\n`);
      else {
        ctx.io.out(humanReport(result));
        if (flags.saveMapping) ctx.io.out(`\nMapping saved to ${flags.saveMapping}\n`);
      }
      process.exitCode = result.validation.counts.invalid > 0 || result.validation.mappingProblems.some((problem) => problem.severity === 'error') ? EXIT.someFailed : EXIT.ok;
    });
}
