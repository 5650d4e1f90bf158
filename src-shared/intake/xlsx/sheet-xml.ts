// A sheet part's rows, scanned from its XML by hand (indexOf over the text, no DOM, no parser
// events): each <c> gives the value exceljs's streaming reader would give (its quirks included,
// see exceljs's lib/stream/xlsx/worksheet-reader.js), then the text the readers make of it
// (cellToText, shownText). What exceljs misreads is read as raw-cells.ts's overrides read it:
// t="d" ISO dates, a formula's saved error, inline strings with runs or readings. Markup exceljs
// would read otherwise (prefixed tags, text beside a value, unknown elements in a cell) throws
// UnsupportedXml, and the caller reads the sheet with exceljs.
import { nextTask } from '../next-task';
import type { RawRow } from '../types';
import { cellToText, MOST_FORMULA_CELLS, shownText, type CellTextStats } from './cell-text';
import { columnLetters } from './merges';
import { isoDateCellText } from './raw-cells';
import { stringItem } from './shared-strings';
import type { CellStyles } from './styles-xml';
import { checkRoot, isTag, skipComment, UnsupportedXml, xmlText } from './xml-text';

export interface SheetXmlContext {
  /** The shared strings' texts (null: an item without text); undefined when the workbook has none. */
  sharedStrings: readonly (string | null)[] | undefined;
  styles: CellStyles;
  /** The workbook counts dates from 1904. */
  date1904: boolean;
  stats: CellTextStats;
}

const LT = 0x3c;
const SLASH = 0x2f;
/** Cells (and rows) scanned between two yields to the event loop: ~10 ms of work. */
const CELLS_PER_TASK = 25_000;
const DAY_MS = 86_400_000;

/** One <c>'s attributes, read in one pass. */
interface CellTag {
  /** Where the r attribute's value starts in the XML, -1 without one; refEnd where it ends. */
  ref: number;
  refEnd: number;
  style: number;
  type: string | undefined;
}

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** The r, s and t attributes of the start tag xml[start, end). */
function cellTag(xml: string, start: number, end: number, into: CellTag): void {
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
function digits(xml: string, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end; at++) {
    const code = xml.charCodeAt(at);
    if (code < 48 || code > 57) return NaN;
    value = value * 10 + code - 48;
  }
  return end > start ? value : NaN;
}

