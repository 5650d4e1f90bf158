import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import writeFileAtomic from 'write-file-atomic';
import { AppError, isAppError } from '../../../src-shared/errors';
import type { PipelineResult } from '../../../src-shared/import-pipeline';
import { delimiterName } from '../../../src-shared/intake/delimiters';
import { encodingLabel } from '../../../src-shared/intake/encoding-names';
import { joinsRowLists } from '../../../src-shared/mapping';
import { fieldsOf } from '../../../src-shared/mapping/target-key';
import { parseTemplate, toTemplate } from '../../../src-shared/mapping/template';
import type { TemplateReport } from '../../../src-shared/mapping/types';
import { codePointLabel } from '../../../src-shared/transforms/text';
import { runImportFile, type FileIntakeResult } from '../../services/intake/run-file';
import { writeFailure } from '../../services/write-failure';
import { EXIT, type CliContext } from '../context';
import { fileSettings, type FileFlags } from '../file-flags';
import { cliFailureJson } from '../setting-words';
import { addFileReadingOptions } from '../file-reading-options';
import { counted } from '../../../src-shared/english';
import { missingAdvice } from '../missing-advice';
import {
  addUpdatePolicyOptions,
  updatePolicyOf,
  withUpdatePolicy,
  type UpdatePolicyFlags,
} from '../update-policy-flags';
import {
  allProblems,
  fileNotes,
  jsonTarget,
  leftOutColumns,
  leftOutMessage,
  problemMessage,
  templateNotes,
  validationJson,
} from './validate-notes';

// `alumni-loader validate FILE ...`: read, map and validate a file without sending anything.
// Prints the mapping used, the counts and the first problems; --json prints one object.

interface ValidateFlags extends FileFlags, UpdatePolicyFlags {
  saveMapping?: string;
  json?: boolean;
}

const PROBLEMS_SHOWN = 20;

/** How many columns of a terminal a text takes (string-width: loaded only for the table, not for --json). */
type TextWidth = (text: string) => number;

