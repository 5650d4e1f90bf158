// String similarity for names and identifiers: Jaro-Winkler, the optimal-string-alignment
// (restricted Damerau-Levenshtein) distance, and the NYSIIS phonetic code. Written here because
// no package in the install ships them (fastest-levenshtein has no transpositions, none has a
// phonetic code); inputs are short folded words, so plain dynamic programming is fast enough.

const USED_B = new Uint8Array(64);
const MATCHED_A = new Int32Array(64);

/** Jaro-Winkler similarity in [0, 1] (prefix scale 0.1, up to four letters). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a === '' ? 0 : 1;
  if (a === '' || b === '') return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  // Names are short: reused buffers, a longer pair gets its own.
  const usedB = b.length <= USED_B.length ? USED_B.fill(0, 0, b.length) : new Uint8Array(b.length);
  const matchedA = a.length <= MATCHED_A.length ? MATCHED_A : new Int32Array(a.length);
  let m = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (usedB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      usedB[j] = 1;
      matchedA[m++] = i;
      break;
    }
  }
  if (m === 0) return 0;
  let k = 0;
  let halfTranspositions = 0;
  for (let n = 0; n < m; n++) {
    const i = matchedA[n]!;
    while (!usedB[k]) k++;
    if (a[i] !== b[k]) halfTranspositions++;
    k++;
  }
  const jaro = (m / a.length + m / b.length + (m - halfTranspositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

const LETTER_COUNTS = new Int32Array(128);

/**
 * Whether jaroWinkler(a, b) >= least, ruling most pairs out first by a bound: the letters the two words have
 * in common (as many times as both hold them) bound the Jaro matches, the common prefix bounds the rest.
 */
export function jaroWinklerAtLeast(a: string, b: string, least: number): boolean {
  if (a === '' || b === '') return jaroWinkler(a, b) >= least;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  for (let i = 0; i < a.length; i++) LETTER_COUNTS[a.charCodeAt(i) & 127]!++;
  let common = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i) & 127;
    if (LETTER_COUNTS[c]! > 0) {
      LETTER_COUNTS[c]!--;
      common++;
    }
  }
  LETTER_COUNTS.fill(0);
  const jaroAtMost = (common / a.length + common / b.length + 1) / 3;
  // A small margin: the bound must never rule out a pair the exact value lets through.
  if (jaroAtMost + prefix * 0.1 * (1 - jaroAtMost) < least - 1e-9) return false;
  return jaroWinkler(a, b) >= least;
}

/** Reused rows of the distance table (names are short; a longer pair gets its own). */
const ROW_BUFFERS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edits (insert, delete, substitute, swap two neighbours) from a to b, or `max + 1` as soon as
 * it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === '') return b.length;
  if (b === '') return a.length;
  const cols = b.length + 1;
  const rows = cols <= ROW_BUFFERS[0]!.length ? ROW_BUFFERS : [0, 1, 2].map(() => new Int32Array(cols));
  let [before, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return prev[b.length]!;
}

/** What one edit was, for the words: a letter swapped with its neighbour, or another edit. */
export function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const PHONETIC_MEMO = new Map<string, string>();

/**
 * NYSIIS (New York State Identification and Intelligence System) code of a folded name word:
 * "Catherine" and "Kathryn" both give "CATARAN", "Schmidt" and "Smith" do not meet.
 */
export function nysiis(word: string): string {
  const known = PHONETIC_MEMO.get(word);
  if (known !== undefined) return known;
  let s = word.toUpperCase().replace(/[^A-Z]/g, '');
  if (s === '') return '';
  s = s
    .replace(/^MAC/, 'MCC')
    .replace(/^KN/, 'NN')
    .replace(/^K/, 'C')
    .replace(/^(PH|PF)/, 'FF')
    .replace(/^SCH/, 'SSS');
  s = s.replace(/(EE|IE)$/, 'Y').replace(/(DT|RT|RD|NT|ND)$/, 'D');
  let key = s[0]!;
  const chars = s.split('');
  for (let i = 1; i < chars.length; i++) {
    const c = chars[i]!;
    let out: string;
    if (c === 'E' && chars[i + 1] === 'V') {
      chars[i + 1] = 'F';
      out = 'A';
    } else if (VOWELS.has(c)) out = 'A';
    else if (c === 'Q') out = 'G';
    else if (c === 'Z') out = 'S';
    else if (c === 'M') out = 'N';
    else if (c === 'K') out = chars[i + 1] === 'N' ? 'N' : 'C';
    else if (c === 'S' && chars[i + 1] === 'C' && chars[i + 2] === 'H') {
      chars[i + 1] = 'S';
      chars[i + 2] = 'S';
      out = 'S';
    } else if (c === 'P' && chars[i + 1] === 'H') {
      chars[i + 1] = 'F';
      out = 'F';
    } else if (c === 'H') {
      const around = [chars[i - 1], chars[i + 1]];
      out = around.some((x) => x === undefined || !VOWELS.has(x)) ? chars[i - 1]! : c;
    } else if (c === 'W' && VOWELS.has(chars[i - 1]!)) out = chars[i - 1]!;
    else out = c;
    chars[i] = out;
    if (key[key.length - 1] !== out) key += out;
  }
  if (key.length > 1 && key.endsWith('S')) key = key.slice(0, -1);
  if (key.length > 2 && key.endsWith('AY')) key = key.slice(0, -2) + 'Y';
  if (key.length > 1 && key.endsWith('A')) key = key.slice(0, -1);
  if (PHONETIC_MEMO.size > 200_000) PHONETIC_MEMO.clear();
  PHONETIC_MEMO.set(word, key);
  return key;
}
