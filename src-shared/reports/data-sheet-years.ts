import { fiscalYearLabel } from './fiscal-year';
import type { GivingReportKind } from './giving-options';

// Which fiscal years a workbook's Data sheet holds. A report of five years read from a service
// with decades of gifts would otherwise carry a row for every donor of every year: past Excel's
// 1,048,576 rows for a large office (the file could not be saved at all), and most of the time
// spent writing it. The figures' formulas read only the years below, so those are the rows kept.
// The lists (LYBUNT, SYBUNT) keep every year: their lifetime giving and years given are checked
// over all of them. Columns worked out from a person's whole history (first gift year, gave the
// year before) are worked out before any row is left out, so they stay true.

/** Fiscal years from `from` to `to`, both included. */
export interface YearWindow {
  from: number;
  to: number;
}

/** Per report: the years its formulas read, or null for every year on record. */
const DATA_SHEET_YEARS: Record<GivingReportKind, (fiscalYear: number, years: number) => YearWindow | null> = {
  // The years shown, and the one before the first (the change from the year before).
  summary: (fiscalYear, years) => ({ from: fiscalYear - years, to: fiscalYear }),
  retention: (fiscalYear, years) => ({ from: fiscalYear - years, to: fiscalYear }),
  participation: (fiscalYear) => ({ from: fiscalYear, to: fiscalYear }),
  // Its formulas read the Gifts sheet; Data shows the donors of the same years.
  'gift-ranges': (fiscalYear, years) => ({ from: fiscalYear - years + 1, to: fiscalYear }),
  lybunt: () => null,
  sybunt: () => null,
};

export function dataSheetYears(kind: GivingReportKind, fiscalYear: number, years: number): YearWindow | null {
  return DATA_SHEET_YEARS[kind](fiscalYear, years);
}

export function inWindow(window: YearWindow | null, fiscalYear: number): boolean {
  return window === null || (fiscalYear >= window.from && fiscalYear <= window.to);
}

/** What the About sheet says of the Data sheet's rows. */
export function dataSheetWords(window: YearWindow | null): string {
  const rows = 'One row per donor and fiscal year';
  if (window === null) return `${rows}, for every fiscal year on record.`;
  const years =
    window.from === window.to
      ? fiscalYearLabel(window.from)
      : `${fiscalYearLabel(window.from)} to ${fiscalYearLabel(window.to)}`;
  return (
    `${rows}, for ${years}: the years this report's formulas read. First gift year and "gave the year ` +
    'before" come from every gift on record.'
  );
}
