import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCampaignsReport } from '../../../src-main/services/reports/campaigns-report';
import { campaign, fakeClient } from './fake-client';
import { readWorkbook, sheetNamed } from './second-reader';

const environment = { name: 'sandbox', kind: 'test', url: 'http://fake.invalid' };
const HOSTILE =
  '<p>Help <b>students</b> &amp; staff.</p><img src=x onerror="alert(1)"><script>alert("x")</script><ul><li>Books</li><li><a href="javascript:alert(2)">More</a></li></ul>';
const campaigns = [
  campaign(101, {
    title: 'Library Renewal',
    details: HOSTILE,
    raised: 1234.5,
    goal: 5000,
    active: true,
    author: { user_id: 7, first_name: 'Grace', last_name: 'Hopper' },
    ambassadors: [
      { user_id: 8, first_name: 'Alan', last_name: 'Turing' },
      { user_id: 9, first_name: null, last_name: null },
    ],
  }),
  campaign(102, {
    title: '=cmd|"/c calc"!A1',
    active: false,
    activeFieldSpelling: 'isInactive',
    end_date: null,
    goal: null,
  }),
  campaign(103, { active: null, activeFieldSpelling: null, details: null, createdAt: '2023-02-30' }),
];

let folder: string;
beforeAll(() => void (folder = mkdtempSync(join(tmpdir(), 'campaigns-report-'))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('campaigns report', () => {
  it('writes every campaign with numbers as numbers, the active flag in words and details as plain text', async () => {
    const out = join(folder, 'campaigns.xlsx');
    const client = fakeClient(campaigns, []);
    const outcome = await writeCampaignsReport({
      client,
      environment,
      filter: { createdSince: '2023-01-01', createdBefore: '2025-01-01' },
      out,
    });
    expect(client.calls.campaignFilters).toEqual([{ created_since: '2023-01-01', created_before: '2025-01-01' }]);
    expect(outcome.rows).toBe(3);

    const sheets = readWorkbook(out);
    expect(sheets.map((s) => s.name)).toEqual(['Campaigns', 'About']);
    const sheet = sheetNamed(sheets, 'Campaigns');
    expect(sheet.frozen).toBe('A2');
    expect(sheet.autofilter).toBe('A1:M4'); // the data rows only: the totals stay out of sorting and filtering
    const [header, library, formula, unknown] = sheet.rows;
    expect(header!.map((c) => c?.v)).toEqual([
      'Campaign ID',
      'Title',
      'Type',
      'Start date',
      'End date',
      'Created',
      'Goal',
      'Raised',
      '% of goal',
      'Active',
      'Author',
      'Ambassadors',
      'Details',
    ]);
    expect(library![3]).toMatchObject({ t: 'd', v: '2024-01-01T00:00:00', f: 'yyyy-mm-dd' });
    expect(library![7]).toMatchObject({ t: 'n', v: 1234.5 });
    expect(library![8]).toMatchObject({ t: 'n', v: 1234.5 / 5000 });
    expect(library![9]?.v).toBe('yes');
    expect(library![10]?.v).toBe('Grace Hopper (7)');
    expect(library![11]?.v).toBe('Alan Turing (8); user 9');
    const details = String(library![12]?.v);
    expect(details).toContain('Help students & staff.');
    expect(details).toContain('Books');
    expect(details).not.toMatch(/<|alert|javascript|onerror/);

    expect(formula![1]).toEqual({ t: 's', v: `'=cmd|"/c calc"!A1` });
    expect(formula![9]?.v).toBe('no');
    expect(formula![4]).toBeNull();
    expect(formula![8]).toBeNull(); // no goal, no percentage
    expect(unknown![9]).toBeNull(); // neither spelling of the flag: left empty
    expect(unknown![5]).toEqual({ t: 's', v: '2023-02-30' }); // not a real date: kept as sent

    // Totals under a blank row: SUBTOTAL formulas (a filter updates them) with their values cached.
    expect(sheet.rows[4]!.every((c) => c === null)).toBe(true);
    const totals = sheet.rows[5]!;
    expect(totals[0]?.v).toBe('Total');
    expect(totals[1]?.v).toBe('3 campaigns');
    const goals = [library, formula, unknown].reduce(
      (sum, row) => sum + (row![6]?.t === 'n' ? (row![6].v as number) : 0),
      0,
    );
    const raised = [library, formula, unknown].reduce(
      (sum, row) => sum + (row![7]?.t === 'n' ? (row![7].v as number) : 0),
      0,
    );
    expect(totals[6]).toMatchObject({ t: 'f', v: '=SUBTOTAL(109,G2:G4)', c: goals });
    expect(totals[7]).toMatchObject({ t: 'f', v: '=SUBTOTAL(109,H2:H4)', c: raised });
    expect(totals[8]).toMatchObject({ t: 'f', v: '=IF(G6=0,0,H6/G6)' });
    expect(totals[8]!.c).toBeCloseTo(raised / goals, 10);
  });

  it('writes the same columns to CSV', async () => {
    const out = join(folder, 'campaigns.csv');
    await writeCampaignsReport({ client: fakeClient(campaigns, []), environment, filter: {}, out });
    const text = readFileSync(out, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 10)).toEqual([
      '101',
      'Library Renewal',
      'short',
      '2024-01-01',
      '2024-06-30',
      '2023-12-01',
      '5000.00',
      '1234.50',
      '24.7%',
      'yes',
    ]);
    expect(rows[2]![1]).toBe(`'=cmd|"/c calc"!A1`);
    expect(rows[1]![12]).not.toMatch(/<|alert/);
  });
});
