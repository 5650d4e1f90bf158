import { currentFiscalYear, fiscalYearLabel } from './fiscal-year';
import { DEFAULT_BAND_CUTS_CENTS } from './giving-figures';
import type { GivingLedger } from './giving-ledger';
import { DEFAULT_YEARS, GIVING_REPORT_TITLES, type GivingOptions, type GivingReportKind } from './giving-options';
import {
  giftRangesTable,
  lapsedTable,
  participationTable,
  retentionTable,
  summaryTable,
  valueOf,
  type ReportTable,
} from './giving-tables';
import { displayMoney } from './money';

// One fiscal-year report from a filled GivingLedger: its table, the headline figures a person
// reads first, the figures of its chart, and the definitions and counts for the About sheet.

export interface ResolvedGiving {
  kind: GivingReportKind;
  fiscalYear: number;
  startMonth: number;
  years: number;
  bandCutsCents: number[];
  alumniOfRecord: NonNullable<GivingOptions['alumniOfRecord']>;
}

export interface ChartSeries {
  name: string;
  values: (number | null)[];
}
export interface ChartFigures {
  kind: 'bars' | 'lines';
  title: string;
  /** What the values are: the chart's axis formats them. */
  unit: 'count' | 'money' | 'percent';
  categories: string[];
  series: ChartSeries[];
  /** A word for each category that stands out (e.g. "25th reunion"), null for the others. */
  marks?: (string | null)[];
  /** What a marked category is, for the legend. */
  markLegend?: string;
  /** Where the report's table holds these figures, so a workbook chart can refer to its cells. */
  cells?: ChartCells;
}
/** Table row indexes (first and last, 0-based, header not counted) and column indexes. */
export interface ChartCells {
  rows: [number, number];
  categoryColumn: number;
  seriesColumns: number[];
}

export interface GivingReportModel {
  title: string;
  table: ReportTable;
  headline: string[];
  chart: ChartFigures | null;
  /** Definitions in words, for the About sheet and the app. */
  definitions: string[];
}

/**
 * The fiscal year a report is for when none is chosen: the latest with gifts, up to the one
 * today is in (so a gift dated in the future does not move it); today's when there are none.
 */
export function defaultFiscalYear(ledger: GivingLedger, today: string): number {
  const current = currentFiscalYear(today, ledger.startMonth);
  const years = ledger.fiscalYears.filter((fy) => fy <= current);
  return years.at(-1) ?? current;
}

export function resolveGiving(kind: GivingReportKind, options: GivingOptions, ledger: GivingLedger, today: string) {
  return {
    kind,
    fiscalYear: options.fiscalYear ?? defaultFiscalYear(ledger, today),
    startMonth: ledger.startMonth,
    years: options.years ?? DEFAULT_YEARS,
    bandCutsCents: options.bandCutsCents ?? DEFAULT_BAND_CUTS_CENTS,
    alumniOfRecord: options.alumniOfRecord ?? 'all',
  } satisfies ResolvedGiving;
}

const count = (n: number) => n.toLocaleString('en-US');
const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const signed = (x: number | null) =>
  x === null ? 'no year before to compare' : `${x >= 0 ? '+' : ''}${pct(x)} on the year before`;
const cents = (value: unknown) => Math.round(Number(value) * 100);

const DEFINITIONS: Record<GivingReportKind, string[]> = {
  summary: [
    'Donors: people who gave at least once in the fiscal year. Gifts of no known donor count in gifts and totals, not as donors.',
    'Average gift: total divided by gifts. Median gift: the middle gift by size (the mean of the two middle ones when the count is even).',
    'New donors: people whose first gift on record falls in that fiscal year.',
    'Change: against the fiscal year before.',
  ],
  lybunt: [
    'LYBUNT ("last year but unfortunately not this"): people who gave in the fiscal year before the one chosen, and not in it.',
    'Last gift: the latest gift on record. Lifetime giving: every gift on record, undated ones included.',
  ],
  sybunt: [
    'SYBUNT ("some year but unfortunately not this"): people who gave in some fiscal year before the year before the one chosen, but neither in the year before nor in it (LYBUNT donors are not repeated here).',
    'Last gift: the latest gift on record. Lifetime giving: every gift on record, undated ones included.',
  ],
  participation: [
    'Participation: donors of the class in the fiscal year divided by the alumni of record of the class.',
    'Reunion: the fiscal year ends a multiple of five years after the class year.',
  ],
  retention: [
    'Retained: gave in the fiscal year before and in this one. Lapsed: gave in the year before, not in this one.',
    'New: first gift on record in this year. Recaptured: gave before the year before, not in it, and again in this one.',
    'Retention rate: retained divided by the donors of the year before. Lapsed rate: lapsed divided by the same.',
  ],
  'gift-ranges': [
    'Each gift counts once, in the band its amount falls in ("From" included, "Below" not). Gifts of no known donor are included.',
  ],
};

