// How a "from" value is compared: case, accents and spaces around or doubled inside do not count.

const COMBINING_MARKS = /\p{M}+/gu;

/** "  Mrs. " and "MRS." and "Mrs." meet; "Féminin" and "feminin" meet. */
export function dictionaryKey(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
