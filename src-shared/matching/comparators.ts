// One row against one user, field by field: each field lands at one graded level (levels.ts) and
// weighs log2(m/u). A value missing on either side is no evidence either way: no level at all.
import { evidence, type Evidence } from './evidence';
import type { EvidenceCode, MatchField } from './levels';
import { givenNameRelation } from '../identity';
import { fullDate, localPart, type Profile, type Surname } from './profile';
import { editDistance, isTransposition, jaroWinkler } from './strings';
import type { WeightModel } from './weights';

/** OCR and keying slips read as one letter: rn/m, 0/O, 1/l, 5/S. */
function ocrForm(word: string): string {
  return word.replace(/rn/g, 'm').replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's').replace(/vv/g, 'w');
}

/** How two different spellings of one word relate: a small typo (which kind), or null. */
export function typoOf(a: string, b: string): 'swapped' | 'ocr' | 'letter' | null {
  if (a.length < 3 || b.length < 3) return null;
  if (ocrForm(a) === ocrForm(b)) return 'ocr';
  const max = Math.min(a.length, b.length) >= 8 ? 2 : 1;
  const edits = editDistance(a, b, max);
  if (edits === 1 && isTransposition(a, b)) return 'swapped';
  if (edits <= max) return 'letter';
  return jaroWinkler(a, b) >= 0.94 ? 'letter' : null;
}

export type FirstNameLevel = 'same' | 'nickname' | 'typo' | 'sounds-alike' | 'initial' | 'differs';

export function firstNameLevel(row: Profile, user: Profile): { level: FirstNameLevel; how?: string } | null {
  const a = row.first;
  const b = user.first;
  if (!a || !b) return null;
  if (a.word === b.word || a.whole === b.whole) return { level: 'same' };
  const relation = givenNameRelation(a.word, b.word);
  if (relation === 'same') return { level: 'same' };
  if (relation === 'initial') return { level: 'initial' };
  if (relation === 'nickname' || user.nickname === a.word || row.nickname === b.word) return { level: 'nickname' };
  const typo = typoOf(a.word, b.word);
  if (typo) return { level: 'typo', how: typo };
  if (a.sound === b.sound && a.sound.length > 1) return { level: 'sounds-alike' };
  return { level: 'differs' };
}

const FIRST_CODES: Record<FirstNameLevel, EvidenceCode> = {
  same: 'same-first-name',
  nickname: 'first-name-nickname',
  typo: 'first-name-typo',
  'sounds-alike': 'first-name-sounds-alike',
  initial: 'first-name-initial',
  differs: 'first-name-differs',
};

function firstName(row: Profile, user: Profile, model: WeightModel): Evidence | null {
  const found = firstNameLevel(row, user);
  if (!found) return null;
  const code = FIRST_CODES[found.level];
  const params = { row: row.first!.text, user: user.first!.text, ...(found.how ? { how: found.how } : {}) };
  return evidence(code, model.weight(code, row.first!.word), params);
}

type SurnamePair = [Surname | null, Surname | null, EvidenceCode];

/** Last names, and maiden names against last names both ways: the best-weighing pair. */
function lastName(row: Profile, user: Profile, model: WeightModel): Evidence | null {
  const pairs: SurnamePair[] = [
    [row.last, user.last, 'same-last-name'],
    [row.last, user.maiden, 'last-name-is-their-maiden-name'],
    [row.maiden, user.last, 'maiden-name-is-their-last-name'],
    [row.maiden, user.maiden, 'same-maiden-name'],
  ];
  let best: Evidence | null = null;
  const consider = (found: Evidence) => {
    if (!best || found.weight > best.weight) best = found;
  };
  for (const [a, b, exact] of pairs) {
    if (!a || !b) continue;
    const params = { row: a.text, user: b.text };
    if (a.whole === b.whole) {
      consider(evidence(exact, model.weight(exact, a.whole), params));
      continue;
    }
    const part = a.parts.find((p) => b.parts.includes(p));
    if (part) consider(evidence('shares-surname-part', model.weight('shares-surname-part'), { ...params, part }));
    if (exact !== 'same-last-name' && exact !== 'same-maiden-name') continue;
    const typo = typoOf(a.whole, b.whole);
    if (typo) consider(evidence('last-name-typo', model.weight('last-name-typo'), { ...params, how: typo }));
    else if (a.sound === b.sound && a.sound.length > 1)
      consider(evidence('last-name-sounds-alike', model.weight('last-name-sounds-alike'), params));
  }
  if (best) return best;
  if (!row.last || !user.last) return null;
  return evidence('last-name-differs', model.weight('last-name-differs'), { row: row.last.text, user: user.last.text });
}

/** First and last name the other way round (exact or a small typo each way). */
function swappedNames(row: Profile, user: Profile, model: WeightModel): Evidence | null {
  if (!row.first || !row.last || !user.first || !user.last) return null;
  const close = (a: string, b: string) => a === b || typoOf(a, b) !== null;
  if (!close(row.first.whole, user.last.whole) || !close(row.last.whole, user.first.word)) return null;
  return evidence('names-swapped', model.swappedWeight(user.first.word, user.last.whole), {
    row: `${row.first.text} ${row.last.text}`,
    user: `${user.first.text} ${user.last.text}`,
  });
}

function digitsOff(a: string, b: string): number {
  let off = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) off++;
  return off;
}

