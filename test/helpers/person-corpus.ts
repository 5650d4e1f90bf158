// A seeded corpus for matching: generated users of the service, and a file of rows that are damaged
// copies of them at realistic rates (typos, scanning slips, phonetic spellings, missing values,
// swapped names, nicknames, married names, changed or household emails, one-digit ID typos), plus
// people who must stay apart from a user (namesakes, twins, father and son, a spouse sharing an
// email) and new people. Each row knows the user it really is (or none).
import { faker } from '@faker-js/faker';
import { areNicknames, nicknameForms } from '../../src-shared/identity';
import { randomFrom } from './matching-scenario';

export type CorpusUser = Record<string, unknown> & { user_id: number };

/** Copies of a user, each with its kind of damage. */
export const MATCH_KINDS = [
  'new-email',
  'typo-last',
  'typo-first',
  'ocr',
  'phonetic',
  'missing-values',
  'swapped-names',
  'nickname',
  'married-maiden-column',
  'married-no-maiden',
  'email-other-domain',
  'id-typo',
  'birth-date-typo',
  'no-email',
] as const;
/** Another person who must not be merged into the user they resemble; or a new person. */
export const APART_KINDS = [
  'namesake',
  'twin',
  'twin-nickname-gender',
  'father-son-suffix',
  'father-son-no-suffix',
  'spouse-shared-email',
  'new-person',
] as const;
export type CorpusKind = (typeof MATCH_KINDS)[number] | (typeof APART_KINDS)[number];

export interface CorpusRow {
  rowNumber: number;
  user: Record<string, unknown>;
  kind: CorpusKind;
  /** The user this row is, or null (another person: a create, or held, never a sure match). */
  truth: number | null;
}

export interface CorpusOptions {
  seed: number;
  users: number;
  /** Damaged copies of users (spread over MATCH_KINDS). */
  copies: number;
  /** Rows per kind of APART_KINDS other than new-person. */
  apartEach: number;
  newPeople: number;
}

const STREETS = ['Elm', 'Oak', 'Maple', 'Cedar', 'Pine', 'Washington', 'Lake', 'Hill', 'Park', 'Main', 'Church'];
const SUFFIX = ['Street', 'Avenue', 'Road', 'Lane', 'Drive'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'aol.com', 'icloud.com', 'comcast.net'];

