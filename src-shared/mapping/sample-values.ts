// What a column's values look like, whatever its header says.
import { parseDate, parseDayAndMonth } from '../transforms/date';
import { addressInside, isEmailSyntax } from '../transforms/email';
import { isFlagWord, yesNoOf } from '../transforms/flag';
import { isSuffix, isTitle } from '../transforms/name-words';
import { isGenderWord } from '../transforms/gender';
import { undoFormulaGuard } from '../transforms/formula-guard';
import { hasWideForms, narrowed } from '../transforms/text';

export interface ValueProfile {
  /** Non-empty samples looked at. */
  count: number;
  emails: number;
  dates: number;
  /** Days and months without a year (07/04, July 4, --07-04): birthdays as contact lists keep them. */
  dayMonths: number;
  flags: number;
  /**
   * Yes-or-no answers to a question such as "unsubscribed?": flags less statuses (Active), and words of an email
   * preference (Do Not Allow, Unsubscribed).
   */
  answers: number;
  genders: number;
  phones: number;
  /** Whole or decimal numbers (a decimal comma too). */
  numbers: number;
  /** Holding an @: an address, maybe mistyped ("ann@x,org"). */
  withAt: number;
  /** Holding seven digits or more: a phone number, maybe written oddly ("617 555 1234 (home)"). */
  sevenDigits: number;
  /**
   * Holding a digit, not an email address: a year or number written with words around it ("Class of '85", "1985,
   * 1990").
   */
  withDigits: number;
  /** Titles alone ("Mr.", "Dr.", "Rev. Dr."), not a salutation ("Dear Ann") or an addressee ("Mr. and Mrs. Lee"). */
  titles: number;
  /** Two to six words of letters, no digit or @: a person's whole name ("Lee, Ann M."). */
  names: number;
  /** Whole names written last name first, a comma after it ("Lee, Ann M."): a sort name, never one part of a name. */
  lastFirst: number;
  /** Social network a column of profile links points to, when they all agree. */
  socialSite?: 'facebook' | 'twitter' | 'linkedin' | 'instagram';
}