/** "AB12" -> 28, checking the row is `row` (a cell naming another row than its own is not read here). */
function refColumn(xml: string, start: number, end: number, row: number): number {
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

/** Where the rows start (after <sheetData>), or -1 for a sheet without rows. */
function rowsStart(xml: string): number {
  let at = xml.indexOf('<sheetData');
  while (at >= 0 && !isTag(xml, at + 1, 'sheetData')) at = xml.indexOf('<sheetData', at + 1);
  if (at < 0) {
    if (xml.includes(':sheetData')) throw new UnsupportedXml('a prefixed <sheetData>');
    return -1;
  }
  const gt = xml.indexOf('>', at);
  if (gt < 0) throw new UnsupportedXml('a cut <sheetData>');
  return xml.charCodeAt(gt - 1) === SLASH ? -1 : gt + 1;
}

/** The rows of a worksheet part's XML, as the exceljs streaming reader and rowCells read them. */
export async function readSheetXml(xml: string, context: SheetXmlContext): Promise<RawRow[]> {
  checkRoot(xml, 'worksheet');
  const rows: RawRow[] = [];
  let at = rowsStart(xml);
  if (at < 0) return rows;
  const { sharedStrings, stats, date1904 } = context;
  const { formats, dates } = context.styles;
  const tag: CellTag = { ref: -1, refEnd: -1, style: NaN, type: undefined };
  let lastRow = 0;
  let sinceYield = 0;
  for (;;) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) throw new UnsupportedXml('an unclosed <sheetData>');
    if (xml.startsWith('</sheetData', lt)) break;
    if (!isTag(xml, lt + 1, 'row')) {
      at = skipComment(xml, lt);
      if (at < 0) throw new UnsupportedXml(`an element among the rows: ${xml.slice(lt, lt + 20)}`);
      continue;
    }
    let gt = xml.indexOf('>', lt);
    const emptyRow = xml.charCodeAt(gt - 1) === SLASH;
    cellTag(xml, lt + 4, emptyRow ? gt - 1 : gt, tag);
    // Excel may leave r out: the row after the one before (the cells likewise, the column after).
    const rowNumber = tag.ref < 0 ? lastRow + 1 : digits(xml, tag.ref, tag.refEnd);
    if (Number.isNaN(rowNumber)) throw new UnsupportedXml('a row number that is not one');
    lastRow = rowNumber;
    // exceljs gives a row's style (even style 0) to its cells without a style of their own.
    const rowStyle = tag.style >= 0 && tag.style < formats.length ? tag.style : -1;
    const cells: string[] = [];
    rows.push({ rowNumber, cells });
    at = gt + 1;
    if (++sinceYield >= CELLS_PER_TASK) {
      sinceYield = 0;
      await nextTask();
    }
    if (emptyRow) continue;
    let lastColumn = 0;
    for (;;) {
      const open = xml.indexOf('<', at);
      if (open < 0) throw new UnsupportedXml('an unclosed <row>');
      if (xml.startsWith('</row>', open)) {
        at = open + 6;
        break;
      }
      if (!isTag(xml, open + 1, 'c')) {
        at = skipComment(xml, open);
        if (at < 0) throw new UnsupportedXml(`an element in a row: ${xml.slice(open, open + 20)}`);
        continue;
      }
      gt = xml.indexOf('>', open);
      const emptyCell = xml.charCodeAt(gt - 1) === SLASH;
      cellTag(xml, open + 2, emptyCell ? gt - 1 : gt, tag);
      const column = tag.ref < 0 ? lastColumn + 1 : refColumn(xml, tag.ref, tag.refEnd, rowNumber);
      lastColumn = column;
      at = gt + 1;
      sinceYield++;
      if (emptyCell) continue;

      // The cell's content: <f>, <v>, <is>.
      let formula = false;
      let valueStart = -1;
      let valueEnd = -1;
      let inline: string | undefined;
      for (;;) {
        const inner = xml.indexOf('<', at);
        if (inner < 0) throw new UnsupportedXml('an unclosed <c>');
        if (xml.startsWith('</c>', inner)) {
          at = inner + 4;
          break;
        }
        const innerEnd = xml.indexOf('>', inner);
        const selfClosed = xml.charCodeAt(innerEnd - 1) === SLASH;
        let name: string;
        if (isTag(xml, inner + 1, 'v')) name = 'v';
        else if (isTag(xml, inner + 1, 'f')) name = 'f';
        else if (isTag(xml, inner + 1, 'is')) name = 'is';
        else {
          at = skipComment(xml, inner);
          if (at < 0) throw new UnsupportedXml(`an element in a cell: ${xml.slice(inner, inner + 20)}`);
          continue;
        }
        const close = selfClosed ? innerEnd + 1 : xml.indexOf(`</${name}>`, innerEnd);
        if (close < 0) throw new UnsupportedXml(`an unclosed <${name}>`);
        at = selfClosed ? close : close + name.length + 3;
        if (name === 'f') {
          formula = true;
          continue;
        }
        if (valueStart >= 0 || inline !== undefined) throw new UnsupportedXml('two values in one cell');
        // exceljs adds text after </v> or </is> (indentation) to the value.
        if (xml.charCodeAt(at) !== LT) throw new UnsupportedXml('text after a value');
        if (name === 'v') {
          valueStart = innerEnd + 1;
          valueEnd = selfClosed ? valueStart : close;
        } else {
          if (tag.type !== 'inlineStr') throw new UnsupportedXml('an inline string in a cell of another type');
          inline = selfClosed ? '' : (stringItem(xml, innerEnd + 1, close) ?? '');
        }
      }

      const type = tag.type;
      const value = valueStart >= 0 ? xmlText(xml, valueStart, valueEnd) : undefined;
      let text: string | undefined;
      if (formula) {
        if (inline !== undefined) throw new UnsupportedXml('a formula with an inline string');
        // raw-cells.ts reads a formula's saved date or error itself (exceljs runs parseFloat on them).
        if (type === 'd' && value !== undefined) text = isoDateCellText(value);
        else if (type === 'e' && value !== undefined) text = value.trim();
        else {
          // exceljs keeps a formula's result as a number (t="str": text), whatever its format.
          const result = value === undefined ? undefined : type === 'str' ? value : parseFloat(value);
          const before = stats.formulasWithoutResult;
          text = cellToText({ formula: '', result }, stats);
          if (stats.formulasWithoutResult !== before && stats.formulaCells.length < MOST_FORMULA_CELLS)
            stats.formulaCells.push(`${columnLetters(column)}${rowNumber}`);
        }
      } else if (inline !== undefined) {
        text = inline;
      } else if (value !== undefined) {
        switch (type) {
          case 's': {
            if (!sharedStrings) throw new UnsupportedXml('a shared string in a workbook without any');
            text = sharedStrings[parseInt(value, 10)] ?? undefined;
            break;
          }
          case 'str':
          case 'inlineStr':
          case 'e':
            text = value;
            break;
          case 'b':
            text = parseInt(value, 10) !== 0 ? 'TRUE' : 'FALSE';
            break;
          case 'd':
            text = isoDateCellText(value);
            break;
          default: {
            const style = tag.style > 0 && tag.style < formats.length ? tag.style : rowStyle;
            const number = parseFloat(value);
            const cellValue =
              style >= 0 && dates[style]
                ? new Date(Math.round((number - 25569 + (date1904 ? 1462 : 0)) * DAY_MS))
                : number;
            text = shownText(cellValue, style >= 0 ? formats[style] : undefined, cellToText(cellValue, stats));
          }
        }
      }
      if (text === undefined) continue; // a cell without a value: no text of its own, as exceljs skips it
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = text;
    }
  }
  return rows;
}
