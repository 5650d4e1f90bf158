// Names: a title or a suffix inside a name column is warned about, with the name without it as the fix.
import { isSuffix, isTitle } from '../../transforms/name-words';
import { sentWithWarning, type CleanOutcome } from './outcome';
import { fix, problem } from '../../problems/problem';

/**
 * Titles no given name is: any other title word counts only with its full stop ("Hon Wai" is a Cantonese name, "Hon." a
 * title).
 */
const PLAIN_TITLES = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'professor', 'rev', 'reverend']);
const isTitleInFirstName = (word: string): boolean =>
  isTitle(word) && (word.endsWith('.') || PLAIN_TITLES.has(word.toLowerCase()));
/**
 * Suffixes no surname is: a degree (MD, as in "Garcia Md"? Md is a name too) counts only after a comma or with its
 * dots.
 */
const PLAIN_SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv', 'phd', 'ph.d.', 'esq', 'esq.']);
const isSuffixInLastName = (word: string, before: string): boolean =>
  isSuffix(word) &&
  (before.endsWith(',') || word.startsWith(',') || word.includes('.') || PLAIN_SUFFIXES.has(word.toLowerCase()));

/**
 * A first name that starts with a title ("Dr. Ann") or a last name that ends with a generation
 * or a degree ("Ray, Jr.", "Poe PhD"): sent as written, since a name may hold such a word, with
 * a warning naming the service's own field for it and the name without it as the fix.
 */
export function nameWithoutTitle(field: 'first_name' | 'last_name', text: string): CleanOutcome {
  const words = text.split(' ');
  if (words.length < 2) return { ok: true, value: text };
  if (field === 'first_name' && isTitleInFirstName(words[0]!))
    return sentWithWarning(
      text,
      problem('name.title', { title: words[0]! }, { fix: fix('fix.send', words.slice(1).join(' ')) }),
    );
  const last = words.at(-1)!;
  if (field === 'last_name' && isSuffixInLastName(last, words[words.length - 2]!)) {
    const rest = words.slice(0, -1).join(' ').replace(/,$/, '');
    const suffix = last.replace(/^,/, '');
    return sentWithWarning(text, problem('name.suffix', { suffix }, { fix: fix('fix.send', rest) }));
  }
  return { ok: true, value: text };
}

/** Name fields: the lines of a cell are one name, joined by a space ("Ann↵Marie" is Ann Marie). */
export const NAME_FIELDS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'middle_name',
  'maiden_name',
  'nickname',
  'name_title',
  'name_suffix',
]);