/** Columns padded by the width a terminal shows (a Chinese or Japanese character takes two columns). */
function table(header: string[], rows: string[][], stringWidth: TextWidth): string {
  const widths = header.map((h, i) => Math.max(stringWidth(h), ...rows.map((r) => stringWidth(r[i]!))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell + ' '.repeat(Math.max(0, widths[i]! - stringWidth(cell))))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/** A control character (a stray NUL) shown by its code, never sent to the terminal as it is. */
const visible = (text: string): string =>
  text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g,
    (char) => `<${codePointLabel(char.charCodeAt(0))}>`,
  );

const clip = (text: string, width: number): string => {
  const flat = visible(text.replace(/\s+/g, ' '));
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

function describeFile(result: PipelineResult & { fileName: string }): string {
  const { detected } = result.intake;
  const parts =
    detected.format === 'csv'
      ? [
          `CSV`,
          detected.encoding ? encodingLabel(detected.encoding) : '',
          `${delimiterName(detected.delimiter ?? ',')}-separated${detected.delimiterDetected ? ' (detected)' : ''}`,
        ]
      : [
          `XLSX`,
          `sheet "${detected.sheet}"${detected.sheets && detected.sheets.length > 1 ? ` of ${detected.sheets.map((s) => `"${s.name}"${s.hidden ? ' (hidden)' : ''}`).join(', ')}` : ''}`,
        ];
  parts.push(`header row ${detected.headerRow}${detected.headerRowDetected ? ' (detected)' : ''}`);
  return `${result.fileName}: ${parts.filter(Boolean).join(', ')}`;
}

/** Where a column's target came from when a mapping file is used: the template, or nowhere (a column new to it). */
function templateSource(report: TemplateReport, header: string): string {
  if (!report.added.includes(header)) return 'template';
  const renamedFrom = report.renamed.find((rename) => rename.to === header)?.from;
  return renamedFrom !== undefined ? `new (was "${clip(renamedFrom, 24)}"?)` : 'new';
}

function humanReport(result: FileIntakeResult, width: TextWidth): string {
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
        fromTemplate
          ? templateSource(result.templateReport!, column.header)
          : column.target.kind === 'ignore'
            ? ''
            : (suggestions.get(column.column)?.confidence ?? ''),
      ]),
      width,
    ),
  );
  // Why each column left out is: a person reading the table sees "(ignored)" and asks.
  for (const column of leftOutColumns(result))
    out.push(`Not sent: "${clip(column.header, 40)}": ${leftOutMessage(column)}\n`);
  const constants = Object.entries(result.mapping.constants);
  // A list given to every row joins each row's own list (validation joins them).
  const lists = constants.filter(([field]) => joinsRowLists(field));
  // A column feeding the field too wins where its cell holds something: the value fills only its empty cells.
  const columnOf = new Map(
    result.mapping.columns.flatMap((column) => fieldsOf(column.target).map((field) => [field, column.header] as const)),
  );
  const others = constants.filter(([field]) => !joinsRowLists(field) && !columnOf.has(field));
  const fillers = constants.filter(([field]) => !joinsRowLists(field) && columnOf.has(field));
  if (others.length > 0)
    out.push(`Same value on every row: ${others.map(([field, value]) => `${field}=${value}`).join(', ')}\n`);
  for (const [field, value] of fillers)
    out.push(
      `Where "${clip(columnOf.get(field)!, 40)}" is empty: ${field}=${value} (the column's own value is kept wherever it has one)\n`,
    );
  if (lists.length > 0)
    out.push(`Added to every row's own list: ${lists.map(([field, value]) => `${field}=${value}`).join(', ')}\n`);
  if (result.mapping.transforms.dateOrder)
    out.push(
      `Dates like 03/04/1990 read as ${result.mapping.transforms.dateOrder === 'mdy' ? 'month/day/year' : 'day/month/year'}\n`,
    );
  for (const note of templateNotes(result)) out.push(`${visible(note)}\n`);
  for (const notice of fileNotes(result)) out.push(`Note: ${visible(notice)}\n`);
  if (result.intake.skippedEmptyRows > 0)
    out.push(`Note: ${counted(result.intake.skippedEmptyRows, 'empty row')} skipped.\n`);

  const { counts } = result.validation;
  out.push(
    `\nRows: ${counts.rows}   valid: ${counts.valid}   invalid: ${counts.invalid}   with warnings: ${counts.warnings}   duplicate emails: ${counts.duplicates}\n`,
  );
  const missing = result.validation.missingRequired;
  if (missing.length > 0) {
    out.push(
      `\nNo column gives ${missing.join(', ')}, which the service requires: every row is invalid until you map a column to ${missing.length > 1 ? 'them' : 'it'}${missingAdvice(missing)}.\n`,
    );
  }
  // The missing-column problem is on every row: said once above, not repeated in the table.
  const problems = allProblems(result).filter(
    (p) => !(p.kind === 'required' && p.column === null && p.field !== null && missing.includes(p.field)),
  );
  if (problems.length > 0) {
    out.push(
      `\nProblems${problems.length > PROBLEMS_SHOWN ? ` (first ${PROBLEMS_SHOWN} of ${problems.length}; --json lists all)` : ''}:\n`,
    );
    out.push(
      table(
        ['ROW', 'SEVERITY', 'COLUMN', 'VALUE', 'PROBLEM'],
        problems
          .slice(0, PROBLEMS_SHOWN)
          .map((p) => [
            p.row === 0 ? '-' : String(p.row),
            p.severity,
            clip(p.column ?? '', 24),
            clip(p.value, 24),
            visible(problemMessage(p)),
          ]),
        width,
      ),
    );
  }
  return out.join('');
}

/**
 * Where --save-mapping may write: not the list being checked (it would be replaced by the
 * mapping), not a folder, and not an existing file unless it is a saved mapping (replaced then).
 */
