// Blocking: the keys a person is filed under, so a row is compared only with users that share one.
// Several rules unioned, so one damaged field does not hide a person: full birth date; postcode +
// first letter of the last (or maiden) name; sound of the last name + sound or nickname group of
// the first; inst_id; exact email; email local part; street number and name + postcode.
import { givenNameKeys } from '../identity';
import { fullDate, localPart, type Profile } from './profile';
import { nysiis } from './strings';

const GENERIC_LOCAL = new Set(['info', 'admin', 'contact', 'office', 'mail', 'home', 'family', 'hello', 'me']);

/** Keys that name one person: looked in however many users share them. */
export function isIdentifierKey(key: string): boolean {
  return key.startsWith('i|') || key.startsWith('E|');
}

function givenKeys(profile: Profile, use: 'filing' | 'look-up'): string[] {
  const first = profile.first;
  if (!first) return [];
  const word = first.word;
  if (word.length === 1) return [use === 'filing' ? `!${word}` : `#${word}`];
  const keys = new Set<string>([`f${first.sound}`, ...givenNameKeys(word).map((w) => `g${w}`)]);
  if (profile.nickname) for (const w of givenNameKeys(profile.nickname)) keys.add(`g${w}`);
  keys.add(use === 'filing' ? `#${word[0]}` : `!${word[0]}`);
  return [...keys];
}

/** The name keys: sound of the last (or maiden) name with the first name's keys, and swapped for a look-up. */
export function nameBlockKeys(profile: Profile, use: 'filing' | 'look-up', keys = new Set<string>()): Set<string> {
  const given = givenKeys(profile, use);
  for (const surname of [profile.last, profile.maiden]) {
    if (surname) for (const key of given) keys.add(`n|${surname.sound}|${key}`);
  }
  // A row whose first and last names are swapped looks where its last name would be a first name.
  if (use === 'look-up' && profile.first && profile.last && profile.first.word.length > 1) {
    const asLast = nysiis(profile.first.whole);
    keys.add(`n|${asLast}|f${profile.last.sound}`);
    for (const w of givenNameKeys(profile.last.whole)) keys.add(`n|${asLast}|g${w}`);
  }
  return keys;
}

export function blockKeys(profile: Profile, use: 'filing' | 'look-up'): string[] {
  const keys = new Set<string>();
  const dob = fullDate(profile.dob);
  if (dob) keys.add(`d|${dob}`);
  for (const surname of [profile.last, profile.maiden]) {
    if (surname && profile.postcode) keys.add(`p|${profile.postcode}|${surname.whole[0]}`);
  }
  nameBlockKeys(profile, use, keys);
  if (profile.instId) keys.add(`i|${profile.instId.toLowerCase()}`);
  for (const email of new Set([profile.email, ...profile.secondary])) {
    if (!email) continue;
    keys.add(`E|${email}`);
    const local = localPart(email);
    if (local.length >= 3 && !GENERIC_LOCAL.has(local)) keys.add(`e|${local}`);
  }
  if (profile.street && profile.postcode) keys.add(`s|${profile.street}|${profile.postcode}`);
  return [...keys];
}
