import { rename, rm } from 'node:fs/promises';
import { posix } from 'node:path';
import { chartXml, drawingXml, xmlText, type ChartAnchor, type XlsxChart } from './xlsx-chart-xml';
import { ZipParts } from './zip-parts';

// Adds charts to a finished XLSX file. exceljs writes no charts, so once it has written the
// workbook, each chart goes in as the parts Excel itself would write: the chart, a drawing that
// places it on its sheet, the relationships between sheet, drawing and chart, the sheet's
// <drawing> element and the content types. The rest of the file is copied as it is.

export interface SheetChart {
  /** The worksheet the chart is drawn on (already in the workbook). */
  sheet: string;
  chart: XlsxChart;
  anchor?: ChartAnchor;
}

/** Under the sheet's first two rows, about 11 columns wide and 22 rows high. */
const DEFAULT_ANCHOR: ChartAnchor = { from: { col: 0, row: 2 }, to: { col: 11, row: 24 } };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DRAWING_TYPE = 'application/vnd.openxmlformats-officedocument.drawing+xml';
const CHART_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';
/** Sheet elements that come after <drawing> (ECMA-376 CT_Worksheet order). */
const AFTER_DRAWING = [
  '<legacyDrawing',
  '<legacyDrawingHF',
  '<drawingHF',
  '<picture',
  '<oleObjects',
  '<controls',
  '<webPublishItems',
  '<tableParts',
  '<extLst',
  '</worksheet>',
];

export async function addXlsxCharts(path: string, charts: SheetChart[]): Promise<void> {
  if (charts.length === 0) return;
  const copy = `${path}.charts`;
  const zip = await ZipParts.open(path);
  try {
    const parts = await chartParts(zip, charts);
    await zip.writeCopy(copy, parts);
  } catch (error) {
    await rm(copy, { force: true });
    throw error;
  } finally {
    await zip.close();
  }
  await rename(copy, path);
}

async function chartParts(zip: ZipParts, charts: SheetChart[]): Promise<Map<string, string>> {
  const parts = new Map<string, string>();
  const sheets = await sheetPartsByName(zip);
  const text = async (name: string) => parts.get(name) ?? (await zip.text(name));
  let types = await text('[Content_Types].xml');
  let n = firstFreeNumber(zip.names);
  for (const { sheet, chart, anchor } of charts) {
    const part = sheets.get(sheet);
    if (!part) throw new Error(`The workbook has no sheet "${sheet}" to draw the chart "${chart.title}" on.`);
    const sheetXml = await text(part);
    if (sheetXml.includes('<drawing ')) throw new Error(`The sheet "${sheet}" already has a drawing.`);
    const relsPart = `${posix.dirname(part)}/_rels/${posix.basename(part)}.rels`;
    const rels = zip.has(relsPart) || parts.has(relsPart) ? await text(relsPart) : emptyRelationships();
    const drawingId = freeRelationshipId(rels);
    parts.set(relsPart, withRelationship(rels, drawingId, `${REL}/drawing`, `../drawings/drawing${n}.xml`));
    parts.set(part, withDrawing(sheetXml, drawingId));
    parts.set(`xl/drawings/drawing${n}.xml`, drawingXml(chart, 'rId1', anchor ?? DEFAULT_ANCHOR, n));
    parts.set(
      `xl/drawings/_rels/drawing${n}.xml.rels`,
      withRelationship(emptyRelationships(), 'rId1', `${REL}/chart`, `../charts/chart${n}.xml`),
    );
    parts.set(`xl/charts/chart${n}.xml`, chartXml(chart));
    types = withOverride(types, `/xl/drawings/drawing${n}.xml`, DRAWING_TYPE);
    types = withOverride(types, `/xl/charts/chart${n}.xml`, CHART_TYPE);
    n++;
  }
  parts.set('[Content_Types].xml', types);
  return parts;
}

/** Each worksheet's name to its part (xl/worksheets/sheet2.xml), from the workbook and its relationships. */
async function sheetPartsByName(zip: ZipParts): Promise<Map<string, string>> {
  const workbook = await zip.text('xl/workbook.xml');
  const rels = await zip.text('xl/_rels/workbook.xml.rels');
  const targets = new Map<string, string>();
  for (const tag of rels.match(/<Relationship\b[^>]*>/g) ?? []) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : posix.join('xl', target));
  }
  const parts = new Map<string, string>();
  for (const tag of workbook.match(/<sheet\b[^>]*>/g) ?? []) {
    const name = attribute(tag, 'name');
    const target = targets.get(attribute(tag, 'r:id') ?? '');
    if (name !== undefined && target) parts.set(unescapeXml(name), target);
  }
  return parts;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The first N with neither xl/drawings/drawingN.xml nor xl/charts/chartN.xml in the file. */
function firstFreeNumber(names: string[]): number {
  let n = 1;
  while (names.includes(`xl/drawings/drawing${n}.xml`) || names.includes(`xl/charts/chart${n}.xml`)) n++;
  return n;
}

function emptyRelationships(): string {
  return `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL}"></Relationships>`;
}

function freeRelationshipId(rels: string): string {
  let n = 1;
  while (rels.includes(`Id="rId${n}"`)) n++;
  return `rId${n}`;
}

function withRelationship(rels: string, id: string, type: string, target: string): string {
  const line = `<Relationship Id="${id}" Type="${type}" Target="${xmlText(target)}"/>`;
  return rels.replace('</Relationships>', `${line}</Relationships>`);
}

function withDrawing(sheetXml: string, id: string): string {
  const at = Math.min(...AFTER_DRAWING.map((tag) => sheetXml.indexOf(tag)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) throw new Error('The sheet part has no </worksheet> end.');
  return `${sheetXml.slice(0, at)}<drawing r:id="${id}"/>${sheetXml.slice(at)}`;
}

function withOverride(types: string, part: string, type: string): string {
  return types.replace('</Types>', `<Override PartName="${part}" ContentType="${type}"/></Types>`);
}
