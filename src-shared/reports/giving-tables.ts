import type { CellValue, ColumnSpec } from './columns';
import { inWindow, type YearWindow } from './data-sheet-years';
import { lapsedDonors, participation, type LapsedKind } from './donor-figures';
import { donorRetention, giftBands, giftRanges, givingSummary } from './giving-figures';
import type { GivingLedger } from './giving-ledger';
import { fromCents } from './money';
import type { AlumniOfRecord } from './people-index';

// The fiscal-year reports as tables: columns, and cells that are either a value or a spreadsheet
// formula over the Data sheet with the value it comes to (so a workbook recalculates when an
// analyst filters or edits the Data sheet, and shows the figure before it does).

export interface FormulaCell {
  formula: string;
  value: CellValue;
}
export type TableCell = CellValue | FormulaCell;

export function isFormula(cell: TableCell): cell is FormulaCell {
  return cell !== null && typeof cell === 'object' && !(cell instanceof Date);
}

export function valueOf(cell: TableCell): CellValue {
  return isFormula(cell) ? cell.value : cell;
}

export interface ReportTable {
  sheet: string;
  columns: ColumnSpec[];
  rows: TableCell[][];
}

export const UNKNOWN_DONOR = '(unknown donor)';
export const DATA_SHEET = 'Data';

const of = (header: string, kind: ColumnSpec['kind'], width: number): ColumnSpec => ({ header, kind, width });

/** One row per donor and fiscal year (and per year for gifts of no known donor). */
export const DATA_COLUMNS: ColumnSpec[] = [
  of('User ID', 'id', 10),
  of('Donor', 'text', 26),
  of('Class year', 'id', 10),
  of('Fiscal year', 'fiscal-year', 11),
  of('Gifts', 'integer', 8),
  of('Total', 'money', 14),
  of('Largest gift', 'money', 13),
  of('First gift year', 'fiscal-year', 14),
  of('Gave the year before (1/0)', 'integer', 14),
  of('Counted as donor (1/0)', 'integer', 13),
  of('Alumni of record (1/0)', 'integer', 13),
];

// Whole columns of the Data sheet, for the formulas.
const D = {
  user: `${DATA_SHEET}!$A:$A`,
  classYear: `${DATA_SHEET}!$C:$C`,
  fy: `${DATA_SHEET}!$D:$D`,
  gifts: `${DATA_SHEET}!$E:$E`,
  total: `${DATA_SHEET}!$F:$F`,
  largest: `${DATA_SHEET}!$G:$G`,
  first: `${DATA_SHEET}!$H:$H`,
  before: `${DATA_SHEET}!$I:$I`,
  counted: `${DATA_SHEET}!$J:$J`,
  alumni: `${DATA_SHEET}!$K:$K`,
};

/** The Data sheet's rows, one at a time (ledger.donorYearsIn(window) of them). */
export function* dataRows(
  ledger: GivingLedger,
  rule: AlumniOfRecord,
  window: YearWindow | null = null,
): Generator<CellValue[]> {
  const people = ledger.people;
  // The rows come by person, then fiscal year: the person gave the year before exactly when the
  // row before is theirs, for that year (no lookup a row).
  let lastPerson = -2;
  let lastYear = 0;
  let named = -1;
  let name = '';
  for (const row of ledger.donorYears()) {
    const { person, fiscalYear } = row;
    const gaveYearBefore = person === lastPerson && fiscalYear - 1 === lastYear;
    lastPerson = person;
    lastYear = fiscalYear;
    if (!inWindow(window, fiscalYear)) continue;
    if (person < 0) {
      yield [
        null,
        UNKNOWN_DONOR,
        null,
        fiscalYear,
        row.gifts,
        fromCents(row.totalCents),
        fromCents(row.largestCents),
        null,
        0,
        0,
        0,
      ];
      continue;
    }
    const userId = people.userId(person);
    // A person's rows come together: their name is decoded once (people-index.ts keeps it as bytes).
    if (person !== named) {
      named = person;
      name = people.name(person) || `user ${userId}`;
    }
    yield [
      userId,
      name,
      people.classYear(person),
      fiscalYear,
      row.gifts,
      fromCents(row.totalCents),
      fromCents(row.largestCents),
      ledger.firstYear(person),
      gaveYearBefore ? 1 : 0,
      1,
      people.isAlumnusOfRecord(person, rule) ? 1 : 0,
    ];
  }
}

