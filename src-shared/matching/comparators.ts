// One row against one user, field by field: each field lands at one graded level (levels.ts) and
// weighs log2(m/u). A value missing on either side is no evidence either way: no level at all.
import { evidence, type Evidence } from './evidence';
import { LEVELS } from './levels';
import type { EvidenceCode, MatchField } from './levels';
import { givenNameRelation } from '../identity';
import { ocrForm, type Profile, type Surname } from './profile';
import { editDistance, isTransposition, jaroWinklerAtLeast } from './strings';
import type { WeightModel } from './weights';

/**
 * How two different spellings of one word relate: a small typo (which kind), or null. `ocrA` and `ocrB` are
 * the words' ocrForm when the caller has them at hand (profiles keep them).
 */
export function typoOf(
  a: string,
  b: string,
  ocrA = ocrForm(a),
  ocrB = ocrForm(b),
): 'swapped' | 'ocr' | 'letter' | null {
  if (a.length < 3 || b.length < 3) return null;
  if (ocrA === ocrB) return 'ocr';
  const max = Math.min(a.length, b.length) >= 8 ? 2 : 1;
  const edits = editDistance(a, b, max);
  if (edits === 1 && isTransposition(a, b)) return 'swapped';
  if (edits <= max) return 'letter';
  return jaroWinklerAtLeast(a, b, 0.94) ? 'letter' : null;
}

export type FirstNameLevel = 'same' | 'nickname' | 'typo' | 'sounds-alike' | 'initial' | 'differs';

type FirstNameFound = { level: FirstNameLevel; how?: string };
const LEVEL_ONLY = Object.fromEntries(
  (['same', 'nickname', 'typo', 'sounds-alike', 'initial', 'differs'] as const).map((level) => [level, { level }]),
) as Record<FirstNameLevel, FirstNameFound>;

export function firstNameLevel(row: Profile, user: Profile): FirstNameFound | null {
  const a = row.first;
  const b = user.first;
  if (!a || !b) return null;
  if (a.word === b.word || a.whole === b.whole) return LEVEL_ONLY.same;
  const relation = givenNameRelation(a.word, b.word);
  if (relation === 'same') return LEVEL_ONLY.same;
  if (relation === 'initial') return LEVEL_ONLY.initial;
  if (relation === 'nickname' || user.nickname === a.word || row.nickname === b.word) return LEVEL_ONLY.nickname;
  const typo = typoOf(a.word, b.word, a.ocr, b.ocr);
  if (typo) return { level: 'typo', how: typo };
  if (a.sound === b.sound && a.sound.length > 1) return LEVEL_ONLY['sounds-alike'];
  return LEVEL_ONLY.differs;
}

const FIRST_CODES: Record<FirstNameLevel, EvidenceCode> = {
  same: 'same-first-name',
  nickname: 'first-name-nickname',
  typo: 'first-name-typo',
  'sounds-alike': 'first-name-sounds-alike',
  initial: 'first-name-initial',
  differs: 'first-name-differs',
};

/**
 * The parameters of a comparison are for the words only: a pass that only weighs (most compared users are
 * nobody's match) leaves them out, and the kept candidates are compared again with them.
 */
const UNSAID: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * Evidence of a weighing pass (no parameters) is taken from a pool and only read before the next pass: most
 * users compared are nobody's match, and the allocations were a fifth of the planning time at 100,000 rows.
 */
const POOL: Evidence[] = Array.from({ length: 32 }, () => evidence('same-first-name', 0, UNSAID));
let pooled = 0;

function made(code: EvidenceCode, weight: number, params: Record<string, string>): Evidence {
  if (params !== UNSAID || pooled >= POOL.length) return evidence(code, weight, params);
  const item = POOL[pooled++]!;
  item.code = code;
  item.field = LEVELS[code].field;
  item.weight = weight;
  return item;
}

function pair(explain: boolean, row: string, user: string): Record<string, string> {
  return explain ? { row, user } : UNSAID;
}

function firstName(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  const found = firstNameLevel(row, user);
  if (!found) return null;
  const code = FIRST_CODES[found.level];
  const params = !explain
    ? UNSAID
    : { row: row.first!.text, user: user.first!.text, ...(found.how ? { how: found.how } : {}) };
  return made(code, model.weight(code, row.first!.word), params);
}

function sharedPart(a: Surname, b: Surname): string | undefined {
  for (const part of a.parts) if (b.parts.includes(part)) return part;
  return undefined;
}

