// The Chinese, Japanese and Korean encodings Excel saves CSV in on a computer set to that
// language: how each is named to a person, offered as a choice, and called by chardet. No
// dependencies, so a list of encodings to choose from can read it too.
import type { TextEncodingName } from './types';

export const CJK_ENCODINGS = [
  { encoding: 'gbk', label: 'GBK (Simplified Chinese)', choice: 'GBK, for Simplified Chinese', detectedAs: 'GB18030' },
  {
    encoding: 'big5',
    label: 'Big5 (Traditional Chinese)',
    choice: 'Big5, for Traditional Chinese (Taiwan, Hong Kong)',
    detectedAs: 'Big5',
  },
  { encoding: 'shift_jis', label: 'Shift_JIS (Japanese)', choice: 'Shift_JIS, for Japanese', detectedAs: 'Shift_JIS' },
  { encoding: 'euc-kr', label: 'EUC-KR (Korean)', choice: 'EUC-KR, for Korean', detectedAs: 'EUC-KR' },
] as const satisfies readonly { encoding: TextEncodingName; label: string; choice: string; detectedAs: string }[];

export type CjkEncoding = (typeof CJK_ENCODINGS)[number]['encoding'];

/** The entry of a CJK encoding, or undefined for any other. */
export const cjkEncoding = (encoding: string) => CJK_ENCODINGS.find((entry) => entry.encoding === encoding);
