import type { OtherPerson } from './reason-codes';
/** A date layout written into a header: "(MM/DD/YYYY)", "[dd.mm.yy]", "YYYY-MM-DD". */
const DATE_LAYOUT = /[([]?\s*\b(?:(?:mm?|dd?)[/.\- ](?:mm?|dd?)[/.\- ]y{2,4}|y{4}[/.\- ]mm?[/.\- ]dd?)\b\s*[)\]]?/i;
/** A note for whoever fills the sheet in: "(optional)", "(Y/N)", "(e.g. 2007)". */
const FILLING_NOTE =
  /[([]\s*(?:optional|required|if (?:any|known|applicable)|y\/n|yes\/no|1\/0|0\/1|e\.g\.?[^)\]]*|for example[^)\]]*|(?:incl\.?|including|include|with|without|no)\s[^)\]]*)\s*[)\]]/gi;

/** A Salesforce custom field's API name: an optional package namespace (hed__, npsp__), the name, __c. */
const SALESFORCE_CUSTOM_FIELD = /^(?:[a-z][a-z0-9]{0,14}__)?(.+?)__c$/i;

/** The order a header's date layout gives ("DOB (DD/MM/YYYY)" -> dmy), if it gives one. */
export function headerDateOrder(header: string): 'mdy' | 'dmy' | undefined {
  const layout = DATE_LAYOUT.exec(header)?.[0].toLowerCase();
  if (!layout || /^\W*y/.test(layout)) return undefined;
  return /^\W*m/.test(layout) ? 'mdy' : 'dmy';
}

/**
 * Letters that lose nothing but their accent in Unicode's decomposition are read without it
 * (é -> e, ü -> u); these are letters of their own, written out as their languages do when a
 * keyboard lacks them ("Straße" is "Strasse", "Færøerne" "Faeroerne"), never dropped.
 */
const LETTERS_SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ĸ: 'q',
  ŋ: 'ng',
  Ŋ: 'NG',
};
const SPELLED_OUT = new RegExp(`[${Object.keys(LETTERS_SPELLED_OUT).join('')}]`, 'g');

/** The letters of their own written out as their languages do without them: "Straße" -> "Strasse", "død" -> "dod". */
export const spelledOut = (text: string): string => text.replace(SPELLED_OUT, (letter) => LETTERS_SPELLED_OUT[letter]!);

/**
 * "E-mail Address (Home)" -> "e mail address home": lower case, words separated by single
 * spaces; a date layout or a note for whoever fills the sheet in is not part of the name
 * ("DOB (MM/DD/YYYY)" -> "dob", "Class Year (optional)" -> "class year").
 */
