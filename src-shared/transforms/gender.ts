import type { TransformOutcome } from './types';

/** The words for male and female of English lists and of the partner institutions' languages (German lists write m/w). */
// A Map, not an object: a cell reading "constructor" must find nothing.
const GENDER_WORDS = new Map<string, 'm' | 'f'>(
  Object.entries({
    m: 'm', male: 'm', man: 'm', f: 'f', female: 'f', woman: 'f',
    männlich: 'm', mannlich: 'm', w: 'f', weiblich: 'f', homme: 'm', masculin: 'm', femme: 'f', féminin: 'f', feminin: 'f',
    hombre: 'm', masculino: 'm', h: 'm', mujer: 'f', femenino: 'f', uomo: 'm', maschio: 'm', donna: 'f', femmina: 'f',
  } as const),
);

/** How exports say "not known" (Raiser's Edge writes Unknown), or a gender the service's m/f cannot hold: a cell it has no value for. */
const NO_VALUE = new Set([
  'u', 'unknown', 'unk', 'not known', 'not specified', 'not stated', 'unspecified', 'undisclosed', 'prefer not to say', 'declined', 'n/a', 'na', '?', '-',
  'x', 'non-binary', 'nonbinary', 'non binary', 'nb', 'other', 'divers', 'diverse', 'genderqueer', 'agender', 'another gender', 'self-described', 'self described',
]);

/** A value a gender column holds: a word for male or female, or one the service has no value for. */
export function isGenderWord(lower: string): boolean {
  return GENDER_WORDS.has(lower) || NO_VALUE.has(lower);
}

/** Male/Female/M/F (and Man/Woman, m/w, ...) in any case -> m/f. */
export function toGender(value: string, normalise: boolean): TransformOutcome {
  if (value === 'm' || value === 'f') return { ok: true, value, changed: false };
  const gender = normalise ? GENDER_WORDS.get(value.toLowerCase()) : undefined;
  if (gender) return { ok: true, value: gender, changed: true };
  const message = 'is not one of the values the service accepts for gender: m or f (Male, Female, M, F are read too); leave the cell empty when it is neither or not known';
  if (NO_VALUE.has(value.trim().toLowerCase())) return { ok: false, message, fix: { description: 'leave the cell empty (the service has no value for it)', value: '' } };
  return { ok: false, message };
}
