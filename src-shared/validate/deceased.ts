// Advancement lists carry a deceased flag or a date of death (Raiser's Edge "Deceased" and
// "Deceased Date", Banner SPBPERS_DEAD_IND and SPBPERS_DEAD_DATE, Salesforce NPSP "Deceased").
// The service has no such field: imported, the person would be invited and appealed to like a
// living alum, so a row such a column marks is refused (or, switched off, sent with a warning),
// whatever the column is mapped to. Such a column is read the safe way round: only a clear no
// (No, N, False, 0, Living, an empty cell, an empty date) lets the row through; a yes, a mark of
// any kind (X, ✓, *, D), a date, and a word whose meaning is not known all refuse it.
import { compactHeader, exportPrefix, spelledOut } from '../mapping/normalise-header';
import { placeholderDate, quickDate, withoutTime } from '../transforms/date';
import { textFormulaText } from '../transforms/excel-text';
import { yesNoOf } from '../transforms/flag';
import { isEmptyWord } from '../transforms/empty-words';
import { isBlank, withoutAccents } from '../transforms/text';
import { problem, type CellProblem } from '../problems/problem';

export interface DeceasedColumn {
  column: number;
  header: string;
}

/** Deceased flags and dates of death, compacted (read alike: a yes or a date marks the row). */
const DECEASED_HEADERS = new Set([
  'deceased',
  'isdeceased',
  'deceasedflag',
  'deceasedindicator',
  'deceasedind',
  'deceasedyn',
  'deadind',
  'deadindicator',
  'deadflag',
  'deceaseddate',
  'datedeceased',
  'dateofdeath',
  'deathdate',
  'deaddate',
  'datedied',
  // The same in the partner institutions' languages (headers' letters spelled out: Død is "dod").
  'dead',
  'died',
  'verstorben',
  'gestorben',
  'decede',
  'decedee',
  'fallecido',
  'fallecida',
  'difunto',
  'deceduto',
  'morto',
  'falecido',
  'falecida',
  'overleden',
  'avliden',
  'dod',
  'zmarly',
  'todesdatum',
  'sterbedatum',
  'datededeces',
  'datedudeces',
  'fechadefallecimiento',
  'fechadedefuncion',
  'datadimorte',
  'datadeobito',
  'overlijdensdatum',
  'dodsdatum',
  'dodsdato',
]);
/** A Salesforce package's namespace before a custom field's name (NPSP's npsp__Deceased__c). */
const SALESFORCE_NAMESPACE = /^[a-z0-9]+__(?=.+__c$)/i;

/** The columns (by header, mapped or not) that say whether a person is deceased. */
export function deceasedColumns(columns: readonly { column: number; header: string }[]): DeceasedColumn[] {
  return columns
    .filter(({ header }) =>
      DECEASED_HEADERS.has(compactHeader((exportPrefix(header)?.name ?? header).replace(SALESFORCE_NAMESPACE, ''))),
    )
    .map(({ column, header }) => ({ column, header }));
}

/**
 * What a cell of such a column says: 'no' (the person is living, or the cell says nothing: a
 * no, a living word, an empty cell or date), 'yes' (marked deceased: a yes, a deceased word, a
 * mark, a date) or 'unclear' (any other value: refused as a yes is, since only a clear no is safe).
 */
export type DeceasedVerdict = 'no' | 'yes' | 'unclear';

/**
 * Words saying the person is living, lower case, accents off, dashes read as spaces. Active is a
 * record's status, and for a person that is living; Inactive may mean deceased, so it is unclear.
 */
const LIVING_WORDS = new Set([
  'living',
  'alive',
  'live',
  'active',
  'not deceased',
  'non deceased',
  'nondeceased',
  'not dead',
  'no not deceased',
  'nee',
  'nao',
  'nej',
  'nei',
  'nie',
  'lebend',
  'am leben',
  'nicht verstorben',
  'vivant',
  'vivante',
  'en vie',
  'non decede',
  'vivo',
  'viva',
  'no fallecido',
  'nao falecido',
  'vivente',
  'levend',
  'niet overleden',
  'levande',
  'levende',
  'lever',
  'lebt',
  'zyje',
  'zyjacy',
  'no living',
  'n living',
]);

