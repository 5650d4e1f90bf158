// XLSX files built part by part, as Excel lays them out (workbook first, relative targets): for
// what exceljs cannot write (phonetic readings, 1904 dates, declared totals rows, empty styled cells).
import { strToU8, zipSync } from 'fflate';

const NS =
  'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface RawSheet {
  name: string;
  /** The <sheetData> rows, and anything after them (mergeCells, tableParts). */
  rows: string;
  after?: string;
  /** The dimension's ref; default: none. */
  dimension?: string;
  state?: 'hidden' | 'veryHidden';
  /** Parts the sheet's rels point to, by their name under xl/ ("tables/table1.xml"). */
  parts?: Record<string, string>;
}

export interface RawWorkbook {
  sheets: RawSheet[];
  /** The <si> items of xl/sharedStrings.xml. */
  sharedStrings?: string[];
  /** Number formats by style index (index 0 is General): numFmtId, and its code when custom. */
  styles?: { id: number; code?: string }[];
  /** <workbookPr> attributes, e.g. 'date1904="1"'. */
  workbookPr?: string;
}

/** A cell of inline text. */
export const inline = (ref: string, text: string): string => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
/** A row of inline text cells from column A. */
export const inlineRow = (row: number, values: string[]): string =>
  `<row r="${row}">${values.map((value, c) => (value === '' ? '' : inline(`${String.fromCharCode(65 + c)}${row}`, value))).join('')}</row>`;

export function rawWorkbook(book: RawWorkbook): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const add = (name: string, xml: string) => (files[name] = strToU8(xml));
  const styles = [{ id: 0 }, ...(book.styles ?? [])];
  const custom = styles.filter((style) => style.code !== undefined);
  add(
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${book.sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${book.sharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
  );
  add(
    '_rels/.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  add(
    'xl/workbook.xml',
    `<workbook ${NS}>${book.workbookPr ? `<workbookPr ${book.workbookPr}/>` : ''}<sheets>${book.sheets.map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}"${sheet.state ? ` state="${sheet.state}"` : ''} r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
  );
  const count = book.sheets.length;
  add(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${book.sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${count + 1}" Type="${REL}/styles" Target="styles.xml"/>${book.sharedStrings ? `<Relationship Id="rId${count + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
  );
  add(
    'xl/styles.xml',
    `<styleSheet ${NS}>${custom.length ? `<numFmts count="${custom.length}">${custom.map((style) => `<numFmt numFmtId="${style.id}" formatCode="${style.code}"/>`).join('')}</numFmts>` : ''}<fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="${styles.length}">${styles.map((style) => `<xf numFmtId="${style.id}"${style.id ? ' applyNumberFormat="1"' : ''}/>`).join('')}</cellXfs></styleSheet>`,
  );
  if (book.sharedStrings)
    add(
      'xl/sharedStrings.xml',
      `<sst ${NS} count="${book.sharedStrings.length}" uniqueCount="${book.sharedStrings.length}">${book.sharedStrings.map((item) => `<si>${item}</si>`).join('')}</sst>`,
    );
  book.sheets.forEach((sheet, i) => {
    add(
      `xl/worksheets/sheet${i + 1}.xml`,
      `<worksheet ${NS}>${sheet.dimension ? `<dimension ref="${sheet.dimension}"/>` : ''}<sheetData>${sheet.rows}</sheetData>${sheet.after ?? ''}</worksheet>`,
    );
    const parts = Object.entries(sheet.parts ?? {});
    if (parts.length === 0) return;
    add(
      `xl/worksheets/_rels/sheet${i + 1}.xml.rels`,
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${parts.map(([name], p) => `<Relationship Id="rIdP${p + 1}" Type="${REL}/table" Target="../${name}"/>`).join('')}</Relationships>`,
    );
    for (const [name, xml] of parts) add(`xl/${name}`, xml);
  });
  return zipSync(files);
}
