// One cell's text -> the value sent for one field: the switched-on transforms of its kind, then
// the field's zod schema. Problems come back in plain words, with a fix where one is known.
import type { z } from 'zod';
import type { FieldSpec } from '../fields/catalogue';
import { countryHint, countryName, giveCountry, toCountryCode } from '../transforms/country';
import type { SettingHint } from '../setting-hint';
import { monthFromName, parseDate } from '../transforms/date';
import { toEmail } from '../transforms/email';
import { likelyAddress } from '../transforms/email-domain';
import { wholeFromDecimal } from '../transforms/decimal-whole';
import { excelErrorProblem, isExcelError } from '../transforms/excel-error';
import { isScientificNotation, SCIENTIFIC_NOTATION_PROBLEM } from '../transforms/scientific-notation';
import { toFlag, yesNoOf } from '../transforms/flag';
import { toGender } from '../transforms/gender';
import { splitList } from '../transforms/list';
import { toPhone } from '../transforms/phone';
import { toStateCode } from '../transforms/state';
import {
  apostropheNumberNote,
  apostropheNumberRefusal,
  apostropheNumberText,
  textFormulaNote,
  textFormulaRefusal,
  textFormulaText,
} from '../transforms/excel-text';
import {
  codePointLabel,
  collapseSpaces,
  hasLineBreak,
  hasWideForms,
  isBlank,
  linesOf,
  narrowed,
} from '../transforms/text';
import type { TransformOutcome, TransformSettings } from '../transforms/types';
import { toUrl } from '../transforms/web-address';
import { postcodeCountries, toPostcode, toZipCode } from '../transforms/zip';
import { spreadsheetFormulaProblem } from './formula-cells';
import type { OutgoingValue } from './outgoing-user';
import { GRADUATION_YEARS_AHEAD } from './send-schemas';
import type { ProblemCode, Severity } from './types';
import { hasLostLetters, isSuffix, isTitle, LOST_LETTERS_MESSAGE } from '../transforms/full-name';

export interface CellProblem {
  code: ProblemCode;
  severity: Severity;
  message: string;
  fix?: { description: string; value: string };
  /** The setting that clears it (see SettingHint). */
  hint?: SettingHint;
}

/**
 * ok: false with a problem of a warning's severity: the value is not sent, and the row stays valid (a region not in two
 * letters).
 */
export type CleanOutcome =
  { ok: true; value: OutgoingValue; warning?: CellProblem } | { ok: false; problem: CellProblem };

export interface RowContext {
  /** The row's country for this address (home or work); undefined when not given. */
  countryOf(prefix: 'home' | 'work'): string | undefined;
}

const INTEGER = /^[+-]?\d+(?:\.0+)?$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

const failure = (
  outcome: Extract<TransformOutcome, { ok: false }>,
  code: ProblemCode = 'bad-format',
): CleanOutcome => ({
  ok: false,
  problem: {
    code,
    severity: 'error',
    message: outcome.message,
    ...(outcome.fix ? { fix: outcome.fix } : {}),
    ...(outcome.hint ? { hint: outcome.hint } : {}),
  },
});

/**
 * A transform's outcome as cleaning's: its value, a warning when it took the value out of more ("Ann <ann@x.org>"), or
 * its refusal.
 */
function fromTransform(outcome: TransformOutcome, code: ProblemCode = 'bad-format'): CleanOutcome | string {
  if (!outcome.ok) return failure(outcome, code);
  return outcome.note
    ? { ok: true, value: outcome.value, warning: { code: 'suspicious', severity: 'warning', message: outcome.note } }
    : outcome.value;
}

/** Home or work: the address a field belongs to (its state and ZIP depend on that address's country). */
export function addressPrefix(spec: FieldSpec): 'home' | 'work' {
  return spec.name.startsWith('work_') ? 'work' : 'home';
}

/**
 * The country a phone number without +code is read in: its address's country when the row gives
 * one (a work phone falls back on the home address), else the default (020 7946 0958 is a London
 * number on a row in GB, and no number at all read as a US one).
 */
export function phoneCountryOf(spec: FieldSpec, row: RowContext): string | undefined {
  return spec.name.startsWith('work_') ? (row.countryOf('work') ?? row.countryOf('home')) : row.countryOf('home');
}