function birthDate(row: Profile, user: Profile, model: WeightModel): Evidence | null {
  const a = row.dob;
  const b = user.dob;
  if (!a || !b) return null;
  const full = [fullDate(a), fullDate(b)];
  const params = { row: showDate(a), user: showDate(b) };
  if (full[0] && full[1]) {
    if (full[0] === full[1]) return evidence('same-birth-date', model.weight('same-birth-date', full[0]), params);
    if (digitsOff(full[0], full[1]) === 1)
      return evidence('birth-date-one-digit', model.weight('birth-date-one-digit'), params);
    if (a.year === b.year && a.day === b.month && a.month === b.day)
      return evidence('birth-date-day-month-swapped', model.weight('birth-date-day-month-swapped'), params);
    return evidence('different-birth-date', model.weight('different-birth-date'), params);
  }
  const clash = (['year', 'month', 'day'] as const).some((p) => a[p] !== null && b[p] !== null && a[p] !== b[p]);
  if (clash) return evidence('different-birth-date', model.weight('different-birth-date'), params);
  if (a.year !== null && a.year === b.year) return evidence('same-birth-year', model.weight('same-birth-year'), params);
  return null;
}

export function showDate(date: NonNullable<Profile['dob']>): string {
  const pad = (n: number | null) => (n === null ? '??' : String(n).padStart(2, '0'));
  return `${date.year ?? '????'}-${pad(date.month)}-${pad(date.day)}`;
}

function instId(row: Profile, user: Profile, model: WeightModel): Evidence | null {
  const a = row.instId;
  const b = user.instId;
  if (a === null || b === null) return null;
  const params = { row: a, user: b };
  if (a.toLowerCase() === b.toLowerCase()) return evidence('same-inst-id', model.weight('same-inst-id', b), params);
  if (a.length >= 4 && editDistance(a, b, 1) <= 1)
    return evidence('inst-id-typo', model.weight('inst-id-typo'), params);
  return evidence('different-inst-id', model.weight('different-inst-id'), params);
}

/** Local parts too common to tell people apart. */
const GENERIC_LOCAL = new Set(['info', 'admin', 'contact', 'office', 'mail', 'home', 'family', 'hello', 'me']);

function email(row: Profile, user: Profile, model: WeightModel): Evidence | null {
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
    return evidence(level, model.weight(level, shared), { row: shared, holders: String(holders) });
  }
  if (row.email === null || user.email === null) return null;
  const params = { row: row.email, user: user.email };
  const local = localPart(row.email);
  if (local.length >= 4 && !GENERIC_LOCAL.has(local) && local === localPart(user.email))
    return evidence('email-same-local-part', model.weight('email-same-local-part'), params);
  return evidence('email-differs', model.weight('email-differs'), params);
}

function simple(
  a: string | null,
  b: string | null,
  same: EvidenceCode,
  differs: EvidenceCode,
  model: WeightModel,
  key: string | null = b,
): Evidence | null {
  if (a === null || b === null) return null;
  return a === b
    ? evidence(same, model.weight(same, key), { row: a, user: b })
    : evidence(differs, model.weight(differs), { row: a, user: b });
}

function phone(row: Profile, user: Profile, model: WeightModel): Evidence | null {
  if (row.phones.length === 0 || user.phones.length === 0) return null;
  const shared = row.phones.find((p) => user.phones.includes(p));
  if (shared) return evidence('same-phone', model.weight('same-phone'), { row: shared });
  return evidence('phone-differs', model.weight('phone-differs'), { row: row.phones[0]!, user: user.phones[0]! });
}

/** log2(m / u) of the same class year when the birth dates agree: u = 0.15 (people of one birth year, one class). */
const CLASS_YEAR_AFTER_BIRTH_YEAR = Math.log2(0.95 / 0.15);

/** Every field's evidence, strongest name reading first. Fields not in `fields` are not compared. */
export function compareProfiles(
  row: Profile,
  user: Profile,
  model: WeightModel,
  fields?: ReadonlySet<MatchField>,
): Evidence[] {
  const found: (Evidence | null)[] = [];
  const first = firstName(row, user, model);
  const last = lastName(row, user, model);
  const swapped = swappedNames(row, user, model);
  if (swapped && swapped.weight > (first?.weight ?? 0) + (last?.weight ?? 0)) found.push(swapped);
  else found.push(last, first);
  const born = birthDate(row, user, model);
  found.push(born);
  const yearKey = row.classYear === null ? null : String(row.classYear);
  const userYear = user.classYear === null ? null : String(user.classYear);
  const classYear = simple(yearKey, userYear, 'same-class-year', 'different-class-year', model);
  // Class year follows birth year (most graduate at about 22): after an agreeing birth date it proves little.
  if (classYear && classYear.code === 'same-class-year' && born && born.weight > 0)
    classYear.weight = Math.min(classYear.weight, CLASS_YEAR_AFTER_BIRTH_YEAR);
  found.push(classYear);
  found.push(simple(row.gender, user.gender, 'same-gender', 'different-gender', model));
  found.push(simple(row.suffix, user.suffix, 'same-suffix', 'different-suffix', model));
  found.push(instId(row, user, model), email(row, user, model), phone(row, user, model));
  found.push(simple(row.postcode, user.postcode, 'same-postcode', 'postcode-differs', model));
  const streetKey = user.street === null ? null : `${user.street}|${user.postcode ?? ''}`;
  found.push(simple(row.street, user.street, 'same-street', 'street-differs', model, streetKey));
  found.push(simple(row.city, user.city, 'same-city', 'city-differs', model));
  return found.filter((item): item is Evidence => item !== null && (!fields || fields.has(item.field)));
}
