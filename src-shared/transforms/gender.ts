import { withoutAccents } from './text';
import { fix, problem } from '../problems/problem';
import type { TransformOutcome } from './types';

/**
 * The words for male and female of English lists and of the partner institutions' languages,
 * lower case and without accents (a cell is looked up so: "Féminin", "MÄNNLICH", "Masc." all
 * find theirs). Each language's noun (man, woman), adjective (male, female) and its usual
 * abbreviation; German lists write m/w, Swedish and Polish ones m/k. Single letters that mean
 * one gender in one language and the other in another are left out: a Dutch V is vrouw (female),
 * a Spanish one varón (male).
 */
// A Map, not an object: a cell reading "constructor" must find nothing.
const GENDER_WORDS = new Map<string, 'm' | 'f'>(
  Object.entries({
    // English
    m: 'm',
    male: 'm',
    man: 'm',
    masc: 'm',
    masculine: 'm',
    f: 'f',
    female: 'f',
    woman: 'f',
    fem: 'f',
    feminine: 'f',
    // German
    mann: 'm',
    mannlich: 'm',
    maennlich: 'm',
    mannl: 'm',
    w: 'f',
    frau: 'f',
    weiblich: 'f',
    weibl: 'f',
    // French
    h: 'm',
    homme: 'm',
    masculin: 'm',
    femme: 'f',
    feminin: 'f',
    // Spanish
    hombre: 'm',
    varon: 'm',
    masculino: 'm',
    mujer: 'f',
    femenino: 'f',
    // Portuguese
    homem: 'm',
    mulher: 'f',
    feminino: 'f',
    // Italian
    uomo: 'm',
    maschio: 'm',
    maschile: 'm',
    donna: 'f',
    femmina: 'f',
    femminile: 'f',
    // Dutch
    mannelijk: 'm',
    vrouw: 'f',
    vrouwelijk: 'f',
    // Swedish, Norwegian, Danish
    manlig: 'm',
    mannlig: 'm',
    mand: 'm',
    mandlig: 'm',
    k: 'f',
    kvinna: 'f',
    kvinnlig: 'f',
    kvinne: 'f',
    kvinnelig: 'f',
    kvinde: 'f',
    kvindelig: 'f',
    // Polish
    mezczyzna: 'm',
    meski: 'm',
    kobieta: 'f',
    zenski: 'f',
    // Chinese and Japanese, Korean
    男: 'm',
    男性: 'm',
    女: 'f',
    女性: 'f',
    남: 'm',
    남성: 'm',
    남자: 'm',
    여: 'f',
    여성: 'f',
    여자: 'f',
  } as const),
);

/**
 * How exports write a gender nobody gave (Outlook's "Unspecified", Raiser's Edge's "Unknown",
 * Workday's "Not Declared", survey forms' "Prefer not to say"): no value, not a gender to refuse.
 */
const NOT_KNOWN = new Set([
  'u',
  'unknown',
  'unk',
  'not known',
  'not specified',
  'unspecified',
  'not stated',
  'undisclosed',
  'not given',
  'not provided',
  'not reported',
  'unreported',
  'not declared',
  'undeclared',
  'not disclosed',
  'declined',
  'declined to state',
  'decline to state',
  'declined to answer',
  'decline to answer',
  'declined to specify',
  'declined to disclose',
  'prefer not to say',
  'prefer not to answer',
  'prefer not to disclose',
  'prefers not to say',
  'chose not to disclose',
  'choose not to disclose',
  'not answered',
  'no answer',
  'no response',
]);
/** ...and what else a gender column holds that the service's m/f cannot: a cell it has no value for. */
const NO_VALUE = new Set([
  ...NOT_KNOWN,
  'n/a',
  'na',
  '?',
  '-',
  'x',
  'non-binary',
  'nonbinary',
  'non binary',
  'nb',
  'other',
  'divers',
  'diverse',
  'genderqueer',
  'agender',
  'another gender',
  'self-described',
  'self described',
]);

/** The cell as GENDER_WORDS holds it: lower case, accents and a closing full stop ("Masc.") taken off. */
function genderKey(lower: string): string {
  const word = lower.endsWith('.') ? lower.slice(0, -1) : lower;
  // Only letters outside ASCII have accents to take off (most cells: M, F, Male, Female).
  return /[\u0080-\uffff]/.test(word) ? withoutAccents(word) : word;
}

function genderOf(lower: string): 'm' | 'f' | undefined {
  return GENDER_WORDS.get(lower) ?? GENDER_WORDS.get(genderKey(lower));
}

/** A value a gender column holds: a word for male or female, or one the service has no value for. */
export function isGenderWord(lower: string): boolean {
  return genderOf(lower) !== undefined || NO_VALUE.has(lower);
}

/** Male/Female/M/F (and Man/Woman, m/w, Mann/Frau, Homme/Femme, ...) in any case, accents or not -> m/f. */
export function toGender(value: string, normalise: boolean): TransformOutcome {
  if (value === 'm' || value === 'f') return { ok: true, value, changed: false };
  const gender = normalise ? genderOf(value.toLowerCase()) : undefined;
  if (gender) return { ok: true, value: gender, changed: true };
  if (NO_VALUE.has(value.trim().toLowerCase()))
    return { ok: false, problem: problem('gender.not-allowed', undefined, { fix: fix('fix.empty-no-value', '') }) };
  return { ok: false, problem: problem('gender.not-allowed') };
}

/**
 * Whether a gender column (of the rows given) writes M for a woman: Spanish and Mexican lists
 * write H (hombre) and M (mujer), where M is male in English. Told by the column's letters: H
 * and M, and no F. The suggestion and validation both judge the whole column, so they agree.
 */
/** A gender cell's letter or word as the H-and-M reading compares it: lower case, a closing full stop off. */
const letterOf = (value: string): string => value.trim().toLowerCase().replace(/\.$/, '');

export function readsMAsWoman(rows: readonly (readonly string[])[], column: number): boolean {
  let h = 0;
  let m = 0;
  for (const row of rows) {
    const letter = letterOf(row[column] ?? '');
    if (letter === 'h') h++;
    else if (letter === 'm') m++;
    // A word for a woman (F, Female, Frau, Mujer...) beside them: M is the man's letter.
    else if (genderOf(letter) === 'f') return false;
  }
  // One stray H in a list of M (a typo) says nothing: hombre and mujer come in numbers.
  return h >= 2 && m >= 1;
}

/** Whether a gender cell says only that the gender is not known. */
export function isGenderNotKnown(value: string): boolean {
  return NOT_KNOWN.has(value.trim().toLowerCase());
}

/** M (mujer) as F in a column readsMAsWoman takes; any other cell as it is. */
export function womanForM(cell: string): string {
  return letterOf(cell) === 'm' ? 'f' : cell;
}