export function normaliseHeader(header: string): string {
  // Salesforce's API names of custom fields end in __c (Class_Year__c), after a package's
  // namespace when a package adds them (hed__Do_Not_Contact__c, npe01__HomeEmail__c): neither is part of the name.
  const named = header.replace(DATE_LAYOUT, ' ').replace(FILLING_NOTE, ' ').replace(SALESFORCE_CUSTOM_FIELD, '$1');
  return (
    (named.trim() === '' ? header : named)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Hangul syllables and kana come apart under NFKD: put back together.
      .normalize('NFC')
      .replace(SPELLED_OUT, (letter) => LETTERS_SPELLED_OUT[letter]!)
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      // Chinese, Japanese and Korean headers keep their characters (姓, メール, 이메일).
      .replace(/[^a-z0-9\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+/g, ' ')
      .trim()
      // LinkedIn's capital I splits it in two: the name is one word ("in" alone would read as opt-in).
      .replace(/\blinked in\b/g, 'linkedin')
  );
}

/** Without spaces: "emailaddress", to meet "EmailAddress" and "email_address" alike. */
export const compactHeader = (header: string): string => normaliseHeader(header).replace(/ /g, '');

/**
 * Raiser's Edge exports name a constituent's own columns with a prefix: CnBio_ (biography),
 * CnAdrPrf_ (preferred address), CnPh_1_01_ (its phones and email addresses). What follows is
 * an ordinary header. Other Cn prefixes (CnSpSpBio_, CnRelInd_1_01_, CnAdrSal_) describe a
 * spouse, a relation or a salutation, never the alumnus: they are not read past.
 */
const RAISERS_EDGE_PREFIX = /^(CnBio_|CnAdrPrf_|CnPh_\d+_\d+_)(.+)$/i;
/**
 * Banner (Ellucian) exports name columns after their tables: SPRIDEN_ (a person's ID and
 * names), SPBPERS_ (birth date, sex), GOREMAL_ (email), SPRADDR_ (address), SPRTELE_
 * (telephone: SPRTELE_PHONE_AREA and SPRTELE_PHONE_NUMBER), APBCONS_ (advancement
 * constituent: APBCONS_PREF_CLAS, the preferred class year).
 */
const BANNER_PREFIX = /^(SPRIDEN_|SPBPERS_|GOREMAL_|SPRADDR_|SPRTELE_|APBCONS_)(.+)$/i;

/**
 * Raiser's Edge prefixes of columns about someone else: a spouse (CnSpSpBio_, CnSpSpPh_1_01_), a relation
 * (CnRelInd_1_01_), a salutation line (CnAdrSal_).
 */
const RAISERS_EDGE_OTHER = /^Cn(SpSp|Sp|RelInd|RelOrg|Rel|AdrSal)[A-Za-z]*(?:_\d+)*_/i;

/** The Raiser's Edge prefix of a column about someone or something other than the alumnus, and what it is about. */
export function otherPersonPrefix(header: string): { prefix: string; about: OtherPerson } | undefined {
  const match = RAISERS_EDGE_OTHER.exec(header);
  if (!match) return undefined;
  const kind = match[1]!.toLowerCase();
  const about: OtherPerson = kind.startsWith('sp') ? 'spouse' : kind === 'adrsal' ? 'salutation' : 'relation';
  return { prefix: match[0], about };
}

/**
 * The export system's prefix of a column about the alumnus ("CnBio_First_Name", "SPBPERS_DEAD_IND") and the name after
 * it.
 */
export function exportPrefix(
  header: string,
): { system: "Raiser's Edge" | 'Banner'; prefix: string; name: string } | undefined {
  const raisersEdge = RAISERS_EDGE_PREFIX.exec(header);
  const prefixed = raisersEdge ?? BANNER_PREFIX.exec(header);
  return prefixed
    ? { system: raisersEdge ? "Raiser's Edge" : 'Banner', prefix: prefixed[1]!, name: prefixed[2]! }
    : undefined;
}

/** The last step of a query path that names the form of its field's value: "Title\Description" is the title. */
const VALUE_FORM_STEPS = new Set(['description', 'short description', 'abbreviation', 'translation', 'code', 'value']);

/**
 * Blackbaud CRM's ad-hoc queries name a column by the path to its field, steps apart by a
 * backslash ("Primary address\City", "Primary email address\Do not email"), the last naming the
 * form of a coded field's value ("Title\Description", "Primary address\State\Abbreviation"):
 * the steps that name something, and the field's own name (the last of them).
 */
export function queryPath(header: string): { steps: string[]; name: string } | undefined {
  if (!header.includes('\\')) return undefined;
  const steps = header
    .split('\\')
    .map((step) => step.trim())
    .filter((step) => step !== '');
  while (steps.length > 1 && VALUE_FORM_STEPS.has(normaliseHeader(steps.at(-1)!))) steps.pop();
  return steps.length === 0 ? undefined : { steps, name: steps.at(-1)! };
}

/** Words for "number" after a phone, an ID or a house: "Phone No", "Mobile Nr" (not "No Email", a refusal). */
const NUMBER_ABBREVIATIONS = new Set(['no', 'nr', 'num', 'nbr', 'nro']);
const NUMBERED_WORDS = new Set([
  'phone',
  'telephone',
  'tel',
  'mobile',
  'cell',
  'fax',
  'id',
  'house',
  'street',
  'telefon',
  'telefono',
  'telefoon',
  'telefone',
]);

/** A normalised header's words, a number's abbreviation written out ("Phone No" -> phone number). */
export function wordsOf(normal: string): string[] {
  const words = normal.split(' ');
  const last = words.length - 1;
  if (last > 0 && NUMBER_ABBREVIATIONS.has(words[last]!) && NUMBERED_WORDS.has(words[last - 1]!))
    words[last] = 'number';
  return words;
}
