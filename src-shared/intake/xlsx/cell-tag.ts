// The attributes of a sheet's <row> and <c> tags, read by char codes in one pass (the fast sheet
// reader reads millions of them).
import { UnsupportedXml } from './xml-text';

/** One <c>'s attributes, read in one pass. */
export interface CellTag {
  /** Where the r attribute's value starts in the XML, -1 without one; refEnd where it ends. */
  ref: number;
  refEnd: number;
  style: number;
  type: string | undefined;
}

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** The r, s and t attributes of the start tag xml[start, end). */
export function cellTag(xml: string, start: number, end: number, into: CellTag): void {
  into.ref = -1;
  into.style = NaN;
  into.type = undefined;
  let at = start;
  for (;;) {
    while (at < end && isSpace(xml.charCodeAt(at))) at++;
    if (at >= end) return;
    const eq = xml.indexOf('=', at);
    if (eq < 0 || eq >= end) throw new UnsupportedXml('a broken cell tag');
    let open = eq + 1;
    while (isSpace(xml.charCodeAt(open))) open++;
    const quote = xml.charCodeAt(open);
    if (quote !== 0x22 && quote !== 0x27) throw new UnsupportedXml('an unquoted attribute');
    const close = xml.indexOf(quote === 0x22 ? '"' : "'", open + 1);
    if (close < 0 || close >= end) throw new UnsupportedXml('an unclosed attribute');
    let nameEnd = eq;
    while (isSpace(xml.charCodeAt(nameEnd - 1))) nameEnd--;
    if (nameEnd - at === 1) {
      const name = xml.charCodeAt(at);
      if (name === 0x72) {
        into.ref = open + 1;
        into.refEnd = close;
      } else if (name === 0x73) into.style = parseInt(xml.slice(open + 1, close), 10);
      else if (name === 0x74) into.type = xml.slice(open + 1, close);
    }
    at = close + 1;
  }
}

/** The digits xml[start, end) as a number; NaN when empty or anything else is there. */
export function digits(xml: string, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end; at++) {
    const code = xml.charCodeAt(at);
    if (code < 48 || code > 57) return NaN;
    value = value * 10 + code - 48;
  }
  return end > start ? value : NaN;
}

/** "AB12" -> 28, checking the row is `row` (a cell naming another row than its own is not read here). */
export function refColumn(xml: string, start: number, end: number, row: number): number {
  let column = 0;
  let at = start;
  for (; at < end; at++) {
    const code = xml.charCodeAt(at);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  if (at === start || at > start + 3 || digits(xml, at, end) !== row)
    throw new UnsupportedXml(`the cell reference ${xml.slice(start, Math.min(end, start + 12))}`);
  return column;
}
