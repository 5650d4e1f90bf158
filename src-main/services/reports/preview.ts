import { PREVIEW_ROWS, type ReportPreview } from '../../../src-shared/bridge/reports';
import {
  CAMPAIGN_COLUMNS,
  DONATION_COLUMNS,
  type CellValue,
  type ColumnSpec,
} from '../../../src-shared/reports/columns';
import { previewCell } from '../../../src-shared/reports/csv-cells';
import { DonationSummary } from '../../../src-shared/reports/donation-summary';
import {
  toCampaignApiFilter,
  toDonationApiFilter,
  type CampaignReportFilter,
  type DonationReportFilter,
} from '../../../src-shared/reports/filters';
import { campaignCells, donationCells } from '../../../src-shared/reports/rows';
import type { ApiClient } from '../api/types';
import { allCampaigns, CampaignDirectory, donationBatches } from './sources';

// What the Reports screen shows before an export: the first rows, the match count and the
// figures of its two charts. Donations are summed as they stream; only the first rows are kept.

function previewRow(cells: CellValue[], columns: ColumnSpec[]): (string | number | null)[] {
  return columns.map((column, i) => previewCell(cells[i] ?? null, column.kind));
}

const columnsOf = (columns: ColumnSpec[]) => columns.map(({ header, kind, width }) => ({ header, kind, width }));

export async function previewDonations(client: ApiClient, filter: DonationReportFilter): Promise<ReportPreview> {
  const directory = await CampaignDirectory.load(client);
  const { batches } = await donationBatches(client, toDonationApiFilter(filter));
  const summary = new DonationSummary();
  const rows: ReportPreview['rows'] = [];
  for await (const batch of batches) {
    await directory.learn(batch);
    for (const donation of batch) {
      summary.add(donation);
      if (rows.length < PREVIEW_ROWS) {
        rows.push(
          previewRow(donationCells(donation, directory.get(donation.campaign_id)?.title ?? null), DONATION_COLUMNS),
        );
      }
    }
  }
  const totals = summary.totals;
  return {
    report: 'donations',
    columns: columnsOf(DONATION_COLUMNS),
    rows,
    matched: totals.count,
    totalCents: totals.totalCents,
    campaigns: summary
      .byCampaign((id) => directory.get(id))
      .map((row) => ({ id: row.campaignId, title: row.title, goal: row.goal, raised: row.raised })),
    months: summary.byMonth().map(({ month, count, totalCents }) => ({ month, count, totalCents })),
    details: [],
  };
}

export async function previewCampaigns(client: ApiClient, filter: CampaignReportFilter): Promise<ReportPreview> {
  const campaigns = await allCampaigns(client, toCampaignApiFilter(filter));
  const shown = campaigns.slice(0, PREVIEW_ROWS);
  return {
    report: 'campaigns',
    columns: columnsOf(CAMPAIGN_COLUMNS),
    rows: shown.map((campaign) => previewRow(campaignCells(campaign), CAMPAIGN_COLUMNS)),
    matched: campaigns.length,
    totalCents: null,
    campaigns: campaigns.map(({ id, title, goal, raised, start_date, end_date }) => ({
      id,
      title,
      goal,
      raised,
      start: start_date,
      end: end_date,
    })),
    months: [],
    details: shown.filter((c) => c.details).map((c) => ({ id: c.id, title: c.title, html: c.details ?? '' })),
  };
}
