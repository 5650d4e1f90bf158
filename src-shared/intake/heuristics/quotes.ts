// A quote that opens a cell and never closes: where it is, so the parse can read it as a character of its cell.

/** Unclosed quotes read as characters at most, before the file is read as papaparse reads it (and said so). */
export const MOST_STRAY_QUOTES = 20;

/**
 * Where a quote opens a cell (at the cell's start, as papaparse takes it) and no closing quote
 * follows: that cell, up to the next delimiter or line break, and its row (records counted as a
 * spreadsheet shows them: a line break inside a quoted cell starts no row).
 */
export function strayQuote(text: string, delimiter: string): { start: number; end: number; row: number } | undefined {
  const separator = delimiter.charCodeAt(0);
  let row = 1;
  let cellStart = true;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    if (cellStart && code === 34) {
      const close = closingQuote(text, i + 1, separator);
      if (close < 0) {
        let end = text.length;
        for (const stop of [delimiter, '\n', '\r']) {
          const at = text.indexOf(stop, i + 1);
          if (at >= 0 && at < end) end = at;
        }
        return { start: i, end, row };
      }
      i = close + 1;
      cellStart = false;
      continue;
    }
    if (code === separator) cellStart = true;
    else if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      row++;
      cellStart = true;
    } else cellStart = code === 13;
    i++;
  }
  return undefined;
}

/**
 * The quote closing a quoted cell opened before `from`: one followed by the delimiter, a line break or the end; -1 when
 * none.
 */
function closingQuote(text: string, from: number, separator: number): number {
  for (let at = text.indexOf('"', from); at >= 0; at = text.indexOf('"', at)) {
    const next = text.charCodeAt(at + 1);
    if (next === 34)
      at += 2; // a doubled quote inside the cell
    else if (at + 1 >= text.length || next === separator || next === 10 || next === 13) return at;
    else at += 1; // a quote inside the cell: papaparse reads on (and says so)
  }
  return -1;
}
