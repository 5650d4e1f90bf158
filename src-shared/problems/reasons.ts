// Why a file (a list, a value naming how to read one, a JSON file written by hand) cannot be read, as data: the
// `reason` an AppError carries out of src-shared. Each door words it from its own table: a message and the lines
// saying what to do (decision 0010).
import type { JsonSlip, JsonSource, PlacedIssue } from './json-issues';
import type { None } from './param-types';

/** What an XLSX's zip would unpack to that no alumni list does (its header's sizes, or the bytes unpacked). */
export type BombWhy =
  | { kind: 'zip64' }
  | { kind: 'parts'; count: number }
  | { kind: 'part-size'; part: string; megabytes: number }
  | { kind: 'part-ratio'; part: string; ratio: number }
  | { kind: 'total'; megabytes: number }
  /** Unpacking showed more than the header declared. */
  | { kind: 'unpacked-ratio'; part: string; max: number }
  | { kind: 'unpacked-part'; part: string; maxMegabytes: number }
  | { kind: 'unpacked-total'; maxMegabytes: number };

/** What is damaged in a file that looks like an XLSX. */
export type DamageWhy =
  { kind: 'zip' } | { kind: 'part'; part: string } | { kind: 'workbook' } | { kind: 'no-worksheet' };

/** Files known by their first bytes that are no list. */
export type OtherFileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'gzip' | 'rar' | '7z';
/** Text files of markup: what "Export to Excel" of some systems writes, or another XML file. */
export type MarkupKind = 'excel-2003-xml' | 'html' | 'xml';
/** Zip archives that are no XLSX workbook. */
export type ZipKind = 'xlsb' | 'word' | 'powerpoint' | 'ods' | 'zip';

/** Each reason's params, by its code. `file`: the file's name as the door gave it. */
export interface ReasonParams {
  'file.empty': { file: string };
  /** An Office file encrypted with a password (its OLE2 wrapper). */
  'file.encrypted': { file: string };
  /** An Excel 97-2003 workbook; `renamed`: named .xlsx. */
  'file.xls': { file: string; renamed: boolean };
  'file.other-kind': { file: string; kind: OtherFileKind };
  /** Bytes that are neither text nor a workbook. */
  'file.binary': { file: string };
  /** `named`: the spreadsheet extension it carries (".xls"), if any. */
  'file.markup': { file: string; kind: MarkupKind; named?: string };
  /** JSON (a saved mapping?) given as the list. */
  'file.json': { file: string };
  'file.xlsx-holds-text': { file: string };
  'file.too-big': { file: string; megabytes: number; maxMegabytes: number };
  /** Every cell empty; `sheet`: the sheet read, for a workbook. */
  'file.no-data': { file: string; sheet?: string };
  /** A byte order mark names another encoding than the one asked for. */
  'encoding.bom-contradicts': { file: string; bom: string; given: string };
  /** UTF-16 asked for, one-byte text found; `readsAs`: what its bytes read as. */
  'encoding.not-utf16': { file: string; encoding: string; readsAs: 'utf-8' | 'one-byte' };
  /** Bytes the encoding asked for cannot read; `line`: where the first are. */
  'encoding.bad-bytes': { file: string; encoding: string; line?: number };
  'encoding.unknown': { name: string };
  'csv.delimiter-unknown': { delimiter: string };
  'csv.too-many-rows': { max: number };
  /** A line wider than one import takes; `more`: the count stopped, it has more than `columns`. */
  'csv.line-too-wide': { file?: string; columns: number; more: boolean; max: number; line: number };
  /** The header row given is empty; `last`: the last row that may be the header. */
  'header.row-empty': { file: string; row: number; last: number };
  'header.no-such-row': { file: string; row: number; last: number };
  /** Every cell from the header row down is empty; `row` absent when the file has no rows at all. */
  'table.no-data': { file: string; row?: number };
  'table.too-wide': { file: string; columns: number; max: number };
  /** A header row and no row below it. */
  'table.no-rows': { file: string; row: number; last: number };
  'xlsx.bomb': { file: string; why: BombWhy };
  'xlsx.damaged': { file: string; why: DamageWhy };
  'xlsx.password': { file: string };
  'xlsx.not-workbook': { file: string; kind: ZipKind };
  /** The reader failed on a sheet; `cause`: the reader's own message. */
  'xlsx.sheet-unreadable': { file: string; sheet: string; cause: string };
  'xlsx.too-many-rows': { sheet: string; max: number };
  /** No sheet of that name or number; `sheets`: the sheets it has. */
  'xlsx.no-sheet': { file: string; sheet: string; sheets: string[] };
  /** A JSON file written by hand that is not JSON: the first slip, or `cutShort` when it stops before its end. */
  'json.invalid': { source: JsonSource; slip?: JsonSlip; cutShort?: boolean };
  /** A saved mapping, a recipe, an update policy that is JSON but not one: each issue, in line order. */
  'template.refused': { source: JsonSource; issues: PlacedIssue[] };
  'recipe.refused': { source: JsonSource; issues: PlacedIssue[] };
  'policy.refused': { source: JsonSource; issues: PlacedIssue[] };
}

export type ReasonCode = keyof ReasonParams;
export type Reason = { [C in ReasonCode]: { code: C; params: ReasonParams[C] } }[ReasonCode];

/** A reason as a door says it: the message, then what to do. */
export interface ReasonWords {
  message: string;
  details: string[];
}
export type ReasonWordsTable = { readonly [C in ReasonCode]: (params: ReasonParams[C]) => ReasonWords };

const CODES: { readonly [C in ReasonCode]: true } = {
  'file.empty': true,
  'file.encrypted': true,
  'file.xls': true,
  'file.other-kind': true,
  'file.binary': true,
  'file.markup': true,
  'file.json': true,
  'file.xlsx-holds-text': true,
  'file.too-big': true,
  'file.no-data': true,
  'encoding.bom-contradicts': true,
  'encoding.not-utf16': true,
  'encoding.bad-bytes': true,
  'encoding.unknown': true,
  'csv.delimiter-unknown': true,
  'csv.too-many-rows': true,
  'csv.line-too-wide': true,
  'header.row-empty': true,
  'header.no-such-row': true,
  'table.no-data': true,
  'table.too-wide': true,
  'table.no-rows': true,
  'xlsx.bomb': true,
  'xlsx.damaged': true,
  'xlsx.password': true,
  'xlsx.not-workbook': true,
  'xlsx.sheet-unreadable': true,
  'xlsx.too-many-rows': true,
  'xlsx.no-sheet': true,
  'json.invalid': true,
  'template.refused': true,
  'recipe.refused': true,
  'policy.refused': true,
};
export const REASON_CODES = Object.keys(CODES) as ReasonCode[];

export const isReasonCode = (code: string): code is ReasonCode => Object.hasOwn(CODES, code);

/** A reason made from its code and params. */
export function reason<C extends ReasonCode>(
  code: C,
  ...[params]: keyof ReasonParams[C] extends never ? [] : [ReasonParams[C]]
): Reason {
  return { code, params: params ?? ({} as None) } as Reason;
}

/** A reason in a door's words. */
export function wordReason(table: ReasonWordsTable, said: Reason): ReasonWords {
  return (table[said.code] as (params: ReasonParams[ReasonCode]) => ReasonWords)(said.params);
}

/** What stands for a reason where no door words it (a log line): its code and params, never a sentence. */
export const reasonFallback = (said: Reason): string => `${said.code} ${JSON.stringify(said.params)}`;
