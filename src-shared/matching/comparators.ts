// One row against one user, field by field: each field lands at one graded level (levels.ts) and
// weighs log2(m/u). A value missing on either side is no evidence either way: no level at all.
// Names are compared in name-comparators.ts; the evidence comes from evidence-pool.ts.
import type { Evidence } from './evidence';
import { made, pair, reusePool, UNSAID } from './evidence-pool';
import type { EvidenceCode, MatchField } from './levels';
import { firstName, lastName, swappedNames } from './name-comparators';
import type { Profile } from './profile';
import { editDistance } from './strings';
import type { WeightModel } from './weights';

export { firstNameLevel, typoOf, type FirstNameLevel } from './name-comparators';

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
  reusePool();
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
