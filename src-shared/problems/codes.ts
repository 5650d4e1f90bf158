// Every problem validation reports, as data: one code per distinct problem, the values its words need (params), its
// coarse kind and its severity. No words here: each door words a code from its own table (decision 0007).
import type { DateOrder } from '../transforms/types';
import type { ValuePart } from '../transforms/value-parts';

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

type None = Record<never, never>;

/** Each code's params: the values its words need. */
export interface ProblemParams {
  // A cell, whatever its field.
  'cell.control-character': { codePoint: string; position: number; invisible?: 'ad' | '200b' | '2060' | 'feff' };
  'cell.excel-error': { error: string };
  'cell.scientific-notation': None;
  'cell.empty-text-formula': None;
  'cell.text-formula': { text: string };
  'cell.apostrophe-number': { text: string };
  'cell.spreadsheet-formula': { lead: string };
  'cell.schema': { rule: SchemaRule };
  'cell.not-allowed': { rule: SchemaRule };
  'cell.too-long': { size: number; length: number };
  'cell.below-min': { min: number };
  'cell.above-max': { max: number };
  // Dates.
  'date.excel-number': None;
  'date.placeholder': { placeholder: PlaceholderDate };
  'date.unreadable': None;
  'date.not-real-in-order': DateParts & { order: DateOrder };
  'date.ambiguous': {
    year: number;
    monthFirst: { month: number; day: number };
    dayFirst: { month: number; day: number };
  };
  'date.ambiguous-day-month': { first: number; second: number };
  'date.not-real-either-order': None;
  'date.two-digit-year': None;
  'date.not-real': DateParts;
  'date.not-real-day-of-year': { month: number; day: number; order?: DateOrder };
  'date.not-iso': None;
  'date.year-only': None;
  'date.no-day': None;
  'birth-date.year-in-future': { year: number };
  'birth-date.too-early': { year: number; earliest: number };
  'birth-date.two-digit-year': { reading: string };
  'birth-date.not-real': DateParts & { days: number };
  'birth-date.in-future': DateParts;
  'class-year.soon-after-birth': { graduated: number; year: number; minAge: number };
  // Years and numbers.
  'class-year.academic': None;
  'class-year.span': None;
  'class-year.several': None;
  'class-year.date': { year: number };
  'year.read-as': { year: number };
  'year.two-digits': { year: number };
  'number.not-yes-no': None;
  'number.not-whole': None;
  'number.not-number': None;
  // Email addresses.
  'email.more-than-address': { address: string };
  'email.ascii-domain': { domain: string; address: string };
  'email.more-than-address-ascii': { domain: string; address: string };
  'email.several-addresses': { count: number };
  'email.non-ascii-local-part': { letter: string };
  'email.not-an-address': None;
  'email.domain-typo': { domain: string };
  'email.duplicate': { email: string; others: number[] };
  'secondary-email.sent-as-email': None;
  'secondary-email.same-as-email': None;
  // Phones.
  'phone.no-digits': None;
  'phone.north-american-abroad': { country: string };
  'phone.several': None;
  'phone.more-than-number': { number: string };
  'phone.local-without-area-code': { number: string };
  'phone.trunk-zero': { countryGiven: boolean };
  'phone.unreadable': { country: string };
  'phone.unlisted': { place: PhonePlace; number: string };
  'phone.invalid': { place: PhonePlace };
  'phone-kind.marked': { inactive: boolean; header: string };
  'phone-kind.no-kind': { typeHeader: string };
  'phone-kind.unknown-kind': { typeCell: string; typeHeader: string };
  'phone-kind.emails-taken': { typeCell: string; typeHeader: string };
  'phone-kind.field-taken': { field: string; typeCell: string; typeHeader: string; taken: PhoneFieldTaken };
  'phone-kind.unsent-kind': { kind: UnsentPhoneKind; typeCell: string; typeHeader: string };
  // Addresses.
  'country.mostly-meant': { one: string; other: string };
  'country.two-countries': { one: string; other: string };
  'country.dissolved': None;
  'country.unknown': None;
  'state.canadian-province': { province: string };
  'state.not-a-state': { countryGiven: boolean };
  'state.not-a-province': None;
  'state.region-not-sent': None;
  'zip.placeholder': None;
  'zip.not-a-zip': None;
  'zip.foreign-postcode': { countries: string[] };
  'postcode.no-digit': None;
  'postcode.more-than-code': { code: string };
  'postcode.not-in-form': { countryName: string; example: string };
  'postcode.lost-zeros': { count: number; code: string };
  'address.several-lines': { count: number; first: string; kept: number; rest: string; repeats: string[] };
  // Other kinds of value.
  'url.not-web-address': None;
  'flag.not-yes-no': { words: boolean };
  'gender.not-allowed': None;
  'list.object-list': None;
  'list.admin-group': None;
  // Names and identifiers.
  'name.lost-letters': None;
  'name.brackets': None;
  'name.two-people': None;
  'name.no-space': None;
  'name.one-name': None;
  'name.several-commas': None;
  'name.read-last-first': { last: string; first: string };
  'name.read-with-middle': { first: string; middle: string; last: string };
  'name.several-lines': { count: number; name: string };
  'name.two-names': { kept: string; other: string; field: string; splitTo?: string };
  'name.title': { title: string };
  'name.suffix': { suffix: string };
  'text.lines-joined': { count: number; joined: string };
  'id.several-lines': { count: number };
  'id.decimal-tail': { tail: string; whole: string };
  // The row and the mapping.
  'mapping.columns-disagree': { field: string; existing: string; from?: string };
  'mapping.custom-field-unnamed': { header: string };
  'mapping.custom-field-reserved': { header: string; name: string };
  'mapping.phone-type-column-missing': { header: string; typeHeader: string };
  'mapping.phone-flag-column-missing': { header: string; flagHeader: string; inactive: boolean };
  'mapping.not-a-field': { header: string; field: string };
  'mapping.part-without-whole': { header: string; part: ValuePart; whole: string; mapped: boolean };
  'mapping.two-birth-dates': { birthHeader: string; separateHeader: string };
  'mapping.constant-not-a-field': { field: string };
  'required.no-column': { field: string; oneValue: boolean };
  'required.empty': { field: string; oneValue: boolean; advise: boolean };
  'deceased.refused': { header: string; cell: string; unclear: boolean };
  'deceased.imported': { header: string; cell: string; unclear: boolean };
}

