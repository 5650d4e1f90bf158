// The comparison levels, as data: for each, the field it belongs to, m (how often the same person's
// two records land at this level, after the damage real lists carry) and a default u (how often two
// different people do). A level's weight is log2(m / u). Where the service's users can tell, u is
// measured on them instead (see weights.ts): per value for the `tf` levels, so two "Smith"s prove
// less than two "Quinlivan"s. The m values are defaults from the damage rates of re-keyed lists
// (docs/readme/matching.md): a level no one can measure on one file is better fixed than guessed.

export type MatchField =
  | 'first_name'
  | 'last_name'
  | 'birth_date'
  | 'class_year'
  | 'gender'
  | 'suffix'
  | 'inst_id'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'street'
  | 'city';

/** The value tables whose frequencies the service's users give (term-frequency adjustment). */
export type FrequencyTable =
  'first' | 'surname' | 'dob' | 'classYear' | 'email' | 'instId' | 'postcode' | 'street' | 'city';

export interface Level {
  field: MatchField;
  m: number;
  u: number;
  tf?: FrequencyTable;
}

export const LEVELS = {
  'same-first-name': { field: 'first_name', m: 0.86, u: 0.01, tf: 'first' },
  'first-name-nickname': { field: 'first_name', m: 0.05, u: 0.004 },
  'first-name-typo': { field: 'first_name', m: 0.04, u: 0.003 },
  'first-name-sounds-alike': { field: 'first_name', m: 0.02, u: 0.006 },
  'first-name-initial': { field: 'first_name', m: 0.02, u: 0.06 },
  'first-name-differs': { field: 'first_name', m: 0.01, u: 0.92 },
  'same-last-name': { field: 'last_name', m: 0.82, u: 0.002, tf: 'surname' },
  'last-name-is-their-maiden-name': { field: 'last_name', m: 0.04, u: 0.002, tf: 'surname' },
  'maiden-name-is-their-last-name': { field: 'last_name', m: 0.04, u: 0.002, tf: 'surname' },
  'same-maiden-name': { field: 'last_name', m: 0.02, u: 0.002, tf: 'surname' },
  'shares-surname-part': { field: 'last_name', m: 0.01, u: 0.0005 },
  'last-name-typo': { field: 'last_name', m: 0.05, u: 0.0008 },
  'last-name-sounds-alike': { field: 'last_name', m: 0.02, u: 0.002 },
  'last-name-differs': { field: 'last_name', m: 0.05, u: 0.99 },
  /** First and last name the other way round; u is both names' frequencies multiplied. */
  'names-swapped': { field: 'last_name', m: 0.02, u: 0.00002 },
  'same-birth-date': { field: 'birth_date', m: 0.92, u: 0.00005, tf: 'dob' },
  'birth-date-one-digit': { field: 'birth_date', m: 0.03, u: 0.0006 },
  'birth-date-day-month-swapped': { field: 'birth_date', m: 0.015, u: 0.00005 },
  'same-birth-year': { field: 'birth_date', m: 0.9, u: 0.02 },
  'different-birth-date': { field: 'birth_date', m: 0.01, u: 0.999 },
  'same-class-year': { field: 'class_year', m: 0.95, u: 0.02, tf: 'classYear' },
  'different-class-year': { field: 'class_year', m: 0.05, u: 0.98 },
  'same-gender': { field: 'gender', m: 0.98, u: 0.5 },
  'different-gender': { field: 'gender', m: 0.02, u: 0.5 },
  'same-suffix': { field: 'suffix', m: 0.9, u: 0.3 },
  'different-suffix': { field: 'suffix', m: 0.02, u: 0.7 },
  'same-inst-id': { field: 'inst_id', m: 0.96, u: 0.00001, tf: 'instId' },
  'inst-id-typo': { field: 'inst_id', m: 0.03, u: 0.0002 },
  'different-inst-id': { field: 'inst_id', m: 0.01, u: 0.9998 },
  'same-email': { field: 'email', m: 0.5, u: 0.00001, tf: 'email' },
  'email-is-their-secondary': { field: 'email', m: 0.05, u: 0.00001, tf: 'email' },
  'secondary-is-their-email': { field: 'email', m: 0.05, u: 0.00001, tf: 'email' },
  'household-email': { field: 'email', m: 0.5, u: 0.00001, tf: 'email' },
  'email-same-local-part': { field: 'email', m: 0.08, u: 0.0001 },
  'email-differs': { field: 'email', m: 0.37, u: 0.9999 },
  'same-phone': { field: 'phone', m: 0.5, u: 0.00002 },
  'phone-differs': { field: 'phone', m: 0.5, u: 0.99998 },
  'same-postcode': { field: 'postcode', m: 0.7, u: 0.005, tf: 'postcode' },
  'postcode-differs': { field: 'postcode', m: 0.3, u: 0.995 },
  'same-street': { field: 'street', m: 0.6, u: 0.0001, tf: 'street' },
  'street-differs': { field: 'street', m: 0.4, u: 0.9999 },
  'same-city': { field: 'city', m: 0.75, u: 0.02, tf: 'city' },
  'city-differs': { field: 'city', m: 0.25, u: 0.98 },
} as const satisfies Record<string, Level>;

export type EvidenceCode = keyof typeof LEVELS;

export function levelOf(code: EvidenceCode): Level {
  return LEVELS[code];
}
