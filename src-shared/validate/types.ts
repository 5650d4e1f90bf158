// The outcome of validating rows: cleaned Users ready to send, or problems a person can fix.
import type { OutgoingUser } from './outgoing-user';
import type { SettingHint } from '../setting-hint';

export type Severity = 'error' | 'warning';

/** Every code a problem may carry: each door words them, and a test walks them all with every field. */
export const PROBLEM_CODES = [
  'required', // a required field is empty or not mapped
  'too-long',
  'not-allowed', // not one of the allowed values
  'bad-format', // email, URL, zip, phone, number... syntax
  'out-of-range',
  'bad-date',
  'ambiguous-date',
  'duplicate-email',
  'mapping', // the mapping itself (two columns for one field...)
  'deceased', // a column of the file marks the person as deceased
  'suspicious', // a warning: plausible but worth a look
  'read-as', // a warning: a registrar's form read as a value ("Class of 1967", "'69" read as 1969: check)
] as const;

export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface Problem {
  /** Row number as the user sees it in the file. */
  row: number;
  /** Column header, or null for a constant or a missing column. */
  column: string | null;
  /** User field, or null when the problem concerns no single field. */
  field: string | null;
  /** The value as it was in the file (or the constant). */
  value: string;
  message: string;
  severity: Severity;
  code: ProblemCode;
  /** A suggested fix: what to do and the value it would give. */
  fix?: { description: string; value: string };
  /** The setting that clears it; each door says where that setting is (a flag, a control). */
  hint?: SettingHint;
}

export type RowStatus = 'valid' | 'invalid';

export interface RowResult {
  /** 0-based index into table.rows. */
  index: number;
  /** Row number as the user sees it in the file. */
  rowNumber: number;
  /**
   * The cleaned User fields that would be sent (fields with errors are left out). List values (tags, groups) may be
   * shared between rows and frozen: replace them, do not edit them. Validation writes it only when first read.
   */
  readonly user: OutgoingUser;
  /** The part of `user` given for every row (a list: the items they added), when any. */
  readonly given?: Readonly<Record<string, unknown>>;
  /** Rows without problems share one frozen empty list: assign a new list, never push to it. */
  problems: Problem[];
  /** invalid when any problem is an error; warnings alone leave a row valid. */
  status: RowStatus;
}

export interface ValidationCounts {
  rows: number;
  valid: number;
  invalid: number;
  /** Rows with at least one warning. */
  warnings: number;
  /** Rows whose email appears on another row of the file too. */
  duplicates: number;
}

export interface ValidationResult {
  rows: RowResult[];
  counts: ValidationCounts;
  /** Required fields no column or constant feeds. */
  missingRequired: string[];
  /** Problems of the mapping itself (row 0): reported once, also reflected on rows. */
  mappingProblems: Problem[];
}

export interface ValidateOptions {
  /** "Today", for year ranges (dob_year <= this year, year_graduated <= this year + 6). Default: now. */
  today?: Date;
}

export interface ChunkOptions extends ValidateOptions {
  /** Rows per chunk: each chunk runs as one task, then yields. Default: chunks of about 15 ms. */
  chunkRows?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}
