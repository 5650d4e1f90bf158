import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFile } from '../../../src-main/services/reports/report-file';
import type { XlsxSheet } from '../../../src-main/services/reports/xlsx-sheet';
import { DONATION_COLUMNS } from '../../../src-shared/reports/columns';
import { donationCells } from '../../../src-shared/reports/rows';
import { donation } from './fake-client';

// The exceljs streaming writer piles uncompressed sheet XML up in the zip's input when nobody
// waits for it (~33 MB per 100k donation rows, measured). This checks the wait keeps it flat,
// and fails if a new exceljs moves the internals xlsx-backpressure.ts relies on.

const ROWS = 300_000;
const MB = 1024 * 1024;

let folder: string;
beforeAll(() => void (folder = mkdtempSync(join(tmpdir(), 'xlsx-memory-'))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('streaming XLSX memory', () => {
  it(`writes ${ROWS.toLocaleString('en')} donation rows without the queued XML growing`, async () => {
    const file = openReportFile(join(folder, 'big.xlsx'));
    const table = file.mainTable('Donations', DONATION_COLUMNS, { autoFilter: true }) as XlsxSheet;
    let maxQueued = 0;
    const buffers: number[] = [];
    for (let i = 0; i < ROWS; i++) {
      await table.addRow(
        donationCells(donation(i, { amount: (i % 5000) / 100, created_at: '2024-05-06 07:08:09' }), 'Annual Fund'),
      );
      maxQueued = Math.max(maxQueued, table.queuedXmlBytes);
      if (i % 20_000 === 19_999) buffers.push(process.memoryUsage().arrayBuffers);
    }
    const bytes = await file.complete();
    expect(bytes).toBeGreaterThan(5 * MB);
    // Unchecked, ~100 MB of XML is queued by 300k rows; with the wait, at most the 4 MB limit
    // plus what 500 rows add between two looks.
    expect(maxQueued).toBeGreaterThan(0);
    expect(maxQueued).toBeLessThan(5 * MB);
    const mb = buffers.map((b) => Math.round(b / MB));
    expect(Math.max(...buffers), `arrayBuffers samples (MB): ${mb.join(' ')}`).toBeLessThan(64 * MB);
  }, 120_000);
});
