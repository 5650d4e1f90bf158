// What one vendor's or one language's headers mean beyond their words: a row a quirk, each with why.
// The matcher (passes/) reads these tables; it names no vendor itself.

/** Headers kept off every field whatever their values: `compact` is the header without spaces. */
export interface RefusedHeader {
  compact: readonly string[];
  why: string;
  /** The reason's code (each door words it). */
  code: 'header.nation-codes' | 'header.export-reference';
}

export const REFUSED_HEADERS: readonly RefusedHeader[] = [
  {
    compact: ['natncode', 'natn'],
    why: "Banner's nation codes (STVNATN) are each institution's own, often FIPS (GM Germany, CH China), not ISO",
    code: 'header.nation-codes',
  },
  {
    compact: ['ref', 'slateid'],
    why: 'Slate\'s "Ref" (a number it gives each person) and "Slate ID" are Slate\'s own, not the school\'s ID',
    code: 'header.export-reference',
  },
];

/** Normalised headers whose exact synonym yields to another column's claim on the same field. */
export interface YieldingHeaders {
  headers: readonly string[];
  why: string;
}

export const YIELDING_HEADERS: readonly YieldingHeaders[] = [
  {
    headers: ['phone', 'telephone', 'phone number', 'telephone number', 'tel', 'tel number', 'primary phone'],
    why: 'Too general to name one phone: a "Home Phone" or "Mobile" column of the same file is the surer claim',
  },
  {
    headers: ['id', 'person id'],
    why: 'A platform\'s own number (Hivebrite\'s "ID" beside "External ID"): an institution\'s ID column is surer',
  },
  {
    headers: ['anrede', 'civilite', 'tratamiento', 'forma de tratamiento', 'aanhef'],
    why: 'Salutations (Herr, Frau, M., Mme): the title only when the file has no title column (Titel: Dr., Prof.)',
  },
];

/** Words that make any header's exact synonym yield ("Preferred First Name" beside "Legal First Name"). */
export const YIELDING_WORDS: readonly { words: readonly string[]; why: string }[] = [
  {
    words: ['preferred', 'pref'],
    why: "A preferred name beside the legal one is what the person goes by (Workday's, Slate's preferred names)",
  },
];

/** Words after a yes-or-no header saying it is one (Advance's NO_EMAIL_IND, "Do Not Email Flag"). */
export const INDICATOR_WORDS: ReadonlySet<string> = new Set(['ind', 'indicator', 'flag', 'flg', 'yn']);

/**
 * Headers (without spaces) whose meaning turns on the file's other columns: the given name beside a family-name
 * column, the whole name without one.
 */
export interface NameByNeighbours {
  compact: readonly string[];
  why: string;
  /** `given-beside-surname`: suggested as the whole name, the given name beside a surname column. */
  /** `whole-without-surname`: suggested as the given name, a column of whole names without a surname column. */
  reads: 'given-beside-surname' | 'whole-without-surname';
}

export const NAMES_BY_NEIGHBOURS: readonly NameByNeighbours[] = [
  {
    compact: ['名前', 'お名前'],
    why: 'Japanese "name": the whole name alone, the given name beside a family-name column (苗字, 姓)',
    reads: 'given-beside-surname',
  },
  {
    compact: ['이름', '名字'],
    why: 'Korean and Chinese: the given name beside a surname column (성, 姓), the whole name on their own',
    reads: 'whole-without-surname',
  },
];
