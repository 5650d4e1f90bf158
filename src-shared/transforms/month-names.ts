// Month names as dates are written with them: English in full or in part, and the usual ones of partner institutions'
// languages.
import { withoutAccents } from './text';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const MONTH_NAMES = ['', ...MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1))];

/**
 * Month names and their usual abbreviations in the languages of partner institutions' lists
 * (French, Spanish, German, Italian, Dutch, Portuguese), without accents: "juillet", "mayo",
 * "März", "giugno", "mei", "março". English ones are read by their first letters.
 */
const FOREIGN_MONTHS = new Map<string, number>(
  Object.entries({
    janvier: 1,
    fevrier: 2,
    fevr: 2,
    fev: 2,
    mars: 3,
    avril: 4,
    avr: 4,
    mai: 5,
    juin: 6,
    juillet: 7,
    juil: 7,
    aout: 8,
    septembre: 9,
    octobre: 10,
    novembre: 11,
    decembre: 12,
    enero: 1,
    ene: 1,
    febrero: 2,
    marzo: 3,
    abril: 4,
    abr: 4,
    mayo: 5,
    junio: 6,
    julio: 7,
    agosto: 8,
    ago: 8,
    septiembre: 9,
    setiembre: 9,
    set: 9,
    octubre: 10,
    noviembre: 11,
    diciembre: 12,
    dic: 12,
    janner: 1,
    marz: 3,
    juni: 6,
    juli: 7,
    oktober: 10,
    okt: 10,
    dezember: 12,
    dez: 12,
    gennaio: 1,
    gen: 1,
    febbraio: 2,
    aprile: 4,
    maggio: 5,
    mag: 5,
    giugno: 6,
    giu: 6,
    luglio: 7,
    lug: 7,
    settembre: 9,
    ottobre: 10,
    ott: 10,
    januari: 1,
    februari: 2,
    maart: 3,
    mrt: 3,
    mei: 5,
    augustus: 8,
    janeiro: 1,
    fevereiro: 2,
    marco: 3,
    maio: 5,
    junho: 6,
    julho: 7,
    setembro: 9,
    outubro: 10,
    out: 10,
    novembro: 11,
    dezembro: 12,
  }),
);

export function monthFromName(name: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex((month) => month.startsWith(lower) || (lower === 'sept' && month === 'september'));
  if (index >= 0) return index + 1;
  return FOREIGN_MONTHS.get(withoutAccents(lower));
}

const WORD_BREAKS = /[ .,-]/;

/**
 * Whether `value` may be a date written with a month name: letters, digits, spaces, dots, commas
 * and dashes only (any character beyond ASCII too), a digit, and a word between those marks that
 * names a month. The regexes reading those forms (letters of any script, in any case) each take
 * milliseconds to compile, which "1 Main Street", "Mei" or "mei.lee@example.org" need not pay.
 */
export function mayNameMonth(value: string): boolean {
  let digit = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digit = true;
    else if (code < 128 && !isAsciiLetter(code) && code !== 32 && code !== 44 && code !== 45 && code !== 46)
      return false;
  }
  if (!digit) return false;
  for (const word of value.split(WORD_BREAKS))
    if (word.length >= 3 && word.length <= 10 && monthFromName(word) !== undefined) return true;
  return false;
}

const isAsciiLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
