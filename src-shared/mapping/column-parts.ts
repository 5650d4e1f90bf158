// Columns holding one part of a value whose rest another column holds: an area code beside a
// local number (Banner's SPRTELE_PHONE_AREA and SPRTELE_PHONE_NUMBER), a house number beside its
// street (German and Dutch lists), a last-name prefix beside the last name (Dutch
// "Tussenvoegsel": van der), the four digits of a ZIP+4. The service takes each value whole:
// such a column is never mapped to a field of its own, and the suggestion's note says what
// becomes of it (an area code, an extension, a country code and a ZIP+4's digits are joined to
// their value on each row, a house number joins its street; name parts need joining in the file).
import { isCallingCode } from '../transforms/calling-codes';
import { isWholeNumber } from '../transforms/value-parts';
import { PART_HEADERS, type PartName } from './headers/part-headers';
import { ADDRESS_LINE_1, isField } from './target-key';
import type { ColumnTarget, ValuePart } from './types';

export interface ColumnPart {
  /** Which part (each door words its note by it). */
  name: PartName;
  /** Whether a column with this target holds the rest of the values. */
  completes: (target: ColumnTarget) => boolean;
  /**
   * Whether the column's values are such parts (undefined: the header says enough). A "ZIP+4" column of whole ZIP codes
   * is a ZIP code column.
   */
  fits?: (samples: readonly string[]) => boolean;
  /**
   * Whether the other column's values already hold the part (numbers with their area code): then nothing needs joining.
   */
  alreadyWhole?: (samples: readonly string[]) => boolean;
  /**
   * The column feeds the other column's field too, its values joined after the other's by validation (a house number
   * after its street).
   */
  joins?: boolean;
  /** The column is mapped as this part of the other column's values, joined to each before it is read (joinPart). */
  joinedAs?: ValuePart;
}

/** A phone field, or numbers sent to the phone field of their kind. */
const PHONE_FIELD = (target: ColumnTarget): boolean =>
  target.kind === 'phone-by-type' || isField(/^(mobile|home|work)_phone$/)(target);

/** Whether most non-empty samples pass a test; `ifNone` when there are none. */
function mostly(samples: readonly string[], test: (value: string) => boolean, ifNone: boolean): boolean {
  const values = samples.map((value) => value.trim()).filter((value) => value !== '');
  return values.length === 0 ? ifNone : values.filter(test).length / values.length >= 0.8;
}
/** An empty column is judged by its header: its values fit the part, and the other column's values are not whole. */
const fitting =
  (test: (value: string) => boolean) =>
  (samples: readonly string[]): boolean =>
    mostly(samples, test, true);
const holdsWhole =
  (test: (value: string) => boolean) =>
  (samples: readonly string[]): boolean =>
    mostly(samples, test, false);
const digitsOf = (value: string): number => value.replace(/\D/g, '').length;

/** Words naming a telephone in headers ("Phone", "TELE_CODE", "Telefon"). */
export const TELEPHONE_WORDS: ReadonlySet<string> = new Set([
  'phone',
  'phones',
  'telephone',
  'tel',
  'tele',
  'telefon',
  'telefono',
  'telefone',
  'telefoon',
]);
const PHONE_WORDS = new Set([
  ...TELEPHONE_WORDS,
  'mobile',
  'cell',
  'cellular',
  'mobil',
  'movil',
  'celular',
  'cellulare',
  'mobiel',
]);

/**
 * A code of a few digits (217, (217), +44, 0044): what an area-code or country-code column holds, not a whole number.
 */
const shortCode = fitting((value) => digitsOf(value) <= 5 && /^[\s+()\d-]+$/.test(value));

const COUNTRY_CALLING_CODE: ColumnPart = {
  name: 'country-calling-code',
  completes: PHONE_FIELD,
  fits: shortCode,
  alreadyWhole: holdsWhole((value) => /^\s*(\+|00)/.test(value)),
  joinedAs: 'country-code',
};

const AREA_CODE: ColumnPart = {
  name: 'area-code',
  completes: PHONE_FIELD,
  fits: shortCode,
  alreadyWhole: holdsWhole(isWholeNumber),
  joinedAs: 'area-code',
};

