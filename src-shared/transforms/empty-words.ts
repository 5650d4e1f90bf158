// How databases and data tools write a cell that holds nothing: SQL exports write NULL, Python
// None, pandas NaN, NaT and <NA>, forms N/A. Sent, "NULL" would become someone's middle name
// or city in the service.
import { isTrimmed } from './text';

/** Exact case: Null is a surname and Nan a nickname, so only the forms tools write count. */
const EMPTY_WORDS = new Set(['NULL', 'null', '(null)', '<null>', 'None', 'NaN', 'nan', 'NaT', '<NA>', 'N/A', 'n/a']);

/** N, n, ( or <: the first letters of those words (most cells fail here, before a lookup hashes them). */
const startsLikeOne = (code: number): boolean => code === 78 || code === 110 || code === 40 || code === 60;

/** Whether a trimmed cell is one of those words. */
export function isEmptyWord(text: string): boolean {
  return text.length >= 3 && text.length <= 6 && startsLikeOne(text.charCodeAt(0)) && EMPTY_WORDS.has(text);
}

/** The same for a cell as read: spaces around the word allowed. */
export function isEmptyWordCell(cell: string): boolean {
  if (cell.length < 3 || cell.length > 64) return false;
  const first = cell.charCodeAt(0);
  return (startsLikeOne(first) || isTrimmed(first)) && isEmptyWord(cell.trim());
}
