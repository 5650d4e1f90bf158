// Whether a file already at a report's --out path is a report this tool wrote, so that
// `report --out` never silently replaces anything else (the alumni list itself, say).
// A workbook of ours names "Alumni Loader" as its creator (docProps/core.xml); a CSV of ours
// starts with a byte order mark and the header line of one of the report tables.
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { CAMPAIGN_COLUMNS, DONATION_COLUMNS } from '../../../src-shared/reports/columns';
import { UTF8_BOM } from '../../../src-shared/spreadsheet-safety';

const CREATOR = 'Alumni Loader';
const HEADER_BYTES = 4096;

function csvHeaderOf(columns: { header: string }[]): string {
  return UTF8_BOM + Papa.unparse([columns.map((c) => c.header)], { newline: '\r\n' }) + '\r\n';
}

function startsLikeOurCsv(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(HEADER_BYTES);
    const text = head.subarray(0, readSync(fd, head, 0, HEADER_BYTES, 0)).toString('utf8');
    return [DONATION_COLUMNS, CAMPAIGN_COLUMNS].some((columns) => text.startsWith(csvHeaderOf(columns)));
  } finally {
    closeSync(fd);
  }
}

function workbookByUs(file: string): boolean {
  try {
    const parts = unzipSync(readFileSync(file), { filter: (entry) => entry.name === 'docProps/core.xml' });
    const core = parts['docProps/core.xml'];
    return core !== undefined && new TextDecoder().decode(core).includes(`<dc:creator>${CREATOR}</dc:creator>`);
  } catch {
    return false;
  }
}

/** 'absent': nothing there; 'ours': a report this tool wrote (or an empty file); 'other': anything else. */
export function existingReportFile(file: string): 'absent' | 'ours' | 'other' {
  if (!existsSync(file) || statSync(file).isDirectory()) return 'absent';
  if (statSync(file).size === 0) return 'ours';
  return (file.toLowerCase().endsWith('.csv') ? startsLikeOurCsv(file) : workbookByUs(file)) ? 'ours' : 'other';
}