/** One pair of surnames: the same, sharing a part, or (like with like only) a typo or the same sound. */
function surnamePair(
  a: Surname | null,
  b: Surname | null,
  exact: EvidenceCode,
  typos: boolean,
  model: WeightModel,
  explain: boolean,
): Evidence | null {
  if (!a || !b) return null;
  if (a.whole === b.whole) return made(exact, model.weight(exact, a.whole), pair(explain, a.text, b.text));
  let found: Evidence | null = null;
  const part = sharedPart(a, b);
  if (part) {
    const params = explain ? { row: a.text, user: b.text, part } : UNSAID;
    found = made('shares-surname-part', model.weight('shares-surname-part'), params);
  }
  if (!typos) return found;
  const typo = typoOf(a.whole, b.whole, a.ocr, b.ocr);
  let other: Evidence | null = null;
  if (typo) {
    const params = explain ? { row: a.text, user: b.text, how: typo } : UNSAID;
    other = made('last-name-typo', model.weight('last-name-typo'), params);
  } else if (a.sound === b.sound && a.sound.length > 1)
    other = made('last-name-sounds-alike', model.weight('last-name-sounds-alike'), pair(explain, a.text, b.text));
  return other && (!found || other.weight > found.weight) ? other : found;
}

function better(best: Evidence | null, found: Evidence | null): Evidence | null {
  return found && (!best || found.weight > best.weight) ? found : best;
}

/** Last names, and maiden names against last names both ways: the best-weighing pair. */
function lastName(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  let best = surnamePair(row.last, user.last, 'same-last-name', true, model, explain);
  best = better(best, surnamePair(row.last, user.maiden, 'last-name-is-their-maiden-name', false, model, explain));
  best = better(best, surnamePair(row.maiden, user.last, 'maiden-name-is-their-last-name', false, model, explain));
  best = better(best, surnamePair(row.maiden, user.maiden, 'same-maiden-name', true, model, explain));
  if (best) return best;
  if (!row.last || !user.last) return null;
  return made('last-name-differs', model.weight('last-name-differs'), pair(explain, row.last.text, user.last.text));
}

function close(a: string, b: string): boolean {
  return a === b || typoOf(a, b) !== null;
}

/** First and last name the other way round (exact or a small typo each way). */
function swappedNames(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  if (!row.first || !row.last || !user.first || !user.last) return null;
  if (!close(row.first.whole, user.last.whole) || !close(row.last.whole, user.first.word)) return null;
  const params = explain
    ? { row: `${row.first.text} ${row.last.text}`, user: `${user.first.text} ${user.last.text}` }
    : UNSAID;
  return made('names-swapped', model.swappedWeight(user.first.word, user.last.whole), params);
}

function digitsOff(a: string, b: string): number {
  let off = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) off++;
  return off;
}

function clashes(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && a !== b;
}

function birthDate(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  const a = row.dob;
  const b = user.dob;
  if (!a || !b) return null;
  const params = explain ? { row: showDate(a), user: showDate(b) } : UNSAID;
  const fullA = row.dobKey;
  const fullB = user.dobKey;
  if (fullA && fullB) {
    if (fullA === fullB) return made('same-birth-date', model.weight('same-birth-date', fullA), params);
    if (digitsOff(fullA, fullB) === 1)
      return made('birth-date-one-digit', model.weight('birth-date-one-digit'), params);
    if (a.year === b.year && a.day === b.month && a.month === b.day)
      return made('birth-date-day-month-swapped', model.weight('birth-date-day-month-swapped'), params);
    return made('different-birth-date', model.weight('different-birth-date'), params);
  }
  if (clashes(a.year, b.year) || clashes(a.month, b.month) || clashes(a.day, b.day))
    return made('different-birth-date', model.weight('different-birth-date'), params);
  if (a.year !== null && a.year === b.year) return made('same-birth-year', model.weight('same-birth-year'), params);
  return null;
}

export function showDate(date: NonNullable<Profile['dob']>): string {
  const pad = (n: number | null) => (n === null ? '??' : String(n).padStart(2, '0'));
  return `${date.year ?? '????'}-${pad(date.month)}-${pad(date.day)}`;
}

function instId(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  const a = row.instId;
  const b = user.instId;
  if (a === null || b === null) return null;
  const params = pair(explain, a, b);
  if (a.toLowerCase() === b.toLowerCase()) return made('same-inst-id', model.weight('same-inst-id', b), params);
  if (a.length >= 4 && editDistance(a, b, 1) <= 1) return made('inst-id-typo', model.weight('inst-id-typo'), params);
  return made('different-inst-id', model.weight('different-inst-id'), params);
}

/** Local parts too common to tell people apart. */
const GENERIC_LOCAL = new Set(['info', 'admin', 'contact', 'office', 'mail', 'home', 'family', 'hello', 'me']);

