// A workbook of plain cells written directly as SpreadsheetML: text cells (inline strings, number
// format "@"), numbers, a bold header row frozen at the top, and an optional second sheet of
// label/value rows. This is what every job's results.xlsx needs, and ExcelJS spent most of the
// end of a job on it (about half a second for 2,000 rows, its module load included): see
// docs/decisions/0009-own-results-workbook-writer.md. Workbooks with fills and notes (the rows to
// fix) are still written by ExcelJS.
import { crc32, deflateRawSync } from 'node:zlib';

export interface PlainSheet {
  name: string;
  rows: readonly (readonly (string | number)[])[];
  /** The first row is a bold header, frozen; every column is formatted as text. */
  header?: boolean;
  /** Column widths in characters (default: Excel's). */
  widths?: readonly number[];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/** Style indexes of styles.xml below. */
const TEXT = 1;
const BOLD_ROW = 2;
const BOLD_TEXT = 3;

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Text as XML character data. Characters XML 1.0 cannot hold (most control characters) are
 * written as Excel writes them, _xHHHH_ (a file with them raw does not open). A literal _xHHHH_ in
 * the text is written as it is, as ExcelJS did: ExcelJS, openpyxl and our own reader read it back
 * literally.
 */
export function xmlText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/[&<>"]/g, (c) => ESCAPES[c]!)
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
      (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );
}

/** Spaces at either end or a line break: kept only when the text says so (xml:space). */
function needsPreserve(text: string): boolean {
  return text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32 || text.includes('\n');
}

/** A, B, ..., Z, AA, ... for a 0-based column. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: string | number, ref: string, textStyle: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  const text = String(value);
  const style = textStyle === 0 ? '' : ` s="${textStyle}"`;
  if (text === '') return `<c r="${ref}"${style}/>`;
  const space = needsPreserve(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
}

function sheetXml(sheet: PlainSheet): string {
  const width = sheet.rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  const letters = Array.from({ length: width }, (_, i) => columnName(i));
  const parts: string[] = [`${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`];
  if (sheet.header)
    parts.push(
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" ' +
        'state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>',
    );
  if (sheet.header && width > 0) parts.push(`<cols><col min="1" max="${width}" width="9" style="${TEXT}"/></cols>`);
  else if (sheet.widths?.length)
    parts.push(
      `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`,
    );
  parts.push('<sheetData>');
  sheet.rows.forEach((row, r) => {
    const bold = sheet.header && r === 0;
    const textStyle = bold ? BOLD_TEXT : sheet.header ? TEXT : 0;
    const cells = row.map((value, c) => cellXml(value, `${letters[c]}${r + 1}`, textStyle)).join('');
    parts.push(`<row r="${r + 1}"${bold ? ` s="${BOLD_ROW}" customFormat="1"` : ''}>${cells}</row>`);
  });
  parts.push('</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>');
  parts.push('</worksheet>');
  return parts.join('');
}

/** The workbook's bytes (a zip of its parts). */
export function plainXlsx(sheets: readonly PlainSheet[], creator: string, now: Date = new Date()): Uint8Array {
  const names = sheets.map((sheet) => xmlText(sheet.name.slice(0, 31)));
  const stamp = `${now.toISOString().slice(0, 19)}Z`;
  const files: Record<string, string> = {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/>` +
      sheets
        .map(
          (_, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/>` +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
      `<Relationship Id="rId2" Type="${PACKAGE_REL}/metadata/core-properties" Target="docProps/core.xml"/>` +
      '</Relationships>',
    'docProps/core.xml':
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
      `<dc:creator>${xmlText(creator)}</dc:creator>` +
      `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
      `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
      names.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
      sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join('') +
      `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': STYLES,
  };
  sheets.forEach((sheet, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(sheet)));
  return zip(files, now);
}

/**
 * A zip of the parts, deflated by Node's zlib at level 1 (a text-heavy sheet still shrinks about
 * tenfold; fflate's JavaScript deflate took ten times as long for 2,000 rows).
 */
function zip(files: Record<string, string>, now: Date): Uint8Array {
  const time = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
  const date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data, { level: 1 });
    const nameBytes = Buffer.from(name, 'utf8');
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
      header.writeUInt16LE(0x0800, at + 2); // names in UTF-8
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt16LE(time, at + 6);
      header.writeUInt16LE(date, at + 8);
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
