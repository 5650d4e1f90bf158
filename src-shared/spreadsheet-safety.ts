// Formula injection guard for text written to spreadsheets (CSV opened in Excel, XLSX cells).
// A cell starting with = + - @ (or a tab / carriage return / line feed, which Excel skips before
// such a sign) is run as a formula when the file is opened; an apostrophe in front makes Excel
// show it as text. Plain numbers ("-12", "+3.5") stay as they are: they are not formulas.

const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/;

/** True when a spreadsheet would read this text as a formula. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** The text, made safe to put in a spreadsheet cell: prefixed with ' when it looks like a formula. */
export function guardCell(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

/** Byte order mark that makes Excel read a CSV file as UTF-8. */
export const UTF8_BOM = '\uFEFF';
