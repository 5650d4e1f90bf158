// Bytes -> text. We decode ourselves (papaparse gets a string) so the encoding is known and
// shown: BOM first, then strict UTF-8, then for bytes that are not UTF-8 a Chinese, Japanese or
// Korean encoding when chardet is sure of one, else Windows-1252, Windows-1250 or Mac Roman.
import { analyse } from 'chardet';
import { AppError } from '../errors';
import { CJK_ENCODINGS, cjkEncoding, type CjkEncoding } from './cjk-encodings';
import { decodeWindows1252, legacyEncodingOf } from './legacy-encoding';
import type { TextEncodingName } from './types';

const ENCODING_ALIASES: Record<string, TextEncodingName> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'utf-16le': 'utf-16le',
  'utf-16': 'utf-16le',
  utf16le: 'utf-16le',
  'utf-16be': 'utf-16be',
  utf16be: 'utf-16be',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'latin-1': 'windows-1252',
  latin1: 'windows-1252',
  'iso-8859-1': 'windows-1252',
  ansi: 'windows-1252',
  'windows-1250': 'windows-1250',
  cp1250: 'windows-1250',
  'central-european': 'windows-1250',
  'central european': 'windows-1250',
  'iso-8859-15': 'iso-8859-15',
  'iso8859-15': 'iso-8859-15',
  'latin-9': 'iso-8859-15',
  latin9: 'iso-8859-15',
  macintosh: 'macintosh',
  mac: 'macintosh',
  macroman: 'macintosh',
  'mac-roman': 'macintosh',
  'x-mac-roman': 'macintosh',
  gbk: 'gbk',
  gb2312: 'gbk',
  gb18030: 'gbk',
  cp936: 'gbk',
  'simplified-chinese': 'gbk',
  big5: 'big5',
  cp950: 'big5',
  'traditional-chinese': 'big5',
  shift_jis: 'shift_jis',
  'shift-jis': 'shift_jis',
  sjis: 'shift_jis',
  cp932: 'shift_jis',
  'windows-31j': 'shift_jis',
  japanese: 'shift_jis',
  'euc-kr': 'euc-kr',
  euckr: 'euc-kr',
  cp949: 'euc-kr',
  korean: 'euc-kr',
};

/** How sure chardet must be of a CJK encoding (0-100): Western text reads as CJK below ~25, real CJK text above ~70. */
const CJK_CONFIDENCE = 50;
/** The bytes chardet looks at: enough for its statistics, not a whole large file. */
const DETECT_BYTES = 64 * 1024;

export const ENCODING_NAMES = Object.keys(ENCODING_ALIASES);

/** How an encoding is named to a person: "UTF-8", "Windows-1252", "Mac Roman". */
export function encodingLabel(encoding: TextEncodingName): string {
  if (encoding === 'macintosh') return 'Mac Roman';
  if (encoding === 'iso-8859-15') return 'ISO-8859-15 (Latin-9)';
  const cjk = cjkEncoding(encoding);
  if (cjk) return cjk.label;
  return encoding.startsWith('windows-') ? `Windows-${encoding.slice('windows-'.length)}` : encoding.toUpperCase();
}

export function encodingFromName(name: string): TextEncodingName {
  const key = name.trim().toLowerCase();
  const encoding = Object.hasOwn(ENCODING_ALIASES, key) ? ENCODING_ALIASES[key] : undefined;
  if (!encoding) {
    throw new AppError('invalid-input', `The encoding "${name}" is not one we read.`, [
      'Use utf-8, utf-16le, utf-16be, windows-1252 (also called latin-1 or ANSI), iso-8859-15 (latin-9), windows-1250 (Central European: Polish, Czech, Hungarian...), macintosh (Mac Roman), gbk (Simplified Chinese), big5 (Traditional Chinese), shift_jis (Japanese) or euc-kr (Korean).',
    ]);
  }
  return encoding;
}

