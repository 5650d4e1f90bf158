// The identifying values of a person as one text: the key of a remembered decision. The same
// person in the next file (same name, birth date, class year, email, inst_id, accents and case
// aside) gives the same text; main hashes it before storing it.
import { birthDateOf, classYearOf, emailKey, givenNameKey, instIdKey, surnameKey } from '../identity';

export function identityText(person: Readonly<Record<string, unknown>>): string {
  const dob = birthDateOf(person);
  return JSON.stringify([
    givenNameKey(person['first_name'])?.whole ?? '',
    surnameKey(person['last_name'])?.whole ?? '',
    surnameKey(person['maiden_name'])?.whole ?? '',
    dob ? [dob.year, dob.month, dob.day] : null,
    classYearOf(person),
    emailKey(person['email']),
    instIdKey(person['inst_id']),
  ]);
}

/**
 * A user's name and birth date as one text (accents and case aside): a remembered decision for a user found
 * by search holds while they stay as they were when it was made.
 */
export function userIdentityText(user: Readonly<Record<string, unknown>>): string {
  const dob = birthDateOf(user);
  return JSON.stringify([
    givenNameKey(user['first_name'])?.whole ?? '',
    surnameKey(user['last_name'])?.whole ?? '',
    surnameKey(user['maiden_name'])?.whole ?? '',
    dob ? [dob.year, dob.month, dob.day] : null,
  ]);
}
