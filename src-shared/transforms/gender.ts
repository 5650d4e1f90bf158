import type { TransformOutcome } from './types';

const GENDER_WORDS: Record<string, 'm' | 'f'> = { m: 'm', male: 'm', f: 'f', female: 'f' };

/** Male/Female/M/F in any case -> m/f. */
export function toGender(value: string, normalise: boolean): TransformOutcome {
  if (value === 'm' || value === 'f') return { ok: true, value, changed: false };
  const gender = normalise ? GENDER_WORDS[value.toLowerCase()] : undefined;
  if (gender) return { ok: true, value: gender, changed: true };
  return { ok: false, message: 'is not one of the values the service accepts for gender: m or f (Male, Female, M, F are read too); leave the cell empty when unknown' };
}
