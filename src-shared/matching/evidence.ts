// What the matcher saw, as codes with parameters and points. The scoring is explainable: a
// candidate's score is the sum of its evidence's points, and each door words the codes.

export type EvidenceCode =
  | 'same-inst-id'
  | 'different-inst-id'
  | 'same-email'
  | 'email-is-their-secondary'
  | 'secondary-is-their-email'
  | 'email-differs'
  | 'same-last-name'
  | 'last-name-is-their-maiden-name'
  | 'maiden-name-is-their-last-name'
  | 'same-maiden-name'
  | 'shares-surname-part'
  | 'same-first-name'
  | 'first-name-nickname'
  | 'first-name-initial'
  | 'same-birth-date'
  | 'same-birth-year'
  | 'different-birth-date'
  | 'same-class-year'
  | 'different-class-year'
  | 'same-postcode'
  | 'same-phone';

export interface Evidence {
  code: EvidenceCode;
  points: number;
  /** The compared values as written, for the words: { row, user } or one of them. */
  params: Record<string, string>;
}

/**
 * Points per piece of evidence. A name alone (last 30 + first 20 = 50, or 45 with a nickname) only holds a
 * row for review; the same person needs corroboration to be sure (SURE_SCORE): e.g. same name,
 * birth date and class year (110), or a nickname, maiden name, birth date and phone.
 */
export const POINTS: Record<EvidenceCode, number> = {
  'same-inst-id': 200,
  'different-inst-id': -200,
  'same-email': 200,
  'email-is-their-secondary': 150,
  'secondary-is-their-email': 150,
  'email-differs': 0,
  'same-last-name': 30,
  'last-name-is-their-maiden-name': 25,
  'maiden-name-is-their-last-name': 25,
  'same-maiden-name': 25,
  'shares-surname-part': 20,
  'same-first-name': 20,
  'first-name-nickname': 15,
  'first-name-initial': 5,
  'same-birth-date': 40,
  'same-birth-year': 10,
  'different-birth-date': -200,
  'same-class-year': 20,
  'different-class-year': -40,
  'same-postcode': 10,
  'same-phone': 30,
};

/** At or above: the same person (update), when no other candidate comes close. */
export const SURE_SCORE = 100;
/** At or above (and below sure): a possible match, held for a person's decision. */
export const POSSIBLE_SCORE = 45;
/** A sure candidate needs this lead over the next one; otherwise both are held. */
export const SURE_LEAD = 30;

export function evidence(code: EvidenceCode, params: Record<string, string> = {}): Evidence {
  return { code, points: POINTS[code], params };
}

export function scoreOf(items: readonly Evidence[]): number {
  return items.reduce((sum, item) => sum + item.points, 0);
}