export type ProblemCode = keyof ProblemParams;
export type ParamsOf<C extends ProblemCode> = ProblemParams[C];

/** A code with its params, typed together. */
export type ProblemData = { [C in ProblemCode]: { code: C; params: ProblemParams[C] } }[ProblemCode];

const error = (kind: ProblemKind) => ({ kind, severity: 'error' }) as const;
const warning = (kind: ProblemKind) => ({ kind, severity: 'warning' }) as const;

/** Every code's coarse kind and severity: the one list of codes (a test walks it in every door). */
export const PROBLEM_TABLE: { readonly [C in ProblemCode]: { kind: ProblemKind; severity: Severity } } = {
  'cell.control-character': error('bad-format'),
  'cell.excel-error': error('bad-format'),
  'cell.scientific-notation': error('bad-format'),
  'cell.empty-text-formula': error('bad-format'),
  'cell.text-formula': warning('suspicious'),
  'cell.apostrophe-number': warning('suspicious'),
  'cell.spreadsheet-formula': warning('suspicious'),
  'cell.schema': error('bad-format'),
  'cell.not-allowed': error('not-allowed'),
  'cell.too-long': error('too-long'),
  'cell.below-min': error('out-of-range'),
  'cell.above-max': error('out-of-range'),
  'date.excel-number': error('bad-date'),
  'date.placeholder': error('bad-date'),
  'date.unreadable': error('bad-date'),
  'date.not-real-in-order': error('bad-date'),
  'date.ambiguous': error('ambiguous-date'),
  'date.ambiguous-day-month': error('ambiguous-date'),
  'date.not-real-either-order': error('bad-date'),
  'date.two-digit-year': error('bad-date'),
  'date.not-real': error('bad-date'),
  'date.not-real-day-of-year': error('bad-date'),
  'date.not-iso': error('bad-date'),
  'date.year-only': error('bad-date'),
  'date.no-day': error('bad-date'),
  'birth-date.year-in-future': error('out-of-range'),
  'birth-date.too-early': error('out-of-range'),
  'birth-date.two-digit-year': warning('read-as'),
  'birth-date.not-real': error('bad-date'),
  'birth-date.in-future': error('out-of-range'),
  'class-year.soon-after-birth': warning('suspicious'),
  'class-year.academic': error('bad-format'),
  'class-year.span': error('bad-format'),
  'class-year.several': error('bad-format'),
  'class-year.date': warning('suspicious'),
  'year.read-as': warning('read-as'),
  'year.two-digits': warning('read-as'),
  'number.not-yes-no': error('bad-format'),
  'number.not-whole': error('bad-format'),
  'number.not-number': error('bad-format'),
  'email.more-than-address': warning('suspicious'),
  'email.ascii-domain': warning('suspicious'),
  'email.more-than-address-ascii': warning('suspicious'),
  'email.several-addresses': error('bad-format'),
  'email.non-ascii-local-part': error('bad-format'),
  'email.not-an-address': error('bad-format'),
  'email.domain-typo': warning('suspicious'),
  'email.duplicate': error('duplicate-email'),
  'secondary-email.sent-as-email': warning('suspicious'),
  'secondary-email.same-as-email': warning('suspicious'),
  'phone.no-digits': error('bad-format'),
  'phone.north-american-abroad': error('bad-format'),
  'phone.several': error('bad-format'),
  'phone.more-than-number': warning('suspicious'),
  'phone.local-without-area-code': error('bad-format'),
  'phone.trunk-zero': error('bad-format'),
  'phone.unreadable': error('bad-format'),
  'phone.unlisted': warning('suspicious'),
  'phone.invalid': error('bad-format'),
  'phone-kind.marked': warning('suspicious'),
  'phone-kind.no-kind': warning('suspicious'),
  'phone-kind.unknown-kind': warning('suspicious'),
  'phone-kind.emails-taken': warning('suspicious'),
  'phone-kind.field-taken': warning('suspicious'),
  'phone-kind.unsent-kind': warning('suspicious'),
  'country.mostly-meant': warning('suspicious'),
  'country.two-countries': error('not-allowed'),
  'country.dissolved': error('not-allowed'),
  'country.unknown': error('not-allowed'),
  'state.canadian-province': error('not-allowed'),
  'state.not-a-state': error('not-allowed'),
  'state.not-a-province': error('not-allowed'),
  'state.region-not-sent': warning('suspicious'),
  'zip.placeholder': error('bad-format'),
  'zip.not-a-zip': error('bad-format'),
  'zip.foreign-postcode': error('bad-format'),
  'postcode.no-digit': warning('suspicious'),
  'postcode.more-than-code': warning('suspicious'),
  'postcode.not-in-form': warning('suspicious'),
  'postcode.lost-zeros': warning('suspicious'),
  'address.several-lines': warning('suspicious'),
  'url.not-web-address': error('bad-format'),
  'flag.not-yes-no': error('not-allowed'),
  'gender.not-allowed': error('not-allowed'),
  'list.object-list': error('mapping'),
  'list.admin-group': warning('suspicious'),
  'name.lost-letters': error('bad-format'),
  'name.brackets': error('bad-format'),
  'name.two-people': error('bad-format'),
  'name.no-space': error('bad-format'),
  'name.one-name': error('bad-format'),
  'name.several-commas': error('bad-format'),
  'name.read-last-first': warning('suspicious'),
  'name.read-with-middle': warning('suspicious'),
  'name.several-lines': warning('suspicious'),
  'name.two-names': warning('suspicious'),
  'name.title': warning('suspicious'),
  'name.suffix': warning('suspicious'),
  'text.lines-joined': warning('suspicious'),
  'id.several-lines': error('bad-format'),
  'id.decimal-tail': error('bad-format'),
  'mapping.columns-disagree': error('mapping'),
  'mapping.custom-field-unnamed': error('mapping'),
  'mapping.custom-field-reserved': error('mapping'),
  'mapping.phone-type-column-missing': error('mapping'),
  'mapping.phone-flag-column-missing': warning('mapping'),
  'mapping.not-a-field': error('mapping'),
  'mapping.part-without-whole': error('mapping'),
  'mapping.two-birth-dates': warning('mapping'),
  'mapping.constant-not-a-field': error('mapping'),
  'required.no-column': error('required'),
  'required.empty': error('required'),
  'deceased.refused': error('deceased'),
  'deceased.imported': warning('deceased'),
};

