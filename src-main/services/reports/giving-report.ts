import { AppError } from '../../../src-shared/errors';
import type { CellValue } from '../../../src-shared/reports/columns';
import { dataSheetWords, dataSheetYears } from '../../../src-shared/reports/data-sheet-years';
import { GivingLedger } from '../../../src-shared/reports/giving-ledger';
import {
  describeGivingOptions,
  givingApiFilter,
  GIVING_REPORT_TITLES,
  type GivingOptions,
  type GivingReportKind,
} from '../../../src-shared/reports/giving-options';
import {
  givingCounts,
  givingReportModel,
  resolveGiving,
  type GivingReportModel,
  type ResolvedGiving,
} from '../../../src-shared/reports/giving-report-model';
import {
  DATA_COLUMNS,
  DATA_SHEET,
  dataRows,
  giftRows,
  GIFTS_COLUMNS,
  GIFTS_SHEET,
  isFormula,
  type TableCell,
} from '../../../src-shared/reports/giving-tables';
import { PeopleIndex } from '../../../src-shared/reports/people-index';
import type { ApiClient } from '../api/types';
import type { ProgressListener } from './progress';
import { CHART_SHEET, workbookChart } from './report-chart';
import type { ReportFile } from './report-file';
import { runReport, type ReportOutcome, type ReportRequestBase } from './report-run';
import { EXCEL_MAX_ROWS } from './xlsx-sheet';
import { counted } from '../../../src-shared/english';

// The fiscal-year reports (summary, LYBUNT, SYBUNT, participation, retention, gift ranges): users
// read once, page by page, into a compact index; donations streamed into a GivingLedger; then the
// report's table (formulas over the Data sheet, values cached), the Data sheet and the About sheet.

export interface GivingReportRequest extends ReportRequestBase {
  kind: GivingReportKind;
  options: GivingOptions;
  /** The environment's fiscal-year start month, used unless the options give one. */
  startMonth: number;
}

export interface GivingRun {
  ledger: GivingLedger;
  resolved: ResolvedGiving;
  model: GivingReportModel;
}

/** Reads the users, then streams the donations, into a ledger; answers the report's model. */
export async function gatherGiving(
  client: ApiClient,
  kind: GivingReportKind,
  options: GivingOptions,
  startMonth: number,
  today: string,
  progress: ProgressListener = () => {},
  checkCancel: () => void = () => {},
): Promise<GivingRun> {
  const people = new PeopleIndex({ classYears: options.classYears, tag: options.tag });
  for await (const page of client.walkUsers()) {
    checkCancel();
    for (const user of page) people.add(user);
    progress({ phase: 'people', rows: people.size, total: null });
  }
  const ledger = new GivingLedger(people, options.startMonth ?? startMonth);
  for await (const batch of client.streamDonations(givingApiFilter(options))) {
    checkCancel();
    for (const donation of batch) ledger.add(donation);
    progress({ phase: 'fetching', rows: ledger.donations, total: null });
  }
  ledger.seal();
  const resolved = resolveGiving(kind, options, ledger, today);
  return { ledger, resolved, model: givingReportModel(ledger, resolved) };
}

/** A cell as the file takes it: an Excel formula with its cached value, or the value alone (CSV). */
function fileCell(cell: TableCell, format: ReportFile['format']): CellValue {
  if (!isFormula(cell)) return cell;
  if (format === 'csv') return cell.value;
  return { formula: cell.formula, result: cell.value ?? '' } as unknown as CellValue;
}

function tooMany(what: string, rows: number): AppError {
  return new AppError(
    'invalid-input',
    `The ${what} sheet would need ${rows.toLocaleString('en-US')} rows, more than Excel allows. Nothing was saved.`,
    ['Narrow the report (fewer years, one campaign, a class year) or export to a .csv file.'],
  );
}