const EXTENSION: ColumnPart = {
  name: 'extension',
  completes: PHONE_FIELD,
  // A few digits (x123, ext. 4567): not a building's "East Wing" or a school's "Continuing Education" extension.
  fits: fitting((value) => /^(?:x|ext\.?)?\s*\d{1,6}$/i.test(value)),
  alreadyWhole: holdsWhole((value) => /\d\s*(x|ext)/i.test(value)),
  joinedAs: 'extension',
};

const HOUSE_NUMBER: ColumnPart = {
  name: 'house-number',
  completes: ADDRESS_LINE_1,
  // 12, 12a, 12-14, 1 bis; a Dutch addition alone (A, hs): not "12 Main St".
  fits: fitting((value) => value.length <= 4 || /^\d+[a-z]?(\s*[-/]\s*\d+[a-z]?)?(\s+[a-z]{1,4})?$/i.test(value)),
  // "Damrak 1" beside "1": joined, the number would be written twice.
  alreadyWhole: holdsWhole((value) => /\d/.test(value)),
  joins: true,
};

const LAST_NAME_PREFIX: ColumnPart = {
  name: 'last-name-prefix',
  completes: isField(/^last_name$/),
};

const SECOND_SURNAME: ColumnPart = {
  name: 'second-surname',
  completes: isField(/^last_name$/),
};

const ZIP_EXTENSION: ColumnPart = {
  name: 'zip-extension',
  completes: isField(/^(home|work)_zipcode$/),
  // Four digits, or fewer where Excel dropped leading zeros (0012 as 12).
  fits: fitting((value) => /^\d{1,4}$/.test(value)),
  alreadyWhole: holdsWhole((value) => /^\d{5}-?\d{4}$/.test(value)),
  joinedAs: 'zip4',
};

const PARTS: Record<PartName, ColumnPart> = {
  'area-code': AREA_CODE,
  'country-calling-code': COUNTRY_CALLING_CODE,
  extension: EXTENSION,
  'house-number': HOUSE_NUMBER,
  'last-name-prefix': LAST_NAME_PREFIX,
  'second-surname': SECOND_SURNAME,
  'zip-extension': ZIP_EXTENSION,
};
const COMPACT_PARTS = new Map<string, ColumnPart>(
  PART_HEADERS.flatMap(({ part, compact }) => compact.map((name) => [name, PARTS[part]] as const)),
);

/** The part a normalised header ("phone area", "hausnummer") names, if it names one. */
export function columnPart(normal: string): ColumnPart | undefined {
  const words = normal.split(' ');
  const compact = words.join('');
  const known = COMPACT_PARTS.get(compact);
  if (known) return known;
  const has = (...some: string[]): boolean => some.some((word) => words.includes(word));
  const aboutPhone = words.some((word) => PHONE_WORDS.has(word));
  if (
    has('code', 'prefix') &&
    has('country', 'intl', 'international', 'calling', 'dialing', 'dialling', 'dial') &&
    (aboutPhone || has('calling', 'dialing', 'dialling', 'dial'))
  )
    return COUNTRY_CALLING_CODE;
  if (has('area') && (aboutPhone || has('code', 'cd'))) return AREA_CODE;
  if (aboutPhone && has('prefix', 'prefisso', 'vorwahl', 'indicatif')) return AREA_CODE;
  if (aboutPhone && has('ext', 'extension', 'durchwahl')) return EXTENSION;
  if (
    has('house', 'street', 'strasse', 'straat') &&
    has('number', 'no', 'nr', 'num', 'nbr') &&
    !has('name', 'line', 'address')
  )
    return HOUSE_NUMBER;
  if (has('zip', 'zipcode') && has('extension', 'ext', 'suffix', 'plus')) return ZIP_EXTENSION;
  return undefined;
}

const COUNTRY_WORDS = new Set(['country', 'ctry', 'cntry', 'nation', 'land', 'pays', 'pais']);
const CODE_WORDS = new Set(['code', 'cd', 'prefix']);

/**
 * A "Country Code" column (no word of a phone) of calling codes (44, +49, 1) holds the country
 * codes of the file's numbers, not countries; one of ISO codes (US, GB) is a country column.
 */
export function callingCodesColumn(normal: string, samples: readonly string[]): ColumnPart | undefined {
  const words = normal.split(' ');
  if (!words.some((word) => COUNTRY_WORDS.has(word)) || !words.some((word) => CODE_WORDS.has(word))) return undefined;
  return mostly(samples, isCallingCode, false) ? COUNTRY_CALLING_CODE : undefined;
}
