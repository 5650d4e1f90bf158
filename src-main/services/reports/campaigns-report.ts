import { CAMPAIGN_COLUMNS } from '../../../src-shared/reports/columns';
import {
  describeCampaignFilter,
  toCampaignApiFilter,
  type CampaignReportFilter,
} from '../../../src-shared/reports/filters';
import { fractionOfGoal, fromCents, toCents } from '../../../src-shared/reports/money';
import { campaignCells } from '../../../src-shared/reports/rows';
import type { TotalCell } from './xlsx-sheet';
import { runReport, type ReportOutcome, type ReportRequestBase } from './report-run';

export interface CampaignsReportRequest extends ReportRequestBase {
  filter: CampaignReportFilter;
}

/** Campaigns (every page) to an XLSX workbook (Campaigns, About) or a CSV file. */
export function writeCampaignsReport(request: CampaignsReportRequest): Promise<ReportOutcome> {
  return runReport(
    request,
    { report: 'Campaigns', filters: describeCampaignFilter(request.filter) },
    async ({ file, progress, checkCancel }) => {
      const table = file.mainTable('Campaigns', CAMPAIGN_COLUMNS, { autoFilter: true, wrapTextWiderThan: 40 });
      let activeCount = 0;
      let goalCents = 0;
      let raisedCents = 0;
      for await (const page of request.client.walkCampaigns(toCampaignApiFilter(request.filter))) {
        checkCancel();
        for (const campaign of page) {
          if (campaign.active) activeCount++;
          goalCents += campaign.goal === null ? 0 : toCents(campaign.goal);
          raisedCents += campaign.raised === null ? 0 : toCents(campaign.raised);
          await table.addRow(campaignCells(campaign));
        }
        progress({ phase: 'writing', rows: table.dataRows, total: null });
      }
      // Goal, Raised and % of goal (Excel: SUBTOTAL formulas with these values cached, CSV: none).
      const totals: TotalCell[] = CAMPAIGN_COLUMNS.map(() => null);
      totals[0] = 'Total';
      totals[1] = `${table.dataRows} campaigns`;
      totals[6] = { value: fromCents(goalCents), rule: { sum: true } };
      totals[7] = { value: fromCents(raisedCents), rule: { sum: true } };
      totals[8] = { value: fractionOfGoal(fromCents(raisedCents), fromCents(goalCents)) ?? 0, rule: { ratio: [7, 6] } };
      file.mainTotals(totals);
      return {
        rows: table.dataRows,
        totalCents: null,
        warnings: [],
        aboutLines: [
          ['Campaigns', String(table.dataRows)],
          ['Active', String(activeCount)],
        ],
      };
    },
  );
}
