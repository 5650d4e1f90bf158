// The text encodings a file can be read in: the names a person or a flag may give for each, and
// how each is named back to a person.
import { refused } from '../errors';
import { reason } from '../problems/reasons';
import { cjkEncoding } from './cjk-encodings';
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
  if (!encoding) throw refused(reason('encoding.unknown', { name }));
  return encoding;
}
