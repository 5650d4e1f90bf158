import { PREVIEW_ROWS, type GivingPreview, type GivingRequest } from '../../../src-shared/bridge/reports';
import { previewCell } from '../../../src-shared/reports/csv-cells';
import { describeGivingOptions } from '../../../src-shared/reports/giving-options';
import { givingCounts } from '../../../src-shared/reports/giving-report-model';
import { valueOf } from '../../../src-shared/reports/giving-tables';
import type { ApiClient } from '../api/types';
import { gatherGiving } from './giving-report';

// What the Reports screen shows of a fiscal-year report before it is saved: the headline, the
// chart's figures, the first rows and what the About sheet will say.

export async function previewGiving(
  client: ApiClient,
  request: GivingRequest,
  startMonth: number,
  now: Date,
): Promise<GivingPreview> {
  const { ledger, resolved, model } = await gatherGiving(
    client,
    request.report,
    request.options,
    startMonth,
    now.toISOString().slice(0, 10),
  );
  const { columns, rows } = model.table;
  return {
    report: request.report,
    title: model.title,
    fiscalYear: resolved.fiscalYear,
    startMonth: resolved.startMonth,
    columns: columns.map(({ header, kind, width }) => ({ header, kind, width })),
    rows: rows
      .slice(0, PREVIEW_ROWS)
      .map((row) => columns.map((column, i) => previewCell(valueOf(row[i] ?? null), column.kind))),
    matched: rows.length,
    headline: model.headline,
    about: [
      ...describeGivingOptions(request.options, resolved).map((line): [string, string] => ['Choice', line]),
      ...model.definitions.map((line): [string, string] => ['Definition', line]),
      ...givingCounts(ledger),
    ],
    chart: model.chart,
  };
}
