// The app's words for the match evidence and guard codes (src-shared/matching: evidence.ts, guards.ts), by code; they
// name no control, so the CLI's tables (cli/words/match-evidence-words.ts) start from them, and main words a plan's
// evidence with them (decision 0007). "last name Goodirch ≈ Goodrich (two letters swapped) +6.1; same birth date
// (1980-04-02) +14.2; 99.7% the same person".
import type { Evidence, EvidenceCode } from '../../../../src-shared/matching/evidence';
import type { Guard, GuardCode } from '../../../../src-shared/matching/guards';

type Params = Record<string, string>;

const HOW: Record<string, string> = {
  swapped: 'two letters swapped',
  ocr: 'a scanning slip',
  letter: 'a typo',
};
const how = (p: Params) => HOW[p['how'] ?? 'letter'] ?? 'a typo';
const here = (p: Params) => `${p['row']} here, ${p['user']} on the service`;

/** A door's words for every evidence code, or every guard code. */
export type EvidenceWordsTable = { readonly [C in EvidenceCode]: (params: Params) => string };
export type GuardWordsTable = { readonly [C in GuardCode]: (params: Params) => string };

export const APP_EVIDENCE_WORDS: EvidenceWordsTable = {
  'same-first-name': (p) => `same first name (${p['row']})`,
  'first-name-nickname': (p) => `first name ${p['row']} = ${p['user']}`,
  'first-name-typo': (p) => `first name ${p['row']} ≈ ${p['user']} (${how(p)})`,
  'first-name-sounds-alike': (p) => `first name ${p['row']} sounds like ${p['user']}`,
  'first-name-initial': (p) => `first initial ${p['row']} / ${p['user']}`,
  'first-name-differs': (p) => `first name differs (${here(p)})`,
  'same-last-name': (p) => `same last name (${p['row']})`,
  'last-name-is-their-maiden-name': (p) => `last name ${p['row']} is their maiden name`,
  'maiden-name-is-their-last-name': (p) => `former name ${p['row']} is their last name`,
  'same-maiden-name': (p) => `same maiden name (${p['row']})`,
  'shares-surname-part': (p) => `last names share "${p['part']}" (${p['row']} / ${p['user']})`,
  'last-name-typo': (p) => `last name ${p['row']} ≈ ${p['user']} (${how(p)})`,
  'last-name-sounds-alike': (p) => `last name ${p['row']} sounds like ${p['user']}`,
  'last-name-differs': (p) => `last name differs (${here(p)})`,
  'names-swapped': (p) => `first and last name swapped (${here(p)})`,
  'same-birth-date': (p) => `same birth date (${p['row']})`,
  'birth-date-one-digit': (p) => `birth date one digit off (${here(p)})`,
  'birth-date-day-month-swapped': (p) => `birth date with day and month swapped (${here(p)})`,
  'same-birth-year': (p) => `same birth year (${p['row']})`,
  'different-birth-date': (p) => `birth date differs (${here(p)})`,
  'same-class-year': (p) => `same class year (${p['row']})`,
  'different-class-year': (p) => `class year differs (${here(p)})`,
  'same-gender': (p) => `same gender (${p['row']})`,
  'different-gender': (p) => `gender differs (${here(p)})`,
  'same-suffix': (p) => `same suffix (${p['row']})`,
  'different-suffix': (p) => `suffix differs (${here(p)})`,
  'same-inst-id': (p) => `same institution ID (${p['row']})`,
  'inst-id-typo': (p) => `institution ID one character off (${here(p)})`,
  'different-inst-id': (p) => `institution ID differs (${here(p)})`,
  'same-email': (p) => `same email (${p['row']})`,
  'email-is-their-secondary': (p) => `email ${p['row']} is their secondary email`,
  'secondary-is-their-email': (p) => `secondary email ${p['row']} is their email`,
  'household-email': (p) => `same email (${p['row']}), held by ${p['holders']} users on the service`,
  'email-same-local-part': (p) => `same email name at another domain (${here(p)})`,
  'email-differs': (p) => `email differs (${here(p)})`,
  'same-phone': (p) => `same phone (${p['row']})`,
  'phone-differs': (p) => `phone differs (${here(p)})`,
  'same-postcode': (p) => `same postcode (${p['row']})`,
  'postcode-differs': (p) => `postcode differs (${here(p)})`,
  'same-street': (p) => `same street address (${p['row']})`,
  'street-differs': (p) => `street address differs (${here(p)})`,
  'same-city': (p) => `same city (${p['row']})`,
  'city-differs': (p) => `city differs (${here(p)})`,
};

export const APP_GUARD_WORDS: GuardWordsTable = {
  'shares-email-first-name-differs': (p) => `shares an email with ${p['user']} — a household address?`,
  'shares-inst-id-first-name-differs': (p) =>
    `shares an institution ID with ${p['user']}, whose first name is not this one`,
  'first-name-differs': (p) => `another first name (${here(p)}): a relative?`,
  'birth-date-contradicts': (p) => `the birth dates contradict (${here(p)})`,
  'class-year-contradicts': (p) => `the class years contradict (${here(p)})`,
  'gender-contradicts': (p) => `the genders contradict (${here(p)})`,
  'suffix-contradicts': (p) => `the suffixes contradict (${here(p)}): father and son?`,
  'inst-id-contradicts': (p) => `two different institution IDs (${here(p)})`,
};

function signed(weight: number): string {
  const shown = Math.abs(weight).toFixed(1);
  return weight < 0 ? `−${shown}` : `+${shown}`;
}

/** A door's two tables: the evidence's words and the guards'. */
export interface MatchWordsTables {
  evidence: EvidenceWordsTable;
  guards: GuardWordsTable;
}
export const APP_MATCH_WORDS: MatchWordsTables = { evidence: APP_EVIDENCE_WORDS, guards: APP_GUARD_WORDS };

/** One piece of evidence with its weight's sign: "same birth date (1980-04-02) +14.2". */
export function evidenceWords(item: Evidence, tables: MatchWordsTables = APP_MATCH_WORDS): string {
  return `${tables.evidence[item.code](item.params)} ${signed(item.weight)}`;
}

export function guardWords(guard: Guard, tables: MatchWordsTables = APP_MATCH_WORDS): string {
  return tables.guards[guard.code](guard.params);
}

/** "same last name (Ng) +8.2; first name Bob = Robert +3.6; ...". */
export function evidenceSentence(items: readonly Evidence[], tables: MatchWordsTables = APP_MATCH_WORDS): string {
  return items.map((item) => evidenceWords(item, tables)).join('; ');
}

/** "99.7%", never 100% nor 0% (a probability is never certainty). */
export function percentWords(probability: number): string {
  if (probability >= 0.9995) return probability >= 0.99995 ? '>99.99%' : `${(probability * 100).toFixed(2)}%`;
  if (probability < 0.001) return '<0.1%';
  return `${(probability * 100).toFixed(1)}%`;
}

/** A candidate in words: its evidence, guards and probability. */
export function candidateSentence(
  candidate: { evidence: readonly Evidence[]; guards: readonly Guard[]; probability: number },
  tables: MatchWordsTables = APP_MATCH_WORDS,
): string {
  const parts = [evidenceSentence(candidate.evidence, tables)];
  for (const guard of candidate.guards) parts.push(`held: ${guardWords(guard, tables)}`);
  parts.push(`${percentWords(candidate.probability)} the same person`);
  return parts.filter(Boolean).join('; ');
}