export function buildCorpus(options: CorpusOptions): { users: CorpusUser[]; rows: CorpusRow[] } {
  faker.seed(options.seed);
  const random = randomFrom(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const cities = Array.from({ length: 400 }, () => ({
    city: faker.location.city(),
    zip: faker.location.zipCode('#####'),
  }));

  const person = (i: number, sex: 'female' | 'male', last = faker.person.lastName()): Record<string, unknown> => {
    const first = faker.person.firstName(sex);
    const year = int(1950, 2020);
    const place = pick(cities);
    return {
      first_name: first,
      last_name: last,
      gender: chance(0.7) ? (sex === 'female' ? 'F' : 'M') : null,
      dob_year: year - 22,
      dob_month: int(1, 12),
      dob_day: int(1, 28),
      year_graduated: year,
      // Spaced by 37 (a prime): a one-digit typo never lands on another user's ID.
      inst_id: String(1_000_000 + i * 37),
      email: `${first}.${last}${int(1, 99)}@${pick(DOMAINS)}`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      home_address1: `${int(1, 9999)} ${pick(STREETS)} ${pick(SUFFIX)}`,
      home_city: place.city,
      home_zipcode: place.zip,
      mobile_phone: chance(0.5) ? `617${String(int(0, 9_999_999)).padStart(7, '0')}` : null,
    };
  };

  const users: CorpusUser[] = [];
  for (let i = 0; i < options.users; i++) {
    const sex = chance(0.5) ? 'female' : 'male';
    const user: CorpusUser = { user_id: i + 1, ...person(i, sex) };
    if (sex === 'female' && chance(0.1)) user['maiden_name'] = faker.person.lastName();
    users.push(user);
  }

  const rows: CorpusRow[] = [];
  const add = (user: Record<string, unknown>, kind: CorpusKind, truth: number | null) =>
    rows.push({ rowNumber: rows.length + 2, user, kind, truth });

  // Each user is the source of one row at most: a file names a person once.
  const order = users.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let next = 0;
  const source = () => users[order[next++ % order.length]!]!;
  const damage = new Damage(random);
  for (let n = 0; n < options.copies; n++) {
    const source_ = source();
    const kind = MATCH_KINDS[n % MATCH_KINDS.length]!;
    const row = backgroundCopy(source_, random);
    damage.apply(kind, row, source_);
    add(row, kind, source_.user_id);
  }
  for (const kind of APART_KINDS) {
    if (kind === 'new-person') continue;
    for (let n = 0; n < options.apartEach; n++) {
      let resembled = source();
      // The twin of another gender is told apart by the genders: the user must have one.
      while (kind === 'twin-nickname-gender' && !resembled['gender']) resembled = source();
      add(relative(kind, resembled, random, person), kind, null);
    }
  }
  // A new person is someone else: not one with a user's name and birth date (no one could tell them apart).
  const taken = new Set(users.map(identical));
  for (let n = 0; n < options.newPeople; n++) {
    let row = person(options.users + n, chance(0.5) ? 'female' : 'male');
    while (taken.has(identical(row))) row = person(options.users + n, chance(0.5) ? 'female' : 'male');
    delete row['inst_id'];
    row['email'] = String(row['email']).replace('@', `.new${n}@`);
    add(row, 'new-person', null);
  }
  return { users, rows };
}

/** What a list keyed by hand typically carries of a person: never the user_id, often not everything. */
function backgroundCopy(source: CorpusUser, random: () => number): Record<string, unknown> {
  const { user_id: _id, ...row } = source;
  if (random() < 0.35)
    row['email'] =
      `${String(row['first_name'])[0]}${row['last_name']}${Math.floor(random() * 1e6)}@alumni-mail.org`.toLowerCase();
  if (random() < 0.2) dropFields(row, 'dob_year', 'dob_month', 'dob_day');
  if (random() < 0.3) delete row['home_address1'];
  if (random() < 0.5) delete row['inst_id'];
  if (random() < 0.5) delete row['mobile_phone'];
  if (random() < 0.5) delete row['gender'];
  if (random() < 0.25) dropFields(row, 'home_zipcode', 'home_city');
  if (random() < 0.1) delete row['year_graduated'];
  delete row['maiden_name'];
  return row;
}

function identical(person: Record<string, unknown>): string {
  return [person['first_name'], person['last_name'], person['dob_year'], person['dob_month'], person['dob_day']].join(
    '|',
  );
}

function dropFields(row: Record<string, unknown>, ...fields: string[]): void {
  for (const field of fields) delete row[field];
}

const lower = (value: unknown) => String(value ?? '').toLowerCase();
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

class Damage {
  constructor(private readonly random: () => number) {}

  private int(n: number): number {
    return Math.floor(this.random() * n);
  }

  /** Insert, delete, substitute a letter or swap two neighbours. */
  typo(word: string): string {
    const w = word.toLowerCase();
    if (w.length < 4) return capital(w + 'e');
    const i = 1 + this.int(w.length - 2);
    const letter = 'abcdefghiklmnoprstuvwy'[this.int(22)]!;
    switch (this.int(4)) {
      case 0:
        return capital(w.slice(0, i) + letter + w.slice(i));
      case 1:
        return capital(w.slice(0, i) + w.slice(i + 1));
      case 2:
        return capital(w.slice(0, i) + (w[i] === letter ? 'x' : letter) + w.slice(i + 1));
      default:
        return capital(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
    }
  }

  ocr(word: string): string {
    const w = word.toLowerCase();
    for (const [from, to] of [
      ['m', 'rn'],
      ['rn', 'm'],
      ['o', '0'],
      ['l', '1'],
      ['s', '5'],
    ] as const)
      if (w.slice(1).includes(from)) return capital(w[0] + w.slice(1).replace(from, to));
    return this.typo(word);
  }

  phonetic(word: string): string {
    const w = word.toLowerCase();
    const rules: [RegExp, string][] = [
      [/ph/, 'f'],
      [/ck/, 'k'],
      [/c(?=[aou])/, 'k'],
      [/k/, 'c'],
      [/ie$/, 'y'],
      [/y$/, 'ie'],
      [/son$/, 'sen'],
      [/sen$/, 'son'],
      [/([lmnst])\1/, '$1'],
      [/ei/, 'ie'],
      [/z/, 's'],
      [/ou/, 'ow'],
      [/th/, 't'],
    ];
    for (const [from, to] of rules) if (from.test(w.slice(1))) return capital(w[0] + w.slice(1).replace(from, to));
    return this.typo(word);
  }

  apply(kind: CorpusKind, row: Record<string, unknown>, source: CorpusUser): void {
    const random = this.random;
    switch (kind) {
      case 'new-email':
        row['email'] = `${lower(row['last_name']).replace(/[^a-z]/g, '')}.${this.int(999)}@newmail.net`;
        break;
      case 'typo-last':
        row['last_name'] = this.typo(String(row['last_name']));
        break;
      case 'typo-first':
        row['first_name'] = this.typo(String(row['first_name']));
        break;
      case 'ocr':
        if (random() < 0.5) row['last_name'] = this.ocr(String(row['last_name']));
        else row['home_address1'] = this.ocr(String(source['home_address1']));
        row['first_name'] = this.ocr(String(row['first_name']));
        break;
      case 'phonetic':
        row['last_name'] = this.phonetic(String(row['last_name']));
        break;
      case 'missing-values':
        for (const field of ['dob_year', 'dob_month', 'dob_day', 'gender', 'home_city', 'mobile_phone'])
          delete row[field];
        if (random() < 0.5) delete row['year_graduated'];
        break;
      case 'swapped-names':
        [row['first_name'], row['last_name']] = [row['last_name'], row['first_name']];
        break;
      case 'nickname': {
        const forms = nicknameForms(lower(row['first_name'])).filter((f) => f.length > 1);
        row['first_name'] = forms.length > 0 ? capital(forms[this.int(forms.length)]!) : String(row['first_name'])[0];
        break;
      }
      case 'married-maiden-column':
        row['maiden_name'] = row['last_name'];
        row['last_name'] = faker.person.lastName();
        row['email'] = `${lower(row['first_name'])}.${lower(row['last_name'])}@newmail.net`;
        break;
      case 'married-no-maiden':
        row['last_name'] = faker.person.lastName();
        break;
      case 'email-other-domain':
        row['email'] = String(source['email']).replace(/@.*/, '@work-place.com');
        break;
      case 'id-typo': {
        const id = String(source['inst_id']);
        const i = 1 + this.int(id.length - 1);
        row['inst_id'] = id.slice(0, i) + String((Number(id[i]) + 1 + this.int(8)) % 10) + id.slice(i + 1);
        row['email'] = `${lower(row['first_name'])}${this.int(99)}@newmail.net`;
        break;
      }
      case 'birth-date-typo':
        if (row['dob_day'] === undefined) Object.assign(row, pickDate(source));
        if (random() < 0.5 && Number(row['dob_day']) <= 12 && row['dob_day'] !== row['dob_month'])
          [row['dob_day'], row['dob_month']] = [row['dob_month'], row['dob_day']];
        else row['dob_year'] = Number(row['dob_year']) + (random() < 0.5 ? 1 : -1);
        break;
      case 'no-email':
        delete row['email'];
        break;
      default:
        break;
    }
  }
}

function pickDate(source: CorpusUser): Record<string, unknown> {
  return { dob_year: source['dob_year'], dob_month: source['dob_month'], dob_day: source['dob_day'] };
}

/** Someone who resembles a user and is another person. */
function relative(
  kind: CorpusKind,
  source: CorpusUser,
  random: () => number,
  person: (i: number, sex: 'female' | 'male', last?: string) => Record<string, unknown>,
): Record<string, unknown> {
  const sex =
    source['gender'] === 'F' ? 'female' : source['gender'] === 'M' ? 'male' : random() < 0.5 ? 'female' : 'male';
  const other = person(0, sex, String(source['last_name']));
  delete other['inst_id'];
  const home = {
    home_address1: source['home_address1'],
    home_city: source['home_city'],
    home_zipcode: source['home_zipcode'],
  };
  switch (kind) {
    case 'namesake':
      return {
        ...other,
        first_name: source['first_name'],
        year_graduated: Number(source['year_graduated']) + 7,
        dob_year: Number(source['dob_year']) + 7,
      };
    case 'twin': {
      // Another first name: a twin of the same name is the same record to anyone.
      while (
        areNicknames(lower(other['first_name']), lower(source['first_name'])) ||
        lower(other['first_name'])[0] === lower(source['first_name'])[0]
      )
        other['first_name'] = faker.person.firstName(sex);
      return {
        ...other,
        ...home,
        ...pickDate(source),
        year_graduated: source['year_graduated'],
        gender: source['gender'],
      };
    }
    case 'twin-nickname-gender': {
      // "Sam" Park, f, against Samuel Park, m: one birth date, a short form both could carry.
      const short =
        nicknameForms(lower(source['first_name'])).find((f) => f.length > 1) ?? lower(source['first_name']).slice(0, 3);
      return {
        ...other,
        ...home,
        ...pickDate(source),
        first_name: capital(short),
        gender: source['gender'] === 'F' ? 'M' : 'F',
        year_graduated: source['year_graduated'],
      };
    }
    case 'father-son-suffix':
    case 'father-son-no-suffix': {
      const son: Record<string, unknown> = {
        ...other,
        ...home,
        first_name: source['first_name'],
        gender: source['gender'],
        email: source['email'],
        dob_year: Number(source['dob_year']) + 28,
        year_graduated: Number(source['year_graduated']) + 28,
      };
      if (kind === 'father-son-suffix') son['name_suffix'] = 'Jr.';
      else dropFields(son, 'dob_year', 'dob_month', 'dob_day');
      return son;
    }
    case 'spouse-shared-email': {
      const spouse = person(0, sex === 'female' ? 'male' : 'female', String(source['last_name']));
      delete spouse['inst_id'];
      dropFields(spouse, 'dob_year', 'dob_month', 'dob_day');
      return { ...spouse, ...home, email: source['email'] };
    }
    default:
      return other;
  }
}