export function writeGivingReport(request: GivingReportRequest): Promise<ReportOutcome> {
  const today = (request.now ?? (() => new Date()))().toISOString().slice(0, 10);
  let about: string[] = [];
  return runReport(
    request,
    {
      report: GIVING_REPORT_TITLES[request.kind],
      get filters() {
        return about;
      },
    },
    async ({ file, progress, checkCancel }) => {
      const run = await gatherGiving(
        request.client,
        request.kind,
        request.options,
        request.startMonth,
        today,
        progress,
        checkCancel,
      );
      const { ledger, resolved, model } = run;
      about = describeGivingOptions(request.options, resolved);
      progress({ phase: 'writing', rows: 0, total: model.table.rows.length });
      const isList = request.kind === 'lybunt' || request.kind === 'sybunt';
      const main = file.mainTable(model.table.sheet, model.table.columns, { autoFilter: isList });
      for (const row of model.table.rows) await main.addRow(row.map((cell) => fileCell(cell, file.format)));
      if (isList) {
        const n = model.table.rows.length;
        file.mainTotals([
          'Total',
          `${n} donors`,
          null,
          null,
          null,
          null,
          {
            value: model.table.rows.reduce((s, r) => s + Math.round(Number(r[6]) * 100), 0) / 100,
            rule: { sum: true },
          },
          null,
        ]);
      }
      progress({ phase: 'summaries', rows: model.table.rows.length, total: model.table.rows.length });
      const charted = addChartSheet(file, model);
      await writeDataSheets(file, run, checkCancel);
      return {
        rows: model.table.rows.length,
        totalCents: ledger.totalCents,
        warnings: unknownDonorWarnings(ledger),
        headline: model.headline,
        aboutLines: [
          ...model.definitions.map((line, i): [string, string] => [i === 0 ? 'Definitions' : '', line]),
          ...givingCounts(ledger),
          ['Times', 'Gift dates and times are as the service wrote them (its own clock; it names no time zone).'],
          ['Charts', chartWords(model, charted)],
          ...(file.format === 'xlsx' ? [dataSheetLine(resolved)] : []),
          ['Headline', model.headline.join(' ')],
        ],
      };
    },
  );
}

/** The Chart sheet: the report's chart over the cells of its table (XLSX, reports whose chart has cells). */
function addChartSheet(file: ReportFile, model: GivingReportModel): boolean {
  const chart = model.chart && workbookChart(model.chart, model.table);
  if (!chart) return false;
  const note = `${chart.title}: drawn from the ${model.table.sheet} sheet; it redraws when a figure there changes.`;
  if (!file.extraSheet(CHART_SHEET, [{ header: note, kind: 'text', width: 110 }])) return false;
  file.addChart({ sheet: CHART_SHEET, chart });
  return true;
}

function dataSheetLine(resolved: ResolvedGiving): [string, string] {
  return [DATA_SHEET, dataSheetWords(dataSheetYears(resolved.kind, resolved.fiscalYear, resolved.years))];
}

function chartWords(model: GivingReportModel, charted: boolean): string {
  if (charted) {
    return `The ${CHART_SHEET} sheet draws the ${model.table.sheet} sheet's figures as a ${
      model.chart!.kind === 'bars' ? 'bar' : 'line'
    } chart.`;
  }
  return (
    'This file has no chart for this report. Select the table and use Insert > Chart; the app shows the chart ' +
    'before saving.'
  );
}

async function writeDataSheets(file: ReportFile, run: GivingRun, checkCancel: () => void): Promise<void> {
  const { ledger, resolved } = run;
  const data = file.extraSheet(DATA_SHEET, DATA_COLUMNS, { autoFilter: true });
  if (!data) return;
  const window = dataSheetYears(resolved.kind, resolved.fiscalYear, resolved.years);
  const rows = ledger.donorYearsIn(window);
  if (rows + 1 > EXCEL_MAX_ROWS) throw tooMany('Data', rows);
  await data.addRows(dataRows(ledger, resolved.alumniOfRecord, window));
  if (resolved.kind !== 'gift-ranges') return;
  checkCancel();
  const gifts = file.extraSheet(GIFTS_SHEET, GIFTS_COLUMNS, { autoFilter: true })!;
  for (const row of giftRows(ledger, resolved.fiscalYear, resolved.years)) {
    if (gifts.roomLeft <= 0) throw tooMany('Gifts', gifts.dataRows + 1);
    await gifts.addRow(row);
  }
}

function unknownDonorWarnings(ledger: GivingLedger): string[] {
  const { withoutUserId, userNotFound } = ledger.unknown;
  const warnings: string[] = [];
  const gifts = withoutUserId.gifts + userNotFound.gifts;
  if (gifts > 0) {
    warnings.push(
      `${counted(gifts, 'gift')} ${gifts === 1 ? 'has' : 'have'} no known donor (${withoutUserId.gifts} without a user_id, ${userNotFound.gifts} from ` +
        `users the service did not return): counted under "(unknown donor)" in gifts and totals, not as donors.`,
    );
  }
  if (ledger.undated.gifts > 0) {
    warnings.push(
      `${counted(ledger.undated.gifts, 'gift')} had no readable date: in lifetime giving, in no fiscal year.`,
    );
  }
  return warnings;
}
