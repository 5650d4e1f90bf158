import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDonationsReport } from '../../../src-main/services/reports/donations-report';
import { reportFileName } from '../../../src-main/services/reports/service';
import { campaignChoiceLabel } from '../../../src-renderer/src/screens/reports/campaign-names';
import { campaign, donation, fakeClient } from './fake-client';
import { readWorkbook, sheetNamed } from './second-reader';

// The donations report as a finance colleague reads it (issue 33, point 10).

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'donation-words-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the donations report in a finance colleague's words", () => {
  it('labels gifts with no donor, names the campaign by title, says the gift dates and the time zone', async () => {
    const out = join(folder, 'd.xlsx');
    const client = fakeClient(
      [campaign(101, { title: 'Annual Fund' })],
      [donation(1, { user_id: null, first_name: null, last_name: null }), donation(2, { user_id: 7 })],
    );
    await writeDonationsReport({
      client,
      environment: { name: 'client-test', kind: 'test', url: 'http://fake.invalid' },
      filter: { campaignId: 101, from: '2024-01-01', to: '2024-12-31' },
      out,
    });
    const sheets = readWorkbook(out);
    const rows = sheetNamed(sheets, 'Donations').rows;
    expect(rows[1]![3]?.v).toBe('Anonymous / no donor');
    expect(rows[2]![3]?.v).toBe(7);
    const about = sheetNamed(sheets, 'About').rows.map((r) => [r[0]?.v ?? '', r[1]?.v ?? '']);
    const filters = about.filter(([item], i) => item === 'Filters' || (item === '' && i > 0)).map(([, v]) => v);
    expect(filters).toEqual(['Campaign: Annual Fund (#101)', 'Gift date from: 2024-01-01', 'Gift date to: 2024-12-31']);
    expect(String(about.find(([item]) => item === 'Times')?.[1])).toMatch(/names no time zone/);
  });

  it('names files by campaign and dates, and says "ongoing" for a campaign with no end', () => {
    const at = new Date('2026-11-22T02:41:07Z');
    const request = {
      report: 'donations' as const,
      environment: 'sandbox',
      filter: { campaignId: 105, from: '2024-01-01', to: '2024-12-31' },
    };
    expect(reportFileName(request, 'xlsx', at)).toBe(
      'donations-sandbox-campaign-105-2024-01-01-to-2024-12-31-2026-11-22-024107.xlsx',
    );
    const giving = { report: 'retention' as const, environment: 'sandbox', options: { fiscalYear: 2025 } };
    expect(reportFileName(giving, 'csv', at)).toBe('retention-FY2025-sandbox-2026-11-22-024107.csv');
    expect(
      campaignChoiceLabel({
        id: 13,
        title: 'Scholarship Fund',
        goal: null,
        raised: null,
        start: '2025-01-01',
        end: null,
      }),
    ).toBe('Scholarship Fund (#13, from 2025-01-01, ongoing)');
  });
});