/** Applies the transforms of the field's kind; a string is the value still to check with zod. */
function transform(
  spec: FieldSpec,
  text: string,
  settings: TransformSettings,
  row: RowContext,
): CleanOutcome | OutgoingValue {
  switch (spec.kind) {
    case 'email': {
      const outcome = toEmail(text, settings.lowercaseEmail);
      if (!outcome.ok || outcome.note) return fromTransform(outcome);
      const likely = likelyAddress(outcome.value);
      if (likely !== undefined) {
        const domain = likely.slice(likely.lastIndexOf('@') + 1);
        return {
          ok: true,
          value: outcome.value,
          warning: {
            code: 'suspicious',
            severity: 'warning',
            message: `has a domain that looks like a typo of ${domain}: sent as written, but mail to it may bounce`,
            fix: { description: `if the address is ${likely}, use it`, value: likely },
          },
        };
      }
      return outcome.value;
    }
    case 'url':
      return fromTransform(toUrl(text, settings.checkUrls));
    case 'flag': {
      const flag = toFlag(text, settings.flagWords);
      return flag.ok ? Number(flag.value) : failure(flag, 'not-allowed');
    }
    case 'gender':
      return fromTransform(toGender(text, settings.normaliseGender), 'not-allowed');
    case 'phone': {
      const country = phoneCountryOf(spec, row);
      return fromTransform(
        toPhone(text, settings.normalisePhones, country ?? settings.defaultPhoneCountry, country !== undefined),
      );
    }
    case 'country':
      return fromTransform(toCountryCode(text, settings.countryCodes), 'not-allowed');
    case 'state': {
      const country = row.countryOf(addressPrefix(spec));
      const outcome = toStateCode(text, settings.stateCodes, country);
      if (outcome.ok && !/^[A-Z]{2}$/.test(outcome.value)) return regionNotSent(country!);
      return fromTransform(outcome, 'not-allowed');
    }
    case 'zipcode':
      return postcode(text, row.countryOf(addressPrefix(spec)), settings.fixZipCodes);
    case 'integer': {
      // Yes and no, not a status: "Inactive" in an unsubscribe column says nothing of the kind.
      const answer = spec.yesNo && settings.flagWords ? yesNoOf(text) : undefined;
      if (answer !== undefined) return Number(answer);
      const month = spec.name === 'dob_month' && settings.parseDates ? monthFromName(text) : undefined;
      if (month) return month;
      const year =
        spec.name === 'year_graduated' || spec.name === 'dob_year'
          ? yearWritten(text, spec.name === 'year_graduated')
          : undefined;
      if (year?.sent)
        return {
          ok: true,
          value: year.year,
          warning: { code: 'suspicious', severity: 'warning', message: year.message },
        };
      if (year)
        return {
          ok: false,
          problem: {
            code: 'bad-format',
            severity: 'error',
            message: year.message,
            fix: { description: year.description, value: String(year.year) },
          },
        };
      if (INTEGER.test(text)) return Number(text);
      return {
        ok: false,
        problem: {
          code: 'bad-format',
          severity: 'error',
          message:
            spec.yesNo && settings.flagWords
              ? 'is neither a yes or a no (Y/N, yes/no, true/false, 1/0) nor a whole number'
              : 'is not a whole number',
        },
      };
    }
    case 'decimal': {
      if (DECIMAL.test(text)) return Number(text);
      if (DECIMAL_COMMA.test(text)) return Number(text.replace(',', '.'));
      return { ok: false, problem: { code: 'bad-format', severity: 'error', message: 'is not a number' } };
    }
    case 'date': {
      const parsed = parseDate(text, settings.dateOrder, settings.date1904);
      if (!parsed.ok)
        return {
          ok: false,
          problem: {
            code: parsed.code,
            severity: 'error',
            message: parsed.message,
            ...(parsed.fix ? { fix: parsed.fix } : {}),
          },
        };
      const { year, month, day } = parsed.date;
      if (month === undefined || day === undefined)
        return {
          ok: false,
          problem: {
            code: 'bad-date',
            severity: 'error',
            message: month === undefined ? 'gives a year but no day and month' : 'gives a month and a year but no day',
          },
        };
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    }
    case 'string-list': {
      const list = splitList(text, settings.listSeparators);
      return spec.name === 'groups' ? checkGroups(list) : list;
    }
    case 'object-list':
      return {
        ok: false,
        problem: {
          code: 'mapping',
          severity: 'error',
          message: 'cannot be filled from a spreadsheet column (its structure is not published)',
        },
      };
    case 'string':
    case 'text': {
      if (spec.kind === 'string' && hasLineBreak(text)) return oneLine(spec, text);
      if (NAME_FIELDS.has(spec.name) && text.includes('?') && hasLostLetters(text))
        return { ok: false, problem: { code: 'bad-format', severity: 'error', message: LOST_LETTERS_MESSAGE } };
      if (spec.name === 'first_name' || spec.name === 'last_name') return nameWithoutTitle(spec.name, text);
      const whole = spec.name === 'inst_id' ? wholeFromDecimal(text) : undefined;
      if (whole === undefined) return text;
      return {
        ok: false,
        problem: {
          code: 'bad-format',
          severity: 'error',
          message: `ends in ${text.slice(whole.length)}, as a column of numbers saved by a script or a spreadsheet does: the ID is probably ${whole}`,
          fix: { description: `if the ID is ${whole}, use it`, value: whole },
        },
      };
    }
  }
}

