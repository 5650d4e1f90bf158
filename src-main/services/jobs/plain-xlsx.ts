// A workbook of plain cells written directly as SpreadsheetML: text cells (inline strings, number
// format "@"), numbers, a bold header row frozen at the top, and an optional second sheet of
// label/value rows. This is what every job's results.xlsx needs, and ExcelJS spent most of the
// end of a job on it (about half a second for 2,000 rows, its module load included): see
// docs/decisions/0009-own-results-workbook-writer.md. Workbooks with fills and notes (the rows to
// fix) are still written by ExcelJS.
import { strToU8, zipSync, type Zippable } from 'fflate';

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

/**
 * Text as XML character data. Characters XML 1.0 cannot hold (most control characters) are
 * written as Excel writes them, _xHHHH_ (a file with them raw does not open). A literal _xHHHH_ in
 * the text is written as it is, as ExcelJS did: ExcelJS, openpyxl and our own reader read it back
 * literally.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => ESCAPES[c]!)
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
      (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );
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
  const space = /^\s|\s$|\n/.test(text) ? ' xml:space="preserve"' : '';
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
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
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
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${PACKAGE_REL}/metadata/core-properties" Target="docProps/core.xml"/>` +
        '</Relationships>',
    ),
    'docProps/core.xml': strToU8(
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:creator>${xmlText(creator)}</dc:creator>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        names.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
        sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
  };
  sheets.forEach((sheet, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet))));
  // Level 1: a text-heavy sheet still shrinks about eightfold, at a fraction of level 6's time.
  return zipSync(files, { level: 1 });
}
