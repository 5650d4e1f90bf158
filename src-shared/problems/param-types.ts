// The shapes problem params are made of, and a problem's coarse kind and severity: plain data, no words.

/** The coarse kind of a problem: what consumers filter on (a duplicate, a missing field, a date to order). */
export type ProblemKind =
  | 'required' // a required field is empty or not mapped
  | 'too-long'
  | 'not-allowed' // not one of the allowed values
  | 'bad-format' // email, URL, zip, phone, number... syntax
  | 'out-of-range'
  | 'bad-date'
  | 'ambiguous-date'
  | 'duplicate-email'
  | 'mapping' // the mapping itself (two columns for one field...)
  | 'deceased' // a column of the file marks the person as deceased
  | 'suspicious' // a warning: plausible but worth a look
  | 'read-as'; // a warning: a registrar's form read as a value ("'69" read as 1969: check)

export type Severity = 'error' | 'warning';

/** A day, a month and a year as numbers (the month may be out of 1-12 when that is the problem). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Dates databases and spreadsheets write where there is no date (calendar.ts finds them). */
export type PlaceholderDate =
  | 'mysql-zero'
  | 'year-one'
  | 'sql-server-earliest'
  | 'excel-zero'
  | 'excel-zero-other'
  | 'excel-zero-shown'
  | 'excel-zero-serial'
  | 'outlook-empty';

/** Where a phone number belongs: its country (ISO code) and calling code, or the calling code alone. */
export interface PhonePlace {
  country?: string;
  callingCode: string;
}

/** Kinds of a phone-type cell the service has no phone field for. */
export type UnsentPhoneKind = 'fax' | 'pager' | 'someone-else' | 'not-current' | 'web';

/** Why a number of a phone-type column was not sent to the field its kind names. */
export type PhoneFieldTaken = { failed: true; from?: string } | { failed: false; existing: string; from?: string };

/** The form the send schema wants that a value is not in (zod's issue, read as data). */
export type SchemaRule =
  | 'whole-number'
  | 'number'
  | 'four-digit-year'
  | 'text'
  | 'email'
  | 'url'
  | 'flag'
  | 'date'
  | 'gender'
  | 'state'
  | 'country'
  | 'names'
  | 'pairs'
  | 'list';

/** The params of a code that needs none. */
export type None = Record<never, never>;
