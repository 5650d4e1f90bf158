// The work address: Outlook's and Salesforce's business address columns.
// Joined with the other address tables, in the order matches are tried, in addresses.ts.
import { field } from '../target-key';
import type { HeaderRow } from './header-row';

export const WORK_ADDRESS_HEADERS: readonly HeaderRow[] = [
  {
    target: field('work_address1'),
    why: "Outlook's and Salesforce's business address",
    headers: [
      'business address',
      'work address',
      'business address 1',
      'work address 1',
      'business street',
      'work street',
      'employer address',
      'business address line 1',
    ],
  },
  {
    target: field('work_address2'),
    why: "Outlook's and Salesforce's business address",
    headers: ['business address 2', 'work address 2', 'business address line 2', 'work address line 2'],
  },
  {
    target: field('work_city'),
    why: "Outlook's and Salesforce's business address",
    headers: ['business city', 'work city', 'employer city'],
  },
  {
    target: field('work_state'),
    why: "Outlook's and Salesforce's business address",
    headers: ['business state', 'work state', 'employer state'],
  },
  {
    target: field('work_zipcode'),
    why: "Outlook's and Salesforce's business address",
    headers: [
      'business zip',
      'work zip',
      'business zip code',
      'work zip code',
      'business postal code',
      'work postal code',
    ],
  },
  {
    target: field('work_country'),
    why: "Outlook's and Salesforce's business address",
    headers: ['business country', 'work country', 'employer country'],
  },
];