/** Words saying the person is deceased (their own word, in the partner institutions' languages too). */
const DECEASED_WORDS = new Set([
  'deceased',
  'dead',
  'died',
  'expired',
  'passed',
  'passed away',
  'is deceased',
  'yes deceased',
  'verstorben',
  'gestorben',
  'tot',
  'decede',
  'decedee',
  'fallecido',
  'fallecida',
  'difunto',
  'difunta',
  'deceduto',
  'deceduta',
  'morto',
  'morta',
  'falecido',
  'falecida',
  'overleden',
  'avliden',
  'dod',
  'zmarly',
  'zmarla',
]);

/** One character alone that marks a row: a cross, a tick, a star, a dagger (†, beside a name, for the dead), D. */
const MARKS = new Set(['x', 'd', '*', '+', '†', '‡', '✓', '✔', '☑', '☒', '✗', '✘', '✕', '×', '•', '●', '■']);

/** A yes or a deceased word first, then more ("Yes - 2019", "Deceased (2019)", "Y 5/1/2019"). */
const YES_FIRST = /^(?:yes|y|deceased|dead|died)\b/;
/** A cell of zeros only, the way an empty date is written (0000-00-00, 00/00/0000 00:00). */
const ZERO_DATE = /^[\s\-/.:]*0[0\s\-/.:]*$/;

/** The cell lower case, accents off, dashes, underscores and full stops read as spaces, spaces single. */
function wordsOf(text: string): string {
  return spelledOut(withoutAccents(text.toLowerCase()))
    .replace(/[-_.,:;()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a date written in the cell (a time after it allowed) is a placeholder for no date (1899-12-30, 0001-01-01).
 */
function isPlaceholderDate(text: string): boolean {
  const date = withoutTime(text);
  const quick = quickDate(date, null, true);
  if (quick > 0)
    return placeholderDate(Math.floor(quick / 10000), Math.floor(quick / 100) % 100, quick % 100) !== undefined;
  // Excel's date zero as it shows it: 1900-01-00, or 1/0/1900 (m/d/yyyy) and 0/1/1900 (d/m/yyyy).
  return /^1900[-/.]0?1[-/.]0?0$/.test(date) || /^(?:0?1[-/.]0?0|0?0[-/.]0?1)[-/.]1900$/.test(date);
}

/** A cell of dashes or dots only ("-", "—", "..."): how many exports write "nothing". */
const ONLY_DASHES = /^[-‐‑–—−.·_\s]+$/;

/**
 * What a cell of a column marking deceased people says (see DeceasedVerdict). `emptyWords`: NULL,
 * None, N/A... are read as an empty cell (the emptyWords transform); when not, they are unclear.
 */
export function deceasedVerdict(cell: string, emptyWords: boolean): DeceasedVerdict {
  if (isBlank(cell)) return 'no';
  let text = cell.trim();
  const formula = textFormulaText(text);
  if (formula !== undefined) {
    if (isBlank(formula)) return 'no';
    text = formula.trim();
  }
  // An emoji's variation selector (✔️ is ✔ and U+FE0F).
  if (text.includes('\ufe0f')) text = text.replaceAll('\ufe0f', '');
  if (emptyWords && isEmptyWord(text)) return 'no';
  if (ONLY_DASHES.test(text)) return 'no';
  // "No." and "N.": a no with its full stop.
  if (text.endsWith('.') && text.length > 1 && !text.slice(0, -1).includes('.')) text = text.slice(0, -1);
  // Yes and no, not a status: Active and Inactive answer another question, and are read below.
  const answer = yesNoOf(text);
  if (answer !== undefined) return answer === '1' ? 'yes' : 'no';
  if (ZERO_DATE.test(text) || isPlaceholderDate(text)) return 'no';
  // A date of death, a year, "Yes - 2019".
  if (/[1-9]/.test(text)) return 'yes';
  const words = wordsOf(text);
  if (LIVING_WORDS.has(words)) return 'no';
  if (DECEASED_WORDS.has(words) || YES_FIRST.test(words)) return 'yes';
  return [...text].length === 1 && MARKS.has(text.toLowerCase()) ? 'yes' : 'unclear';
}

/** Whether the cell refuses its row: anything but a clear no (see deceasedVerdict). */
export function marksDeceased(cell: string, emptyWords = true): boolean {
  return deceasedVerdict(cell, emptyWords) !== 'no';
}

/** The problem of a row the column marks (`verdict` yes) or leaves unclear, with the cell. */
export function deceasedProblem(
  header: string,
  cell: string,
  verdict: Exclude<DeceasedVerdict, 'no'>,
  refuse: boolean,
): CellProblem {
  const params = { header, cell: cell.trim(), unclear: verdict !== 'yes' };
  return problem(refuse ? 'deceased.refused' : 'deceased.imported', params);
}
