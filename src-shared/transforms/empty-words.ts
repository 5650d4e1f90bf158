// How databases and data tools write a cell that holds nothing: SQL exports write NULL, Python
// None, pandas NaN, NaT and <NA>, forms N/A. Sent, "NULL" would become someone's middle name
// or city in the service.

/** Exact case: Null is a surname and Nan a nickname, so only the forms tools write count. */
const EMPTY_WORDS = new Set(['NULL', 'null', '(null)', '<null>', 'None', 'NaN', 'nan', 'NaT', '<NA>', 'N/A', 'n/a']);

/** Whether a trimmed cell is one of those words (a length test first: most cells are longer). */
export function isEmptyWord(text: string): boolean {
  return text.length >= 3 && text.length <= 6 && EMPTY_WORDS.has(text);
}

/** The same for a cell as read: spaces around the word allowed. */
export function isEmptyWordCell(cell: string): boolean {
  return cell.length >= 3 && cell.length <= 64 && isEmptyWord(cell.trim());
}
