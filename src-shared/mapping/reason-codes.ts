// Why the mapping suggests a target for a column, or none, as data: a reason is a list of parts, each a code and its
// params. A pass adds to a reason by adding parts ("the header names Email" + "and its values are email addresses"),
// never by reading its words. Each door words the parts from its own table keyed by code (decision 0007).
import type { PartName } from './headers/part-headers';
import type { None } from '../problems/param-types';
import type { ColumnTarget } from './types';

/** What most of a column's values are, or are not. */
export type ValueWhat =
  'email-addresses' | 'dates' | 'names' | 'genders' | 'titles' | 'yes-no' | 'phones' | 'numbers' | 'addresses-yes-no';

/** Whom a Raiser's Edge prefix says a column is about. */
export type OtherPerson = 'spouse' | 'relation' | 'salutation';
/** What a false friend's words make a header about (the false friends' table says which). */
export type FalseFriendKind =
  | 'other-person'
  | 'past-value'
  | 'letter-line'
  | 'website-activity'
  | 'government-id'
  | 'other-address'
  | 'death'
  | 'not-a-user-field'
  | 'citizenship'
  | 'comes-from'
  | 'date-only';

/** Each reason part's params, by its code. */
export interface MappingReasonParams {
  /** An exact synonym: "the header "E-mail" is a usual name for Email". */
  'header.synonym': { header: string; target: ColumnTarget };
  /** A preferred first name beside the legal one: the nickname. */
  'header.nickname': { header: string };
  /** A field's own name or label. */
  'header.field-name': { header: string; target: ColumnTarget };
  /** A usual header of whole names ("Name"), split. */
  'header.whole-name': { header: string };
  'header.spelled-like': { header: string; synonym: string; target: ColumnTarget };
  'header.contains': { header: string; synonym: string; target: ColumnTarget };
  /** An address line's header beside a part word ("Address City"): `part`, the header's word. */
  'header.address-part': { header: string; part: string };
  /** Follows another part: the header names the work address or phone. */
  'header.work-one': { header: string };
  /** Follows another part: read past an export system's prefix. */
  'header.read-past-prefix': { system: "Raiser's Edge" | 'Banner'; prefix: string };
  /** Follows another part: a query path read as its last step. */
  'header.path-field': { header: string; name: string };
  /** Kept off: a Raiser's Edge prefix of a column about someone else. */
  'header.other-person': { header: string; prefix: string; about: OtherPerson };
  /**
   * Kept off: a false friend's word or words ("spouse"; "date" and "death"); `about`, what the words make the column
   * about, from the false friends' table.
   */
  'header.false-friend': { header: string; words: string[]; about: FalseFriendKind };
  /** Kept off: Banner's nation codes, each institution's own. */
  'header.nation-codes': { header: string };
  /** Kept off: the export system's own reference for the person (Slate's "Ref"). */
  'header.export-reference': { header: string };
  /** Kept off: a part of another column's values (an area code). */
  'header.part': { header: string; part: PartName };
  /** Numbers whose kind another column names, row by row. */
  'layout.phone-by-type': { header: string; typeHeader: string };
  /** Kept off: numbers beside a column of kinds mostly unknown; `values`, a few of those. */
  'layout.unread-kinds': { typeHeader: string; values: string[] };
  /** Kept off: the column naming the kinds of the numbers in `numbersHeader`. */
  'layout.names-kinds': { numbersHeader: string };
  /** Kept off: a flag of each number in `numbersHeader`; `marks`: a number it marks is not sent. */
  'layout.number-flag': { numbersHeader: string; marks: boolean };
  /** "Address" twice side by side: the second line. */
  'layout.second-line': { header: string; first: string };
  /** Kept off: a repeated header; `firstColumn`: 1-based. */
  'layout.repeated': { header: string; firstColumn: number; first: string };
  /** Kept off: Mailchimp's location by IP address. */
  'layout.mailchimp-ip': { header: string };
  /** Follows another part: the address block's type says Work on every row. */
  'address.work-by-type': { typeHeader: string };
  /** Follows another part: read as a part of a numbered address block. */
  'address.block-part': { block: number; header: string };
  /** Kept off: a column of another address block; `typeHeader`: its type column, if it has one. */
  'address.other-block': { header: string; block: number; typeHeader?: string };
  /** Follows another part: most values are `what`. */
  'values.are': { what: ValueWhat };
  /** Follows another part: most values are not `what`. */
  'values.mostly-not': { what: ValueWhat };
  /** Follows another part: the values are dates. */
  'values.dates': None;
  /** Follows another part: the values are email addresses. */
  'values.emails': None;
  /** Follows another part: the values are whole names. */
  'values.whole-names': None;
  /** Follows another part: the values are a site's profile links. */
  'values.profile-links': { site: string };
  /** The values alone: whole names, split when the file has no name-part columns. */
  'values.whole-name-column': { header: string };
  'values.email-column': { header: string };
  'values.second-email-column': { header: string };
  'values.profile-link-column': { header: string; site: string };
  /** Values saying who opted out of email; `values`: the first two. */
  'values.opt-out': { header: string; values: string[] };
  /** 名前 beside a family-name column: the given name. */
  'names.given-beside-surname': { header: string };
  /** 이름 of whole names, no surname column: the whole name. */
  'names.whole-without-surname': { header: string };
  /** A part joined to its partner's field (a house number to its street). */
  'part.joined': { header: string; part: PartName; partner: string; target: ColumnTarget };
  /** A part mapped as part of its partner's values; `byValues`: told by the values, not the header. */
  'part.joined-as': { header: string; part: PartName; partner: string; byValues: boolean };
  /** Kept off: its best match is weak, or a stronger column took it. */
  'claim.weak-or-taken': { target: ColumnTarget };
  /** No field matches. */
  'header.no-match': { header: string };
}

