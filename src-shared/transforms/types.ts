// Value transforms between a cell's text and the value sent to the service. Each one is visible
// (named, described) and switchable in TransformSettings.
import type { CellProblem } from '../problems/problem';

export type DateOrder = 'mdy' | 'dmy';

export interface TransformSettings {
  /** Remove the apostrophe our results files put before cells a spreadsheet would run as formulas ('+1 555 0100). */
  undoFormulaGuard: boolean;
  /** Trim and collapse runs of spaces in every value. */
  trimSpaces: boolean;
  /** Cells reading NULL, None, NaN, N/A (how databases and data tools write an empty cell) are empty. */
  emptyWords: boolean;
  /** Lowercase email addresses. */
  lowercaseEmail: boolean;
  /** Read dates (ISO, MM/DD/YYYY or DD/MM/YYYY, Excel serials) into dob_day/dob_month/dob_year. */
  parseDates: boolean;
  /** Order of day and month in slash dates; null: decide per value, and call ambiguous ones out. */
  dateOrder: DateOrder | null;
  /** Set from the file read (an XLSX of Excel for Mac before 2011), never saved: serials count from 1904. */
  date1904?: boolean;
  /** Male/Female/M/F, Man/Woman and their words in the partner institutions' languages (any case) -> m/f. */
  normaliseGender: boolean;
  /** US ZIP: restore leading zeros Excel dropped (4-digit -> 5), 9 digits -> #####-####. */
  fixZipCodes: boolean;
  /** US state and Canadian province names -> two-letter codes. */
  stateCodes: boolean;
  /** Country names -> ISO 3166 two-letter codes. */
  countryCodes: boolean;
  /** Phone numbers normalised (international form). */
  normalisePhones: boolean;
  /** Country assumed for phone numbers written without a country code (ISO 3166 alpha-2). */
  defaultPhoneCountry: string;
  /** yes/no/true/false/y/n/1/0 -> 1/0 for flag fields. */
  flagWords: boolean;
  /** Check that URL fields hold web addresses; add https:// when the scheme is missing. */
  checkUrls: boolean;
  /** Rows a Deceased column or a date of death marks are refused; off, sent with a warning. */
  refuseDeceased: boolean;
  /** Separators splitting tags and groups cells into lists. */
  listSeparators: string[];
  /** Two names in a last or first name cell ("Baptiste/Moreau", "Robert (Bob)") go to the maiden name or nickname. */
  splitCombinedNames: boolean;
}

export type TransformName =
  | 'undoFormulaGuard'
  | 'trimSpaces'
  | 'emptyWords'
  | 'lowercaseEmail'
  | 'parseDates'
  | 'normaliseGender'
  | 'fixZipCodes'
  | 'stateCodes'
  | 'countryCodes'
  | 'normalisePhones'
  | 'flagWords'
  | 'checkUrls'
  | 'refuseDeceased'
  | 'splitCombinedNames';

/** The outcome of one transform on one value. */
export type TransformOutcome =
  /** `note`: what a person should know of a value taken in, though nothing stops it (a warning). */
  { ok: true; value: string; changed: boolean; note?: CellProblem } | { ok: false; problem: CellProblem };
