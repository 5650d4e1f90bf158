import { fieldSpec, type FieldSpec } from '../../src-shared/fields/catalogue';
import { SandboxHttpError } from './http-errors';
import type { CampaignQuery, DonationQuery, UserPredicate, UserQuery } from './store';
import type { WireUser } from './records';

// Query strings of the list endpoints, checked: a wrong parameter is a 400 that names it.

export type RawQuery = Record<string, string | string[] | undefined>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/;

function bad(message: string): never {
  throw new SandboxHttpError(400, message);
}

function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) bad(`The parameter ${name} is given ${value.length} times: give it once.`);
  return value;
}

function wholeNumber(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min) bad(`${name} is "${value}": expected a whole number of at least ${min}.`);
  return number;
}

function refuseUnknown(query: RawQuery, known: readonly string[]): void {
  for (const name of Object.keys(query)) {
    if (!known.includes(name)) bad(`Unknown parameter "${name}": this endpoint takes ${known.join(', ')}.`);
  }
}

export function readPage(query: RawQuery): number {
  const page = single(query, 'page');
  return page === undefined || page === '' ? 1 : wholeNumber('page', page, 1);
}

function day(name: string, value: string): string {
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    bad(`${name} is "${value}": expected a date written YYYY-MM-DD.`);
  return value;
}

/** A user filter: exact match on the field's value (email: case-insensitive, lists: contains). */
function userPredicate(field: FieldSpec, value: string): UserPredicate {
  const name = field.name;
  switch (field.kind) {
    case 'flag':
      if (value !== '0' && value !== '1') bad(`${name} is "${value}": filter with 1 or 0.`);
      return (user) => Number(user[name]) === Number(value);
    case 'integer':
    case 'decimal': {
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) bad(`${name} is "${value}": expected a number.`);
      return (user) => user[name] !== null && Number(user[name]) === number;
    }
    case 'string-list':
      return (user) => Array.isArray(user[name]) && (user[name] as unknown[]).includes(value);
    case 'object-list':
      return bad(`${name} holds a list of entries: it cannot be used as a filter.`);
    default: {
      if (name === 'secondary_email') {
        const wanted = value.toLowerCase();
        return (user) =>
          Array.isArray(user[name]) && (user[name] as string[]).some((email) => email.toLowerCase() === wanted);
      }
      return (user: WireUser) => user[name] === value;
    }
  }
}

export function readUserQuery(query: RawQuery): { page: number; query: UserQuery } {
  const page = readPage(query);
  const predicates: UserPredicate[] = [];
  let email: string | undefined;
  for (const name of Object.keys(query)) {
    if (name === 'page') continue;
    const value = single(query, name) ?? '';
    const field = fieldSpec(name);
    if (!field) bad(`Unknown filter "${name}": filter on a User field such as approved, enabled or email.`);
    if (name === 'email') email = value;
    else predicates.push(userPredicate(field, value));
  }
  return { page, query: email === undefined ? { predicates } : { email, predicates } };
}

export function readCampaignQuery(query: RawQuery): { page: number; query: CampaignQuery } {
  refuseUnknown(query, ['page', 'created_since', 'created_before']);
  const since = single(query, 'created_since');
  const before = single(query, 'created_before');
  const filter: CampaignQuery = {};
  if (since) filter.createdSince = day('created_since', since);
  if (before) filter.createdBefore = day('created_before', before);
  return { page: readPage(query), query: filter };
}

/** start_date/end_date: a day (the whole day counts) or a YYYY-MM-DD HH:MM[:SS] timestamp. */
function bound(name: string, value: string, edge: 'start' | 'end'): string {
  if (DAY.test(value)) return `${day(name, value)} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  const match = TIMESTAMP.exec(value);
  if (!match) bad(`${name} is "${value}": expected a date written YYYY-MM-DD (or YYYY-MM-DD HH:MM:SS).`);
  const time = match[3] ? match[2] : `${match[2]}:${edge === 'start' ? '00' : '59'}`;
  return `${day(name, match[1] as string)} ${time}`;
}

export function readDonationQuery(query: RawQuery): DonationQuery {
  refuseUnknown(query, ['campaign_id', 'user_id', 'start_date', 'end_date']);
  const filter: DonationQuery = {};
  const campaignId = single(query, 'campaign_id');
  const userId = single(query, 'user_id');
  const start = single(query, 'start_date');
  const end = single(query, 'end_date');
  if (campaignId) filter.campaign_id = wholeNumber('campaign_id', campaignId, 1);
  if (userId) filter.user_id = wholeNumber('user_id', userId, 1);
  if (start) filter.from = bound('start_date', start, 'start');
  if (end) filter.to = bound('end_date', end, 'end');
  return filter;
}

export function readId(name: string, value: string): number {
  return wholeNumber(name, value, 1);
}
