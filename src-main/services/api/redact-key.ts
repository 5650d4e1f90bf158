// Hides an API key in text a service sent back, in the forms a service may echo it: as given, in
// another case, cut short, base64 (plain and URL-safe) or URL-encoded. Any run of the text that
// matches FRAGMENT or more consecutive characters of one of those forms (case ignored) is hidden,
// so a key cut at either end or inside a longer word is caught as well; and its beginning of 4 to 7
// characters standing as a word (a service's "key sk-l… is not valid"): see prefixRanges.

/** Keys shorter than this are not real keys (tests use "T"): hiding them would garble every sentence. */
const MIN_REDACTED_KEY = 4;
/** The shortest piece of a key that is hidden on its own (shorter pieces are too common to mean the key). */
const FRAGMENT = 8;
export const KEY_HIDDEN = '[key hidden]';

function formsOf(key: string): string[] {
  const base64 = Buffer.from(key, 'utf8').toString('base64');
  const forms = [
    key,
    encodeURIComponent(key),
    base64,
    base64.replace(/=+$/, ''),
    Buffer.from(key, 'utf8').toString('base64url'),
  ];
  return [...new Set(forms.map((form) => form.toLowerCase()))];
}

/** [start, end) ranges of `lower` holding a piece of `form` at least `size` long. */
function rangesOf(lower: string, form: string, size: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = 0; i + size <= form.length; i++) {
    const piece = form.slice(i, i + size);
    for (let at = lower.indexOf(piece); at >= 0; at = lower.indexOf(piece, at + 1)) ranges.push([at, at + size]);
  }
  return ranges;
}

/** The shortest beginning of a key hidden on its own (a service's "key sk-l… is not valid"). */
const PREFIX = 4;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** What a service puts after a key it cut short: an asterisk, an ellipsis, a bullet, "..". */
const MASK_AFTER = /^(\*|\u2026|\u2022|\.\.)/;

/**
 * [start, end) ranges of `lower` holding a beginning of the key shorter than FRAGMENT, as a word of
 * its own: nothing of a word just before, nothing of a word just after. A beginning made of letters
 * only ("test" of "test-key-1") reads as an ordinary word, so it is hidden only when a mask follows.
 */
function prefixRanges(lower: string, key: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (let size = Math.min(FRAGMENT, key.length) - 1; size >= PREFIX; size--) {
    const piece = key.slice(0, size);
    const lettersOnly = /^\p{L}+$/u.test(piece);
    for (let at = lower.indexOf(piece); at >= 0; at = lower.indexOf(piece, at + 1)) {
      const before = lower[at - 1];
      const after = lower.slice(at + size, at + size + 2);
      if (before !== undefined && WORD_CHAR.test(before)) continue;
      if (after !== '' && WORD_CHAR.test(after[0]!)) continue;
      if (lettersOnly && !MASK_AFTER.test(after)) continue;
      ranges.push([at, at + size]);
    }
  }
  return ranges;
}

/** Hides only the key's beginnings of PREFIX characters or more (for text that also holds ordinary names). */
export function redactKeyPrefixes(text: string, key: string, marker = KEY_HIDDEN): string {
  if (key.length < MIN_REDACTED_KEY || text === '') return text;
  return hideRanges(text, prefixRanges(text.toLowerCase(), key.toLowerCase()), marker);
}

export function redactKey(text: string, key: string): string {
  if (key.length < MIN_REDACTED_KEY || text === '') return text;
  const lower = text.toLowerCase();
  const ranges = formsOf(key).flatMap((form) => rangesOf(lower, form, Math.min(FRAGMENT, form.length)));
  ranges.push(...prefixRanges(lower, key.toLowerCase()));
  return hideRanges(text, ranges, KEY_HIDDEN);
}

/** `text` with each of `ranges` (merged where they touch) replaced by `marker`. */
function hideRanges(text: string, ranges: [number, number][], marker: string): string {
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  let current = ranges[0]!;
  for (const range of ranges.slice(1)) {
    if (range[0] <= current[1]) current = [current[0], Math.max(current[1], range[1])];
    else {
      out += text.slice(from, current[0]) + marker;
      from = current[1];
      current = range;
    }
  }
  return out + text.slice(from, current[0]) + marker + text.slice(current[1]);
}
