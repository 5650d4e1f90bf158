import { ABOUT_COLUMNS } from '../../../src-shared/reports/columns';
import type { ReportFile } from './report-file';

export interface AboutFacts {
  report: string;
  environment: { name: string; kind: string; url: string };
  filters: string[];
  exportedAt: Date;
  /** Further lines: record counts, totals, warnings. */
  lines: [string, string][];
}

/** "2026-11-22 02:41:07 UTC": the moment of export, unambiguous for whoever opens the file later. */
export function exportTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The About sheet: what the report holds and where it came from (XLSX only). */
export async function writeAboutSheet(file: ReportFile, facts: AboutFacts): Promise<void> {
  const sheet = file.extraSheet('About', ABOUT_COLUMNS);
  if (!sheet) return;
  const rows: [string, string][] = [
    ['Report', facts.report],
    ['Environment', `${facts.environment.name} (${facts.environment.kind})`],
    ['Service address', facts.environment.url],
    ...facts.filters.map((line, i): [string, string] => [i === 0 ? 'Filters' : '', line]),
    ['Exported at', exportTimestamp(facts.exportedAt)],
    ...facts.lines,
    ['Made by', 'Alumni Loader'],
  ];
  for (const row of rows) await sheet.addRow(row);
}
