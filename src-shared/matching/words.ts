// Plain English for the evidence codes: the same words wherever they are shown (they name no control).
import type { Evidence, EvidenceCode } from './evidence';

const WORDS: Record<EvidenceCode, (p: Record<string, string>) => string> = {
  'same-inst-id': (p) => `same institution ID (${p['row']})`,
  'different-inst-id': (p) => `institution ID differs (${p['row']} here, ${p['user']} on the service)`,
  'same-email': (p) => `same email (${p['row']})`,
  'email-is-their-secondary': (p) => `email ${p['row']} is their secondary email`,
  'secondary-is-their-email': (p) => `secondary email ${p['row']} is their email`,
  'email-differs': (p) => `email differs (${p['row']} here, ${p['user']} on the service)`,
  'same-last-name': (p) => `same last name (${p['row']})`,
  'last-name-is-their-maiden-name': (p) => `last name ${p['row']} is their maiden name`,
  'maiden-name-is-their-last-name': (p) => `former name ${p['row']} is their last name`,
  'same-maiden-name': (p) => `same maiden name (${p['row']})`,
  'shares-surname-part': (p) => `last names share "${p['part']}" (${p['row']} / ${p['user']})`,
  'same-first-name': (p) => `same first name (${p['row']})`,
  'first-name-nickname': (p) => `first name ${p['row']} = ${p['user']}`,
  'first-name-initial': (p) => `first initial ${p['row']} / ${p['user']}`,
  'same-birth-date': (p) => `same birth date (${p['row']})`,
  'same-birth-year': (p) => `same birth year (${p['row']})`,
  'different-birth-date': (p) => `birth date differs (${p['row']} here, ${p['user']} on the service)`,
  'same-class-year': (p) => `same class year (${p['row']})`,
  'different-class-year': (p) => `class year differs (${p['row']} here, ${p['user']} on the service)`,
  'same-postcode': (p) => `same postcode (${p['row']})`,
  'same-phone': (p) => `same phone (${p['row']})`,
};

export function evidenceWords(item: Evidence): string {
  return WORDS[item.code](item.params);
}

/** "same last name (Ng), first name Bob = Robert, same birth date (1980-04-02), email differs (...)". */
export function evidenceSentence(items: readonly Evidence[]): string {
  return items.map(evidenceWords).join(', ');
}
