// A generated import file against known users, with the expected outcome of every row: the
// cases offices meet (changed email, married name, nicknames, both, namesakes, new people).
import { areNicknames, foldText } from '../../src-shared/matching';

export type ScenarioCase =
  | 'changed-email'
  | 'changed-email-no-birth-date'
  | 'changed-last-name'
  | 'nickname'
  | 'email-and-name'
  | 'namesake'
  | 'new';

export interface ScenarioRow {
  rowNumber: number;
  user: Record<string, unknown>;
  case: ScenarioCase;
  /** The user this row really is, or null (a new person). */
  truth: number | null;
}

export interface ScenarioUser {
  user_id: number;
  first_name?: string | null;
  last_name?: string | null;
  maiden_name?: string | null;
  email?: string | null;
  dob_year?: number | null;
  dob_month?: number | null;
  dob_day?: number | null;
  year_graduated?: number | null;
  home_zipcode?: string | null;
}

/** Deterministic 0..1 numbers (mulberry32). */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Common short forms to try on a user's first name (each checked against the nickname list). */
const SHORT_FORMS = [
  'bob',
  'rob',
  'bill',
  'will',
  'liz',
  'beth',
  'peggy',
  'meg',
  'jim',
  'jimmy',
  'mike',
  'tom',
  'tony',
  'dave',
  'dan',
  'chris',
  'kate',
  'kathy',
  'sue',
  'joe',
  'jack',
  'ben',
  'sam',
  'alex',
  'andy',
  'matt',
  'nick',
  'steve',
  'rick',
  'dick',
  'ed',
  'ted',
  'pat',
  'jen',
  'jenny',
  'becky',
  'maggie',
  'nancy',
  'sally',
  'abby',
  'al',
  'fred',
  'greg',
  'jeff',
  'larry',
  'ron',
  'don',
  'ken',
  'vince',
  'vicky',
  'ray',
  'russ',
  'walt',
  'wally',
  'gene',
  'hank',
  'harry',
  'frank',
  'charlie',
  'chuck',
  'phil',
  'josh',
  'zach',
  'tim',
  'cindy',
  'patty',
  'debbie',
  'dot',
  'connie',
  'jo',
  'judy',
  'julie',
  'mandy',
  'molly',
  'polly',
  'sandy',
  'terry',
  'val',
  'vic',
  'winnie',
];

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function nicknameOf(first: string): string | null {
  const folded = foldText(first);
  const found = SHORT_FORMS.find(
    (form) => form !== folded && areNicknames(form, folded) && form.length < folded.length,
  );
  return found ? capital(found) : null;
}

const NEW_FIRST = [
  'Aino',
  'Bartholomew',
  'Cosima',
  'Dashiell',
  'Eulalie',
  'Fennimore',
  'Galadriel',
  'Horatio',
  'Isolde',
  'Jolyon',
  'Kestrel',
  'Leopoldine',
  'Mstislav',
  'Nimue',
  'Oleander',
  'Peregrine',
  'Quillon',
  'Rosamund',
  'Severin',
  'Thisbe',
];
const NEW_LAST = [
  'Quenneville',
  'Abernethy-Ross',
  'Zoltowska',
  'Ystad',
  'Wrexham',
  'Vantongeren',
  'Umberfield',
  'Thistlewood',
  'Sorrentino-Bell',
  'Rathbone',
  'Pemberton-Kaye',
  'Oyelaran',
  'Nettleford',
  'Marchetti',
  'Lindqvist',
  'Kowalczyk',
  'Jaramillo',
  'Heathcote',
  'Gallacher',
  'Fairweather',
];
const MARRIED = [
  'Whitcombe',
  'Ashdown',
  'Blackwood',
  'Carrington',
  'Delacroix',
  'Ellsworth',
  'Fitzgerald',
  'Greenhalgh',
  'Hollingsworth',
  'Iverson',
];

export interface ScenarioSizes {
  changedEmail: number;
  changedLastName: number;
  nickname: number;
  emailAndName: number;
  namesake: number;
  total: number;
}

export const ISSUE_SIZES: ScenarioSizes = {
  changedEmail: 60,
  changedLastName: 30,
  nickname: 30,
  emailAndName: 20,
  namesake: 20,
  total: 300,
};

function who(user: ScenarioUser): Record<string, unknown> {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    dob_year: user.dob_year,
    dob_month: user.dob_month,
    dob_day: user.dob_day,
    year_graduated: user.year_graduated,
    enabled: 1,
  };
}

/**
 * The file: each existing user used at most once; the rest new people. Married names: half carry
 * the old name in the file's maiden_name column, half rely on the service's maiden_name (users
 * that have one keep their current last name in the service's maiden_name... so the row gives
 * the maiden name as its last name).
 */