export const PROBLEM_CODES = Object.keys(PROBLEM_TABLE) as ProblemCode[];

/** The kind of a code, and its severity. */
export const kindOf = (code: ProblemCode): ProblemKind => PROBLEM_TABLE[code].kind;
export const severityOf = (code: ProblemCode): Severity => PROBLEM_TABLE[code].severity;

/** A suggested fix: the value it gives, and what it does as a code with params (worded by each door). */
export interface FixParams {
  'fix.empty-cell': None;
  'fix.empty-no-number': None;
  'fix.empty-no-value': None;
  'fix.remove-invisible': None;
  'fix.without-lead': { lead: string };
  'fix.other-order': { date: string };
  'fix.four-digit-year': { year: number };
  'fix.north-american': None;
  'fix.keep-first': None;
  'fix.british-mobile': None;
  'fix.leading-zero': None;
  'fix.state': { name: string };
  'fix.use': None;
  'fix.use-if-address': None;
  'fix.use-if-id': None;
  'fix.send': None;
  'fix.class-graduated': None;
  'fix.preferred-class-year': None;
  'fix.use-year': None;
  'fix.if-year': None;
}

export type FixCode = keyof FixParams;

/** A fix: what it does (code + params) and the value it gives. */
export type Fix = { [C in FixCode]: { code: C; params: FixParams[C]; value: string } }[FixCode];

/** Every fix code (a missing one fails the typecheck), for the test that walks them in every door. */
const FIX_TABLE: { readonly [C in FixCode]: true } = {
  'fix.empty-cell': true,
  'fix.empty-no-number': true,
  'fix.empty-no-value': true,
  'fix.remove-invisible': true,
  'fix.without-lead': true,
  'fix.other-order': true,
  'fix.four-digit-year': true,
  'fix.north-american': true,
  'fix.keep-first': true,
  'fix.british-mobile': true,
  'fix.leading-zero': true,
  'fix.state': true,
  'fix.use': true,
  'fix.use-if-address': true,
  'fix.use-if-id': true,
  'fix.send': true,
  'fix.class-graduated': true,
  'fix.preferred-class-year': true,
  'fix.use-year': true,
  'fix.if-year': true,
};
export const FIX_CODES = Object.keys(FIX_TABLE) as FixCode[];