const f = (formula: string, value: CellValue): FormulaCell => ({ formula, value });
const money = (cents: number) => fromCents(cents);

export const SUMMARY_COLUMNS: ColumnSpec[] = [
  of('Fiscal year', 'fiscal-year', 11),
  of('Donors', 'integer', 10),
  of('Gifts', 'integer', 10),
  of('Total', 'money', 16),
  of('Average gift', 'money', 13),
  of('Median gift', 'money', 13),
  of('Largest gift', 'money', 14),
  of('New donors', 'integer', 11),
  of('Change in total', 'percent', 15),
  of('Change in donors', 'percent', 16),
];

export function summaryTable(ledger: GivingLedger, fiscalYear: number, years: number): ReportTable {
  const rows = givingSummary(ledger, fiscalYear, years).map((row, i) => {
    const r = i + 2;
    const A = `$A${r}`;
    const before = (column: string) => `SUMIFS(${column},${D.fy},${A}-1)`;
    return [
      row.fiscalYear,
      f(`SUMIFS(${D.counted},${D.fy},${A})`, row.donors),
      f(`SUMIFS(${D.gifts},${D.fy},${A})`, row.gifts),
      f(`SUMIFS(${D.total},${D.fy},${A})`, money(row.totalCents)),
      f(`IF(C${r}=0,0,D${r}/C${r})`, money(row.averageCents)),
      money(row.medianCents),
      f(`_xlfn.MAXIFS(${D.largest},${D.fy},${A})`, money(row.largestCents)),
      f(`COUNTIFS(${D.fy},${A},${D.first},${A},${D.counted},1)`, row.newDonors),
      f(`IF(${before(D.total)}=0,"",D${r}/${before(D.total)}-1)`, row.totalChange),
      f(`IF(${before(D.counted)}=0,"",B${r}/${before(D.counted)}-1)`, row.donorsChange),
    ];
  });
  return { sheet: 'Summary', columns: SUMMARY_COLUMNS, rows };
}

export const RETENTION_COLUMNS: ColumnSpec[] = [
  of('Fiscal year', 'fiscal-year', 11),
  of('Donors the year before', 'integer', 12),
  of('Retained', 'integer', 10),
  of('Lapsed', 'integer', 10),
  of('New', 'integer', 10),
  of('Recaptured', 'integer', 11),
  of('Donors', 'integer', 10),
  of('Retention rate', 'percent', 14),
  of('Lapsed rate', 'percent', 12),
];

export function retentionTable(ledger: GivingLedger, fiscalYear: number, years: number): ReportTable {
  const rows = donorRetention(ledger, fiscalYear, years).map((row, i) => {
    const r = i + 2;
    const A = `$A${r}`;
    return [
      row.fiscalYear,
      f(`SUMIFS(${D.counted},${D.fy},${A}-1)`, row.priorDonors),
      f(`COUNTIFS(${D.fy},${A},${D.before},1,${D.counted},1)`, row.retained),
      f(`B${r}-C${r}`, row.lapsed),
      f(`COUNTIFS(${D.fy},${A},${D.first},${A},${D.counted},1)`, row.newDonors),
      f(`G${r}-C${r}-E${r}`, row.recaptured),
      f(`SUMIFS(${D.counted},${D.fy},${A})`, row.donors),
      f(`IF(B${r}=0,"",C${r}/B${r})`, row.retentionRate),
      f(`IF(B${r}=0,"",D${r}/B${r})`, row.lapsedRate),
    ];
  });
  return { sheet: 'Retention', columns: RETENTION_COLUMNS, rows };
}

export const PARTICIPATION_COLUMNS: ColumnSpec[] = [
  of('Class year', 'id', 10),
  of('Reunion', 'text', 14),
  of('Alumni of record', 'integer', 15),
  of('Donors', 'integer', 10),
  of('Participation', 'percent', 13),
];