/**
 * A state or region that is not two letters (NSW, Bayern, Karnataka), on an address outside the
 * US: the service takes two letters only, and a region is no reason to refuse a person, so it is
 * not sent, with a warning (ok: false with a warning's severity: the field is left out, the row
 * stays valid). Canada's provinces all have two-letter codes, which their names are read as:
 * anything else there is refused.
 */
function regionNotSent(country: string): CleanOutcome {
  if (country === 'CA') {
    return {
      ok: false,
      problem: {
        code: 'not-allowed',
        severity: 'error',
        message:
          'is not a Canadian province or territory: write its two-letter code (ON for Ontario), or leave the cell empty',
      },
    };
  }
  const message = `is not a two-letter code, the only form the service takes for a state or region: not sent (the rest of the address is). If the region has an official two-letter code (Bayern's is BY), write that instead`;
  return { ok: false, problem: { code: 'suspicious', severity: 'warning', message } };
}

/**
 * US ZIP codes on a US address (and one without a country, read as the US); a postcode in its country's form elsewhere.
 */
function postcode(text: string, country: string | undefined, fixZeros: boolean): CleanOutcome | string {
  if (country !== undefined && !US_ZIP_COUNTRIES.has(country))
    return fromTransform(toPostcode(text, country, countryName(country), fixZeros));
  const zip = toZipCode(text, fixZeros);
  if (zip.ok || country !== undefined) return fromTransform(zip);
  // SW1A 1AA, K1A 0B1 on a row without a country: a postcode of another country, which a country for the row would
  // settle.
  const foreign = postcodeCountries(text);
  if (foreign.length === 0) return fromTransform(zip);
  const names = foreign.map(countryName).join(' or ');
  return {
    ok: false,
    problem: {
      code: 'bad-format',
      severity: 'error',
      message: `is not a US ZIP code but has the form of a postcode of ${names}, and the row has no country, so it is read as a US address. If the address is there, ${giveCountry(foreign[0]!)}`,
      hint: countryHint(foreign[0]!),
    },
  };
}

/** The US and the territories that use its ZIP codes. */
export const US_ZIP_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
  'UM',
  'MH',
  'FM',
  'PW',
]);

/**
 * The service's groups grant rights (admin, read-only, user): a list making someone an admin
 * is sent, since an import may mean it, but never without a word.
 */
function checkGroups(list: string[]): CleanOutcome {
  if (!list.some((group) => group.trim().toLowerCase() === 'admin')) return { ok: true, value: list };
  return {
    ok: true,
    value: list,
    warning: {
      code: 'suspicious',
      severity: 'warning',
      message:
        "puts this person in the service's admin group, which gives the right to administer the service (its groups are permission groups: admin, read-only, user). If the column holds affinities or clubs, map it to Tags instead",
    },
  };
}

/**
 * Titles no given name is: any other title word counts only with its full stop ("Hon Wai" is a Cantonese name, "Hon." a
 * title).
 */