const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const PHONE = /^[+(]?\d[\d\s().\-/]{6,}(?:\s*(?:x|ext\.?)\s*\d+)?$/i;
const SOCIAL_HOSTS: [RegExp, ValueProfile['socialSite']][] = [
  [/(^|\.)facebook\.com\//i, 'facebook'],
  [/(^|\.)(twitter|x)\.com\//i, 'twitter'],
  [/(^|\.)linkedin\.com\//i, 'linkedin'],
  [/(^|\.)instagram\.com\//i, 'instagram'],
];

/** Titles of partner institutions' lists that the name splitter does not take as titles (Mme, M., Frau, Sra.). */
const TITLES_ABROAD = new Set([
  'm.',
  'mme',
  'mmes',
  'mlle',
  'mlles',
  'mm.',
  'herr',
  'frau',
  'sr',
  'sra',
  'srta',
  'dott',
  'dott.ssa',
  'dottssa',
  'sig',
  'sig.ra',
  'dhr',
  'mevr',
  'pan',
  'pani',
  'sr.',
  'sra.',
  'srta.',
  'dott.',
  'sig.',
  'dhr.',
  'mevr.',
  'me',
  'mme.',
  'mlle.',
]);
const isTitleWord = (word: string): boolean => isTitle(word) || TITLES_ABROAD.has(word.toLowerCase());

/**
 * Two addresses or more in one cell ("ann@x.org; ann@y.org"): an email column's cell to split, not a reason to doubt
 * the column.
 */
const SEVERAL_ADDRESSES = /[;,\s]+/;
function holdsEmails(lower: string): boolean {
  if (isEmailSyntax(lower) || isEmailSyntax(addressInside(lower) ?? '')) return true;
  if (!lower.includes('@')) return false;
  const parts = lower.split(SEVERAL_ADDRESSES).filter((part) => part !== '');
  return parts.length > 1 && parts.every((part) => isEmailSyntax(part));
}

/**
 * "Lee, Ann M.": a last name, a comma, the first word of the given names ("Lee, Jr." is a last name and its suffix).
 */
const LAST_FIRST = /^[^,]*\p{L}[^,]*,\s*(\p{L}[^\s,]*)/u;

function looksLikeWholeName(value: string): boolean {
  if (/[\d@]/.test(value)) return false;
  // 王伟, 김민수: a Chinese or Korean whole name is two to four characters, written without a space.
  if (/^[\p{Script=Han}\p{Script=Hangul}]{2,4}$/u.test(value)) return true;
  const words = value.split(/[\s,]+/).filter((word) => /\p{L}/u.test(word));
  return words.length >= 2 && words.length <= 6;
}

export function profileValues(samples: readonly string[]): ValueProfile {
  const profile: ValueProfile = {
    count: 0,
    emails: 0,
    dates: 0,
    dayMonths: 0,
    flags: 0,
    answers: 0,
    genders: 0,
    phones: 0,
    numbers: 0,
    withAt: 0,
    sevenDigits: 0,
    withDigits: 0,
    titles: 0,
    names: 0,
    lastFirst: 0,
  };
  const sites = new Set<ValueProfile['socialSite']>();
  for (const raw of samples) {
    // Judged without the apostrophe our errors files put before formula-like cells ('+1 617...).
    // ...and with full-width or Arabic-Indic digits as ASCII ones, as validation reads them (０９０－１２３４).
    const unguarded = undoFormulaGuard(raw).trim();
    const value = hasWideForms(unguarded) ? narrowed(unguarded).trim() : unguarded;
    if (value === '') continue;
    profile.count++;
    const lower = value.toLowerCase();
    if (holdsEmails(lower)) profile.emails++;
    else if (/\d/.test(value)) profile.withDigits++;
    if (value.includes('@')) profile.withAt++;
    const digits = value.replace(/\D/g, '').length;
    if (digits >= 7) profile.sevenDigits++;
    if (isFlagWord(lower)) profile.flags++;
    if (yesNoOf(lower) !== undefined) profile.answers++;
    if (isGenderWord(lower)) profile.genders++;
    if (digits >= 7 && PHONE.test(value)) profile.phones++;
    if (NUMBER.test(value)) profile.numbers++;
    if (looksLikeWholeName(value)) {
      profile.names++;
      const given = LAST_FIRST.exec(value)?.[1];
      if (given !== undefined && !isSuffix(given)) profile.lastFirst++;
    }
    if (value.split(/\s+/).every(isTitleWord)) profile.titles++;
    // Five digits: an Excel date serial (31232 = 1985-07-04), what a date column saved as "General" holds;
    // eight: 19850704. A date refused with a fix (a two-digit year: 4-Jul-85) is a date to correct.
    if (/[/\-.]/.test(value) || /[a-z]{3}/i.test(value) || /^\d{5}$/.test(value) || /^(?:19|20)\d{6}$/.test(value)) {
      const date = parseDate(value, 'mdy');
      // Raiser's Edge's partial dates (00/00/1975, 6/1989) are dates whose day is not known.
      if (
        (date.ok && (date.date.day !== undefined || date.form === 'partial')) ||
        (!date.ok && date.problem.fix !== undefined)
      )
        profile.dates++;
      else if (parseDayAndMonth(value, null) !== undefined) profile.dayMonths++;
    }
    const site = SOCIAL_HOSTS.find(([pattern]) => pattern.test(value.replace(/^https?:\/\/(www\.)?/i, '')))?.[1];
    sites.add(site);
  }
  if (sites.size === 1) {
    const [site] = sites;
    if (site) profile.socialSite = site;
  }
  return profile;
}

/** Share (0..1) of non-empty samples of one kind. */
export const share = (profile: ValueProfile, kind: Exclude<keyof ValueProfile, 'count' | 'socialSite'>): number =>
  profile.count === 0 ? 0 : profile[kind] / profile.count;
