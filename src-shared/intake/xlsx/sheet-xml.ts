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
import { cellTag, digits, refColumn, type CellTag } from './cell-tag';
import { checkRoot, isTag, ownCopy, skipComment, UnsupportedXml, xmlText } from './xml-text';

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
/** Cells (and rows) scanned between two yields to the event loop: a few ms of work. */
const CELLS_PER_TASK = 10_000;
const DAY_MS = 86_400_000;

/** Where the tag opened at `at` ends (its ">"); a tag cut short throws (scanning on from -1 would never end). */
function tagEnd(xml: string, at: number): number {
  const gt = xml.indexOf('>', at);
  if (gt < 0) throw new UnsupportedXml('a tag cut short');
  return gt;
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

/** What the scan of one window of rows hands on to the next. */
interface RowScan {
  rows: RawRow[];
  lastRow: number;
  sinceYield: number;
}

/**
 * The rows of a worksheet part's XML, given as pieces of text (a 60 MB sheet is never one string:
 * it is decoded a few MB at a time), as the exceljs streaming reader and rowCells read them.
 * Each window of text is scanned up to its last complete row, the rest carried to the next.
 */
export async function readSheetXml(pieces: Iterable<string>, context: SheetXmlContext): Promise<RawRow[]> {
  const scan: RowScan = { rows: [], lastRow: 0, sinceYield: 0 };
  const source = pieces[Symbol.iterator]();
  let next = source.next();
  let carry = '';
  let started = false;
  while (!next.done) {
    // Joined into one flat string: a concatenation stays a rope, slower at every charCodeAt.
    const text = carry + next.value;
    next = source.next();
    const final = next.done === true;
    let at = 0;
    if (!started) {
      const open = text.indexOf('<sheetData');
      if (!final && (open < 0 || text.indexOf('>', open) < 0)) {
        carry = text;
        continue;
      }
      checkRoot(text, 'worksheet');
      at = rowsStart(text);
      if (at < 0) return scan.rows;
      started = true;
    }
    // A row's end tag cannot be in a CDATA section or a comment: only a last window may hold one.
    const end = final ? text.length : text.lastIndexOf('</row>') + 6;
    if (!final && text.includes('<![CDATA[', at)) throw new UnsupportedXml('a CDATA section in a big sheet');
    if (!final && (end < 6 || end <= at)) {
      carry = text.slice(at);
      continue;
    }
    if (await scanRows(text, at, end, final, scan, context)) return scan.rows;
    carry = text.slice(end);
  }
  if (!started) return scan.rows;
  throw new UnsupportedXml('an unclosed <sheetData>');
}

/** Scans the rows of xml[at, end) into scan.rows; true when </sheetData> ends them. */
async function scanRows(
  xml: string,
  from: number,
  end: number,
  final: boolean,
  scan: RowScan,
  context: SheetXmlContext,
): Promise<boolean> {
  const { rows } = scan;
  const { sharedStrings, stats, date1904 } = context;
  const { formats, dates } = context.styles;
  const tag: CellTag = { ref: -1, refEnd: -1, style: NaN, type: undefined };
  let { lastRow, sinceYield } = scan;
  let at = from;
  for (;;) {
    const lt = xml.indexOf('<', at);
    if (lt < 0 || lt >= end) {
      if (final) throw new UnsupportedXml('an unclosed <sheetData>');
      scan.lastRow = lastRow;
      scan.sinceYield = sinceYield;
      return false;
    }
    if (xml.startsWith('</sheetData', lt)) return true;
    if (!isTag(xml, lt + 1, 'row')) {
      at = skipComment(xml, lt);
      if (at < 0) throw new UnsupportedXml(`an element among the rows: ${xml.slice(lt, lt + 20)}`);
      continue;
    }
    let gt = tagEnd(xml, lt);
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
      gt = tagEnd(xml, open);
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
        const innerEnd = tagEnd(xml, inner);
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
        if (close < innerEnd) throw new UnsupportedXml(`an unclosed <${name}>`);
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
      // Text cut from the sheet's window (not a shared string's, copied once already).
      if (type !== 's' || formula) text = ownCopy(text);
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = text;
    }
  }
}
