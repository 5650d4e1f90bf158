// Refuses a CSV line with more columns than one import takes before papaparse reads it: a file
// of one 98 MB line would otherwise be split into millions of cells (about 4 GB) before the
// column limit of build-table.ts was reached. Only lines long enough to hold that many columns
// are looked at, with indexOf jumps, so an ordinary file costs one pass over its line breaks.
import { refused } from '../errors';
import { reason } from '../problems/reasons';
import { INTAKE_LIMITS } from './limits';

/** Delimiters of text[start, end), outside quotes (a quote opens a cell only at its start); stops past `limit`. */
function delimitersIn(text: string, start: number, end: number, delimiter: string, limit: number): number {
  const separator = delimiter.charCodeAt(0);
  let count = 0;
  let quoted = false;
  let cellStart = true;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 34 && (quoted || cellStart)) {
      quoted = !quoted;
      cellStart = false;
      continue;
    }
    if (!quoted && code === separator) {
      if (++count > limit) return count;
      cellStart = true;
    } else cellStart = false;
  }
  return count;
}

/** Throws when a line of `text` holds more than maxColumns cells; `fileName` names the file in the reason. */
export function refuseTooWideLines(
  text: string,
  delimiter: string,
  fileName?: string,
  maxColumns: number = INTAKE_LIMITS.maxColumns,
): void {
  const newline = text.includes('\n') ? '\n' : '\r';
  let row = 1;
  for (let start = 0; start < text.length; row++) {
    const found = text.indexOf(newline, start);
    const end = found < 0 ? text.length : found;
    // Fewer characters than columns-1 delimiters cannot be too wide.
    const delimiters = end - start >= maxColumns ? delimitersIn(text, start, end, delimiter, maxColumns) : 0;
    if (delimiters >= maxColumns) {
      // The count stops one past the limit: past it, the exact width is not worth reading.
      const more = delimiters > maxColumns;
      const columns = more ? maxColumns + 1 : delimiters + 1;
      throw refused(
        reason('csv.line-too-wide', {
          ...(fileName ? { file: fileName } : {}),
          columns,
          more,
          max: maxColumns,
          line: row,
        }),
      );
    }
    start = end + 1;
  }
}