export function bomEncoding(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** UTF-16 written without a BOM shows as a NUL in every other byte of ASCII text. */
function bomlessUtf16(bytes: Uint8Array): TextEncodingName | undefined {
  const sample = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

function decodeStrict(bytes: Uint8Array, encoding: TextEncodingName): string | undefined {
  // Every byte is a character of Windows-1252 and of Windows-1250 (their few undefined bytes are
  // control characters, which the checks refuse where they land): nothing to refuse here.
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  if (encoding === 'windows-1250' || encoding === 'iso-8859-15') return new TextDecoder(encoding).decode(bytes);
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /**
   * Read as Windows-1252, Windows-1250 or Mac Roman because it is not UTF-8: the line (1-based) of the first bytes that
   * are not.
   */
  firstNonUtf8Line?: number;
  /** ...and the lines before it hold UTF-8 multi-byte text: the file mixes two encodings. */
  utf8Before?: boolean;
  /** Another encoding was asked for, but the bytes are valid UTF-8 beyond ASCII: the text as UTF-8 reads it. */
  asUtf8?: string;
}

/**
 * Decodes file bytes. With no encoding given: BOM, then strict UTF-8, then Windows-1252,
 * Windows-1250 or Mac Roman, whichever reads more plausibly (every byte maps to a character, so nothing is
 * replaced). A given encoding is decoded strictly: bytes it cannot read are an error naming the
 * place, never a silent U+FFFD.
 */
export function decodeText(bytes: Uint8Array, fileName: string, requested?: string): DecodedText {
  const bom = bomEncoding(bytes);
  const given = requested ? encodingFromName(requested) : undefined;
  if (bom && given && given !== bom.encoding) {
    throw new AppError(
      'invalid-input',
      `${fileName} starts with a byte order mark saying it is ${encodingLabel(bom.encoding)} text, but it was asked to be read as ${encodingLabel(given)}.`,
      ['Leave the encoding to be detected: the mark is obeyed.'],
      { setting: 'encoding', detect: true },
    );
  }
  const encoding = given ?? bom?.encoding ?? bomlessUtf16(bytes);
  const body = bom && (!given || given === bom.encoding) ? bytes.subarray(bom.length) : bytes;

  if (encoding) {
    const text = decodeStrict(body, encoding);
    if (text === undefined) throw undecodable(body, encoding, fileName);
    if (given && !bom && encoding.startsWith('utf-16') && !text.includes('\n') && body.includes(0x0a))
      throw notUtf16(body, encoding, fileName);
    const asUtf8 =
      given && given !== 'utf-8' && !encoding.startsWith('utf-16') && body.some((byte) => byte >= 0x80)
        ? decodeStrict(body, 'utf-8')
        : undefined;
    return { text, encoding, ...(asUtf8 !== undefined ? { asUtf8 } : {}) };
  }
  const utf8 = decodeStrict(body, 'utf-8');
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  const cjk = cjkEncodingOf(body);
  if (cjk) return cjk;
  // Both map every byte (Windows-1252's five undefined ones to C1 controls), so nothing becomes U+FFFD.
  return { ...legacyEncodingOf(body), ...firstNonUtf8(body) };
}

/**
 * Chinese, Japanese or Korean text from Excel on a machine set to that language (GBK, Big5,
 * Shift_JIS, EUC-KR): told by chardet's statistics of the characters the bytes make, and taken
 * only when the whole file decodes in it without a bad byte. Read as Windows-1252 such a file
 * passes every check as garbled names ("王" as "Íõ").
 */
function cjkEncodingOf(bytes: Uint8Array): { text: string; encoding: TextEncodingName } | undefined {
  const head = bytes.subarray(0, DETECT_BYTES);
  for (const match of analyse(head)) {
    if (match.confidence < CJK_CONFIDENCE) break;
    const encoding = CJK_ENCODINGS.find((entry) => entry.detectedAs === match.name)?.encoding;
    if (!encoding) continue;
    const text = decodeStrict(bytes, encoding);
    if (text !== undefined) return { text, encoding };
  }
  // A short list gives chardet too few characters: bytes laid out as CJK text are read in the
  // encoding whose reading holds the most of the characters names and addresses use most.
  if (!looksLikeCjkBytes(head)) return undefined;
  let best: { text: string; encoding: TextEncodingName; share: number } | undefined;
  for (const { encoding } of CJK_ENCODINGS) {
    const text = decodeStrict(bytes, encoding);
    if (text === undefined) continue;
    const share = commonShare(text, COMMON_CHARACTERS[encoding]);
    if (!best || share > best.share) best = { text, encoding, share };
  }
  return best && best.share >= 0.25 ? { text: best.text, encoding: best.encoding } : undefined;
}

/**
 * Whether the bytes beyond ASCII come as CJK text's do: in runs of two or more (a character is
 * two bytes) set apart from Latin letters by commas, quotes and spaces. Western text in a
 * one-byte encoding has single bytes inside words (é in "José").
 */
function looksLikeCjkBytes(bytes: Uint8Array): boolean {
  let runs = 0;
  let cjkLike = 0;
  for (let i = 0; i < bytes.length;) {
    if (bytes[i]! < 0x80) {
      i++;
      continue;
    }
    // Two bytes a character: a lead byte beyond ASCII, then a trail byte that may be ASCII's range (山 is 8E 52 in
    // Shift_JIS).
    const start = i;
    let paired = true;
    while (i < bytes.length && bytes[i]! >= 0x80) {
      const trail = bytes[i + 1];
      if (trail === undefined || trail < 0x40) {
        paired = false;
        i++;
        break;
      }
      i += 2;
    }
    runs++;
    if (paired && !isAsciiLetterByte(bytes[start - 1]) && !isAsciiLetterByte(bytes[i])) cjkLike++;
  }
  return runs >= 2 && cjkLike >= runs * 0.8;
}

const isAsciiLetterByte = (code: number | undefined): boolean =>
  code !== undefined && ((code >= 65 && code <= 90) || (code >= 97 && code <= 122));

/**
 * Characters that fill lists of people in each language: common surnames and given-name
 * characters, and the words of headers and addresses (name, phone, email, city; capitals).
 */
const COMMON_CHARACTERS: Record<CjkEncoding, ReadonlySet<string>> = {
  gbk: new Set(
    '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建国文志海东北京上海广州深圳天津重庆南市省区县路街号姓名电话邮件地址城市国家性别男女生日期年月日学院班级',
  ),
  big5: new Set(
    '王李張劉陳楊黃趙吳周徐孫馬朱胡郭何高林羅鄭梁謝宋唐許韓馮鄧曹彭曾蕭田董袁潘偉芳娜敏靜麗強磊軍洋勇豔傑娟濤明超秀霞平剛桂英華玉蘭萍紅建國文志海東臺台北高雄中新竹香港九龍市縣區路街號姓名電話郵件地址城國家性別男女生日期年月學院班級',
  ),
  shift_jis: new Set(
    '田中山川佐藤鈴木高橋渡辺伊小林加吉松井野村清水森池原石本太郎一二三子花美代恵和明弘東京大阪名古屋横浜京都神奈福岡札幌都道府県市区町村丁目番地号氏名前電話住所性別男女生年月日学部のはいうかとしたなにるをがでんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワンー',
  ),
  'euc-kr': new Set(
    '김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민민준서연지현수영은진호성예원하윤도재승우혁동희경미숙자순옥영철서울부산대구인천광주대전울산시도구군동읍면로길번지이름성명전화이메일주소도시국가남여생년월일학과',
  ),
};

/** Share of a text's characters beyond ASCII that are among the common ones. */
function commonShare(text: string, common: ReadonlySet<string>): number {
  let beyond = 0;
  let found = 0;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) continue;
    beyond++;
    if (common.has(char)) found++;
  }
  return beyond === 0 ? 0 : found / beyond;
}

