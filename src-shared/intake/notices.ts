// What reading a file tells a person, as data: a code per distinct notice and its parameters. Each door words
// a notice from its own table keyed by code (NoticeWordsTable); the setting that clears one is found by its
// code too (noticeHint), never by its words.
import type { SettingHint } from '../setting-hint';
import type { TextEncodingName } from './types';

/** The encodings Excel saves CSV in on older Windows and Mac computers (read when a file is not UTF-8). */
export type LegacyEncoding = 'windows-1252' | 'windows-1250' | 'macintosh';

/** Each notice's parameters, by its code. */
export interface NoticeParams {
  /** Rows Excel hides (a filter, or by hand), read like the others. */
  'hidden-rows': { rows: number[] };
  /** Columns Excel hides, each with its header and letters ("C"). */
  'hidden-columns': { columns: { header: string; letters: string }[] };
  /** Values right of the last column the header names, in a CSV (a delimiter without quotes around it). */
  'overflow-csv': { rows: number[]; delimiter: string };
  /** Values right of the last column the header names, in a sheet. */
  'overflow-sheet': { rows: number[] };
  /** A header row given below the one detected leaves rows with values above it unread. */
  'rows-above-given-header': { above: number; headerRow: number; detectedRow: number };
  /** The header row given holds an email address: a person, not column names. */
  'given-header-holds-email': { headerRow: number; email: string };
  /** The header row detected holds an email address: the file may have no header row. */
  'read-header-holds-email': { headerRow: number; email: string };
  /** A row of group labels above the header: repeated names read with their group's. */
  'group-header': { row: number; groups: string[]; renamed: string[] };
  /** Rows repeating the header row (a report's page headers). */
  'repeated-header': { rows: number[] };
  /** Rows set apart, not people: a total below the data, a subtotal within it, a footer, a section, an example. */
  'total-row': { row: number; text: string };
  'subtotal-row': { row: number; text: string };
  'footer-row': { row: number; text: string };
  'section-row': { row: number; text: string };
  'example-row': { row: number; text: string };
  /** A sheet of notes passed over for the next one holding a list. */
  'sheet-passed-over': { passed: string; read: string };
  /** The first sheet with data was read; others Excel shows are bigger. */
  'bigger-sheet': { read: string; readRows: number | null; others: { name: string; rows: number }[] };
  /** Formula cells with no saved result, read as empty. */
  'formulas-without-result': { count: number; cells: string[] };
  /** Cells holding a kind of value that cannot be read as text. */
  'unreadable-cells': { count: number };
  /** The delimiter given leaves the first rows in one cell; the file's own is another. */
  'delimiter-splits-nothing': { given: string; own: string };
  /** The file already holds replacement characters (text damaged before it was saved). */
  'replacement-characters': { row: number };
  /** The encoding asked for read the file, but its bytes are valid UTF-8 too. */
  'encoding-given-but-utf8': { encoding: TextEncodingName; word: string; utf8Word: string };
  /** Not UTF-8: read in an older Windows or Mac encoding. */
  'legacy-encoding': { encoding: LegacyEncoding; line?: number; word?: string };
  /** UTF-8 lines, then lines in an older encoding: two exports pasted together. */
  'mixed-encodings': { encoding: LegacyEncoding; line?: number };
  /** Not UTF-8: read as Chinese, Japanese or Korean text. */
  'cjk-encoding': { encoding: TextEncodingName; word?: string };
  /** A quote opens a cell and never closes: read as a character of its cell, which ends where an unquoted one would. */
  'quote-read-as-character': { row: number; cell: string; delimiter: string };
  /** A quote never closed, past the quotes read as characters: the rest of the file is read into its cell. */
  'quote-never-closed': { row: number };
  /** A quote inside a cell that is not quoted: the cell is read as written. */
  'quote-inside-cell': { row: number };
  /** Cells a dictionary translated, per dictionary and column, with the readings most used. */
  'translated-cells': {
    dictionary: string;
    header: string;
    cells: number;
    readings: { from: string; to: string; count: number }[];
    more: number;
  };
}

export type NoticeCode = keyof NoticeParams;

/** Every notice code: each door's words table words them all (a test walks them). */
export const NOTICE_CODES = [
  'hidden-rows',
  'hidden-columns',
  'overflow-csv',
  'overflow-sheet',
  'rows-above-given-header',
  'given-header-holds-email',
  'read-header-holds-email',
  'group-header',
  'repeated-header',
  'total-row',
  'subtotal-row',
  'footer-row',
  'section-row',
  'example-row',
  'sheet-passed-over',
  'bigger-sheet',
  'formulas-without-result',
  'unreadable-cells',
  'delimiter-splits-nothing',
  'replacement-characters',
  'encoding-given-but-utf8',
  'legacy-encoding',
  'mixed-encodings',
  'cjk-encoding',
  'quote-read-as-character',
  'quote-never-closed',
  'quote-inside-cell',
  'translated-cells',
] as const satisfies readonly NoticeCode[];

// Every code is listed: a code missing from NOTICE_CODES fails to compile here.
type Unlisted = Exclude<NoticeCode, (typeof NOTICE_CODES)[number]>;
const everyCodeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCodeListed;

/** One notice: its code and parameters. */
export type Notice = { [C in NoticeCode]: { code: C; params: NoticeParams[C] } }[NoticeCode];

/** A notice of one code. */
export type NoticeOf<C extends NoticeCode> = { code: C; params: NoticeParams[C] };

/** Words for every notice code: one table a door (each door words notices its own way). */
export type NoticeWordsTable = { [C in NoticeCode]: (params: NoticeParams[C]) => string };

/** A notice made from its code and parameters. */
export function notice<C extends NoticeCode>(code: C, params: NoticeParams[C]): Notice {
  return { code, params } as Notice;
}

/** A notice in a door's words (from its table, by the notice's code). */
export function wordNotice(table: NoticeWordsTable, said: Notice): string {
  return (table[said.code] as (params: NoticeParams[NoticeCode]) => string)(said.params);
}

const HEADER_ROW: SettingHint = { setting: 'header-row' };
const ENCODING_CHOSEN: SettingHint = { setting: 'encoding', detect: false };

/** The setting that clears a notice, by its code (a door says where that setting is). */
const NOTICE_HINTS: { [C in NoticeCode]?: (params: NoticeParams[C]) => SettingHint } = {
  'rows-above-given-header': () => HEADER_ROW,
  'given-header-holds-email': () => HEADER_ROW,
  'read-header-holds-email': () => HEADER_ROW,
  'sheet-passed-over': ({ passed }) => ({ setting: 'sheet', sheet: passed }),
  'bigger-sheet': ({ others }) => ({ setting: 'sheet', sheet: others[0]?.name ?? '' }),
  'delimiter-splits-nothing': () => ({ setting: 'delimiter', detect: true }),
  'encoding-given-but-utf8': () => ({ setting: 'encoding', detect: true }),
  'legacy-encoding': () => ENCODING_CHOSEN,
  'mixed-encodings': () => ENCODING_CHOSEN,
  'cjk-encoding': () => ENCODING_CHOSEN,
};

export function noticeHint(said: Notice): SettingHint | undefined {
  const hint = NOTICE_HINTS[said.code] as ((params: NoticeParams[NoticeCode]) => SettingHint) | undefined;
  return hint?.(said.params);
}
