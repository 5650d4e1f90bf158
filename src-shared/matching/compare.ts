// Compares a file row with one user on the service: the evidence for and against their being
// the same person. Only the comparison; which users to compare is the index's job.
import { evidence, type Evidence } from './evidence';
import { givenNameRelation } from './nicknames';
import {
  birthDateOf,
  classYearOf,
  emailKey,
  givenNameKey,
  instIdKey,
  phoneKeys,
  postcodeKey,
  surnameKey,
  type BirthDate,
} from './normalise';

type Person = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => String(value ?? '').trim();

/** Last names, both ways between a last name and a maiden / former name. */
export function surnameEvidence(row: Person, user: Person): Evidence | null {
  const pairs: [
    string,
    string,
    'same-last-name' | 'last-name-is-their-maiden-name' | 'maiden-name-is-their-last-name' | 'same-maiden-name',
  ][] = [
    ['last_name', 'last_name', 'same-last-name'],
    ['last_name', 'maiden_name', 'last-name-is-their-maiden-name'],
    ['maiden_name', 'last_name', 'maiden-name-is-their-last-name'],
    ['maiden_name', 'maiden_name', 'same-maiden-name'],
  ];
  let shared: Evidence | null = null;
  for (const [mine, theirs, code] of pairs) {
    const a = surnameKey(row[mine]);
    const b = surnameKey(user[theirs]);
    if (!a || !b) continue;
    if (a.whole === b.whole) return evidence(code, { row: text(row[mine]), user: text(user[theirs]) });
    const part = a.parts.find((p) => b.parts.includes(p));
    if (part && !shared)
      shared = evidence('shares-surname-part', { part, row: text(row[mine]), user: text(user[theirs]) });
  }
  return shared;
}

/** First names, and the row's first name against the user's recorded nickname (and back). */
export function givenNameEvidence(row: Person, user: Person): Evidence | null {
  const mine = givenNameKey(row['first_name']);
  const theirs = givenNameKey(user['first_name']);
  if (!mine || !theirs) return null;
  const params = { row: text(row['first_name']), user: text(user['first_name']) };
  if (mine.whole === theirs.whole) return evidence('same-first-name', params);
  const relation = givenNameRelation(mine.first, theirs.first);
  if (relation === 'same') return evidence('same-first-name', params);
  if (relation === 'nickname') return evidence('first-name-nickname', params);
  const recorded = [givenNameKey(user['nickname'])?.whole, givenNameKey(row['nickname'])?.whole];
  if (recorded[0] === mine.whole || recorded[1] === theirs.whole) return evidence('first-name-nickname', params);
  if (relation === 'initial') return evidence('first-name-initial', params);
  return null;
}

function showDate(date: BirthDate): string {
  const pad = (n: number | null) => (n === null ? '??' : String(n).padStart(2, '0'));
  return `${date.year ?? '????'}-${pad(date.month)}-${pad(date.day)}`;
}

/** Birth date, class year, postcode, phone: what tells two people of one name apart. */
export function corroboration(row: Person, user: Person): Evidence[] {
  const found: Evidence[] = [];
  const a = birthDateOf(row);
  const b = birthDateOf(user);
  if (a && b) {
    const params = { row: showDate(a), user: showDate(b) };
    const full =
      a.year !== null && a.month !== null && a.day !== null && b.year !== null && b.month !== null && b.day !== null;
    const clash = (['year', 'month', 'day'] as const).some(
      (part) => a[part] !== null && b[part] !== null && a[part] !== b[part],
    );
    if (clash) found.push(evidence('different-birth-date', params));
    else if (full) found.push(evidence('same-birth-date', params));
    else if (a.year !== null && a.year === b.year) found.push(evidence('same-birth-year', params));
  }
  const yearA = classYearOf(row);
  const yearB = classYearOf(user);
  if (yearA !== null && yearB !== null) {
    found.push(
      evidence(yearA === yearB ? 'same-class-year' : 'different-class-year', {
        row: String(yearA),
        user: String(yearB),
      }),
    );
  }
  const zip = postcodeKey(row['home_zipcode']);
  if (zip !== null && zip === postcodeKey(user['home_zipcode']))
    found.push(evidence('same-postcode', { row: text(row['home_zipcode']) }));
  const theirPhones = new Set(phoneKeys(user));
  const phone = phoneKeys(row).find((p) => theirPhones.has(p));
  if (phone) found.push(evidence('same-phone', { row: phone }));
  return found;
}

/** The inst_id and email facts shown beside a name match (a different inst_id rules it out). */
export function identifierEvidence(row: Person, user: Person): Evidence[] {
  const found: Evidence[] = [];
  const idA = instIdKey(row['inst_id']);
  const idB = instIdKey(user['inst_id']);
  if (idA !== null && idB !== null && idA !== idB) found.push(evidence('different-inst-id', { row: idA, user: idB }));
  const mailA = emailKey(row['email']);
  const mailB = emailKey(user['email']);
  if (mailA !== null && mailB !== null && mailA !== mailB)
    found.push(evidence('email-differs', { row: mailA, user: mailB }));
  return found;
}

/** Everything a name candidate is scored on, or null when the names cannot be one person's. */
export function compareByName(row: Person, user: Person): Evidence[] | null {
  const surname = surnameEvidence(row, user);
  if (!surname) return null;
  const given = givenNameEvidence(row, user);
  if (!given) return null;
  return [surname, given, ...corroboration(row, user), ...identifierEvidence(row, user)];
}