export function participationTable(ledger: GivingLedger, fiscalYear: number, rule: AlumniOfRecord): ReportTable {
  const result = participation(ledger, fiscalYear, rule);
  const rows: TableCell[][] = result.rows.map((row, i) => {
    const r = i + 2;
    return [
      row.classYear,
      row.reunion,
      row.alumni,
      f(`COUNTIFS(${D.classYear},$A${r},${D.fy},${fiscalYear},${D.alumni},1)`, row.donors),
      f(`IF(C${r}=0,"",D${r}/C${r})`, row.rate),
    ];
  });
  const last = rows.length + 1;
  const t = last + 2;
  rows.push(
    [null, null, null, null, null],
    [
      'All classes',
      null,
      rows.length > 1 ? f(`SUM(C2:C${last})`, result.alumni) : result.alumni,
      rows.length > 1 ? f(`SUM(D2:D${last})`, result.donors) : result.donors,
      f(`IF(C${t}=0,"",D${t}/C${t})`, result.rate),
    ],
    ['Donors not alumni of record', null, null, result.otherDonors, null],
  );
  return { sheet: 'Participation', columns: PARTICIPATION_COLUMNS, rows };
}

export const LAPSED_COLUMNS: ColumnSpec[] = [
  of('User ID', 'id', 10),
  of('Name', 'text', 26),
  of('Email', 'text', 30),
  of('Class year', 'id', 10),
  of('Last gift date', 'date', 14),
  of('Last gift', 'money', 13),
  of('Lifetime giving', 'money', 15),
  of('Fiscal years given', 'integer', 12),
];

export function lapsedTable(ledger: GivingLedger, kind: LapsedKind, fiscalYear: number): ReportTable {
  const rows = lapsedDonors(ledger, kind, fiscalYear).map((row) => [
    row.userId,
    row.name,
    row.email,
    row.classYear,
    row.lastGiftDate,
    money(row.lastGiftCents),
    money(row.lifetimeCents),
    row.yearsGiven,
  ]);
  return { sheet: kind === 'lybunt' ? 'LYBUNT' : 'SYBUNT', columns: LAPSED_COLUMNS, rows };
}

export const GIFT_RANGE_COLUMNS: ColumnSpec[] = [
  of('Fiscal year', 'fiscal-year', 11),
  of('Gift size', 'text', 24),
  of('From', 'money', 13),
  of('Below', 'money', 13),
  of('Gifts', 'integer', 10),
  of('Total', 'money', 16),
  of('Share of gifts', 'percent', 13),
  of('Share of total', 'percent', 13),
];

/** Gift ranges count single gifts, so their formulas read a sheet of every gift of the years shown. */
export const GIFTS_SHEET = 'Gifts';
export const GIFTS_COLUMNS: ColumnSpec[] = [of('Fiscal year', 'fiscal-year', 11), of('Amount', 'money', 14)];

/** Every gift of the years shown, as fiscal year and amount. */
export function* giftRows(ledger: GivingLedger, fiscalYear: number, years: number): Generator<CellValue[]> {
  for (let fy = fiscalYear - years + 1; fy <= fiscalYear; fy++) {
    for (const cents of ledger.year(fy)?.amounts ?? []) yield [fy, fromCents(cents)];
  }
}

export function giftRangesTable(ledger: GivingLedger, fiscalYear: number, years: number, cuts: number[]): ReportTable {
  const G = { fy: `${GIFTS_SHEET}!$A:$A`, amount: `${GIFTS_SHEET}!$B:$B` };
  const bands = giftBands(cuts);
  const rows = giftRanges(ledger, fiscalYear, years, cuts).map((row, i) => {
    const r = i + 2;
    const A = `$A${r}`;
    const band = bands.findIndex((b) => b.label === row.band.label);
    const limits = [
      band > 0 ? `,${G.amount},">="&C${r}` : '',
      band < bands.length - 1 ? `,${G.amount},"<"&D${r}` : '',
    ].join('');
    return [
      row.fiscalYear,
      row.band.label,
      row.band.fromCents === null ? null : money(row.band.fromCents),
      row.band.toCents === null ? null : money(row.band.toCents),
      f(`COUNTIFS(${G.fy},${A}${limits})`, row.gifts),
      f(`SUMIFS(${G.amount},${G.fy},${A}${limits})`, money(row.totalCents)),
      f(`IF(COUNTIFS(${G.fy},${A})=0,"",E${r}/COUNTIFS(${G.fy},${A}))`, row.shareOfGifts),
      f(`IF(SUMIFS(${G.amount},${G.fy},${A})=0,"",F${r}/SUMIFS(${G.amount},${G.fy},${A}))`, row.shareOfTotal),
    ];
  });
  return { sheet: 'Gift ranges', columns: GIFT_RANGE_COLUMNS, rows };
}