/** The line (1-based) the text's end is on: line breaks of Windows (CRLF), Unix (LF) and old Macs (CR) alike. */
function lineOf(before: string): number {
  return before.split(/\r\n|\r|\n/).length;
}

/** Where UTF-8 decoding first fails, and whether valid multi-byte UTF-8 comes before that. */
function firstNonUtf8(bytes: Uint8Array): { firstNonUtf8Line?: number; utf8Before: boolean } {
  const lossy = new TextDecoder('utf-8').decode(bytes);
  const at = lossy.indexOf('\uFFFD');
  if (at < 0) return { utf8Before: false };
  const before = lossy.slice(0, at);
  // eslint-disable-next-line no-control-regex
  return { firstNonUtf8Line: lineOf(before), utf8Before: /[^\u0000-\u007f]/.test(before) };
}

/**
 * UTF-16 asked for, but the bytes' line breaks are single bytes (one-byte text): decoded as
 * asked, the whole file would be one line of CJK-looking characters, a header with no rows.
 */
function notUtf16(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const other = decodeStrict(bytes, 'utf-8') !== undefined ? 'UTF-8' : 'a one-byte encoding such as Windows-1252';
  return new AppError(
    'invalid-input',
    `${fileName} is not ${encoding.toUpperCase()} text: read so, it has no line breaks, as one line of garbled characters. Its bytes read as ${other}.`,
    [`Choose ${other === 'UTF-8' ? 'UTF-8' : 'Windows-1252'} as the encoding instead, or leave it to be detected.`],
    { setting: 'encoding', detect: true },
  );
}

function undecodable(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const lossy = new TextDecoder(encoding).decode(bytes);
  const at = lossy.indexOf('\uFFFD');
  const line = at >= 0 ? lineOf(lossy.slice(0, at)) : undefined;
  return new AppError(
    'invalid-input',
    `${fileName} is not valid ${encoding.toUpperCase()} text${line ? ` (first bad bytes on line ${line})` : ''}.`,
    [
      'Choose the encoding the file was saved in (for files from Excel on Windows, usually windows-1252), or save it again as "CSV UTF-8".',
    ],
  );
}