export type MappingReasonCode = keyof MappingReasonParams;
export type MappingReasonPart = {
  [C in MappingReasonCode]: { code: C; params: MappingReasonParams[C] };
}[MappingReasonCode];
/** A reason: its parts in order; the first says what, the others add to it. */
export type MappingReason = MappingReasonPart[];

/** Words for every reason part: one table a door. A part that follows another begins with its own joining words. */
export type MappingReasonWordsTable = {
  readonly [C in MappingReasonCode]: (params: MappingReasonParams[C]) => string;
};

/** Every code, and whether a reason beginning with it keeps the column off every field (said "not mapped"). */
const CODES: { readonly [C in MappingReasonCode]: { keptOff: boolean; byWord?: true } } = {
  'header.synonym': { keptOff: false },
  'header.nickname': { keptOff: false },
  'header.field-name': { keptOff: false },
  'header.whole-name': { keptOff: false },
  'header.spelled-like': { keptOff: false },
  'header.contains': { keptOff: false },
  'header.address-part': { keptOff: false },
  'header.work-one': { keptOff: false },
  'header.read-past-prefix': { keptOff: false },
  'header.path-field': { keptOff: false },
  'header.other-person': { keptOff: true },
  'header.false-friend': { keptOff: true, byWord: true },
  'header.nation-codes': { keptOff: true },
  'header.export-reference': { keptOff: true },
  'header.part': { keptOff: true },
  'layout.phone-by-type': { keptOff: false },
  'layout.unread-kinds': { keptOff: true },
  'layout.names-kinds': { keptOff: true, byWord: true },
  'layout.number-flag': { keptOff: true },
  'layout.second-line': { keptOff: false },
  'layout.repeated': { keptOff: true },
  'layout.mailchimp-ip': { keptOff: true },
  'address.work-by-type': { keptOff: false },
  'address.block-part': { keptOff: false },
  'address.other-block': { keptOff: true },
  'values.are': { keptOff: false },
  'values.mostly-not': { keptOff: false },
  'values.dates': { keptOff: false },
  'values.emails': { keptOff: false },
  'values.whole-names': { keptOff: false },
  'values.profile-links': { keptOff: false },
  'values.whole-name-column': { keptOff: false },
  'values.email-column': { keptOff: false },
  'values.second-email-column': { keptOff: false },
  'values.profile-link-column': { keptOff: false },
  'values.opt-out': { keptOff: false },
  'names.given-beside-surname': { keptOff: false },
  'names.whole-without-surname': { keptOff: false },
  'part.joined': { keptOff: false },
  'part.joined-as': { keptOff: false },
  'claim.weak-or-taken': { keptOff: true },
  'header.no-match': { keptOff: false },
};
export const MAPPING_REASON_CODES = Object.keys(CODES) as MappingReasonCode[];

/** A reason of one part, made from its code and params. */
export function because<C extends MappingReasonCode>(
  code: C,
  ...[params]: keyof MappingReasonParams[C] extends never ? [] : [MappingReasonParams[C]]
): MappingReason {
  return [{ code, params: params ?? {} } as MappingReasonPart];
}

/** A reason with a part added after its own. */
export function addingTo<C extends MappingReasonCode>(
  said: MappingReason,
  code: C,
  ...params: keyof MappingReasonParams[C] extends never ? [] : [MappingReasonParams[C]]
): MappingReason {
  return [...said, ...because(code, ...params)];
}

/** Whether a reason keeps its column off every field on purpose (a door says "not mapped" before it). */
export const keptOff = (said: MappingReason): boolean => said.length > 0 && CODES[said[0]!.code].keptOff;

/** Whether a reason keeps its column off by a word of its header, or as the column naming its numbers' kinds. */
export const keptOffByWord = (said: MappingReason): boolean => said.length > 0 && CODES[said[0]!.code].byWord === true;

/** One part in a door's words. */
export const wordReasonPart = (table: MappingReasonWordsTable, part: MappingReasonPart): string =>
  (table[part.code] as (params: MappingReasonParams[MappingReasonCode]) => string)(part.params);

/** A reason's parts in a door's words, one after the other (each follow-on part begins with its joining words). */
export const wordReasonParts = (table: MappingReasonWordsTable, said: MappingReason): string =>
  said.map((part) => wordReasonPart(table, part)).join('');
