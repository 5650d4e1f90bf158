// Names compared: first names (same, nickname, typo, same sound, initial), last and maiden names both ways, and
// first and last name swapped.
import type { Evidence } from './evidence';
import { made, pair, UNSAID } from './evidence-pool';
import type { EvidenceCode } from './levels';
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

export function firstName(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
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
export function lastName(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
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
export function swappedNames(row: Profile, user: Profile, model: WeightModel, explain: boolean): Evidence | null {
  if (!row.first || !row.last || !user.first || !user.last) return null;
  if (!close(row.first.whole, user.last.whole) || !close(row.last.whole, user.first.word)) return null;
  const params = explain
    ? { row: `${row.first.text} ${row.last.text}`, user: `${user.first.text} ${user.last.text}` }
    : UNSAID;
  return made('names-swapped', model.swappedWeight(user.first.word, user.last.whole), params);
}
