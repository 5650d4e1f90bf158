// A person's values in the forms the comparisons use, computed once per user and once per row.
import {
  birthDateOf,
  classYearOf,
  emailKey,
  emailKeys,
  foldText,
  givenNameKey,
  instIdKey,
  nameWords,
  phoneKeys,
  postcodeKey,
  surnameParts,
  type BirthDate,
} from '../identity';
import { nysiis } from './strings';

const SUFFIXES: Record<string, string> = {
  jr: 'jr',
  junior: 'jr',
  sr: 'sr',
  senior: 'sr',
  ii: 'ii',
  '2nd': 'ii',
  iii: 'iii',
  '3rd': 'iii',
  iv: 'iv',
  '4th': 'iv',
};

export interface Surname {
  /** All words joined: "garciamarquez". */
  whole: string;
  /** The words that tell surnames apart: ["garcia", "marquez"]. */
  parts: string[];
  /** NYSIIS of the whole. */
  sound: string;
  /** The whole with OCR and keying slips read as one letter (rn/m, 0/o): see ocrForm. */
  ocr: string;
  /** As written, for the words. */
  text: string;
}

export interface Profile {
  first: { word: string; whole: string; sound: string; ocr: string; text: string } | null;
  /** The recorded nickname's first word. */
  nickname: string | null;
  last: Surname | null;
  maiden: Surname | null;
  /** jr, sr, ii, iii, iv: from name_suffix or a last word of the names. */
  suffix: string | null;
  dob: BirthDate | null;
  /** The full birth date as "yyyy-mm-dd" (fullDate), when it is complete. */
  dobKey: string | null;
  classYear: number | null;
  gender: string | null;
  instId: string | null;
  email: string | null;
  /** The email's local part (before the @). */
  emailLocal: string | null;
  secondary: string[];
  phones: string[];
  postcode: string | null;
  street: string | null;
  /** The street with the postcode ("12 elm|02139"): the street's frequency key. */
  streetAt: string | null;
  city: string | null;
}

type Person = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

function surname(value: unknown): { surname: Surname | null; suffix: string | null } {
  const all = nameWords(value);
  let end = all.length;
  let suffix: string | null = null;
  while (end > 1 && SUFFIXES[all[end - 1]!]) suffix = SUFFIXES[all[--end]!]!;
  // The memoised list is shared: a suffix is left out of a copy.
  const words = end === all.length ? all : all.slice(0, end);
  if (words.length === 0) return { surname: null, suffix };
  const whole = words.join('');
  const shown = text(value);
  return {
    surname: { whole, parts: surnameParts(words), sound: nysiis(whole), ocr: ocrForm(whole), text: shown },
    suffix,
  };
}

/** OCR and keying slips read as one letter: rn/m, 0/O, 1/l, 5/S, vv/w. */
const OCR_PRONE = /rn|[015]|vv/;

export function ocrForm(word: string): string {
  if (!OCR_PRONE.test(word)) return word;
  return word.replace(/rn/g, 'm').replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's').replace(/vv/g, 'w');
}

/** "12 Elm Street" -> "12 elm"; null without a leading number. (Not memoised: addresses rarely repeat.) */
function streetKey(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const words = foldText(String(value))
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  if (words.length < 2 || !/^\d+[a-z]?$/.test(words[0]!)) return null;
  return `${words[0]} ${words[1]}`;
}

function genderKey(value: unknown): string | null {
  const folded = foldText(text(value));
  return folded === '' ? null : folded[0]!;
}

/** Profiles of the records seen (a row is profiled once for the in-file check and once for matching). */
const PROFILES = new WeakMap<Person, Profile>();

export function profileOf(person: Person): Profile {
  let profile = PROFILES.get(person);
  if (!profile) PROFILES.set(person, (profile = makeProfile(person)));
  return profile;
}

function makeProfile(person: Person): Profile {
  const first = givenNameKey(person['first_name']);
  const last = surname(person['last_name']);
  const maiden = surname(person['maiden_name']);
  const givenWords = nameWords(person['first_name']);
  const written = SUFFIXES[nameWords(person['name_suffix'])[0] ?? ''] ?? null;
  const trailing = givenWords.length > 1 ? (SUFFIXES[givenWords[givenWords.length - 1]!] ?? null) : null;
  const city = foldText(text(person['home_city'])).replace(/[^a-z0-9]+/g, '');
  const dob = birthDateOf(person);
  const email = emailKey(person['email']);
  const postcode = postcodeKey(person['home_zipcode']);
  const street = streetKey(person['home_address1']);
  return {
    first: first
      ? {
          word: first.first,
          whole: first.whole,
          sound: nysiis(first.first),
          ocr: ocrForm(first.first),
          text: text(person['first_name']),
        }
      : null,
    nickname: givenNameKey(person['nickname'])?.first ?? null,
    last: last.surname,
    maiden: maiden.surname,
    suffix: written ?? last.suffix ?? trailing,
    dob,
    dobKey: fullDate(dob),
    classYear: classYearOf(person),
    gender: genderKey(person['gender']),
    instId: instIdKey(person['inst_id']),
    email,
    emailLocal: email === null ? null : localPart(email),
    secondary: emailKeys(person['secondary_email']),
    phones: phoneKeys(person),
    postcode,
    street,
    streetAt: street === null ? null : `${street}|${postcode ?? ''}`,
    city: city === '' ? null : city,
  };
}

export function fullDate(dob: BirthDate | null): string | null {
  if (!dob || dob.year === null || dob.month === null || dob.day === null) return null;
  return `${dob.year}-${String(dob.month).padStart(2, '0')}-${String(dob.day).padStart(2, '0')}`;
}

export function localPart(email: string): string {
  return email.slice(0, email.indexOf('@'));
}
