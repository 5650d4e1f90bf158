// Text a spreadsheet would run as a formula when a list holding it is opened: a name like
// =cmd|' /C calc'!A0 or @SUM(1+1)*cmd is stored by the service as written, and every system
// that later exports it to a spreadsheet hands the formula on. Such a cell is warned about (not
// refused: it may be someone's real text), with the text without its leading signs as the fix.
import { fix, problem, type CellProblem } from '../problems/problem';

/** Signs that make a spreadsheet read a cell as a formula. */
const LEADS = new Set(['=', '+', '-', '@']);
/** A function call (SUM(, HYPERLINK(, cmd.exe(), a DDE pipe (cmd|) or a sheet reference (!A0). */
const FORMULA_SHAPE = /[A-Za-z_][\w.]*\s*\(|\||![$]?[A-Za-z]{1,3}[$]?\d/;
/** A plain number after = (=12, =-1.5): a formula, but one that gives the number back. */
const PLAIN_NUMBER = /^[-+]?\d+([.,]\d+)?$/;

/** The warning for text a spreadsheet would run, or undefined. Leading tabs, line breaks and spaces are looked past. */
export function spreadsheetFormulaProblem(text: string): CellProblem | undefined {
  const start = /^[\t\r\n ]*/.exec(text)![0].length;
  const lead = text[start];
  if (lead === undefined || !LEADS.has(lead)) return undefined;
  const rest = text.slice(start + 1);
  const runs = lead === '=' ? rest.trim() !== '' && !PLAIN_NUMBER.test(rest.trim()) : FORMULA_SHAPE.test(rest);
  if (!runs) return undefined;
  const safe = text.replace(/^[\t\r\n =+\-@]+/, '');
  const shown = text.slice(0, start + 1).trim() || lead;
  return problem('cell.spreadsheet-formula', { lead }, { fix: fix('fix.without-lead', safe, { lead: shown }) });
}
