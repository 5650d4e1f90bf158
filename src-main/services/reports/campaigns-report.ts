import { CAMPAIGN_COLUMNS } from '../../../src-shared/reports/columns';
import { describeCampaignFilter, toCampaignApiFilter, type CampaignReportFilter } from '../../../src-shared/reports/filters';
import { campaignCells } from '../../../src-shared/reports/rows';
import type { ApiClient } from '../api/types';
import { writeAboutSheet } from './about-sheet';
import { checkCancel, type ReportEnvironment, type ReportOutcome } from './donations-report';
import { throttledProgress, type ProgressListener } from './progress';
import { openReportFile } from './report-file';

export interface CampaignsReportRequest {
  client: ApiClient;
  environment: ReportEnvironment;
  filter: CampaignReportFilter;
  out: string;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  now?: () => Date;
}

/** Campaigns (every page) to an XLSX workbook (Campaigns, About) or a CSV file. */
export async function writeCampaignsReport(request: CampaignsReportRequest): Promise<ReportOutcome> {
  const progress = throttledProgress(request.onProgress);
  const file = openReportFile(request.out);
  try {
    progress({ phase: 'fetching', rows: 0, total: null });
    const table = file.mainTable('Campaigns', CAMPAIGN_COLUMNS, { autoFilter: true, wrapTextWiderThan: 40 });
    let activeCount = 0;
    for await (const page of request.client.walkCampaigns(toCampaignApiFilter(request.filter))) {
      checkCancel(request.signal);
      for (const campaign of page) {
        if (campaign.active) activeCount++;
        await table.addRow(campaignCells(campaign));
      }
      progress({ phase: 'writing', rows: table.dataRows, total: null });
    }
    progress({ phase: 'summaries', rows: table.dataRows, total: table.dataRows });
    await writeAboutSheet(file, {
      report: 'Campaigns',
      environment: request.environment,
      filters: describeCampaignFilter(request.filter),
      exportedAt: (request.now ?? (() => new Date()))(),
      lines: [
        ['Campaigns', String(table.dataRows)],
        ['Active', String(activeCount)],
      ],
    });
    checkCancel(request.signal);
    const bytes = await file.complete();
    progress({ phase: 'done', rows: table.dataRows, total: table.dataRows });
    return { file: file.target, format: file.format, bytes, rows: table.dataRows, totalCents: null, warnings: [] };
  } catch (error) {
    await file.discard();
    throw error;
  }
}
