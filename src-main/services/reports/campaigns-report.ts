import { CAMPAIGN_COLUMNS } from '../../../src-shared/reports/columns';
import { describeCampaignFilter, toCampaignApiFilter, type CampaignReportFilter } from '../../../src-shared/reports/filters';
import { campaignCells } from '../../../src-shared/reports/rows';
import { runReport, type ReportOutcome, type ReportRequestBase } from './report-run';

export interface CampaignsReportRequest extends ReportRequestBase {
  filter: CampaignReportFilter;
}

/** Campaigns (every page) to an XLSX workbook (Campaigns, About) or a CSV file. */
export function writeCampaignsReport(request: CampaignsReportRequest): Promise<ReportOutcome> {
  return runReport(request, { report: 'Campaigns', filters: describeCampaignFilter(request.filter) }, async ({ file, progress, checkCancel }) => {
    const table = file.mainTable('Campaigns', CAMPAIGN_COLUMNS, { autoFilter: true, wrapTextWiderThan: 40 });
    let activeCount = 0;
    for await (const page of request.client.walkCampaigns(toCampaignApiFilter(request.filter))) {
      checkCancel();
      for (const campaign of page) {
        if (campaign.active) activeCount++;
        await table.addRow(campaignCells(campaign));
      }
      progress({ phase: 'writing', rows: table.dataRows, total: null });
    }
    return {
      rows: table.dataRows,
      totalCents: null,
      warnings: [],
      aboutLines: [
        ['Campaigns', String(table.dataRows)],
        ['Active', String(activeCount)],
      ],
    };
  });
}