async function checkSavePath(path: string, input: string): Promise<void> {
  if (path.trim() === '')
    throw new AppError('invalid-input', '--save-mapping was given an empty path.', [
      'Give the file to save the mapping in, e.g. --save-mapping registrar.json.',
    ]);
  let info;
  try {
    info = await stat(path);
  } catch {
    return; // a new file: its folder is checked when it is written
  }
  const same = await Promise.all([realpath(path), realpath(input)])
    .then(([a, b]) => a === b)
    .catch(() => resolve(path) === resolve(input));
  if (same)
    throw new AppError(
      'invalid-input',
      `--save-mapping ${path} is the file being checked: saving the mapping there would replace the list.`,
      ['Give another path, e.g. --save-mapping mapping.json.'],
    );
  if (info.isDirectory())
    throw new AppError(
      'invalid-input',
      `--save-mapping ${path} is a folder: give a file in it, e.g. ${join(path, 'mapping.json')}.`,
    );
  try {
    parseTemplate(await readFile(path, 'utf8'));
  } catch {
    throw new AppError(
      'invalid-input',
      `--save-mapping ${path} already exists and is not a saved mapping: it would be replaced.`,
      ['Give a new path, or the path of a mapping saved before (it is then replaced).'],
    );
  }
}

export function registerValidate(program: Command, ctx: CliContext): void {
  const command = program
    .command('validate')
    .description('Read a CSV or XLSX file, map its columns and check every row, without sending anything')
    .argument('<file>', 'the CSV or XLSX file');
  // What may change for people already on the service, saved with the mapping as "updatePolicy".
  addUpdatePolicyOptions(command, false);
  addFileReadingOptions(command)
    .option('--save-mapping <file>', 'save the mapping used as a template (JSON) for the next file')
    .option('--json', 'print one JSON object: { rows, valid, invalid, warnings, duplicates, mapping, notSent, errors }')
    .action(async (file: string, flags: ValidateFlags) => {
      const jsonError = (error: unknown): boolean => {
        if (!flags.json || !isAppError(error)) return false;
        ctx.io.out(`${JSON.stringify({ error: cliFailureJson(error.toJSON()) })}\n`);
        process.exitCode = EXIT.nothingDone;
        return true;
      };
      let result;
      try {
        // A path that would replace the list, or a file that is no saved mapping, is refused before anything is read.
        if (flags.saveMapping !== undefined) await checkSavePath(flags.saveMapping, file);
        // A policy given here is read (and refused) before the file, like the path.
        if (flags.saveMapping !== undefined) updatePolicyOf(flags);
        result = await runImportFile(file, await fileSettings(flags));
      } catch (error) {
        if (jsonError(error)) return;
        throw error;
      }
      // The mapping file's errors (a constant of no field, a type column the file lacks) leave nothing to rely on: as a
      // file that cannot be used.
      const unusable = result.validation.mappingProblems.some((problem) => problem.severity === 'error');
      process.exitCode = unusable ? EXIT.nothingDone : result.validation.counts.invalid > 0 ? EXIT.someFailed : EXIT.ok;
      if (flags.json) ctx.io.out(`${JSON.stringify(validationJson(result))}\n`);
      else ctx.io.out(humanReport(result, (await import('string-width')).default));
      if (flags.saveMapping === undefined) return;
      // Saved after the report is out: a path that fails loses the mapping, never the report.
      try {
        await writeFileAtomic(
          flags.saveMapping,
          `${JSON.stringify(toTemplate(withUpdatePolicy(result.mapping, flags), result.intake.table, result.fileName), null, 2)}\n`,
        );
      } catch (error) {
        const failure = writeFailure(
          'The mapping cannot be saved',
          dirname(resolve(flags.saveMapping)),
          error,
          'Choose another --save-mapping path.',
        );
        if (flags.json) ctx.io.err(`Error: ${failure.message}\n`);
        else throw failure;
        process.exitCode = EXIT.nothingDone;
        return;
      }
      if (!flags.json) ctx.io.out(`\nMapping saved to ${flags.saveMapping}\n`);
    });
}