const PLAIN_TITLES = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'professor', 'rev', 'reverend']);
const isTitleInFirstName = (word: string): boolean =>
  isTitle(word) && (word.endsWith('.') || PLAIN_TITLES.has(word.toLowerCase()));
/**
 * Suffixes no surname is: a degree (MD, as in "Garcia Md"? Md is a name too) counts only after a comma or with its
 * dots.
 */
const PLAIN_SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv', 'phd', 'ph.d.', 'esq', 'esq.']);
const isSuffixInLastName = (word: string, before: string): boolean =>
  isSuffix(word) &&
  (before.endsWith(',') || word.startsWith(',') || word.includes('.') || PLAIN_SUFFIXES.has(word.toLowerCase()));

/**
 * A first name that starts with a title ("Dr. Ann") or a last name that ends with a generation
 * or a degree ("Ray, Jr.", "Poe PhD"): sent as written, since a name may hold such a word, with
 * a warning naming the service's own field for it and the name without it as the fix.
 */
function nameWithoutTitle(field: 'first_name' | 'last_name', text: string): CleanOutcome {
  const words = text.split(' ');
  if (words.length < 2) return { ok: true, value: text };
  if (field === 'first_name' && isTitleInFirstName(words[0]!)) {
    const rest = words.slice(1).join(' ');
    return {
      ok: true,
      value: text,
      warning: {
        code: 'suspicious',
        severity: 'warning',
        message: `starts with the title "${words[0]}", which the service keeps in a field of its own (Title): map a title column, or send the name without it`,
        fix: { description: `send "${rest}"`, value: rest },
      },
    };
  }
  const last = words.at(-1)!;
  if (field === 'last_name' && isSuffixInLastName(last, words[words.length - 2]!)) {
    const rest = words.slice(0, -1).join(' ').replace(/,$/, '');
    return {
      ok: true,
      value: text,
      warning: {
        code: 'suspicious',
        severity: 'warning',
        message: `ends with "${last.replace(/^,/, '')}", which the service keeps in a field of its own (Suffix): map a suffix column, or send the name without it`,
        fix: { description: `send "${rest}"`, value: rest },
      },
    };
  }
  return { ok: true, value: text };
}

/** Name fields: the lines of a cell are one name, joined by a space ("Ann↵Marie" is Ann Marie). */
export const NAME_FIELDS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'middle_name',
  'maiden_name',
  'nickname',
  'name_title',
  'name_suffix',
]);
/** Identifiers: two lines may be two IDs, and an ID made of both would match no one. */
const IDENTIFIER_FIELDS = new Set(['inst_id', 'username', 'marketing_member_id']);

/**
 * A cell of several lines for a field of one line (all but the long text of About and Admin
 * notes): a Salesforce "Mailing Street" holds "1 Main St↵Apt 2", a city "Boston↵MA". Its lines
 * are sent on one line, joined by ", " (by a space in a name), with a warning quoting the cell;
 * an identifier of several lines is refused. (The row validator sends the lines after the first
 * of an address line 1 to address line 2 when the row gives no line 2.)
 */
function oneLine(spec: FieldSpec, text: string): CleanOutcome {
  const lines = linesOf(text);
  const count = lines.length > 1 ? `holds ${lines.length} lines` : 'holds a line break';
  if (IDENTIFIER_FIELDS.has(spec.name)) {
    return {
      ok: false,
      problem: {
        code: 'bad-format',
        severity: 'error',
        message: `${count}, and an ID is one value on one line: correct the cell`,
      },
    };
  }
  const joined = lines.join(NAME_FIELDS.has(spec.name) ? ' ' : ', ');
  return {
    ok: true,
    value: joined,
    warning: {
      code: 'suspicious',
      severity: 'warning',
      message: `${count} (↵ marks a line break), and the field keeps one line: sent as "${joined}"`,
    },
  };
}

/** "Class of 2006", "C/O 2006". */
const CLASS_OF = String.raw`(?:class\s+of\s+|c\/o\s+)?`;
/** The marks written before a year cut to two digits ('85, ’85) or, by mistake, before four ('2019). */
const APOSTROPHE_MARK = "['’‘`ʼ´]";
/**
 * A degree ("MBA", "B.A.", "Ph.D.", "MSc"), a term ("Spring", "Fall") or a month ("May", "Dec.", "September") beside a
 * year.
 */
