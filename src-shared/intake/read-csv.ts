// A CSV file as rows: decoded, its delimiter found, and what a person should know of the encoding read.
import { AppError } from '../errors';
import { parseCsv } from './csv';
import { CSV_DELIMITERS, delimiterName, isCsvDelimiter } from './delimiters';
import { detectDelimiter } from './heuristics/delimiter';
import { unifyLineEndings } from './heuristics/line-endings';
import { CJK_ENCODINGS, cjkEncoding } from './cjk-encodings';
import { decodeText } from './decode';
import { encodingLabel } from './encoding-names';
import { INTAKE_LIMITS } from './limits';
import { hinted, type RawTable } from './raw-table';
import type { CsvDelimiter, IntakeOptions, TextEncodingName } from './types';

export async function readCsv(bytes: Uint8Array, options: IntakeOptions): Promise<RawTable> {
  const decoded = decodeText(bytes, options.fileName, options.encoding);
  const { encoding } = decoded;
  const directive = separatorDirective(unifyLineEndings(decoded.text));
  const { text } = directive;
  const given = options.delimiter ? delimiterGiven(options.delimiter) : undefined;
  const delimiter = given ?? directive.delimiter ?? detectDelimiter(text);
  const noticeHints: RawTable['noticeHints'] = {};
  const { rows, notices } = await parseCsv(text, delimiter, INTAKE_LIMITS.maxRows, options.fileName);
  if (given && rows.slice(0, 20).every((cells) => cells.length <= 1)) {
    // The delimiter given splits nothing: the file's own one is said, with the way to use it.
    const own = detectDelimiter(text);
    if (own !== given)
      notices.unshift(
        hinted(
          noticeHints,
          `The delimiter given, ${delimiterName(given)}, leaves each of the first rows in one cell; the file reads as ${delimiterName(own)}-separated. Leave the delimiter to be detected, or give ${delimiterName(own)}.`,
          { setting: 'delimiter', detect: true },
        ),
      );
  }
  const damaged = text.includes('\uFFFD')
    ? rows.findIndex((cells) => cells.some((cell) => cell.includes('\uFFFD')))
    : -1;
  if (damaged >= 0)
    notices.push(
      `The file already holds replacement characters (\uFFFD), first on row ${damaged + 1}: some text was damaged before this file was saved. Check those cells.`,
    );
  const encodingDetected = { setting: 'encoding', detect: true } as const;
  const encodingChosen = { setting: 'encoding', detect: false } as const;
  if (decoded.asUtf8 !== undefined)
    notices.unshift(hinted(noticeHints, givenEncodingNotice(encoding, text, decoded.asUtf8), encodingDetected));
  else if (options.encoding !== undefined) {
    // The encoding asked for read the file: nothing to say of a choice made.
  } else if (encoding === 'windows-1252' || encoding === 'windows-1250' || encoding === 'macintosh')
    notices.unshift(
      hinted(
        noticeHints,
        legacyEncodingNotice(encoding, text, decoded.firstNonUtf8Line, decoded.utf8Before),
        encodingChosen,
      ),
    );
  else if (cjkEncoding(encoding))
    notices.unshift(hinted(noticeHints, cjkEncodingNotice(encoding, text), encodingChosen));
  return { rows, layout: { format: 'csv', encoding, delimiter, delimiterDetected: !given }, notices, noticeHints };
}

/** The delimiter the caller gives is one of the characters we read (a door turns its own words into one). */
function delimiterGiven(value: string): CsvDelimiter {
  if (isCsvDelimiter(value)) return value;
  throw new AppError('invalid-input', `The delimiter "${value}" is not one we read.`, [
    'Use comma, semicolon, tab or pipe (, ; \\t |).',
  ]);
}

/**
 * A first line "sep=;" is Excel's directive naming the delimiter: Excel obeys it and hides the
 * line, numbering the next line row 1. So is it read here: the delimiter it names (unless one is
 * given), and the text from the line after it.
 */
