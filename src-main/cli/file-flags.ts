// What the file-reading flags of `validate` and `import` mean: --sheet, --header-row, --delimiter, --encoding,
// --date-order, --mapping FILE and --set FIELD=VALUE, turned into the typed settings the intake service takes. Slips in
// them (an empty value, a flag for the other kind of file, a --set no field can take) are refused here, in flag words.
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../../src-shared/errors';
import { wordRefusal } from '../../src-shared/problems/refusals';
import type { FileFormat } from '../../src-shared/intake/types';
import { checkConstant, joinsRowLists, wordConstantRefusal } from '../../src-shared/mapping/constants';
import { parseTemplate } from '../../src-shared/mapping/template';
import type { MappingTemplate } from '../../src-shared/mapping/types';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import type { DateOrder } from '../../src-shared/transforms/types';
import { constantFieldProblem, constantProblem, constantSent } from '../../src-shared/validate/constant-problem';
import { checkRegularFile, unreadableWords } from '../services/intake/read-file';
import type { FileIntakeSettings } from '../services/intake/run-file';
import { checkMapped, mapSettings, type MapFlags } from './map-flags';
import { dateOrderAdvice } from './date-order-advice';
import { delimiterFromFlag } from './delimiter-flag';
import { CLI_TABLES } from './words/problem-words';
import { CLI_REFUSAL_WORDS } from './words/refusal-words';
import { CLI_CONSTANT_REFUSAL_WORDS } from './words/constant-refusal-words';
import { sentenceWithFix } from '../../src-renderer/src/lib/words/problem-sentence';

/** The file-reading flags as commander gives them. */
export interface FileFlags extends MapFlags {
  sheet?: string;
  headerRow?: number;
  delimiter?: string;
  encoding?: string;
  dateOrder?: DateOrder;
  /** --mapping: the path of a saved mapping (JSON). */
  mapping?: string;
  /** --set, each FIELD=VALUE as typed. */
  set?: string[];
}

/** A saved mapping is a small JSON file: anything far bigger is some other file given by mistake. */
const MOST_TEMPLATE_BYTES = 5 * 1024 * 1024;

/** The settings the flags give, checked: what runImportFile and readSourceFile take. */
export async function fileSettings(flags: FileFlags = {}): Promise<FileIntakeSettings> {
  checkNotEmpty(flags);
  const template = flags.mapping !== undefined ? await readTemplateFile(flags.mapping) : undefined;
  const notes: string[] = [];
  const set = parseSetFlags(flags.set);
  const constants = mergeConstants(template, set, notes);
  checkConstants(template, set, constants, flags.mapping);
  return {
    ...(flags.sheet !== undefined ? { sheet: flags.sheet } : {}),
    ...(flags.headerRow !== undefined ? { headerRow: flags.headerRow } : {}),
    ...(flags.delimiter !== undefined ? { delimiter: delimiterFromFlag(flags.delimiter) } : {}),
    ...(flags.encoding !== undefined ? { encoding: flags.encoding } : {}),
    ...(flags.dateOrder !== undefined ? { dateOrder: flags.dateOrder } : {}),
    ...(template ? { template } : {}),
    constants,
    notes,
    ...mapSettings(flags),
    afterPipeline: (result) => {
      checkMapped(result, flags);
      const advice = dateOrderAdvice(result, flags.dateOrder);
      if (advice) result.notes.push(advice);
    },
    checkFormat: (fileName, format) => checkFlagsFit(fileName, format, flags),
  };
}

export async function readTemplateFile(path: string): Promise<MappingTemplate> {
  const size = await checkRegularFile(path, 'the mapping file ');
  if (size > MOST_TEMPLATE_BYTES)
    throw new AppError(
      'invalid-input',
      `The mapping file ${path} is ${Math.round(size / 1024 / 1024)} MB: a saved mapping is a small JSON file. Is it the list itself?`,
      ['Give the file --save-mapping wrote.'],
    );
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new AppError('invalid-input', `Cannot read the mapping file ${path}: ${unreadableWords(error)}.`);
  }
  // A workbook or other binary file given by mistake: said, not quoted byte by byte.
  if (bytes.subarray(0, 4096).some((byte) => byte === 0) || (bytes[0] === 0x50 && bytes[1] === 0x4b)) {
    throw new AppError(
      'invalid-input',
      `The mapping file ${path} is not a saved mapping: it holds binary data (a workbook?), not JSON text.`,
      ['Give the file --save-mapping wrote.'],
    );
  }
  // Notepad saves UTF-8 with a byte order mark, which JSON does not allow: it is no part of the text.
  return parseTemplate(bytes.toString('utf8').replace(/^\uFEFF/, ''), { kind: 'mapping', file: path });
}

/** One --set as typed, FIELD=VALUE: the field and its value, or the refusal in flag words. */
export function parseSetFlag(text: string): { field: string; value: string } {
  const at = text.indexOf('=');
  if (at <= 0) throw new AppError('invalid-input', `--set ${text}: write it as FIELD=VALUE, e.g. --set enabled=1.`);
  const checked = checkConstant(text.slice(0, at), text.slice(at + 1));
  if (checked.ok) return { field: checked.field, value: checked.value };
  const { refusal } = checked;
  const { reason, details } = wordConstantRefusal(CLI_CONSTANT_REFUSAL_WORDS, refusal);
  const example =
    refusal.code === 'no-value'
      ? `, after "=", e.g. --set ${refusal.field}=${refusal.flag ? '1' : 'VALUE'}`
      : refusal.code === 'no-list-item'
        ? `, e.g. --set ${refusal.field}="Reunion 2026"`
        : '';
  throw new AppError('invalid-input', `--set ${text}: ${reason}${example}.`, details);
}

