// The outcome of validating rows: cleaned Users ready to send, or problems a person can fix.
import type { OutgoingUser } from './outgoing-user';
import type { CellProblem } from '../problems/problem';

export type { ProblemCode, ProblemKind, Severity } from '../problems/codes';
export { PROBLEM_CODES } from '../problems/codes';

/** Who a problem's words name before what is wrong; absent: the field's label and the cell quoted. */
export type Subject =
  /** The problem's words name everything themselves. */
  | { of: 'none' }
  /** A column of a kind of its own: the full name, the birth date. */
  | { of: 'full-name' | 'birth-date'; value: string }
  | { of: 'custom-field'; name: string; value: string }
  /** A cell of a column that feeds no single field (a phone-type column). */
  | { of: 'in-column'; value: string; column: string }
  /** A field of the User a row will send, checked again before it is planned: the row and the field. */
  | { of: 'sent' }
  /** The value given to every row for a field. */
  | { of: 'given'; field: string; value: string }
  /** A field's part of a cell: a line of an address, a part of a name, a number of a phone-type column. */
  | {
      of: 'part';
      field: string;
      value: string;
      from: { field: string; value: string } | { name: string } | { column: string };
    };

/** A problem placed on a row: what is wrong as a code and params (validate never words it: each door does). */
export type Problem = CellProblem & {
  /** Row number as the user sees it in the file. */
  row: number;
  /** Column header, or null for a constant or a missing column. */
  column: string | null;
  /** User field, or null when the problem concerns no single field. */
  field: string | null;
  /** The value as it was in the file (or the constant). */
  value: string;
  subject?: Subject;
};

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
  /** false: no fast path, every cell read by its rule (tests compare the two ways). Default: true. */
  fastPaths?: boolean;
}

export interface ChunkOptions extends ValidateOptions {
  /** Rows per chunk: each chunk runs as one task, then yields. Default: chunks of about 15 ms. */
  chunkRows?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}
