// Opting out of email, and accepting the terms.
// One row: a target, why these headers name it (their source: a vendor's export, a language), and
// the headers, as normaliseHeader writes them (lower case, accents and punctuation removed).
import { field } from '../target-key';
import type { HeaderRow } from './header-row';

export const CONSENT_HEADERS: readonly HeaderRow[] = [
  {
    target: field('unsubscribe'),
    why: "Opted out of email: Salesforce's Email Opt Out, Raiser's Edge's Requests no e-mail (not an opt-in)",
    headers: [
      'unsubscribe',
      'unsubscribed',
      'do not email',
      'no email',
      'requests no email',
      'requests no e mail',
      'email opt out',
      'opted out of email',
      'has opted out of email',
      'email unsubscribe',
      'unsubscribed from email',
      'opt out of email',
      'email opted out',
      'do not contact',
      'no contact',
      'opt out',
      'opted out',
      'opt out of all',
      'opt out all',
      'global opt out',
      'do not solicit by email',
    ],
  },
  {
    target: field('unsubscribe'),
    why: 'Dynamics\' "Do not allow Emails" (Allow / Do Not Allow); exclusions and suppressions',
    headers: [
      'do not allow emails',
      'do not allow email',
      'exclude from email',
      'exclude from emails',
      'excluded from email',
      'email exclude',
      'exclude email',
      'no emails',
      'do not send email',
      'do not send emails',
      'email suppression',
      'suppress email',
      'email suppressed',
    ],
  },
  {
    target: field('terms_and_conditions'),
    why: 'Whether the person accepted the terms',
    headers: ['terms', 'terms accepted', 'agreed to terms', 'terms and conditions'],
  },
];
