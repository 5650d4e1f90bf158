import { wholeFromDecimal } from './decimal-whole';
import { fix as fixOf, problem, type CellProblem } from '../problems/problem';
import type { TransformOutcome } from './types';

const ZIP = /^\d{5}(-\d{4})?$/;

/** 00000: no ZIP code has it (the lowest is 00501); systems write it where there is none. */
const NO_ZIP = /^00000(-?\d{4})?$/;

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** ##### or #####-####, not starting 00000: ZIP by char codes (a call of the regex cost more, a cell at a time). */
export function isZipCode(value: string): boolean {
  const length = value.length;
  if (length !== 5 && (length !== 10 || value.charCodeAt(5) !== 45)) return false;
  let zeros = true;
  for (let i = 0; i < length; i++) {
    if (i === 5) continue;
    const code = value.charCodeAt(i);
    if (!isDigit(code)) return false;
    if (i < 5 && code !== 48) zeros = false;
  }
  return !zeros;
}

/**
 * US ZIP codes: restores leading zeros Excel dropped (2134 -> 02134, 501 -> 00501, 21340000 ->
 * 02134-0000), reads a ZIP a script saved as a decimal (2134.0 -> 02134) and writes 9 digits as
 * #####-####.
 */
export function toZipCode(written: string, fix: boolean): TransformOutcome {
  if (NO_ZIP.test(written))
    return { ok: false, problem: problem('zip.placeholder', undefined, { fix: fixOf('fix.empty-cell', '') }) };
  if (ZIP.test(written)) return { ok: true, value: written, changed: false };
  if (fix) {
    const value = wholeFromDecimal(written) ?? written;
    if (ZIP.test(value)) return { ok: true, value, changed: true };
    const digits = value.replace(/[\s-]/g, '');
    // Excel drops leading zeros: a shortened ZIP never starts with one (0213 lost another digit).
    if (/^[1-9]\d*$/.test(digits)) {
      if (digits.length >= 3 && digits.length <= 5 && !/[\s-]/.test(value))
        return { ok: true, value: digits.padStart(5, '0'), changed: true };
      if (digits.length === 8 && !/[\s-]/.test(value))
        return { ok: true, value: `0${digits.slice(0, 4)}-${digits.slice(4)}`, changed: true };
    }
    if (/^\d{9}$/.test(digits)) return { ok: true, value: `${digits.slice(0, 5)}-${digits.slice(5)}`, changed: true };
  }
  return { ok: false, problem: problem('zip.not-a-zip') };
}

/**
 * The postcode forms of the countries alumni lists most often hold (from the countries' postal
 * services, as Google's address data gives them): a form read on the value in capitals, how it is
 * written, an example. A country whose codes are all digits of one length gives `digits`, and
 * `zeros` when its codes may start with 0 (Excel drops those zeros: 01067 Dresden becomes 1067).
 */
interface PostcodeForm {
  form: RegExp;
  write: (match: RegExpExecArray) => string;
  example: string;
  digits?: number;
  zeros?: boolean;
}

const joined =
  (separator: string) =>
  (match: RegExpExecArray): string =>
    `${match[1]}${separator}${match[2]}`;
const whole = (match: RegExpExecArray): string => match[0];
/**
 * Codes of `length` digits (0 first when `zeros`): read without the spaces some write inside (Greece's and Sweden's 123
 * 45 are written so).
 */
const digitsForm = (length: number, zeros: boolean, example: string): PostcodeForm => ({
  form: new RegExp(`^\\d{${length}}$`),
  write: whole,
  example,
  digits: length,
  zeros,
});

const POSTCODE_FORMS: Readonly<Record<string, PostcodeForm>> = {
  GB: { form: /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/, write: joined(' '), example: 'SW1A 1AA' },
  CA: {
    form: /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/,
    write: joined(' '),
    example: 'K1A 0B1',
  },
  IE: { form: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([\dAC-FHKNPRTV-Y]{4})$/, write: joined(' '), example: 'D02 X285' },
  NL: { form: /^([1-9]\d{3}) ?([A-Z]{2})$/, write: joined(' '), example: '1012 AB' },
  PL: { form: /^(\d{2})-?(\d{3})$/, write: joined('-'), example: '00-950' },
  PT: { form: /^(\d{4})-?(\d{3})$/, write: joined('-'), example: '1000-001' },
  BR: { form: /^(\d{5})-?(\d{3})$/, write: joined('-'), example: '01310-100' },
  JP: { form: /^(\d{3})-?(\d{4})$/, write: joined('-'), example: '100-0001' },
  SE: { form: /^([1-9]\d{2}) ?(\d{2})$/, write: joined(' '), example: '114 55' },
  GR: { form: /^([1-8]\d{2}) ?(\d{2})$/, write: joined(' '), example: '105 57' },
  DE: digitsForm(5, true, '10115'),
  FR: digitsForm(5, true, '75008'),
  IT: digitsForm(5, true, '00184'),
  ES: digitsForm(5, true, '28013'),
  FI: digitsForm(5, true, '00100'),
  MX: digitsForm(5, true, '06600'),
  KR: digitsForm(5, true, '03187'),
  TR: digitsForm(5, true, '06420'),
  MY: digitsForm(5, true, '50450'),
  TH: digitsForm(5, false, '10200'),
  AU: digitsForm(4, true, '2000'),
  NZ: digitsForm(4, true, '6011'),
  NO: digitsForm(4, true, '0154'),
  ZA: digitsForm(4, true, '8001'),
  CH: digitsForm(4, false, '8001'),
  AT: digitsForm(4, false, '1010'),
  BE: digitsForm(4, false, '1000'),
  DK: digitsForm(4, false, '1050'),
  IN: digitsForm(6, false, '110001'),
  CN: digitsForm(6, true, '100000'),
  SG: digitsForm(6, true, '018956'),
  RU: digitsForm(6, false, '101000'),
};