function separatorDirective(text: string): { text: string; delimiter?: CsvDelimiter } {
  const match = /^sep=(.)(?:\r\n|\n|\r|$)/i.exec(text.slice(0, 8));
  if (!match) return { text };
  const delimiter = CSV_DELIMITERS.find((candidate) => candidate === match[1]);
  return { text: text.slice(match[0].length), ...(delimiter ? { delimiter } : {}) };
}

const LEGACY_NAMES = {
  'windows-1252': {
    read: 'Windows-1252 (Western European, Excel for Windows)',
    choice: 'Windows-1252, if it came from Excel for Windows in Western Europe or the Americas',
  },
  'windows-1250': {
    read: 'Windows-1250 (Central European: Polish, Czech, Slovak, Hungarian, from Excel for Windows), in which its accented letters make words',
    choice: 'Windows-1250, for Polish, Czech, Slovak or Hungarian names',
  },
  macintosh: {
    read: 'Mac Roman (what Excel for Mac saves as CSV), in which its accented letters make words',
    choice: 'Mac Roman, if it came from Excel for Mac',
  },
} as const;

function legacyEncodingNotice(
  encoding: keyof typeof LEGACY_NAMES,
  text: string,
  line: number | undefined,
  utf8Before: boolean | undefined,
): string {
  const where = line ? ` (the first bytes that are not UTF-8 are on line ${line})` : '';
  const others = (Object.keys(LEGACY_NAMES) as (keyof typeof LEGACY_NAMES)[])
    .filter((other) => other !== encoding)
    .map((other) => LEGACY_NAMES[other].choice);
  const word = firstAccentedWord(text);
  const shown = word
    ? ` Its first word with an accented letter now reads "${word}": if that looks wrong,`
    : ' If accented letters look wrong,';
  const mixed = utf8Before
    ? ` The lines before it hold UTF-8 text, so the file probably mixes two encodings (two exports pasted together?): accented letters on those lines will look wrong (é as Ã©). Save the whole list again as "CSV UTF-8".`
    : `${shown} choose its encoding: ${others.join('; or ')}.`;
  return `The file is not UTF-8: it was read as ${LEGACY_NAMES[encoding].read}${where}.${mixed}`;
}

/**
 * An encoding was asked for, but the bytes are valid UTF-8 beyond ASCII, which a file in
 * another encoding hardly ever is: its first word beyond ASCII both ways, to compare.
 */
function givenEncodingNotice(encoding: TextEncodingName, text: string, asUtf8: string): string {
  const word = (from: string) =>
    // eslint-disable-next-line no-control-regex
    /[^\s,;|\t"]*[^\u0000-\u007f][^\s,;|\t"]*/.exec(from.slice(0, 1 << 20))?.[0].slice(0, 40) ?? '';
  return `The file was read as ${encodingLabel(encoding)}, as asked, but its bytes are also valid UTF-8 text, which a file in another encoding hardly ever is: its first word beyond plain letters reads "${word(text)}" so, and "${word(asUtf8)}" as UTF-8. If the names look wrong, leave the encoding to be detected.`;
}

/**
 * A file read as Chinese, Japanese or Korean text: which encoding, the first word as read, and the others to choose.
 */
function cjkEncodingNotice(encoding: TextEncodingName, text: string): string {
  const word = /[^\s,;|\t"]*[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][^\s,;|\t"]*/
    .exec(text.slice(0, 1 << 20))?.[0]
    .slice(0, 40);
  const others = CJK_ENCODINGS.filter((other) => other.encoding !== encoding).map((other) => other.choice);
  return `The file is not UTF-8: it was read as ${encodingLabel(encoding)}, as Excel saves CSV on a computer set to that language.${word ? ` Its first word in that script reads "${word}":` : ''} if the names look wrong, choose its encoding: ${others.join('; ')}; or save the list again as "CSV UTF-8".`;
}

/** The first word holding a letter beyond ASCII, as decoded: what a person checks to see the encoding is right. */
function firstAccentedWord(text: string): string | undefined {
  const match = /[^\s,;|\t"]*[\u00c0-\u024f][^\s,;|\t"]*/.exec(text.slice(0, 1 << 20));
  return match ? match[0].slice(0, 40) : undefined;
}
