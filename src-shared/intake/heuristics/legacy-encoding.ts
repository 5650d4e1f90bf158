// Bytes that are not UTF-8 come, almost always, from Excel's older CSV formats: Windows-1252 on
// Windows, Mac Roman ("Comma Separated Values" of Excel for Mac). Both decode every byte, so
// which one was meant is judged by what the accented characters become next to the letters
// around them: é in a name is plausible, "RenŽ", "JosÈ" or a control character is not.
// No maintained detector reads Mac Roman (jschardet and chardet know Windows-1252 only).
// Central European lists (Polish, Czech, Slovak, Hungarian) saved by Excel on Windows are
// Windows-1250: read as Windows-1252 the Polish and Slovak ł, ą, ż, ľ become symbols inside words
// (Wa³êsa), which gives them away; Czech ř and Hungarian ő become other letters (ø, õ) that
// Western text has too, so those files are told by the note, which quotes a word as read.

export type LegacyEncoding = 'windows-1252' | 'windows-1250' | 'macintosh';

const isAsciiLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isLower = (char: string): boolean => char !== char.toUpperCase() && char === char.toLowerCase();
const isUpper = (char: string): boolean => char !== char.toLowerCase() && char === char.toUpperCase();
/** Quotes and the apostrophe Windows-1252 text carries between letters (O’Brien, don’t). */
const TYPOGRAPHIC = new Set(['\u2018', '\u2019', '\u201c', '\u201d']);

/**
 * How plausible a decoded text's non-ASCII characters are beside letters: a Latin-1 letter in
 * a word's case and a typographic quote count for; an upper-case letter after a lower-case one,
 * a lower-case letter before an upper-case one, a symbol inside a word and a control character
 * count against.
 */
export function plausibility(text: string): number {
  let score = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    const before = text[i - 1] ?? ' ';
    const after = text[i + 1] ?? ' ';
    if (!isAsciiLetter(before.charCodeAt(0)) && !isAsciiLetter(after.charCodeAt(0))) continue;
    const char = text[i]!;
    if (code <= 0x9f)
      score -= 3; // a C1 control: a byte Windows-1252 leaves undefined
    else if (TYPOGRAPHIC.has(char)) score += 1;
    else if (isUpper(char) && isLower(before)) score -= 1;
    else if (isLower(char) && isUpper(after)) score -= 1;
    else if (code >= 0xc0 && code <= 0xff && code !== 0xd7 && code !== 0xf7) score += 1;
    else if (
      char.toUpperCase() === char.toLowerCase() &&
      isAsciiLetter(before.charCodeAt(0)) &&
      isAsciiLetter(after.charCodeAt(0))
    )
      score -= 1; // "Pe–a", "Bront‰"
  }
  return score;
}

/**
 * Windows-1252's bytes 0x80-0x9F, as the WHATWG Encoding Standard maps them (the five it leaves
 * undefined stay C1 controls). Node 20.18.3 and later decode the label as ISO-8859-1, leaving
 * every one of them a control character (nodejs/node#60888): "O’Brien" would be refused for an
 * invisible character. Browsers decode them right; this table makes Node agree.
 */
const WINDOWS_1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const C1 = /[\u0080-\u009f]/g;

/** Windows-1252 bytes as text, the same in Node and browsers. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const text = new TextDecoder('windows-1252').decode(bytes);
  return text.replace(C1, (char) => WINDOWS_1252_80_9F[char.charCodeAt(0) - 0x80]!);
}

/** The older encoding whose reading of the bytes is clearly the more plausible; Windows-1252 when in doubt. */
export function legacyEncodingOf(bytes: Uint8Array): { encoding: LegacyEncoding; text: string } {
  const windows = decodeWindows1252(bytes);
  const mac = new TextDecoder('macintosh').decode(bytes);
  const western: { encoding: LegacyEncoding; text: string } =
    plausibility(mac) >= plausibility(windows) + 2
      ? { encoding: 'macintosh', text: mac }
      : { encoding: 'windows-1252', text: windows };
  const misread = misreadMarks(western.text);
  if (misread >= 2) {
    // Western European text reads as well in Windows-1252 (è, ñ) as in Windows-1250 (č, ń): only clearly fewer marks
    // change it.
    const central = new TextDecoder('windows-1250').decode(bytes);
    if (misreadMarks(central) * 2 + 2 <= misread) return { encoding: 'windows-1250', text: central };
  }
  return western;
}

/**
 * Signs that sit beside letters in any Latin text: quotes, dashes, the ellipsis, guillemets, the ordinals of Nº and 1ª.
 */
const WORD_PUNCTUATION = new Set([
  '\u2018',
  '\u2019',
  '\u201a',
  '\u201c',
  '\u201d',
  '\u201e',
  '\u2013',
  '\u2014',
  '\u2026',
  '\u00ab',
  '\u00bb',
  '\u00a0',
  '\u00b7',
  '\u00ba',
  '\u00aa',
]);
const hasCase = (char: string): boolean => char.toUpperCase() !== char.toLowerCase();
const isLetterAt = (text: string, at: number): boolean => {
  const char = text[at];
  return char !== undefined && (isAsciiLetter(char.charCodeAt(0)) || hasCase(char));
};

/**
 * Signs that a text was decoded with the wrong one-byte encoding: control characters, a symbol
 * touching a letter (Wa³êsa, Pawe³, mo¿e; ¿ and ¡ open Spanish words, so only after a letter),
 * and an upper-case letter after a lower-case one (GdaŸ).
 */
function misreadMarks(text: string): number {
  let marks = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code <= 0x9f) {
      marks += 3;
      continue;
    }
    const char = text[i]!;
    const before = isLetterAt(text, i - 1);
    if (hasCase(char)) {
      if (before && isUpper(char) && isLower(text[i - 1]!)) marks++;
    } else if (WORD_PUNCTUATION.has(char)) {
      continue;
    } else if (char === '\u00bf' || char === '\u00a1') {
      if (before) marks++;
    } else if (before || isLetterAt(text, i + 1)) marks++;
  }
  return marks;
}
