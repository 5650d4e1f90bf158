// Each problem code's params: the values its words need (one code per distinct problem). No words here: each door
// words a code from its own table (decision 0007).
import type { DateOrder } from '../transforms/types';
import type { ValuePart } from '../transforms/value-parts';
import type {
  DateParts,
  None,
  PhoneFieldTaken,
  PhonePlace,
  PlaceholderDate,
  SchemaRule,
  UnsentPhoneKind,
} from './param-types';

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
  // The User a row will send, checked again in main against the send schemas (a row main did not see validated).
  'send.not-a-field': None;
  'send.kept-by-service': None;
  'send.not-for-new-user': None;
  'send.missing-to-create': None;
  'send.birth-date-not-real': DateParts;
  'send.zip-form': None;
}

export type ProblemCode = keyof ProblemParams;
export type ParamsOf<C extends ProblemCode> = ProblemParams[C];

/** A code with its params, typed together. */
export type ProblemData = { [C in ProblemCode]: { code: C; params: ProblemParams[C] } }[ProblemCode];