export function buildScenario(
  users: readonly ScenarioUser[],
  sizes: ScenarioSizes = ISSUE_SIZES,
  seed = 20,
): ScenarioRow[] {
  const random = randomFrom(seed);
  const pool = [...users].filter((u) => u.first_name && u.last_name && u.email);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const used = new Set<number>();
  // One cursor per kind of user wanted, so that 100,000 rows take linear time.
  const cursors = new Map<(u: ScenarioUser) => boolean, number>();
  const take = (test: (u: ScenarioUser) => boolean): ScenarioUser => {
    for (let i = cursors.get(test) ?? 0; i < pool.length; i++) {
      const u = pool[i]!;
      if (used.has(u.user_id) || !test(u)) continue;
      cursors.set(test, i + 1);
      used.add(u.user_id);
      return u;
    }
    throw new Error('The scenario needs more users of this kind.');
  };
  const anyone = () => true;
  const hasNickname = (c: ScenarioUser) => nicknameOf(String(c.first_name)) !== null;
  const hasMaidenName = (c: ScenarioUser) =>
    Boolean(c.maiden_name) && foldText(c.maiden_name) !== foldText(c.last_name);
  const rows: ScenarioRow[] = [];
  const add = (user: Record<string, unknown>, kind: ScenarioCase, truth: number | null) =>
    rows.push({ rowNumber: rows.length + 2, user, case: kind, truth });
  const newEmail = (i: number, kind: string) => `${kind}.${i}@newmail.example.com`;

  for (let i = 0; i < sizes.changedEmail; i++) {
    const u = take(anyone);
    // One in six has no birth date in the file: names and class year only (held, not sure).
    if (i % 6 === 5)
      add(
        { ...who(u), email: newEmail(i, 'moved'), dob_year: null, dob_month: null, dob_day: null },
        'changed-email-no-birth-date',
        u.user_id,
      );
    else add({ ...who(u), email: newEmail(i, 'moved') }, 'changed-email', u.user_id);
  }
  for (let i = 0; i < sizes.changedLastName; i++) {
    const u = take(anyone);
    add(
      { ...who(u), last_name: MARRIED[i % MARRIED.length], maiden_name: u.last_name },
      'changed-last-name',
      u.user_id,
    );
  }
  for (let i = 0; i < sizes.nickname; i++) {
    const u = take(hasNickname);
    add({ ...who(u), first_name: nicknameOf(String(u.first_name)), email: newEmail(i, 'nick') }, 'nickname', u.user_id);
  }
  for (let i = 0; i < sizes.emailAndName; i++) {
    if (i % 2 === 0) {
      const u = take(anyone);
      add(
        {
          ...who(u),
          last_name: MARRIED[(i + 3) % MARRIED.length],
          maiden_name: u.last_name,
          email: newEmail(i, 'married'),
        },
        'email-and-name',
        u.user_id,
      );
    } else {
      // The service knows the maiden name; the row (from old records) still carries it as the last name.
      const u = take(hasMaidenName);
      add({ ...who(u), last_name: u.maiden_name, email: newEmail(i, 'oldrecord') }, 'email-and-name', u.user_id);
    }
  }
  for (let i = 0; i < sizes.namesake; i++) {
    const u = take(anyone);
    const year = Number(u.year_graduated ?? 1990) + 7;
    add(
      {
        ...who(u),
        email: newEmail(i, 'namesake'),
        dob_year: year - 22,
        dob_month: ((Number(u.dob_month ?? 1) + 4) % 12) + 1,
        year_graduated: year,
      },
      'namesake',
      null,
    );
  }
  for (let i = 0; rows.length < sizes.total; i++) {
    // 400 names; the same name again (a larger file) is another person: another birth date.
    const first = NEW_FIRST[i % NEW_FIRST.length]!;
    const last = NEW_LAST[Math.floor(i / NEW_FIRST.length) % NEW_LAST.length]!;
    const round = Math.floor(i / (NEW_FIRST.length * NEW_LAST.length)) + i;
    const born = 1940 + (round % 60);
    add(
      {
        first_name: first,
        last_name: last,
        email: newEmail(i, 'new'),
        dob_year: born,
        dob_month: 1 + (round % 12),
        dob_day: 1 + (round % 28),
        year_graduated: born + 22,
        enabled: 1,
      },
      'new',
      null,
    );
  }
  return rows;
}

export interface ScenarioScore {
  sure: number;
  sureCorrect: number;
  falseMerges: number;
  realMatches: number;
  heldWithTruth: number;
  missed: number;
  falseHolds: number;
  precision: number;
  recall: number;
}

/** Outcome per row: the user it was matched to (sure), the candidates it was held with, or none. */
export type Outcome = { kind: 'sure'; userId: number } | { kind: 'held'; userIds: number[] } | { kind: 'none' };

export function scoreScenario(rows: readonly ScenarioRow[], outcomes: readonly Outcome[]): ScenarioScore {
  const s = { sure: 0, sureCorrect: 0, falseMerges: 0, realMatches: 0, heldWithTruth: 0, missed: 0, falseHolds: 0 };
  rows.forEach((row, i) => {
    const outcome = outcomes[i]!;
    if (row.truth !== null) s.realMatches++;
    if (outcome.kind === 'sure') {
      s.sure++;
      if (outcome.userId === row.truth) s.sureCorrect++;
      else s.falseMerges++;
    } else if (outcome.kind === 'held') {
      if (row.truth !== null && outcome.userIds.includes(row.truth)) s.heldWithTruth++;
      else if (row.truth === null) s.falseHolds++;
      else s.missed++;
    } else if (row.truth !== null) s.missed++;
  });
  return {
    ...s,
    precision: s.sure === 0 ? 1 : s.sureCorrect / s.sure,
    recall: s.realMatches === 0 ? 1 : s.sureCorrect / s.realMatches,
  };
}
