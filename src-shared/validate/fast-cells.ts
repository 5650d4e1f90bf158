// The per-cell fast path. Most cells of a real file are already clean ("Ann", "ann@example.org",
// "02134", "MA"): for those, one precompiled test per column gives the value cleanValue would
// give, without its intermediate objects, zod or the libraries behind the transforms. Anything
// the test is not sure of (spaces to trim, a name to turn into a code, a refusal to word) goes
// the full way. Agreement with cleanValue is tested cell by cell (test/shared/validate/fast-cells.test.ts).
import type { FieldSpec } from '../fields/catalogue';
import { mayBeWholeAsDecimal } from '../transforms/decimal-whole';
import { emailScanOf, localPartScan } from '../transforms/email';
import { isEmptyWord } from '../transforms/empty-words';
import { recentDomainScan } from '../transforms/email-domain';
import { formatNanp, isNanp } from '../transforms/north-american-phone';
import type { TransformSettings } from '../transforms/types';
import { isUsStateCode } from '../transforms/us-states';
import { isScientificNotation } from '../transforms/scientific-notation';
import { hasWideForms, isTrimmed } from '../transforms/text';
import { isZipCode } from '../transforms/zip';
import { NAME_FIELDS } from './clean-field';
import { isSpecialWide, mayRunAsFormula, readsAsFormulaOrError, trimmedTextCell } from './fast-text';
import type { OutgoingValue } from './outgoing-user';
import { WEB_ADDRESS } from './send-schemas';

/** The clean value of a non-empty cell, or undefined: "ask cleanValue". Never a refusal. */
export type FastCell = (cell: string) => OutgoingValue | undefined;

/**
 * Invisible characters cleanValue refuses: C0 but tab and line breaks, DEL, C1, and the zero-width ones (see
 * clean-field).
 */
function isControl(code: number): boolean {
  return (
    (code < 32 && code !== 9 && code !== 10 && code !== 13) ||
    (code >= 0x7f && (code <= 0x9f || code === 0xad || code === 0x200b || code === 0x2060 || code === 0xfeff))
  );
}

/**
 * True when cleanValue with trimSpaces would change or refuse the cell before its field's
 * transform: blank ends, two spaces in a row, a tab or non-breaking space (collapseSpaces), or a
 * control character; in a field of one line (`oneLine`: all but About and Admin notes) a line
 * break too, U+2028 and U+2029 (Unicode's line and paragraph separators) included, since
 * cleanValue joins the lines. A scan of char codes: a regex doing the same costs several times more.
 */
function trimmingScan(cell: string, oneLine: boolean): boolean {
  const last = cell.length - 1;
  if (isTrimmed(cell.charCodeAt(0)) || isTrimmed(cell.charCodeAt(last))) return true;
  for (let i = 0; i <= last; i++) {
    const code = cell.charCodeAt(i);
    if (code === 32) {
      if (cell.charCodeAt(i + 1) === 32) return true;
    } else if (code < 32) {
      if (oneLine || (code !== 10 && code !== 13)) return true; // tab, line break, or a control character
    } else if (code >= 0x7f && isSpecialWide(code, oneLine)) return true;
  }
  return false;
}

/** trimmingScan for a field that keeps its line breaks (notes). */
export const needsTrimming = (cell: string): boolean => trimmingScan(cell, false);
/** trimmingScan for a field of one line. */
export const needsTrimmingLine = (cell: string): boolean => trimmingScan(cell, true);

/** The same check when trimSpaces is off: only control characters stop the fast path. */
export function hasControl(cell: string): boolean {
  for (let i = 0; i < cell.length; i++) if (isControl(cell.charCodeAt(i))) return true;
  return false;
}

