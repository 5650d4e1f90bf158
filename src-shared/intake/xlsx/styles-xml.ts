// xl/styles.xml for the fast sheet reader: each cell style's (<cellXfs><xf>) number format as
// exceljs names it, and whether exceljs reads a number under it as a date.
import { attribute, checkRoot, isTag, UnsupportedXml, xmlText } from './xml-text';

/** exceljs's built-in number formats (lib/xlsx/defaultnumformats.js, the entries it names). */
const BUILT_IN: Record<number, string> = {
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy "h":mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00 ;(#,##0.00)',
  40: '#,##0.00 ;[Red](#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  48: '##0.0E+0',
  49: '@',
};

/**
 * exceljs's test for a date format (utils.isDateFmt): a y, m, d, h, s or b outside quotes and
 * brackets. Ids 27-36 and 50-58 (East Asian dates) are not in exceljs's table: it reads them as
 * numbers, and so does this reader, so both readers agree.
 */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const bare = format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhMsb]+/.test(bare);
}

export interface CellStyles {
  /** Number format of each cell style (the s of <c s="3">), undefined for General. */
  formats: (string | undefined)[];
  /** Whether a number under that style reads as a date. */
  dates: boolean[];
}

/** The body of the element `name` (between its start and end tags), or undefined. */
function section(xml: string, name: string): { start: number; end: number } | undefined {
  let at = xml.indexOf(`<${name}`);
  while (at >= 0 && !isTag(xml, at + 1, name)) at = xml.indexOf(`<${name}`, at + 1);
  if (at < 0) return undefined;
  const gt = xml.indexOf('>', at);
  if (gt < 0) throw new UnsupportedXml(`a cut <${name}>`);
  if (xml.charCodeAt(gt - 1) === 0x2f) return undefined;
  const end = xml.indexOf(`</${name}>`, gt);
  if (end < 0) throw new UnsupportedXml(`an unclosed <${name}>`);
  return { start: gt + 1, end };
}

/** The start tags of the elements `name` directly in xml[start, end): [after the name, the ">"]. */
function tags(xml: string, name: string, start: number, end: number): [number, number][] {
  const found: [number, number][] = [];
  for (let at = xml.indexOf(`<${name}`, start); at >= 0 && at < end; at = xml.indexOf(`<${name}`, at + 1)) {
    if (!isTag(xml, at + 1, name)) continue;
    const gt = xml.indexOf('>', at);
    if (gt < 0) throw new UnsupportedXml(`a cut <${name}>`);
    found.push([at + name.length + 1, gt]);
  }
  return found;
}

/** The cell styles of a styles part, as exceljs's StylesXform.getStyleModel gives their number formats. */
export function parseStyles(xml: string): CellStyles {
  checkRoot(xml, 'styleSheet');
  const custom = new Map<number, string>();
  const numFmts = section(xml, 'numFmts');
  if (numFmts) {
    for (const [start, end] of tags(xml, 'numFmt', numFmts.start, numFmts.end)) {
      const id = parseInt(attribute(xml, start, end, 'numFmtId') ?? '', 10);
      const code = attribute(xml, start, end, 'formatCode');
      if (code === undefined) throw new UnsupportedXml('a number format without a code');
      // exceljs drops the backslash of an escaped character (0\-00 -> 0-00).
      custom.set(id, xmlText(code, 0, code.length).replace(/[\\](.)/g, '$1'));
    }
  }
  const formats: (string | undefined)[] = [];
  const cellXfs = section(xml, 'cellXfs');
  if (!cellXfs) throw new UnsupportedXml('no cell styles');
  // An <xf> may hold <alignment>, <protection>: never another <xf>.
  for (const [start, end] of tags(xml, 'xf', cellXfs.start, cellXfs.end)) {
    const id = parseInt(attribute(xml, start, end, 'numFmtId') ?? '', 10);
    formats.push(id ? custom.get(id) || BUILT_IN[id] || undefined : undefined);
  }
  if (formats.length === 0) throw new UnsupportedXml('no cell styles'); // exceljs fails on any styled cell
  return { formats, dates: formats.map(isDateFormat) };
}
