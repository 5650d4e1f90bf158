import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type BridgeHandlers } from '../../../src-main/bridge/dispatch';
import { createReportsHandlers } from '../../../src-main/bridge/reports-handlers';
import { runCli } from '../../../src-main/cli/program';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { createReportsService, REPORTS_FOLDER } from '../../../src-main/services/reports/service';
import type { DonationRecord } from '../../../src-shared/records/types';
import { toCents } from '../../../src-shared/reports/money';
import { readWorkbook, sheetNamed, type ReadCell } from './second-reader';

// The reports end to end against the built-in sandbox service (over loopback, through the real
// API client): what the workbook says is checked against what the API says.

let home: string;
let ctx: AppContext;
let apiDonations: (filter?: Record<string, string | number>) => Promise<DonationRecord[]>;

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'alumni-reports-'));
  ctx = await createAppContext({ home, door: 'cli', env: {}, log: () => {} });
  const { client } = await ctx.environments.open('sandbox');
  apiDonations = (filter = {}) => client.listDonations(filter);
});
afterAll(async () => {
  await ctx.close();
  rmSync(home, { recursive: true, force: true });
});

/** A number cell's value in cents; a totals formula's cached value. */
const cents = (cell: ReadCell | null | undefined) => {
  expect(cell?.t === 'n' || cell?.t === 'f').toBe(true);
  return Math.round(((cell!.t === 'f' ? cell!.c : cell!.v) as number) * 100);
};

describe('reports against the sandbox', () => {
  it('exports every donation; the workbook total equals the API sum to the cent', async () => {
    const service = createReportsService(ctx);
    const result = await service.export({
      request: { report: 'donations', environment: 'sandbox', filter: {} },
      format: 'xlsx',
    });
    expect(result.file).toBe(join(home, REPORTS_FOLDER, result.fileName));
    expect(result.downloadable).toBe(true);

    const fromApi = await apiDonations();
    const apiCents = fromApi.reduce((sum, d) => sum + toCents(d.amount), 0);
    expect(fromApi.length).toBeGreaterThan(100);
    expect(result.rows).toBe(fromApi.length);
    expect(result.totalCents).toBe(apiCents);

    const sheets = readWorkbook(result.file);
    const rows = sheetNamed(sheets, 'Donations').rows;
    const data = rows.slice(1, 1 + fromApi.length);
    expect(data.every((r) => r[0]?.t === 'd' && r[6]?.t === 'n')).toBe(true);
    expect(data.reduce((sum, r) => sum + cents(r[6]), 0)).toBe(apiCents);
    // The total is a SUBTOTAL formula whose cached value is the sum.
    const totalCell = rows.at(-1)![6]!;
    expect(totalCell).toMatchObject({ t: 'f', v: expect.stringMatching(/SUBTOTAL\(109,G2:G\d+\)/) });
    expect(Math.round((totalCell.c as number) * 100)).toBe(apiCents);
    // The same donation, cell by cell, as the API gave it.
    const first = fromApi.find((d) => d.user_id !== null)!;
    // A donation ID of digits is a number, as user and campaign IDs are.
    const row = data.find((r) => String(r[8]?.v) === first.id)!;
    if (/^\d+$/.test(first.id ?? '')) expect(row[8]).toMatchObject({ t: 'n' });
    expect(row[0]?.v).toBe(first.created_at!.replace(' ', 'T'));
    expect(row[3]?.v ?? null).toBe(first.user_id);
    expect(row[7]?.v).toBe(first.transaction_id);
    const byCampaign = sheetNamed(sheets, 'By campaign').rows;
    expect(cents(byCampaign.at(-1)![4])).toBe(apiCents);
    const byMonth = sheetNamed(sheets, 'By month').rows;
    expect(cents(byMonth.at(-1)![2])).toBe(apiCents);
  }, 120_000); // the built-in sandbox holds years of giving history: about 5,000 donations

  it('narrows to one campaign and a date range, as the API does', async () => {
    const service = createReportsService(ctx);
    const filter = { campaignId: 101, from: '2024-06-01', to: '2025-06-30' };
    const out = join(home, 'narrow.csv');
    const result = await service.export({
      request: { report: 'donations', environment: 'sandbox', filter },
      format: 'csv',
      out,
    });
    const fromApi = await apiDonations({ campaign_id: 101, start_date: '2024-06-01', end_date: '2025-06-30' });
    expect(fromApi.length).toBeGreaterThan(0);
    expect(fromApi.every((d) => d.campaign_id === 101)).toBe(true);
    expect(result.rows).toBe(fromApi.length);
    expect(result.totalCents).toBe(fromApi.reduce((sum, d) => sum + toCents(d.amount), 0));
    expect(result.downloadable).toBe(false); // outside <home>/reports: not handed over by the bridge
  });

  it('previews the first rows with the figures of both charts', async () => {
    const preview = await createReportsService(ctx).preview({
      report: 'donations',
      environment: 'sandbox',
      filter: {},
    });
    const fromApi = await apiDonations();
    expect(preview.matched).toBe(fromApi.length);
    expect(preview.rows).toHaveLength(50);
    expect(preview.months.reduce((s, m) => s + m.count, 0)).toBe(fromApi.length);
    expect(preview.months.reduce((s, m) => s + m.totalCents, 0)).toBe(preview.totalCents);
    expect(preview.campaigns.every((c) => typeof c.raised === 'number' && typeof c.goal === 'number')).toBe(true);
  });
});

