import { NUMBER_FORMATS } from '../../../src-shared/reports/columns';
import type { ChartFigures } from '../../../src-shared/reports/giving-report-model';
import { valueOf, type ReportTable } from '../../../src-shared/reports/giving-tables';
import type { XlsxChart } from './xlsx-chart-xml';
import { columnLetter } from './xlsx-sheet';

// A report's chart as a workbook chart over the cells of its table: categories and series are
// references to the table's sheet, with the report's figures cached beside them.

/** The sheet the charts are drawn on. */
export const CHART_SHEET = 'Chart';

const AXIS_FORMATS: Record<ChartFigures['unit'], string> = {
  count: '#,##0',
  // Whole amounts on an axis: cents would crowd it.
  money: NUMBER_FORMATS.money!.replace(/\.00/g, ''),
  percent: '0%',
};

/** 'Summary'!$D$2:$D$6: quoted, so any sheet name is read the same. */
function ref(sheet: string, column: number, first: number, last = first): string {
  const letter = columnLetter(column);
  const quoted = `'${sheet.replace(/'/g, "''")}'`;
  return first === last ? `${quoted}!$${letter}$${first}` : `${quoted}!$${letter}$${first}:$${letter}$${last}`;
}

/**
 * The workbook chart of `figures` over the cells of `table` (written under a header row);
 * undefined when the figures say nothing of where the table holds them, or there is nothing to draw.
 */
export function workbookChart(figures: ChartFigures, table: ReportTable): XlsxChart | undefined {
  const cells = figures.cells;
  if (!cells || figures.categories.length === 0) return undefined;
  const { sheet, columns } = table;
  // Sheet rows: the header is row 1, table row i is row i + 2.
  const [first, last] = [cells.rows[0] + 2, cells.rows[1] + 2];
  const categoryKind = columns[cells.categoryColumn]!.kind;
  const categoryValues = table.rows
    .slice(cells.rows[0], cells.rows[1] + 1)
    .map((row) => valueOf(row[cells.categoryColumn] ?? null));
  const numeric = categoryValues.every((v) => typeof v === 'number');
  return {
    kind: figures.kind,
    title: figures.title,
    description:
      `${figures.kind === 'bars' ? 'Bar' : 'Line'} chart: ${figures.title}; ` +
      `${figures.series.map((s) => s.name).join(' and ')} for ${figures.categories.join(', ')}.`,
    categories: {
      ref: ref(sheet, cells.categoryColumn, first, last),
      values: numeric ? (categoryValues as number[]) : figures.categories,
      format: NUMBER_FORMATS[categoryKind] ?? 'General',
    },
    series: figures.series.map((series, i) => {
      const column = cells.seriesColumns[i]!;
      return {
        name: series.name,
        nameRef: ref(sheet, column, 1),
        ref: ref(sheet, column, first, last),
        values: series.values,
      };
    }),
    valueFormat: AXIS_FORMATS[figures.unit],
  };
}
