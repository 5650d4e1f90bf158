// What `validate` says of a checked file besides its rows' cells: how --json names each column's target, the notes on
// the whole file (what reading, mapping and a saved mapping noticed), each problem in CLI words, and the --json object.
import type { PipelineResult } from '../../../src-shared/import-pipeline';
import { columnsReadingEmptyWords, mappingNoteEntries } from '../../../src-shared/mapping';
import { describeTarget } from '../../../src-shared/mapping/target-key';
import type { ColumnSuggestion, ColumnTarget } from '../../../src-shared/mapping/types';
import type { SettingHint } from '../../../src-shared/setting-hint';
import { deceasedColumns } from '../../../src-shared/validate/deceased';
import type { Problem } from '../../../src-shared/validate/types';
import { noticeHint, type Notice } from '../../../src-shared/intake/notices';
import type { FileIntakeResult } from '../../services/intake/run-file';
import { cliColumnNote, cliNotice } from '../notice-words';
import { cliProblemMessage } from '../setting-words';
import { CLI_TABLES } from '../words/problem-words';
import { fixWords } from '../../../src-renderer/src/lib/words/problem-sentence';
import { leftOutWords } from '../../../src-renderer/src/lib/words/mapping-reason-words';
import { CLI_MAPPING_REASON_WORDS } from '../words/mapping-reason-words';

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
  const outcome = result.mapping.transforms.refuseDeceased
    ? 'not imported ("refuseDeceased": false in a saved mapping imports them with a warning)'
    : 'imported with a warning ("refuseDeceased" is off)';
  return `${columns.map((column) => `"${column.header}"`).join(', ')} ${columns.length > 1 ? 'mark' : 'marks'} people as deceased: the rows marked are ${outcome}.`;
}

/** A note on the whole file as --json keeps it: its words, the setting that clears it, and a notice's code. */
interface FileNote {
  message: string;
  hint?: SettingHint;
  notice?: Notice;
}

/** What reading and mapping the file noticed, each in CLI words, with its hint and (an intake notice) its data. */
function fileNoteEntries(result: FileIntakeResult): FileNote[] {
  const hinted = (message: string, hint: SettingHint | undefined): FileNote => ({ message, ...(hint ? { hint } : {}) });
  return [
    ...result.intake.notices.map((notice) => ({ ...hinted(cliNotice(notice), noticeHint(notice)), notice })),
    ...result.notes.map((message) => ({ message })),
    ...mappingNoteEntries(result.suggestion.columns, result.mapping).map((note) =>
      hinted(cliColumnNote(note), note.hint),
    ),
    ...[emptyWordNote(result) ?? [], deceasedNote(result) ?? []].flat().map((message) => ({ message })),
  ];
}

/** What reading and mapping the file noticed, said once for the whole file. */
export const fileNotes = (result: FileIntakeResult): string[] => fileNoteEntries(result).map((note) => note.message);

/** What a saved mapping found changed in the file: columns gone, new ones, likely renames. */
export function templateNotes(result: PipelineResult): string[] {
  const report = result.templateReport;
  if (!report) return [];
  return [
    report.missing.length > 0
      ? `Columns the mapping expects but the file lacks: ${report.missing.map((h) => `"${h}"`).join(', ')}.`
      : [],
    report.added.length > 0
      ? `New columns the mapping does not know (ignored until you map them): ${report.added.map((h) => `"${h}"`).join(', ')}.`
      : [],
    // A rename --accept-renames took is said among the file's notes.
    result.overrides?.acceptedRenames.length
      ? []
      : report.renamed.map(
          (rename) =>
            `"${rename.from}" may now be called "${rename.to}" (it fed ${describeTarget(rename.target)}): map it if ` +
            `so (--accept-renames takes every rename proposed, --map "${rename.to}=FIELD" one column).`,
        ),
  ].flat();
}

/** A problem's words, the flag that clears it and its suggested fix, as both outputs print it. */
export const problemMessage = (problem: Problem): string =>
  `${cliProblemMessage(problem)}${problem.fix ? ` Suggested: ${fixWords(CLI_TABLES, problem.fix)}.` : ''}`;

export function allProblems(result: PipelineResult): Problem[] {
  const problems = [...result.validation.mappingProblems];
  // A loop, not flatMap: most of 100,000 rows have no problem, and flatMap spreads each row's empty list.
  for (const row of result.validation.rows) if (row.problems.length > 0) problems.push(...row.problems);
  return problems;
}

/**
 * The columns the mapping suggested leaving out and that stay out, with why: a person reading "(ignored)" asks. None
 * when a saved mapping was applied (it chose).
 */
export function leftOutColumns(result: FileIntakeResult): ColumnSuggestion[] {
  if (result.templateReport !== undefined) return [];
  const suggestions = new Map(result.suggestion.columns.map((c) => [c.column, c]));
  return result.mapping.columns
    .filter((column) => column.target.kind === 'ignore' && suggestions.get(column.column)?.target.kind === 'ignore')
    .map((column) => suggestions.get(column.column)!);
}

/** Why a column was left out, in words to follow its name. */
export const leftOutMessage = (column: ColumnSuggestion): string =>
  leftOutWords(CLI_MAPPING_REASON_WORDS, column.reason);

export function validationJson(result: FileIntakeResult) {
  const { counts } = result.validation;
  return {
    rows: counts.rows,
    valid: counts.valid,
    invalid: counts.invalid,
    warnings: counts.warnings,
    duplicates: counts.duplicates,
    mapping: Object.fromEntries(result.mapping.columns.map((column) => [column.header, jsonTarget(column.target)])),
    // Why each column left out is, as data (the reason's parts) beside the words the table output says.
    notSent: leftOutColumns(result).map((column) => ({
      column: column.header,
      reason: column.reason,
      message: leftOutMessage(column),
    })),
    errors: [
      // What applying the mapping file and reading the file noticed (a column gone, a total line left out) is a warning
      // of the whole file: row 0.
      ...[...templateNotes(result).map((message): FileNote => ({ message })), ...fileNoteEntries(result)].map(
        ({ message, hint, notice }) => ({
          row: 0,
          column: null,
          field: null,
          value: '',
          message,
          severity: 'warning' as const,
          ...(hint ? { hint } : {}),
          // An intake notice keeps its code and parameters as data.
          ...(notice ? { code: notice.code, params: notice.params } : {}),
        }),
      ),
      ...allProblems(result).map((problem) => {
        const { row, column, field, value, severity, fix, hint, code } = problem;
        return {
          code,
          row,
          column,
          field,
          value,
          message: problemMessage(problem),
          severity,
          ...(fix ? { fix: { description: fixWords(CLI_TABLES, fix), value: fix.value } } : {}),
          ...(hint ? { hint } : {}),
        };
      }),
    ],
  };
}