describe('reports through the bridge', () => {
  const dispatchOf = (context: AppContext) =>
    createDispatcher(createReportsHandlers(context) as unknown as BridgeHandlers);

  it('exports with reports.progress events for its id, then hands the file back for download', async () => {
    const seen: { event: string; payload: unknown }[] = [];
    const off = ctx.events.onAny((event, payload) => seen.push({ event, payload }));
    const dispatch = dispatchOf(ctx);
    const answer = await dispatch('reports.export', {
      exportId: 'e-1',
      request: { report: 'campaigns', environment: 'sandbox', filter: {} },
      format: 'xlsx',
    });
    off();
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const value = answer.value as { fileName: string; rows: number; downloadable: boolean };
    expect(value.rows).toBeGreaterThan(0);
    const phases = seen
      .filter((s) => s.event === 'reports.progress')
      .map((s) => s.payload as { exportId: string; phase: string });
    expect(phases.every((p) => p.exportId === 'e-1')).toBe(true);
    expect(phases[0]?.phase).toBe('fetching');
    expect(phases.at(-1)?.phase).toBe('done');

    const download = await dispatch('reports.download', { fileName: value.fileName });
    expect(download.ok).toBe(true);
    if (!download.ok) return;
    expect(
      Buffer.from((download.value as { base64: string }).base64, 'base64')
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('refuses a download name with a folder in it, and bad filters, saying why', async () => {
    const dispatch = dispatchOf(ctx);
    const escape = await dispatch('reports.download', { fileName: '../alumni-loader.log.csv' });
    expect(escape).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const bad = await dispatch('reports.preview', {
      report: 'donations',
      environment: 'sandbox',
      filter: { from: '2024-02-30' },
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.details).toContain('filter.from: must be a real date written YYYY-MM-DD, e.g. 2024-03-31');
  });
});

describe('alumni-loader report', () => {
  function cli(args: string[]) {
    let out = '';
    let err = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), isTTY: false };
    return runCli(['--home', home, ...args], io).then((code) => ({ code, out, err }));
  }

  it('writes the file and says how many rows and what total (exit 0)', async () => {
    const out = join(home, 'cli-donations.xlsx');
    const run = await cli(['report', 'donations', '--env', 'sandbox', '--campaign', '102', '--out', out]);
    expect(run.code).toBe(0);
    const fromApi = await apiDonations({ campaign_id: 102 });
    expect(run.out).toContain(`Wrote ${fromApi.length} donations to ${out}`);
    expect(run.out).toMatch(/Total \$[\d,]+\.\d\d\./);
    expect(existsSync(out)).toBe(true);
  });

  it('refuses bad flags by name, writes nothing (exit 2)', async () => {
    const before = readdirSync(home);
    const run = await cli(['report', 'donations', '--env', 'sandbox', '--user', '-3', '--out', join(home, 'x.xlsx')]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('--user: must be a number above 0');
    // --from and --to read the date forms an import file may hold; a date that is none of them is refused.
    const badDate = await cli([
      'report',
      'donations',
      '--env',
      'sandbox',
      '--to',
      '2024-13-45',
      '--out',
      join(home, 'x.xlsx'),
    ]);
    expect(badDate.code).toBe(2);
    expect(badDate.err).toContain('"2024-13-45" is not a date --to can read');
    const wrongKind = await cli([
      'report',
      'campaigns',
      '--env',
      'sandbox',
      '--campaign',
      '3',
      '--out',
      join(home, 'x.csv'),
    ]);
    expect(wrongKind.code).toBe(2);
    expect(wrongKind.err).toContain('--campaign applies to the donations report, not to campaigns.');
    const unknown = await cli(['report', 'pledges', '--env', 'sandbox', '--out', join(home, 'x.csv')]);
    expect(unknown.err).toContain('Unknown report "pledges": choose donations, campaigns, or a fiscal-year report');
    expect(readdirSync(home)).toEqual(before);
  });
});