const YEAR_WORD = String.raw`(?:(?:[a-z]{1,2}\.){1,4}|[a-z]{2,5}\.?|spring|summer|autumn|winter|january|february|august|september|october|november|december)`;
/** What parts a word from its year: a space, a comma or a dash, or nothing before an apostrophe ("MBA'05"). */
const WORD_GAP = String.raw`(?:\s*[,–-]\s*|\s+)`;
const PARENTHESES = String.raw`(?:\s*\([^()\d]*\))`;
/**
 * A year with words around it: "Class of 2006", "2006 (MBA)", "MBA 2006", "Spring 2019", "May 2019",
 * "‘2019"; with two digits, only after an apostrophe ("MBA '05", "Fall ’19"): "May 19" may be a day.
 * Group 1 is a four-digit year, group 2 two digits.
 */
const YEAR_IN_WORDS = new RegExp(
  String.raw`^${CLASS_OF}(?:${YEAR_WORD}(?:${WORD_GAP}|(?=${APOSTROPHE_MARK})))?(?:${APOSTROPHE_MARK}?(\d{4})|${APOSTROPHE_MARK}(\d{2}))(?:${WORD_GAP}${YEAR_WORD})?${PARENTHESES}?$`,
  'i',
);
const TWO_DIGIT_YEAR = /^(?:class\s+of\s+|c\/o\s+)?['’‘`]?(\d{2})$/i;
/**
 * An academic year, "2019-2020", "2019–20", "2019/20": a class year written so means the year it ends, when the class
 * graduates.
 */
const ACADEMIC_YEAR = /^(?:class\s+of\s+|c\/o\s+)?(\d{4})\s*[-–—/]\s*(\d{4}|\d{2})$/i;
/**
 * Two years or more in one cell: an alum with two degrees ("1985, 1990", "1985/1990", "Class of 1985 & 1990", "1985
 * (BA), 1990 (MA)").
 */
const YEAR_SPAN = /^(?:class\s+of\s+|c\/o\s+|batch\s+)?(\d{4})\s*[-–—]\s*(\d{4})$/i;
const SEVERAL_YEARS =
  /^(?:class\s+of\s+|c\/o\s+)?(\d{4})(?:\s*\([^()\d]*\))?(?:\s*(?:[,;/&+|–—-]|and)\s*\d{4}(?:\s*\([^()\d]*\))?)+$/i;

/**
 * A year written the way class lists write it, "Class of 2006", "2006 (MBA)", "MBA 2006", "Spring
 * 2019", "'06", "85" or the academic year "2019-20": the four-digit year to use instead, as a
 * suggested fix (never taken silently). Two digits are read in the century that makes a past
 * birth year, or a class year at most six years ahead; an academic year gives the year it ends.
 */
function yearWritten(
  text: string,
  classYear: boolean,
): { year: number; message: string; description: string; sent?: boolean } | undefined {
  const academic = classYear ? ACADEMIC_YEAR.exec(text) : null;
  if (academic) {
    const start = Number(academic[1]);
    const end =
      academic[2]!.length === 2 ? (Number(academic[2]) === (start + 1) % 100 ? start + 1 : 0) : Number(academic[2]);
    if (end === start + 1)
      return {
        year: end,
        message: `is an academic year: a class year is the year it ends, when the class graduates`,
        description: `if the class graduated in ${end}, use ${end}`,
      };
  }
  // 2015-2019, years attended as Indian and Nigerian lists write a batch: the class graduates in the last.
  const span = classYear ? YEAR_SPAN.exec(text) : null;
  if (span && Number(span[2]) - Number(span[1]) >= 2 && Number(span[2]) - Number(span[1]) <= 7) {
    return {
      year: Number(span[2]),
      message:
        'is a span of years (the years attended, as a batch is written): a class year is the year it ends, when the class graduates',
      description: `if the class graduated in ${span[2]}, use ${span[2]}`,
    };
  }
  const several = classYear ? SEVERAL_YEARS.exec(text) : null;
  if (several)
    return {
      year: Number(several[1]),
      message:
        "holds more than one year: the service keeps one class year (the preferred one; a second degree's year can go to a custom field)",
      description: `if ${several[1]} is the preferred class year, use ${several[1]}`,
    };
  // A graduation or conferral date (05/20/2007, 2007-05-20): its year, whichever the order of day
  // and month, is the class year without a doubt: sent, and said (a PeopleSoft or Workday export's
  // whole column would be refused otherwise).
  const date =
    classYear && /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/.test(text)
      ? [parseDate(text, 'mdy'), parseDate(text, 'dmy')].find((outcome) => outcome.ok && outcome.date.day !== undefined)
      : undefined;
  if (date?.ok)
    return {
      year: date.date.year,
      message: `is a date: its year, ${date.date.year}, is sent as the class year`,
      description: `use ${date.date.year}`,
      sent: true,
    };
  const words = YEAR_IN_WORDS.exec(text);
  if (words?.[1] !== undefined && words[1] !== text)
    return { year: Number(words[1]), message: 'is not a year alone', description: `use ${words[1]}` };
  const short = words?.[2] ?? TWO_DIGIT_YEAR.exec(text)?.[1];
  if (short === undefined) return undefined;
  const yy = Number(short);
  const thisYear = new Date().getUTCFullYear();
  const latest = (classYear ? thisYear + GRADUATION_YEARS_AHEAD : thisYear) % 100;
  const year = (yy > latest ? 1900 : 2000) + yy;
  return { year, message: 'must be a four-digit year', description: `if the year is ${year}, use ${year}` };
}

// Invisible control characters (C0 but tab and line breaks, DEL, C1) are never meant: a stray
// keystroke, a damaged export, or bytes Windows-1252 leaves undefined. Sent, they would hide in
// the service's records; refused, the person sees where.
// The same goes for the invisible characters copying from web pages and Word leaves inside a
// value: a zero-width space (U+200B), a word joiner (U+2060), a BOM inside the text (U+FEFF), a
// soft hyphen (U+00AD). Not the zero-width joiners (U+200C, U+200D): Persian and Indic names and
// emoji need them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b\u2060\ufeff]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');
const INVISIBLE_NAMES: Record<number, string> = {
  0xad: 'a soft hyphen',
  0x200b: 'a zero-width space',
  0x2060: 'a word joiner',
  0xfeff: 'a byte order mark',
};

function controlCharacterProblem(text: string): CellProblem | undefined {
  const at = text.search(CONTROL_CHARACTER);
  if (at < 0) return undefined;
  const char = text.charCodeAt(at);
  const code = codePointLabel(char);
  const named = INVISIBLE_NAMES[char];
  return {
    code: 'bad-format',
    severity: 'error',
    message: named
      ? `holds an invisible character (${code}, ${named}, which copying from a web page or a document leaves) at position ${at + 1}`
      : `holds an invisible control character (${code}) at position ${at + 1}`,
    fix: { description: 'remove the invisible characters', value: text.replace(CONTROL_CHARACTERS, '') },
  };
}

/** Kinds whose digits are the value itself (IDs, phones, ZIPs): a number Excel shortened to 1.23457E+11 is refused. */
const DIGITS_AS_TEXT = new Set<FieldSpec['kind']>(['string', 'text', 'phone', 'zipcode']);

/**
 * Cleans one non-empty cell for one field. `raw` is the cell as read (untrimmed). `accepts`, when
 * given, is the schema's cheap twin (fieldAccepts): zod then runs only to explain a refusal.
 */
export function cleanValue(
  spec: FieldSpec,
  schema: z.ZodType,
  raw: string,
  settings: TransformSettings,
  row: RowContext,
  accepts?: (value: unknown) => boolean,
): CleanOutcome {
  const text = settings.trimSpaces ? collapseSpaces(raw) : raw;
  const first = text.charCodeAt(0);
  // '85 in a year column is the alumni shorthand for 1985 (yearWritten suggests it), not Excel's mark.
  const kept =
    (first === APOSTROPHE || first === RIGHT_QUOTE) && !(spec.kind === 'integer' && text.length <= 3)
      ? apostropheNumberText(text)
      : undefined;
  if (kept !== undefined)
    return withKeptText(
      kept,
      apostropheNumberNote,
      apostropheNumberRefusal,
      cleanText(spec, schema, kept, settings, row, accepts),
    );
  const formula = first === EQUALS ? textFormulaText(text) : undefined;
  if (formula === undefined)
    return withFormulaWarning(spec, text, cleanText(spec, schema, text, settings, row, accepts));
  if (isBlank(formula))
    return {
      ok: false,
      problem: {
        code: 'bad-format',
        severity: 'error',
        message: 'is ="", the formula of an empty text: leave the cell empty',
        fix: { description: 'leave the cell empty', value: '' },
      },
    };
  return withKeptText(
    formula,
    textFormulaNote,
    textFormulaRefusal,
    cleanText(spec, schema, settings.trimSpaces ? collapseSpaces(formula) : formula, settings, row, accepts),
  );
}

/** Text fields: a cell a spreadsheet would run as a formula is sent with a warning (formula-cells.ts). */
function withFormulaWarning(spec: FieldSpec, text: string, outcome: CleanOutcome): CleanOutcome {
  if (!outcome.ok || (spec.kind !== 'string' && spec.kind !== 'text') || typeof outcome.value !== 'string')
    return outcome;
  const warning = spreadsheetFormulaProblem(text);
  return warning ? { ...outcome, warning } : outcome;
}

const EQUALS = 61;
const APOSTROPHE = 39;
const RIGHT_QUOTE = 0x2019;

/**
 * The outcome of the text Excel's marks keep as typed (inside ="00123", after '00123): its value
 * with a warning naming the form, or its refusal saying it is the text inside that is refused.
 */
function withKeptText(
  text: string,
  noteOf: (text: string) => string,
  refusalOf: (text: string, reason: string) => string,
  outcome: CleanOutcome,
): CleanOutcome {
  if (!outcome.ok)
    return { ok: false, problem: { ...outcome.problem, message: refusalOf(text, outcome.problem.message) } };
  const note = noteOf(text);
  const { warning } = outcome;
  return {
    ok: true,
    value: outcome.value,
    warning: {
      code: 'suspicious',
      severity: 'warning',
      message: warning ? `${note}; that text ${warning.message}` : note,
      ...(warning?.fix ? { fix: warning.fix } : {}),
    },
  };
}

/** Kinds whose values are written in ASCII: digits, codes, addresses. */
const NARROWED_KINDS = new Set<FieldSpec['kind']>([
  'phone',
  'integer',
  'decimal',
  'zipcode',
  'date',
  'email',
  'url',
  'flag',
]);
/** cleanValue of a cell's text, trimmed when asked and without ="…" around it. */
function cleanText(
  spec: FieldSpec,
  schema: z.ZodType,
  written: string,
  settings: TransformSettings,
  row: RowContext,
  accepts?: (value: unknown) => boolean,
): CleanOutcome {
  const text = NARROWED_KINDS.has(spec.kind) && hasWideForms(written) ? narrowed(written).trim() : written;
  const control = controlCharacterProblem(text);
  if (control) return { ok: false, problem: control };
  if (isExcelError(text)) return { ok: false, problem: excelErrorProblem(text) };
  if (DIGITS_AS_TEXT.has(spec.kind) && isScientificNotation(text))
    return { ok: false, problem: SCIENTIFIC_NOTATION_PROBLEM };
  const transformed = transform(spec, text, settings, row);
  const outcome: CleanOutcome =
    typeof transformed === 'object' && transformed !== null && !Array.isArray(transformed) && 'ok' in transformed
      ? (transformed as CleanOutcome)
      : { ok: true, value: transformed as OutgoingValue };
  if (!outcome.ok || accepts?.(outcome.value)) return outcome;
  const checked = schema.safeParse(outcome.value);
  if (checked.success) return outcome;
  const issue = checked.error.issues[0]!;
  const code: ProblemCode =
    issue.code === 'too_big' && typeof outcome.value === 'string'
      ? 'too-long'
      : issue.code === 'too_big' || issue.code === 'too_small'
        ? 'out-of-range'
        : issue.code === 'invalid_value'
          ? 'not-allowed'
          : 'bad-format';
  return { ok: false, problem: { code, severity: 'error', message: issue.message } };
}