function email(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  let shared: string | null = null;
  let code: EvidenceCode = 'same-email';
  if (row.email !== null && row.email === user.email) shared = row.email;
  else if (row.email !== null && user.secondary.includes(row.email)) {
    shared = row.email;
    code = 'email-is-their-secondary';
  } else if (user.email !== null && row.secondary.includes(user.email)) {
    shared = user.email;
    code = 'secondary-is-their-email';
  }
  if (shared !== null) {
    const holders = model.holders('email', shared);
    const level = holders > 1 ? 'household-email' : code;
    const params = explain ? { row: shared, holders: String(holders) } : UNSAID;
    return made(level, model.weight(level, shared), params);
  }
  if (row.email === null || user.email === null) return null;
  const params = pair(explain, row.email, user.email);
  const local = row.emailLocal!;
  if (local.length >= 4 && !GENERIC_LOCAL.has(local) && local === user.emailLocal)
    return made('email-same-local-part', model.weight('email-same-local-part'), params);
  return made('email-differs', model.weight('email-differs'), params);
}

function simple(
  a: string | null,
  b: string | null,
  same: EvidenceCode,
  differs: EvidenceCode,
  model: WeightModel,
  explain: boolean,
  key: string | null = b,
): Evidence | null {
  if (a === null || b === null) return null;
  return a === b
    ? made(same, model.weight(same, key), pair(explain, a, b))
    : made(differs, model.weight(differs), pair(explain, a, b));
}

function phone(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  if (row.phones.length === 0 || user.phones.length === 0) return null;
  for (const p of row.phones)
    if (user.phones.includes(p)) return made('same-phone', model.weight('same-phone'), explain ? { row: p } : UNSAID);
  return made('phone-differs', model.weight('phone-differs'), pair(explain, row.phones[0]!, user.phones[0]!));
}

/** log2(m / u) of the same class year when the birth dates agree: u = 0.15 (people of one birth year, one class). */
const CLASS_YEAR_AFTER_BIRTH_YEAR = Math.log2(0.95 / 0.15);

function keep(found: Evidence[], fields: ReadonlySet<MatchField> | undefined, item: Evidence | null): void {
  if (item !== null && (!fields || fields.has(item.field))) found.push(item);
}

/** Every field's evidence with its words, strongest name reading first. Fields not in `fields` are not compared. */
export function compareProfiles(
  row: Profile,
  user: Profile,
  model: WeightModel,
  fields?: ReadonlySet<MatchField>,
): Evidence[] {
  return compareInto([], row, user, model, fields, true);
}

const WEIGHED: Evidence[] = [];

/**
 * The score of `compareProfiles` (its weights summed) without its words, and whether one of the `flagged`
 * levels was reached: for the many users a row is compared with only to be left aside.
 */
export function weighProfiles(
  row: Profile,
  user: Profile,
  model: WeightModel,
  fields: ReadonlySet<MatchField> | undefined,
  flagged: ReadonlySet<EvidenceCode>,
): { score: number; flagged: boolean } {
  pooled = 0;
  WEIGHED.length = 0;
  compareInto(WEIGHED, row, user, model, fields, false);
  let score = 0;
  let reached = false;
  for (const item of WEIGHED) {
    score += item.weight;
    reached ||= flagged.has(item.code);
  }
  return { score, flagged: reached };
}

function compareInto(
  found: Evidence[],
  row: Profile,
  user: Profile,
  model: WeightModel,
  fields: ReadonlySet<MatchField> | undefined,
  explain: boolean,
): Evidence[] {
  const first = firstName(row, user, model, explain);
  const last = lastName(row, user, model, explain);
  const swapped = swappedNames(row, user, model, explain);
  if (swapped && swapped.weight > (first?.weight ?? 0) + (last?.weight ?? 0)) keep(found, fields, swapped);
  else {
    keep(found, fields, last);
    keep(found, fields, first);
  }
  const born = birthDate(row, user, model, explain);
  keep(found, fields, born);
  const yearKey = row.classYear === null ? null : String(row.classYear);
  const userYear = user.classYear === null ? null : String(user.classYear);
  const classYear = simple(yearKey, userYear, 'same-class-year', 'different-class-year', model, explain);
  // Class year follows birth year (most graduate at about 22): after an agreeing birth date it proves little.
  if (classYear && classYear.code === 'same-class-year' && born && born.weight > 0)
    classYear.weight = Math.min(classYear.weight, CLASS_YEAR_AFTER_BIRTH_YEAR);
  keep(found, fields, classYear);
  keep(found, fields, simple(row.gender, user.gender, 'same-gender', 'different-gender', model, explain));
  keep(found, fields, simple(row.suffix, user.suffix, 'same-suffix', 'different-suffix', model, explain));
  keep(found, fields, instId(row, user, model, explain));
  keep(found, fields, email(row, user, model, explain));
  keep(found, fields, phone(row, user, model, explain));
  keep(found, fields, simple(row.postcode, user.postcode, 'same-postcode', 'postcode-differs', model, explain));
  keep(found, fields, simple(row.street, user.street, 'same-street', 'street-differs', model, explain, user.streetAt));
  keep(found, fields, simple(row.city, user.city, 'same-city', 'city-differs', model, explain));
  return found;
}