/**
 * The letters European addresses once put before a postcode for the country (D-10115, F-75008, CH-8001), besides its
 * ISO code.
 */
const COUNTRY_LETTERS: Readonly<Record<string, string>> = {
  DE: 'D',
  FR: 'F',
  IT: 'I',
  ES: 'E',
  AT: 'A',
  BE: 'B',
  SE: 'S',
  NO: 'N',
  FI: 'FIN',
  PT: 'P',
  PL: 'PL',
  CH: 'CH',
  NL: 'NL',
  DK: 'DK',
  GR: 'GR',
};

/** The value sent for what was written, with a note (a warning) when there is one. */
const sent = (written: string, value: string, note?: CellProblem): TransformOutcome => ({
  ok: true,
  value,
  changed: value !== written,
  ...(note ? { note } : {}),
});

/**
 * A postcode of an address in `country` (not the US): written in the country's form when it
 * fits (v6e3p3 -> V6E 3P3), its leading zeros put back where Excel dropped them, else sent as
 * written with a warning saying what is wrong. A country whose form is not known here: sent as
 * written, unless it has no digit (every country's postcodes have one).
 */
export function toPostcode(written: string, country: string, countryName: string, fixZeros: boolean): TransformOutcome {
  // The US form is checked like any other: the row validator's quick path leaves a row abroad to this.
  const form = POSTCODE_FORMS[country];
  const text = written.toUpperCase();
  if (form === undefined)
    return /\d/.test(text) ? sent(written, written) : sent(written, written, problem('postcode.no-digit'));
  const fitting = form.form.exec(form.digits ? text.replace(/ /g, '') : text);
  if (fitting) return sent(written, form.write(fitting));
  if (form.digits !== undefined) {
    const digits = digitsOf(written, form, fixZeros);
    if (digits !== undefined) return digits;
    const inside = postcodeAmongWords(text, form, country);
    if (inside !== undefined) return sent(written, inside, problem('postcode.more-than-code', { code: inside }));
  }
  return sent(written, written, problem('postcode.not-in-form', { countryName, example: form.example }));
}

/**
 * A code of digits shorter than the country's, its leading zeros dropped (1067 for 01067): put back, with a note. A
 * decimal (1067.0) is read by its digits.
 */
function digitsOf(written: string, form: PostcodeForm, fixZeros: boolean): TransformOutcome | undefined {
  const value = wholeFromDecimal(written) ?? written;
  const length = form.digits!;
  if (value.length === length && /^\d+$/.test(value)) return sent(written, value);
  if (
    !fixZeros ||
    !form.zeros ||
    !/^[1-9]\d*$/.test(value) ||
    value.length >= length ||
    value.length < Math.max(length - 2, 3)
  )
    return undefined;
  const padded = value.padStart(length, '0');
  return sent(written, padded, problem('postcode.lost-zeros', { count: length - value.length, code: padded }));
}

/** The postcode of a digits country written with words around it: NSW 2000, 10115 Berlin, D-10115. */
function postcodeAmongWords(text: string, form: PostcodeForm, country: string): string | undefined {
  const length = form.digits!;
  // Town names with accents: 80331 MÜNCHEN, 8001 ZÜRICH (the text is in capitals).
  const code = new RegExp(
    `^(?:([A-Z]{1,3})-|\\p{Lu}[\\p{Lu} .]* )(\\d{${length}})$|^(\\d{${length}}) \\p{Lu}[\\p{Lu} .-]*$`,
    'u',
  ).exec(text);
  if (!code) return undefined;
  const letters = code[1];
  if (letters !== undefined && letters !== country && letters !== COUNTRY_LETTERS[country]) return undefined;
  return code[2] ?? code[3];
}

/**
 * The countries (besides the US) whose postcode form the value fits, for a row without a country: SW1A 1AA is British,
 * K1A 0B1 Canadian. Forms of digits (and a dash) say nothing: 02134-123 is a US ZIP mistyped.
 */
export function postcodeCountries(written: string): string[] {
  const text = written.toUpperCase();
  return Object.entries(POSTCODE_FORMS)
    .filter(([, form]) => form.digits === undefined && /[A-Z]/.test(text) && form.form.test(text))
    .map(([country]) => country);
}
