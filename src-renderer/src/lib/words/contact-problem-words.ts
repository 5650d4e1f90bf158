// The app's words for the problems of email addresses, phone numbers and postal addresses (part of problem-words.ts).
import { inSentence, withArticle } from '../../../../src-shared/english';
import { countryName } from '../../../../src-shared/transforms/country';
import { UNSENT_KIND_WORDS } from '../../../../src-shared/transforms/phone-kind';
import { quote } from '../../../../src-shared/validate/engine/words';
import { labelOf, giveCountry, place, countryWithCode } from './problem-word-parts';
import type { ProblemWordsFor } from '../../../../src-shared/problems/problem';

export const CONTACT_PROBLEM_WORDS: ProblemWordsFor<
  'email' | 'secondary-email' | 'phone' | 'phone-kind' | 'country' | 'state' | 'zip' | 'postcode' | 'address'
> = {
  'email.more-than-address': ({ address }) => `holds more than the address; the address alone, ${address}, is sent`,
  'email.ascii-domain': ({ domain, address }) =>
    `has a domain in letters outside ASCII (${domain}): sent in the ASCII form mail servers read, ${address}, the same address`,
  'email.more-than-address-ascii': ({ domain, address }) =>
    'holds more than the address; the address alone has a domain in letters outside ASCII ' +
    `(${domain}): sent in the ASCII form mail servers read, ${address}, the same address`,
  'email.several-addresses': ({ count }) =>
    `holds ${count} addresses, and the field takes one: keep one here (another can go to a second email column, ` +
    'mapped to Secondary email)',
  'email.non-ascii-local-part': ({ letter }) =>
    `has "${letter}" before the @: the service takes the part of an address before the @ in plain ASCII only ` +
    "(letters a-z without accents, digits and . ! # $ % & ' * + / = ? ^ _ ` { | } ~ -); ask the person for an " +
    'address written so',
  'email.not-an-address': () => 'is not an email address (expected name@example.org)',
  'email.domain-typo': ({ domain }) =>
    `has a domain that looks like a typo of ${domain}: sent as written, but mail to it may bounce`,
  'email.duplicate': ({ email, others }) => {
    const shown =
      others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ');
    return (
      `Email "${email}" is also on row${others.length > 1 ? 's' : ''} ${shown} of this file: one person, one row. ` +
      'Keep one row or correct the address.'
    );
  },
  'secondary-email.sent-as-email': () => 'is sent as the email, which the row leaves empty (the service requires one)',
  'secondary-email.same-as-email': () => 'is the same address as the email: not sent as a second one',
  'phone.no-digits': () => 'is not a phone number (it has no digits)',
  'phone.north-american-abroad': ({ country }) =>
    `is not a number of the row's country (${country}), and reads as a North American number without its +1`,
  'phone.several': () =>
    'holds more than one phone number: the field keeps one (another can go to another phone field)',
  'phone.more-than-number': ({ number }) => `holds more than a phone number; the number alone, ${number}, is sent`,
  'phone.local-without-area-code': ({ number }) =>
    'has 7 digits: a local number without its area code. ' +
    `Write its area code before it (for example 617 ${number}); ` +
    'if the file has the area codes in a column of their own, join that column to this one first',
  'phone.trunk-zero': ({ countryGiven }) =>
    'is not a North American number (none starts with 0): ' +
    'it looks like a number of another country without its country code. ' +
    'Write it with its code (+44 7700 900123, +81 3 1234 5678), ' +
    (countryGiven
      ? "or correct the row's country"
      : `or, if the address is outside North America, ${giveCountry('GB')}`),
  'phone.unreadable': ({ country }) =>
    `is not a phone number we can read (numbers without +country code are read as ${country} numbers)`,
  'phone.unlisted': (p) =>
    `is shaped like a number for ${place(p.place)} but in no range of numbers in use there, ` +
    `as far as Google's phone number data knows: sent as ${p.number}; check it`,
  'phone.invalid': (p) =>
    `is not a valid number for ${place(p.place)}: ` +
    'no number there has this length and these first digits (digits missing, extra or mistyped?)',
  'phone-kind.marked': ({ inactive, header }) =>
    `is marked ${inactive ? 'inactive' : 'not to contact'} in "${header}": not sent`,
  'phone-kind.no-kind': ({ typeHeader }) =>
    `has no kind in "${typeHeader}" (home, cell or business), so no phone field to go to: not sent`,
  'phone-kind.unknown-kind': ({ typeCell, typeHeader }) =>
    `is of the kind "${typeCell}" in "${typeHeader}", which is not home, cell, business or e-mail: not sent`,
  'phone-kind.emails-taken': ({ typeCell, typeHeader }) =>
    `is an email address ("${typeCell}" in "${typeHeader}"), but the row already has an email and a secondary ` +
    'email: not sent',
  'phone-kind.field-taken': ({ field, typeCell, typeHeader, taken }) => {
    const label = labelOf(field);
    const from = taken.from ? (taken.failed ? ` by "${taken.from}"` : ` (from "${taken.from}")`) : '';
    const why = taken.failed
      ? `is given${from} a value that cannot be read (see its problem)`
      : `is already ${quote(taken.existing)}${from}`;
    return (
      `is ${withArticle(inSentence(label))} number ("${typeCell}" in "${typeHeader}"), but the row's ${label} ` +
      `${why}: not sent`
    );
  },
  'phone-kind.unsent-kind': ({ kind, typeCell, typeHeader }) =>
    `is ${UNSENT_KIND_WORDS[kind]} ("${typeCell}" in "${typeHeader}")` +
    `${kind === 'not-current' ? '' : ', which the service has no field for'}: not sent`,
  'country.mostly-meant': ({ one, other }) =>
    `names ${countryWithCode(one)} or ${countryWithCode(other)}: read as ${countryWithCode(one)}, which lists ` +
    `almost always mean; write ${other} if not`,
  'country.two-countries': ({ one, other }) =>
    `names two countries, ${countryWithCode(one)} and ${countryWithCode(other)}: write the one meant, by its ` +
    'two-letter code or its full name',
  'country.dissolved': () =>
    'is a country that no longer exists: write the country the address is in today, by its two-letter code or its name',
  'country.unknown': () =>
    'is not a country we recognise: write its two-letter ISO code (US, GB, FR) or its English name',
  'state.canadian-province': ({ province }) =>
    `is a Canadian province (${province}), and the row has no country: ${giveCountry('CA')} and it is read as one`,
  'state.not-a-state': ({ countryGiven }) =>
    'is not a US state: write its two-letter code (MA) or its name (Massachusetts)' +
    (countryGiven ? '' : `. If the address is outside the US, ${giveCountry('GB')}`),
  'state.not-a-province': () =>
    'is not a Canadian province or territory: write its two-letter code (ON for Ontario), or leave the cell empty',
  'state.region-not-sent': () =>
    'is not a two-letter code, the only form the service takes for a state or region: not sent (the rest of the ' +
    "address is). If the region has an official two-letter code (Bayern's is BY), write that instead",
  'zip.placeholder': () =>
    'starts 00000, which no ZIP code does: a placeholder a system writes where there is no ZIP code',
  'zip.not-a-zip': () =>
    'is not a US ZIP code (expected 5 digits, or 5 digits, a dash and 4 digits: 02134 or 02134-1234)',
  'zip.foreign-postcode': ({ countries }) =>
    `is not a US ZIP code but has the form of a postcode of ${countries.map(countryName).join(' or ')}, and the ` +
    `row has no country, so it is read as a US address. If the address is there, ${giveCountry(countries[0] ?? 'GB')}`,
  'postcode.no-digit': () => 'has no digit, which postcodes have: sent as written; check it',
  'postcode.more-than-code': ({ code }) => `holds more than the postcode; the postcode alone, ${code}, is sent`,
  'postcode.not-in-form': ({ countryName: name, example }) =>
    `is not in the form of ${name}'s postcodes (as ${example}): sent as written; check it`,
  'postcode.lost-zeros': ({ count, code }) =>
    `has lost its leading ${count === 1 ? 'zero' : 'zeros'}, as a spreadsheet drops them: sent as ${code}`,
  'address.several-lines': ({ count, first, kept, rest, repeats }) => {
    const next = kept > 0 ? ` and ${kept > 1 ? 'the others' : 'the next'} as line 2, "${rest}"` : '';
    const several = repeats.length > 1;
    const repeated =
      repeats.length === 0
        ? ''
        : `; ${repeats.map((line) => `"${line}"`).join(' and ')} ${several ? 'repeat' : 'repeats'} ` +
          `the row's own city, ZIP code or country and ${several ? 'are' : 'is'} not sent`;
    return (
      `holds ${count} lines (↵ marks a line break), and the field keeps one: the first, "${first}", is sent as ` +
      `line 1${next}${repeated}`
    );
  },
};
