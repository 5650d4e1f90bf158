// Chinese, Japanese or Korean text among bytes that are not UTF-8: chardet's statistics first,
// then, for a list too short for them, the characters names and addresses use most.
import { analyse } from 'chardet';
import { CJK_ENCODINGS, type CjkEncoding } from '../cjk-encodings';
import { decodeStrict } from '../strict-decode';
import type { TextEncodingName } from '../types';

/** How sure chardet must be of a CJK encoding (0-100): Western text reads as CJK below ~25, real CJK text above ~70. */
const CJK_CONFIDENCE = 50;
/** The bytes chardet looks at: enough for its statistics, not a whole large file. */
const DETECT_BYTES = 64 * 1024;

/**
 * Chinese, Japanese or Korean text from Excel on a machine set to that language (GBK, Big5,
 * Shift_JIS, EUC-KR): told by chardet's statistics of the characters the bytes make, and taken
 * only when the whole file decodes in it without a bad byte. Read as Windows-1252 such a file
 * passes every check as garbled names ("王" as "Íõ").
 */
export function cjkEncodingOf(bytes: Uint8Array): { text: string; encoding: TextEncodingName } | undefined {
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
    '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚' +
      '桂英华玉兰萍红建国文志海东北京上海广州深圳天津重庆南市省区县路街号姓名电话邮件地址城市国家性别男女生日期年月日学院班级',
  ),
  big5: new Set(
    '王李張劉陳楊黃趙吳周徐孫馬朱胡郭何高林羅鄭梁謝宋唐許韓馮鄧曹彭曾蕭田董袁潘偉芳娜敏靜麗強磊軍洋勇豔傑娟濤明超秀霞平剛桂英華玉蘭萍紅建國文志海東臺台北高雄中新竹香港九龍市縣區路街號姓名電話郵件地址城國家性別男女生日期年月學院班級',
  ),
  shift_jis: new Set(
    '田中山川佐藤鈴木高橋渡辺伊小林加吉松井野村清水森池原石本太郎一二三子花美代恵和明弘東京大阪名古屋横浜京都神奈福岡札幌都道府県市区町村丁目番地号氏名前' +
      '電話住所性別男女生年月日学部のはいうかとしたなにるをがでんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワンー',
  ),
  'euc-kr': new Set(
    '김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민민준서연지현수영은진호성예원하윤도재승' +
      '우혁동희경미숙자순옥영철서울부산대구인천광주대전울산시도구군동읍면로길번지이름성명전화이메일주소도시국가남여생년월일학과',
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