export function givingReportModel(ledger: GivingLedger, resolved: ResolvedGiving): GivingReportModel {
  const { kind, fiscalYear: fy, years } = resolved;
  const title = `${GIVING_REPORT_TITLES[kind]}, ${fiscalYearLabel(fy)}`;
  const definitions = DEFINITIONS[kind];
  if (kind === 'summary') {
    const table = summaryTable(ledger, fy, years);
    const v = (row: number, col: number) => valueOf(table.rows[row]![col]!);
    const last = table.rows.length - 1;
    return {
      title,
      table,
      headline: [
        `${fiscalYearLabel(fy)}: ${count(Number(v(last, 1)))} donors, ${count(Number(v(last, 2)))} gifts, ` +
          `${displayMoney(cents(v(last, 3)))} in total (${signed(v(last, 8) as number | null)}), ` +
          `${count(Number(v(last, 7)))} new donors.`,
      ],
      chart: {
        kind: 'bars',
        title: 'Total given by fiscal year',
        unit: 'money',
        categories: table.rows.map((r) => fiscalYearLabel(Number(r[0]))),
        series: [{ name: 'Total', values: table.rows.map((r) => Number(valueOf(r[3]!))) }],
        cells: { rows: [0, table.rows.length - 1], categoryColumn: 0, seriesColumns: [3] },
      },
      definitions,
    };
  }
  if (kind === 'retention') {
    const table = retentionTable(ledger, fy, years);
    const row = table.rows.at(-1)!.map(valueOf);
    return {
      title,
      table,
      headline: [
        `${fiscalYearLabel(fy)}: ${count(Number(row[2]))} of ${count(Number(row[1]))} donors of the year before gave again ` +
          `(retention ${pct(row[7] as number | null)}); ${count(Number(row[4]))} new and ${count(Number(row[5]))} recaptured donors.`,
      ],
      chart: {
        kind: 'lines',
        title: 'Donor retention by fiscal year',
        unit: 'percent',
        categories: table.rows.map((r) => fiscalYearLabel(Number(r[0]))),
        series: [
          { name: 'Retention rate', values: table.rows.map((r) => valueOf(r[7]!) as number | null) },
          { name: 'Lapsed rate', values: table.rows.map((r) => valueOf(r[8]!) as number | null) },
        ],
        cells: { rows: [0, table.rows.length - 1], categoryColumn: 0, seriesColumns: [7, 8] },
      },
      definitions,
    };
  }
  if (kind === 'participation') {
    const table = participationTable(ledger, fy, resolved.alumniOfRecord);
    const classes = table.rows.filter((r) => typeof r[0] === 'number');
    const overall = table.rows.find((r) => r[0] === 'All classes')!.map(valueOf);
    return {
      title,
      table,
      headline: [
        `${fiscalYearLabel(fy)}: ${count(Number(overall[3]))} of ${count(Number(overall[2]))} alumni of record gave ` +
          `(participation ${pct(overall[4] as number | null)}).`,
      ],
      chart: {
        kind: 'bars',
        title: `Participation by class year, ${fiscalYearLabel(fy)}`,
        unit: 'percent',
        categories: classes.map((r) => String(r[0])),
        series: [{ name: 'Participation', values: classes.map((r) => valueOf(r[4]!) as number | null) }],
        marks: classes.map((r) => (typeof r[1] === 'string' ? r[1] : null)),
        markLegend: 'Reunion class (every five years)',
      },
      definitions,
    };
  }
  if (kind === 'gift-ranges') {
    const table = giftRangesTable(ledger, fy, years, resolved.bandCutsCents);
    const mine = table.rows.filter((r) => r[0] === fy);
    return {
      title,
      table,
      headline: mine.map(
        (r) => `${String(r[1])}: ${count(Number(valueOf(r[4]!)))} gifts, ${displayMoney(cents(valueOf(r[5]!)))}`,
      ),
      chart: {
        kind: 'bars',
        title: `Gifts by size, ${fiscalYearLabel(fy)}`,
        unit: 'count',
        categories: mine.map((r) => String(r[1])),
        series: [{ name: 'Gifts', values: mine.map((r) => Number(valueOf(r[4]!))) }],
      },
      definitions,
    };
  }
  const table = lapsedTable(ledger, kind, fy);
  const lifetime = table.rows.reduce((sum, r) => sum + cents(r[6]), 0);
  return {
    title,
    table,
    headline: [
      `${count(table.rows.length)} ${kind.toUpperCase()} donors for ${fiscalYearLabel(fy)}, ` +
        `${displayMoney(lifetime)} lifetime giving between them.`,
    ],
    chart: null,
    definitions,
  };
}

/** What the About sheet says of the people and gifts read, in lines of [item, value]. */
export function givingCounts(ledger: GivingLedger): [string, string][] {
  const { withoutUserId, userNotFound } = ledger.unknown;
  const lines: [string, string][] = [
    ['Users read', count(ledger.people.size)],
    ['Donations read', count(ledger.donations)],
    ['Total of the donations read', displayMoney(ledger.totalCents)],
  ];
  if (ledger.people.outOfScope > 0) {
    lines.push([
      'Left out by class year or tag',
      `${count(ledger.people.outOfScope)} users; ${count(ledger.outOfScope.gifts)} of their gifts, ${displayMoney(ledger.outOfScope.totalCents)}`,
    ]);
  }
  lines.push([
    '(unknown donor): no user_id',
    `${count(withoutUserId.gifts)} gifts, ${displayMoney(withoutUserId.totalCents)}: in gifts and totals, not counted as donors`,
  ]);
  const ids = userNotFound.userIds;
  const shown = ids.length > 50 ? `${ids.slice(0, 50).join(', ')} and ${ids.length - 50} more` : ids.join(', ');
  lines.push([
    '(unknown donor): user not on the service',
    `${count(userNotFound.gifts)} gifts, ${displayMoney(userNotFound.totalCents)}${ids.length > 0 ? `; user_id ${shown}` : ''}`,
  ]);
  if (ledger.undated.gifts > 0) {
    lines.push([
      'Gifts with no readable date',
      `${count(ledger.undated.gifts)} gifts, ${displayMoney(ledger.undated.totalCents)}: in lifetime giving, in no fiscal year`,
    ]);
  }
  return lines;
}
