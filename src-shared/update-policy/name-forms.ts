// What a match may change in a name: a weaker form of the service's name never replaces it
// without a decision. A nickname keeps the formal first name (and fills `nickname` when empty), a
// last name equal to the service's maiden name keeps the married one, and a name that differs only
// by a typo, case or accents keeps the service's spelling.
import { isBlank } from '../diff/values';
import { areNicknames, foldText } from '../identity';

export type NameFormReason = 'nickname' | 'maiden-name' | 'spelling';

const NAME_FIELDS = new Set(['first_name', 'last_name', 'middle_name', 'maiden_name', 'nickname']);

const folded = (value: unknown): string =>
  foldText(String(value ?? ''))
    .replace(/['’.]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();

/** Why the file's name is a weaker form of the service's, or null when it is simply another name. */
export function nameFormReason(
  field: string,
  fileValue: unknown,
  server: Readonly<Record<string, unknown>>,
): NameFormReason | null {
  if (!NAME_FIELDS.has(field)) return null;
  const current = server[field];
  if (isBlank(fileValue) || isBlank(current) || typeof fileValue !== 'string') return null;
  const file = folded(fileValue);
  const held = folded(current);
  if (field === 'last_name' && !isBlank(server['maiden_name']) && file === folded(server['maiden_name']))
    return 'maiden-name';
  if (field === 'first_name' && file !== held && areNicknames(firstWord(file), firstWord(held))) return 'nickname';
  return file === held || isTypo(file, held) ? 'spelling' : null;
}

/**
 * The nickname a nickname match brings: the file's short form goes into `nickname` when the
 * service holds none there and the row gives none of its own.
 */
export function nicknameFromFirstName(
  row: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>>,
): string | null {
  const given = row['first_name'];
  if (typeof given !== 'string' || isBlank(given) || !isBlank(server['nickname']) || !isBlank(row['nickname']))
    return null;
  if (nameFormReason('first_name', given, server) !== 'nickname') return null;
  return given.trim().length < String(server['first_name']).trim().length ? given.trim() : null;
}

const firstWord = (text: string): string => text.split(' ')[0] ?? '';

/** One slip (two in a long name): a letter added, dropped, changed, or two swapped. */
export function isTypo(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  const allowed = shorter >= 8 ? 2 : 1;
  if (Math.abs(a.length - b.length) > allowed) return false;
  return editDistance(a, b, allowed) <= allowed;
}

/** Damerau-Levenshtein (adjacent swaps count once), stopping once every path is past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return best;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
