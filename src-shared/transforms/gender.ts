import type { TransformOutcome } from './types';

const GENDER_WORDS: Record<string, 'm' | 'f'> = { m: 'm', male: 'm', f: 'f', female: 'f' };

/** How exports say "not known" (Raiser's Edge writes Unknown): a cell the service has no value for. */
const NOT_KNOWN = new Set(['u', 'unknown', 'unk', 'not known', 'not specified', 'not stated', 'unspecified', 'undisclosed', 'prefer not to say', 'declined', 'n/a', 'na', '?', '-']);

/** Male/Female/M/F in any case -> m/f. */
export function toGender(value: string, normalise: boolean): TransformOutcome {
  if (value === 'm' || value === 'f') return { ok: true, value, changed: false };
  const gender = normalise ? GENDER_WORDS[value.toLowerCase()] : undefined;
  if (gender) return { ok: true, value: gender, changed: true };
  const message = 'is not one of the values the service accepts for gender: m or f (Male, Female, M, F are read too); leave the cell empty when unknown';
  if (NOT_KNOWN.has(value.trim().toLowerCase())) return { ok: false, message, fix: { description: 'leave the cell empty (gender not known)', value: '' } };
  return { ok: false, message };
}
