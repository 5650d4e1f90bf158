// The DrawingML text of one chart (xl/charts/chartN.xml) and of the drawing that places it on a
// sheet (xl/drawings/drawingN.xml). Series read the sheet's cells by reference, so Excel redraws
// the chart when a figure changes; the values as written are cached beside each reference so a
// reader that does not calculate still draws it.

export interface ChartSeriesCells {
  name: string;
  /** The cell holding the series name, as a reference ('Summary'!$D$1). */
  nameRef: string;
  /** The cells of the values ('Summary'!$D$2:$D$6). */
  ref: string;
  values: (number | null)[];
}

export interface XlsxChart {
  kind: 'bars' | 'lines';
  title: string;
  /** Alternative text for screen readers. */
  description: string;
  categories: { ref: string; values: (number | string)[]; format: string };
  series: ChartSeriesCells[];
  /** Number format of the value axis. */
  valueFormat: string;
}

const NS_CHART = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const NS_MAIN = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_DRAWING = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const CATEGORY_AXIS = 500_000_001;
const VALUE_AXIS = 500_000_002;
/** Excel's first accent colours: one per series, so two lines are told apart in the legend. */
const SERIES_COLOURS = ['1F5FBF', 'C0504D', '4F8A3C', '8064A2'];

export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function numCache(values: (number | null)[], format: string): string {
  const points = values
    .map((v, i) => (v === null || !Number.isFinite(v) ? '' : `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>`))
    .join('');
  const head = `<c:formatCode>${xmlText(format)}</c:formatCode><c:ptCount val="${values.length}"/>`;
  return `<c:numCache>${head}${points}</c:numCache>`;
}

function strCache(values: string[]): string {
  const points = values.map((v, i) => `<c:pt idx="${i}"><c:v>${xmlText(v)}</c:v></c:pt>`).join('');
  return `<c:strCache><c:ptCount val="${values.length}"/>${points}</c:strCache>`;
}

function categories({ ref, values, format }: XlsxChart['categories']): string {
  if (values.every((v) => typeof v === 'number')) {
    return `<c:cat><c:numRef><c:f>${xmlText(ref)}</c:f>${numCache(values as number[], format)}</c:numRef></c:cat>`;
  }
  return `<c:cat><c:strRef><c:f>${xmlText(ref)}</c:f>${strCache(values.map(String))}</c:strRef></c:cat>`;
}

function series(chart: XlsxChart, s: ChartSeriesCells, i: number): string {
  const colour = SERIES_COLOURS[i % SERIES_COLOURS.length]!;
  const fill = `<a:solidFill><a:srgbClr val="${colour}"/></a:solidFill>`;
  const look =
    chart.kind === 'bars'
      ? `<c:spPr>${fill}</c:spPr><c:invertIfNegative val="0"/>`
      : `<c:spPr><a:ln w="28575">${fill}</a:ln></c:spPr>` +
        `<c:marker><c:symbol val="${i % 2 === 0 ? 'circle' : 'square'}"/><c:size val="7"/></c:marker>`;
  return (
    `<c:ser><c:idx val="${i}"/><c:order val="${i}"/>` +
    `<c:tx><c:strRef><c:f>${xmlText(s.nameRef)}</c:f>${strCache([s.name])}</c:strRef></c:tx>` +
    look +
    categories(chart.categories) +
    `<c:val><c:numRef><c:f>${xmlText(s.ref)}</c:f>${numCache(s.values, chart.valueFormat)}</c:numRef></c:val>` +
    (chart.kind === 'lines' ? '<c:smooth val="0"/>' : '') +
    `</c:ser>`
  );
}

function plot(chart: XlsxChart): string {
  const all = chart.series.map((s, i) => series(chart, s, i)).join('');
  const axes = `<c:axId val="${CATEGORY_AXIS}"/><c:axId val="${VALUE_AXIS}"/>`;
  if (chart.kind === 'bars') {
    return (
      `<c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:varyColors val="0"/>${all}` +
      `<c:gapWidth val="80"/>${axes}</c:barChart>`
    );
  }
  return (
    `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${all}` +
    `<c:marker val="1"/>${axes}</c:lineChart>`
  );
}

function title(text: string): string {
  return (
    `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="1400" b="1"/></a:pPr>` +
    `<a:r><a:rPr lang="en-US" sz="1400" b="1"/><a:t>${xmlText(text)}</a:t></a:r></a:p></c:rich></c:tx>` +
    `<c:overlay val="0"/></c:title>`
  );
}

/** xl/charts/chartN.xml */
export function chartXml(chart: XlsxChart): string {
  const axes =
    `<c:catAx><c:axId val="${CATEGORY_AXIS}"/><c:scaling><c:orientation val="minMax"/></c:scaling>` +
    `<c:delete val="0"/><c:axPos val="b"/>` +
    `<c:numFmt formatCode="${xmlText(chart.categories.format)}" sourceLinked="1"/>` +
    `<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="${VALUE_AXIS}"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/>` +
    `<c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>` +
    `<c:valAx><c:axId val="${VALUE_AXIS}"/><c:scaling><c:orientation val="minMax"/></c:scaling>` +
    `<c:delete val="0"/><c:axPos val="l"/><c:majorGridlines/>` +
    `<c:numFmt formatCode="${xmlText(chart.valueFormat)}" sourceLinked="0"/>` +
    `<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="${CATEGORY_AXIS}"/><c:crosses val="autoZero"/><c:crossBetween val="between"/></c:valAx>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<c:chartSpace xmlns:c="${NS_CHART}" xmlns:a="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    `<c:roundedCorners val="0"/><c:chart>${title(chart.title)}<c:autoTitleDeleted val="0"/>` +
    `<c:plotArea><c:layout/>${plot(chart)}${axes}</c:plotArea>` +
    `<c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend>` +
    `<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart></c:chartSpace>`
  );
}

/** Where a chart sits on its sheet: from a cell to a cell, 0-based columns and rows. */
export interface ChartAnchor {
  from: { col: number; row: number };
  to: { col: number; row: number };
}

/** xl/drawings/drawingN.xml: the chart (relationship `chartRelId`) placed at `anchor`. */
export function drawingXml(chart: XlsxChart, chartRelId: string, anchor: ChartAnchor, id: number): string {
  const cell = (tag: string, at: { col: number; row: number }) =>
    `<xdr:${tag}><xdr:col>${at.col}</xdr:col><xdr:colOff>0</xdr:colOff>` +
    `<xdr:row>${at.row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<xdr:wsDr xmlns:xdr="${NS_DRAWING}" xmlns:a="${NS_MAIN}">` +
    `<xdr:twoCellAnchor editAs="oneCell">${cell('from', anchor.from)}${cell('to', anchor.to)}` +
    `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr>` +
    `<xdr:cNvPr id="${id + 1}" name="Chart ${id}" descr="${xmlText(chart.description)}"/><xdr:cNvGraphicFramePr/>` +
    `</xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>` +
    `<a:graphic><a:graphicData uri="${NS_CHART}">` +
    `<c:chart xmlns:c="${NS_CHART}" xmlns:r="${NS_REL}" r:id="${chartRelId}"/>` +
    `</a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>`
  );
}
