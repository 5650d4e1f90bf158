// Names as people compare them: "José" = "Jose", "O'Brien" = "OBrien" = "o brien", "García-Márquez"
// holds "garcia" and "marquez". Nicknames (Bob = Robert) are in nicknames.ts.

/** Letters NFKD does not take apart. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Lower case, accents off, special letters spelled out. */
export function foldText(value: unknown): string {
  const text = String(value ?? '');
  // Most names are plain ASCII: lower case is all they need (a tenth of the planning time at 100k rows).
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßøæœłđðþı]/g, (ch) => FOLDED_LETTERS[ch] ?? ch);
}

/** Names repeat across users and rows: their words are kept (up to a bound) rather than recomputed. */
const WORDS_MEMO = new Map<string, readonly string[]>();
const WORDS_MEMO_MAX = 200_000;

/**
 * A name's words: folded, apostrophes and dots joined ("O'Brien" -> "obrien"), other marks split.
 * The list is shared with later calls (memoised), hence read-only.
 */
export function nameWords(value: unknown): readonly string[] {
  const text = typeof value === 'string' ? value : String(value ?? '');
  const known = WORDS_MEMO.get(text);
  if (known) return known;
  const words = foldText(text)
    .replace(/['’‘`´.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  if (WORDS_MEMO.size >= WORDS_MEMO_MAX) WORDS_MEMO.clear();
  WORDS_MEMO.set(text, words);
  return words;
}

/** Words that begin surnames without telling them apart ("de la Cruz", "van der Berg"). */
const PARTICLES = new Set(['de', 'del', 'della', 'la', 'le', 'van', 'von', 'der', 'den', 'da', 'di', 'du', 'st']);

/** The words that tell surnames apart (particles and single letters left out), or all words joined. */
export function surnameParts(words: readonly string[]): string[] {
  const parts = words.filter((word) => !PARTICLES.has(word) && word.length > 1);
  return parts.length > 0 ? parts : [words.join('')];
}

export interface SurnameKey {
  /** All words joined: "garciamarquez", "vanderberg". */
  whole: string;
  /** The words that tell surnames apart (particles left out): ["garcia", "marquez"], ["berg"]. */
  parts: string[];
}

/** A surname's key, every word kept (a "Jr" too: remembered decisions are keyed by it). */
export function surnameKey(value: unknown): SurnameKey | null {
  const words = nameWords(value);
  if (words.length === 0) return null;
  return { whole: words.join(''), parts: surnameParts(words) };
}

/** The given name's first word ("Mary Ann" -> "mary"; "J." -> "j"), and all words joined. */
export function givenNameKey(value: unknown): { first: string; whole: string } | null {
  const words = nameWords(value);
  if (words.length === 0) return null;
  return { first: words[0]!, whole: words.join('') };
}
