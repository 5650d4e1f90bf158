// Hides an API key in text a service sent back, in the forms a service may echo it: as given, in
// another case, cut short, base64 (plain and URL-safe) or URL-encoded. Any run of the text that
// matches FRAGMENT or more consecutive characters of one of those forms (case ignored) is hidden,
// so a key cut at either end or inside a longer word is caught as well.

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

export function redactKey(text: string, key: string): string {
  if (key.length < MIN_REDACTED_KEY || text === '') return text;
  const lower = text.toLowerCase();
  const ranges = formsOf(key).flatMap((form) => rangesOf(lower, form, Math.min(FRAGMENT, form.length)));
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  let current = ranges[0]!;
  for (const range of ranges.slice(1)) {
    if (range[0] <= current[1]) current = [current[0], Math.max(current[1], range[1])];
    else {
      out += text.slice(from, current[0]) + KEY_HIDDEN;
      from = current[1];
      current = range;
    }
  }
  return out + text.slice(from, current[0]) + KEY_HIDDEN + text.slice(current[1]);
}