/** hasControl for a field of one line: a line break stops the fast path too. */
export function hasControlOrLineBreak(cell: string): boolean {
  for (let i = 0; i < cell.length; i++) {
    const code = cell.charCodeAt(i);
    if (isControl(code) || code === 10 || code === 13 || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

// http(s), a host of letters, digits and dashes ending in a label of letters (never an IP
// address new URL() could refuse; no "xn--" label, whose punycode it could refuse), then a path
// of characters URLs carry as they are.
const PLAIN_WEB_ADDRESS =
  /^https?:\/\/(?![^/?#]*[xX][nN]--)(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}(?:[/?#][A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*)?$/;

/** Digits only, at most 15 (Number reads them exactly): a whole number with nothing to clean. */
function isPlainWholeNumber(cell: string): boolean {
  if (cell.length > 15) return false;
  for (let i = 0; i < cell.length; i++) {
    const code = cell.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * The fast path of one mapped column, or undefined when its kind has none (cleanValue, memo).
 * `accepts` is the field's fieldAccepts: whole numbers take the fast path only through it.
 */
export function fastCell(
  spec: FieldSpec,
  settings: TransformSettings,
  accepts?: (value: unknown) => boolean,
): FastCell | undefined {
  // Only About and Admin notes keep line breaks; every other field is one line.
  const multiLine = spec.kind === 'text';
  const needsCleaning = settings.trimSpaces
    ? multiLine
      ? needsTrimming
      : needsTrimmingLine
    : multiLine
      ? hasControl
      : hasControlOrLineBreak;
  const size = spec.size ?? Infinity;
  // A cell starting with # may be an Excel error value (#N/A), one starting with = a text formula
  // (="00123"), one starting with an apostrophe a number kept as typed ('00124): cleanValue reads those.
  const plain = (cell: string): boolean =>
    cell.length <= size && !readsAsFormulaOrError(cell.charCodeAt(0)) && !needsCleaning(cell);
  switch (spec.kind) {
    case 'string':
    case 'text': {
      if (settings.trimSpaces) return trimmedTextCell(spec, settings.emptyWords);
      // Spaces kept as written: the general checks (a rare setting).
      const plainText = (cell: string): boolean => plain(cell) && !mayRunAsFormula(cell.charCodeAt(0));
      const id = spec.name === 'inst_id';
      const { emptyWords } = settings;
      const wholeName = spec.name === 'first_name' || spec.name === 'last_name';
      const name = wholeName || NAME_FIELDS.has(spec.name);
      return (cell) =>
        !(wholeName && cell.indexOf(' ') >= 0) &&
        !(name && (cell.indexOf('?') >= 0 || cell.indexOf('/') >= 0 || cell.indexOf('(') >= 0)) &&
        plainText(cell) &&
        !isScientificNotation(cell) &&
        !(emptyWords && isEmptyWord(cell)) &&
        !(id && mayBeWholeAsDecimal(cell))
          ? cell
          : undefined;
    }
    case 'zipcode':
      // A ZIP written as the service wants it passes for US and foreign addresses alike.
      return (cell) => (isZipCode(cell) ? cell : undefined);
    case 'state':
      // A US state code passes whatever the row's country.
      return (cell) => (isUsStateCode(cell) ? cell : undefined);
    case 'flag':
      return (cell) => (cell === '1' ? 1 : cell === '0' ? 0 : undefined);
    case 'gender':
      // M and F, how most registrars write it, are read as m and f when genders are normalised.
      if (!settings.normaliseGender) return (cell) => (cell === 'm' || cell === 'f' ? cell : undefined);
      return (cell) => (cell === 'm' || cell === 'M' ? 'm' : cell === 'f' || cell === 'F' ? 'f' : undefined);
    case 'email': {
      const scanned = newEmailScanState();
      return (cell) => fastEmail(cell, size, settings.lowercaseEmail, scanned);
    }
    case 'phone':
      return phoneCell(settings, plain);
    case 'integer': {
      // A class year or a day written in digits, within the field's range: its number.
      if (!accepts) return undefined;
      return (cell) => {
        if (!isPlainWholeNumber(cell)) return undefined;
        const value = Number(cell);
        return accepts(value) ? value : undefined;
      };
    }
    case 'url':
      // A plain web address holds no space, control or wide character: nothing to clean, no formula start.
      if (settings.checkUrls) return (cell) => (cell.length <= size && PLAIN_WEB_ADDRESS.test(cell) ? cell : undefined);
      return (cell) => (plain(cell) && WEB_ADDRESS.test(cell) ? cell : undefined);
    default:
      return undefined;
  }
}

/** What fastEmail leaves for its caller (the address's hash) and keeps between cells (the domains last met). */
export interface EmailScanState {
  hash: number;
  recent: { domains: string[]; scans: number[] };
}

export const newEmailScanState = (): EmailScanState => ({ hash: 0, recent: { domains: [], scans: [] } });

/**
 * The email fast path: a valid address has no spaces or control characters to clean; it is
 * lower-cased only when it has capitals. The same scan leaves foldedHash of the address in
 * `scanned.hash`, which finding duplicates needs (one pass over the characters, not two); a
 * domain met just before is not scanned again.
 */
export function fastEmail(cell: string, size: number, lowercase: boolean, scanned: EmailScanState): string | undefined {
  if (cell.length > size) return undefined;
  const at = cell.indexOf('@');
  if (at <= 0) return undefined;
  const local = localPartScan(cell, at);
  if (local < 0) return undefined;
  // A domain that is none, or a provider's domain mistyped (cleanValue warns about it): -1.
  const domain = recentDomainScan(cell, at, scanned.recent);
  if (domain < 0) return undefined;
  const scan = emailScanOf(local, domain);
  scanned.hash = scan >>> 1;
  return scan % 2 === 1 && lowercase ? cell.toLowerCase() : cell;
}

/** Whether a phone cell may be read in a North American form: US numbers by default, or written with +1. */
function readsNanp(settings: TransformSettings): (cell: string) => boolean {
  const usByDefault = settings.defaultPhoneCountry.toUpperCase() === 'US';
  return (cell) => usByDefault || cell.startsWith('+1');
}

function phoneCell(settings: TransformSettings, plain: (cell: string) => boolean): FastCell {
  if (!settings.normalisePhones)
    // Full-width or Arabic-Indic forms are narrowed to ASCII on the plain path: left to it.
    return (cell) =>
      plain(cell) && /\d/.test(cell) && !isScientificNotation(cell) && !hasWideForms(cell) ? cell : undefined;
  const nanp = readsNanp(settings);
  // A North American form holds digits, separators and brackets only: nothing to trim.
  return (cell) => (nanp(cell) ? formatNanp(cell) : undefined);
}

/**
 * For a kind whose clean value costs a new string (phones): whether the fast path would give a
 * value, without writing it. Checking rows uses it where nothing reads the value (a phone field
 * one column feeds); the User, written later, takes the value from fastCell.
 */
export function fastCheck(spec: FieldSpec, settings: TransformSettings): ((cell: string) => boolean) | undefined {
  if (spec.kind !== 'phone' || !settings.normalisePhones) return undefined;
  const nanp = readsNanp(settings);
  return (cell) => nanp(cell) && isNanp(cell);
}
