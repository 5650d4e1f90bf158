// Hard guards: facts no sum of weights outweighs. A guarded candidate is never a sure match; it is
// held for a person (when the evidence or a shared identifier makes it a candidate at all).
import type { Evidence } from './evidence';
import type { Profile } from './profile';

export type GuardCode =
  | 'shares-email-first-name-differs'
  | 'shares-inst-id-first-name-differs'
  | 'first-name-differs'
  | 'birth-date-contradicts'
  | 'class-year-contradicts'
  | 'gender-contradicts'
  | 'suffix-contradicts'
  | 'inst-id-contradicts';

export interface Guard {
  code: GuardCode;
  params: Record<string, string>;
}

const EMAIL_AGREES = new Set(['same-email', 'email-is-their-secondary', 'secondary-is-their-email', 'household-email']);
/** First names that can be one person's next to a shared identifier: same, nickname, initial, small typo. (A
 * row with first and last name swapped has no first-name evidence: it is not held for its first name.) */
const FIRST_FITS = new Set(['same-first-name', 'first-name-nickname', 'first-name-initial', 'first-name-typo']);

/** The contradiction a field's level is, when it is one. */
const CONTRADICTIONS: Partial<Record<Evidence['code'], GuardCode>> = {
  'different-birth-date': 'birth-date-contradicts',
  'different-class-year': 'class-year-contradicts',
  'different-gender': 'gender-contradicts',
  'different-suffix': 'suffix-contradicts',
};

const fullName = (profile: Profile) => [profile.first?.text, profile.last?.text].filter(Boolean).join(' ');

export function guardsOf(items: readonly Evidence[], row: Profile, user: Profile): Guard[] {
  const guards: Guard[] = [];
  const name = { user: fullName(user) };
  const first = items.find((item) => item.field === 'first_name')?.code ?? null;
  const firstFits = first === null || FIRST_FITS.has(first);
  const byEmail = items.find((item) => EMAIL_AGREES.has(item.code));
  const byId = items.find((item) => item.code === 'same-inst-id');
  if (!firstFits && byEmail)
    guards.push({ code: 'shares-email-first-name-differs', params: { ...name, ...byEmail.params } });
  else if (!firstFits && byId)
    guards.push({ code: 'shares-inst-id-first-name-differs', params: { ...name, ...byId.params } });
  else if (first === 'first-name-differs')
    guards.push({ code: 'first-name-differs', params: { row: row.first!.text, user: user.first!.text } });
  for (const item of items) {
    const code = CONTRADICTIONS[item.code];
    if (code) guards.push({ code, params: item.params });
    if (item.code === 'different-inst-id' && sameShape(item.params['row']!, item.params['user']!))
      guards.push({ code: 'inst-id-contradicts', params: item.params });
  }
  return guards;
}

/** Two inst_ids of one shape (same length, digits and letters in the same places): complete, well-formed. */
function sameShape(a: string, b: string): boolean {
  const shape = (s: string) => s.replace(/[0-9]/g, '9').replace(/[A-Za-z]/g, 'A');
  return a.length === b.length && shape(a) === shape(b);
}
