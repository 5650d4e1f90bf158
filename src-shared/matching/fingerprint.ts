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