/**
 * The --set values by field. A list field given twice (--set tags=Gala --set tags=Reunion) takes
 * both; another field given two different values is a slip, refused rather than one kept.
 */
export function parseSetFlags(set: readonly string[] = []): Record<string, string> {
  const constants: Record<string, string> = {};
  for (const text of set) {
    const { field, value } = parseSetFlag(text);
    const before = constants[field];
    if (before === undefined || before === value) constants[field] = value;
    else if (sendsTheSame(field, before, value)) continue;
    else if (joinsRowLists(field)) constants[field] = `${before}; ${value}`;
    else
      throw new AppError(
        'invalid-input',
        `--set ${field} is given twice, "${before}" and "${value}": which one should every row take?`,
        [`Give --set ${field} once.`],
      );
  }
  return constants;
}

/** Two values every row would send alike (--set enabled=yes --set enabled=1): no conflict. */
function sendsTheSame(field: string, one: string, other: string): boolean {
  const sent = constantSent(field, one, DEFAULT_TRANSFORMS);
  return sent !== undefined && isDeepStrictEqual(sent, constantSent(field, other, DEFAULT_TRANSFORMS));
}

/** A value no row could take is a slip in the command or the mapping file: said before the file is read. */
function checkConstants(
  template: MappingTemplate | undefined,
  set: Record<string, string>,
  constants: Record<string, string>,
  mappingFile: string | undefined,
): void {
  const transforms = { ...DEFAULT_TRANSFORMS, ...template?.transforms };
  for (const [field, value] of Object.entries({ ...template?.constants, ...constants })) {
    const fromSet = set[field] !== undefined;
    const where = fromSet
      ? `--set ${field}=${value}`
      : `The mapping file ${mappingFile} gives every row ${field}=${value}`;
    const unknown = fromSet ? undefined : constantFieldProblem(field);
    if (unknown)
      throw new AppError('invalid-input', `${where}, but ${wordRefusal(CLI_REFUSAL_WORDS, unknown)}.`, [
        'Remove it from the mapping file\'s "constants".',
      ]);
    const refused = constantProblem(field, value, transforms);
    if (refused)
      throw new AppError('invalid-input', `${where}: ${sentenceWithFix(CLI_TABLES, refused)}`, [
        fromSet
          ? `Give ${field} a value the service takes, or leave --set ${field} out.`
          : `Correct it in the mapping file's "constants", or give --set ${field}=VALUE.`,
      ]);
  }
}

/** A flag for the other kind of file is a slip worth saying: a sheet of a CSV file, the delimiter of a workbook. */
function checkFlagsFit(fileName: string, format: FileFormat, flags: FileFlags): void {
  if (format === 'csv' && flags.sheet !== undefined) {
    throw new AppError(
      'invalid-input',
      `${fileName} is CSV text, which has no sheets: --sheet "${flags.sheet}" cannot apply.`,
      ['Leave --sheet out for a CSV file, or check that this is the file you meant.'],
    );
  }
  const csvOnly =
    format === 'xlsx'
      ? [flags.delimiter !== undefined ? '--delimiter' : '', flags.encoding !== undefined ? '--encoding' : ''].filter(
          Boolean,
        )
      : [];
  if (csvOnly.length > 0) {
    throw new AppError(
      'invalid-input',
      `${fileName} is an XLSX workbook: ${csvOnly.join(' and ')} ${csvOnly.length > 1 ? 'apply' : 'applies'} to CSV files only.`,
      ['Leave them out for a workbook (--sheet chooses its sheet).'],
    );
  }
}

/**
 * An option given with nothing after it (an unset variable in a script: --encoding "$ENC"): said, not read as left out.
 */
function checkNotEmpty(flags: FileFlags): void {
  if (flags.mapping?.trim() === '')
    throw new AppError('invalid-input', '--mapping was given an empty path.', [
      'Give the saved mapping (JSON) to use, or leave --mapping out for the suggested mapping.',
    ]);
  const empty = (['sheet', 'delimiter', 'encoding'] as const).filter(
    (name) => flags[name] !== undefined && flags[name]!.trim() === '',
  );
  if (empty.length > 0)
    throw new AppError('invalid-input', `--${empty[0]} was given an empty value.`, [
      `Give a value, or leave --${empty[0]} out to have it detected.`,
    ]);
}

/**
 * The values given to every row: the mapping file's, then --set's. A list (tags, groups) takes
 * both; another field takes --set's, and the notes say which value it replaced.
 */
function mergeConstants(
  template: MappingTemplate | undefined,
  set: Record<string, string>,
  notes: string[],
): Record<string, string> {
  const merged = { ...set };
  for (const [field, value] of Object.entries(template?.constants ?? {})) {
    const given = set[field];
    if (given === undefined || given === value) continue;
    if (joinsRowLists(field)) merged[field] = `${value}; ${given}`;
    else notes.push(`--set ${field}=${given} replaces the mapping file's ${field}=${value}.`);
  }
  return merged;
}
