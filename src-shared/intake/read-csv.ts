// A CSV file as rows: decoded, its delimiter found, and what a person should know of the encoding read.
import { refused } from '../errors';
import { reason } from '../problems/reasons';
import { parseCsv } from './csv';
import { CSV_DELIMITERS, isCsvDelimiter } from './delimiters';
import { detectDelimiter } from './heuristics/delimiter';
import { unifyLineEndings } from './heuristics/line-endings';
import { cjkEncoding } from './cjk-encodings';
import { decodeText } from './decode';
import { INTAKE_LIMITS } from './limits';
import { notice, type Notice } from './notices';
import type { RawTable } from './raw-table';
import type { CsvDelimiter, IntakeOptions, TextEncodingName } from './types';

export async function readCsv(bytes: Uint8Array, options: IntakeOptions): Promise<RawTable> {
  const decoded = decodeText(bytes, options.fileName, options.encoding);
  const { encoding } = decoded;
  const directive = separatorDirective(unifyLineEndings(decoded.text));
  const { text } = directive;
  const given = options.delimiter ? delimiterGiven(options.delimiter) : undefined;
  const delimiter = given ?? directive.delimiter ?? detectDelimiter(text);
  const parsed = await parseCsv(text, delimiter, INTAKE_LIMITS.maxRows, options.fileName);
  const { rows } = parsed;
  const notices: Notice[] = [...parsed.notices];
  if (given && rows.slice(0, 20).every((cells) => cells.length <= 1)) {
    // The delimiter given splits nothing: the file's own one is said, with the way to use it.
    const own = detectDelimiter(text);
    if (own !== given) notices.unshift(notice('delimiter-splits-nothing', { given, own }));
  }
  const damaged = text.includes('\uFFFD')
    ? rows.findIndex((cells) => cells.some((cell) => cell.includes('\uFFFD')))
    : -1;
  if (damaged >= 0) notices.push(notice('replacement-characters', { row: damaged + 1 }));
  if (decoded.asUtf8 !== undefined) notices.unshift(givenEncodingNotice(encoding, text, decoded.asUtf8));
  else if (options.encoding !== undefined) {
    // The encoding asked for read the file: nothing to say of a choice made.
  } else if (encoding === 'windows-1252' || encoding === 'windows-1250' || encoding === 'macintosh') {
    const line = decoded.firstNonUtf8Line;
    const word = firstAccentedWord(text);
    notices.unshift(
      decoded.utf8Before
        ? notice('mixed-encodings', { encoding, ...(line ? { line } : {}) })
        : notice('legacy-encoding', { encoding, ...(line ? { line } : {}), ...(word ? { word } : {}) }),
    );
  } else if (cjkEncoding(encoding)) notices.unshift(cjkEncodingNotice(encoding, text));
  return { rows, layout: { format: 'csv', encoding, delimiter, delimiterDetected: !given }, notices };
}

/** The delimiter the caller gives is one of the characters we read (a door turns its own words into one). */
function delimiterGiven(value: string): CsvDelimiter {
  if (isCsvDelimiter(value)) return value;
  throw refused(reason('csv.delimiter-unknown', { delimiter: value }));
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

/**
 * An encoding was asked for, but the bytes are valid UTF-8 beyond ASCII, which a file in
 * another encoding hardly ever is: its first word beyond ASCII both ways, to compare.
 */
function givenEncodingNotice(encoding: TextEncodingName, text: string, asUtf8: string): Notice {
  const word = (from: string) =>
    // eslint-disable-next-line no-control-regex
    /[^\s,;|\t"]*[^\u0000-\u007f][^\s,;|\t"]*/.exec(from.slice(0, 1 << 20))?.[0].slice(0, 40) ?? '';
  return notice('encoding-given-but-utf8', { encoding, word: word(text), utf8Word: word(asUtf8) });
}

/**
 * A file read as Chinese, Japanese or Korean text: which encoding, the first word as read, and the others to choose.
 */
function cjkEncodingNotice(encoding: TextEncodingName, text: string): Notice {
  const word = /[^\s,;|\t"]*[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][^\s,;|\t"]*/
    .exec(text.slice(0, 1 << 20))?.[0]
    .slice(0, 40);
  return notice('cjk-encoding', { encoding, ...(word ? { word } : {}) });
}

/** The first word holding a letter beyond ASCII, as decoded: what a person checks to see the encoding is right. */
function firstAccentedWord(text: string): string | undefined {
  const match = /[^\s,;|\t"]*[\u00c0-\u024f][^\s,;|\t"]*/.exec(text.slice(0, 1 << 20));
  return match ? match[0].slice(0, 40) : undefined;
}
