// Excel's error values (#N/A, #REF!, ...): what a failed formula shows, saved into the file as text
// by a CSV export, or as an error cell in a workbook. Never a person's data: sent, "#N/A" would
// become someone's name or class year in the service.
import { fix, problem, type CellProblem } from '../problems/problem';

/** Excel's error values, in capitals (what each means is each door's words). */
const EXCEL_ERRORS: ReadonlySet<string> = new Set([
  '#N/A',
  '#REF!',
  '#VALUE!',
  '#NAME?',
  '#DIV/0!',
  '#NUM!',
  '#NULL!',
  '#SPILL!',
  '#CALC!',
  '#FIELD!',
  '#BLOCKED!',
  '#CONNECT!',
  '#BUSY!',
  '#UNKNOWN!',
  '#GETTING_DATA',
]);

/** The cell's text is an Excel error value: it starts with # (one comparison for most cells) and is one of them. */
export function isExcelError(text: string): boolean {
  return text.charCodeAt(0) === 35 && EXCEL_ERRORS.has(text.toUpperCase());
}

/** The refusal of an error value, emptying the cell as the fix. */
export function excelErrorProblem(text: string): CellProblem {
  return problem('cell.excel-error', { error: text.toUpperCase() }, { fix: fix('fix.empty-cell', '') });
}
