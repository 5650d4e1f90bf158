import { AppError } from '../../../src-shared/errors';
import { BY_CAMPAIGN_COLUMNS, BY_MONTH_COLUMNS, DONATION_COLUMNS } from '../../../src-shared/reports/columns';
import {
  averageCents,
  DonationSummary,
  type CampaignSummaryRow,
  type SummaryTotals,
} from '../../../src-shared/reports/donation-summary';
import {
  describeDonationFilter,
  toDonationApiFilter,
  type DonationReportFilter,
} from '../../../src-shared/reports/filters';
import { displayMoney, fromCents } from '../../../src-shared/reports/money';
import { campaignSummaryCells, donationCells, monthCells } from '../../../src-shared/reports/rows';
import type { ReportFile, TableSink } from './report-file';
import type { TotalCell } from './xlsx-sheet';
import { runReport, type ReportOutcome, type ReportRequestBase } from './report-run';
import { CampaignDirectory, donationBatches } from './sources';
import { counted } from '../../../src-shared/english';

export interface DonationsReportRequest extends ReportRequestBase {
  filter: DonationReportFilter;
}

/** Donations to an XLSX workbook (Donations, By campaign, By month, About) or a CSV file. */
export function writeDonationsReport(request: DonationsReportRequest): Promise<ReportOutcome> {
  let directory: CampaignDirectory | undefined;
  return runReport(
    request,
    {
      report: 'Donations',
      // Read when the About sheet is written, once the campaigns are known: campaigns by title.
      get filters() {
        return describeDonationFilter(request.filter, (id) => directory?.get(id)?.title ?? null);
      },
    },
    async ({ file, progress, checkCancel }) => {
      const campaigns = await CampaignDirectory.load(request.client);
      directory = campaigns;
      const { total, batches } = await donationBatches(request.client, toDonationApiFilter(request.filter));
      const table = file.mainTable('Donations', DONATION_COLUMNS, { autoFilter: true });
      const summary = new DonationSummary();

      for await (const batch of batches) {
        checkCancel();
        await campaigns.learn(batch);
        if (batch.length > table.roomLeft) throw tooManyRows(table);
        for (const donation of batch) {
          summary.add(donation);
          await table.addRow(donationCells(donation, campaigns.get(donation.campaign_id)?.title ?? null));
        }
        progress({ phase: 'writing', rows: table.dataRows, total });
      }

      progress({ phase: 'summaries', rows: table.dataRows, total });
      const totals = summary.totals;
      file.mainTotals(donationTotalsCells(totals));
      const campaignRows = summary.byCampaign((id) => campaigns.get(id));
      await writeSummarySheets(file, summary, campaignRows);
      return {
        rows: totals.count,
        totalCents: totals.totalCents,
        warnings: donationWarnings(totals, campaigns.missing),
        aboutLines: [
          ['Donations', String(totals.count)],
          ['Donors', String(totals.donors)],
          ['Total amount', displayMoney(totals.totalCents)],
          ['Campaigns', String(campaignRows.length)],
          ['Times', 'Gift dates and times are as the service wrote them (its own clock; it names no time zone).'],
        ],
      };
    },
  );
}

function donationTotalsCells(totals: SummaryTotals): TotalCell[] {
  const cells: TotalCell[] = DONATION_COLUMNS.map(() => null);
  cells[0] = 'Total';
  cells[5] = `${totals.count} donations from ${totals.donors} donors`;
  cells[6] = { value: fromCents(totals.totalCents), rule: { sum: true } };
  return cells;
}

async function writeSummarySheets(
  file: ReportFile,
  summary: DonationSummary,
  rows: CampaignSummaryRow[],
): Promise<void> {
  const totals = summary.totals;
  const byCampaign = file.extraSheet('By campaign', BY_CAMPAIGN_COLUMNS, { autoFilter: true });
  if (byCampaign) {
    for (const row of rows) await byCampaign.addRow(campaignSummaryCells(row));
    // Donors are counted once across campaigns: no formula sums them (a donor may give to two).
    byCampaign.addTotals([
      'Total',
      `${rows.length} campaigns`,
      { value: totals.count, rule: { sum: true } },
      totals.donors,
      { value: fromCents(totals.totalCents), rule: { sum: true } },
      { value: fromCents(averageCents(totals)), rule: { ratio: [4, 2] } },
      { value: fromCents(totals.largestCents), rule: { max: true } },
      null,
      null,
      null,
    ]);
  }
  const byMonth = file.extraSheet('By month', BY_MONTH_COLUMNS, { autoFilter: true });
  if (byMonth) {
    for (const row of summary.byMonth()) await byMonth.addRow(monthCells(row));
    byMonth.addTotals([
      'Total',
      { value: totals.count, rule: { sum: true } },
      { value: fromCents(totals.totalCents), rule: { sum: true } },
    ]);
  }
}

function donationWarnings(totals: SummaryTotals, missingCampaigns: number[]): string[] {
  const warnings: string[] = [];
  if (totals.undated > 0) {
    warnings.push(
      `${counted(totals.undated, 'donation')} had no readable date: they are in the report, counted under "(no date)" by month.`,
    );
  }
  if (missingCampaigns.length > 0) {
    warnings.push(
      `The service did not describe ${missingCampaigns.length === 1 ? 'campaign' : 'campaigns'} ${missingCampaigns.join(', ')}: their donations are listed without a title.`,
    );
  }
  return warnings;
}

function tooManyRows(table: TableSink): AppError {
  return new AppError(
    'invalid-input',
    `More donations than one Excel sheet can hold (over ${table.dataRows + table.roomLeft}). Nothing was saved.`,
    ['Narrow the report (a shorter date range, one campaign) or export to a .csv file, which has no such limit.'],
  );
}
