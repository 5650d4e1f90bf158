import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/program';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import type { DonationRecord, UserRecord } from '../../../src-shared/records/types';
import { refGifts, refParticipation, refRetention, refYear } from '../../shared/reports/giving-reference';
import { readWorkbook, sheetNamed, type ReadCell } from './second-reader';

// The fiscal-year reports from the command line against the built-in sandbox and its years of
// giving history: the fiscal-year start saved for the environment, the headline printed, and the
// workbook's figures equal to a second computation over what the API itself answers.

let home: string;
let ctx: AppContext;
const users: UserRecord[] = [];
let donations: DonationRecord[] = [];

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'alumni-giving-'));
  ctx = await createAppContext({ home, door: 'cli', env: {}, log: () => {} });
  const { client } = await ctx.environments.open('sandbox');
  for await (const page of client.walkUsers()) users.push(...page);
  donations = await client.listDonations();
});
afterAll(async () => {
  await ctx.close();
  rmSync(home, { recursive: true, force: true });
});

function cli(args: string[]) {
  let out = '';
  let err = '';
  const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), isTTY: false };
  return runCli(['--home', home, ...args], io).then((code) => ({ code, out, err }));
}

const cached = (cell: ReadCell | null | undefined) => (cell?.t === 'f' ? cell.c : cell?.v);

describe('alumni-loader report <fiscal-year kind> against the sandbox', () => {
  it('saves the fiscal-year start for the environment and uses it', async () => {
    expect(donations.some((d) => String(d.created_at) < '2020')).toBe(true);
    const saved = await cli(['report', 'fiscal-year', '--env', 'sandbox', '--fy-start-month', '7']);
    expect(saved.code).toBe(0);
    expect(saved.out).toContain('Saved: the fiscal year of sandbox starts in July');
    const shown = await cli(['report', 'fiscal-year', '--env', 'sandbox']);
    expect(shown.out).toContain('FY2026 is July 2025 – June 2026');

    const out = join(home, 'summary.xlsx');
    const run = await cli([
      'report',
      'summary',
      '--env',
      'sandbox',
      '--fiscal-year',
      'FY2023',
      '--years',
      '4',
      '--out',
      out,
    ]);
    expect(run.err).not.toMatch(/Error/);
    expect(run.code).toBe(0);
    const gifts = refGifts(users, donations, 7);
    const ref = refYear(gifts, 2023);
    expect(run.out).toContain(
      `FY2023: ${ref.donors.toLocaleString('en-US')} donors, ${ref.gifts.toLocaleString('en-US')} gifts`,
    );
    const rows = sheetNamed(readWorkbook(out), 'Summary').rows.slice(1);
    expect(rows.map((r) => r[0]!.v)).toEqual([2020, 2021, 2022, 2023]);
    for (const row of rows) {
      const year = refYear(gifts, Number(row[0]!.v));
      expect([cached(row[1]), cached(row[2]), Math.round(Number(cached(row[3])) * 100)]).toEqual([
        year.donors,
        year.gifts,
        year.totalCents,
      ]);
      expect(Math.round(Number(cached(row[5])) * 100)).toBe(year.medianCents);
      expect(cached(row[7])).toBe(year.newDonors);
    }
  });

  it('retention and participation equal a second computation over the API answers', async () => {
    const gifts = refGifts(users, donations, 7);
    const out = join(home, 'retention.xlsx');
    const run = await cli(['report', 'retention', '--env', 'sandbox', '--fiscal-year', '2022', '--out', out]);
    expect(run.code).toBe(0);
    for (const row of sheetNamed(readWorkbook(out), 'Retention').rows.slice(1)) {
      const ref = refRetention(gifts, Number(row[0]!.v));
      expect([1, 2, 3, 4, 5, 6].map((c) => cached(row[c]))).toEqual([
        ref.priorDonors,
        ref.retained,
        ref.lapsed,
        ref.newDonors,
        ref.recaptured,
        ref.donors,
      ]);
    }
    const part = join(home, 'participation.csv');
    const p = await cli(['report', 'participation', '--env', 'sandbox', '--fiscal-year', '2021', '--out', part]);
    expect(p.code).toBe(0);
    const ref = refParticipation(users, gifts, 2021, false);
    const alumni = ref.reduce((s, r) => s + r.alumni, 0);
    const donors = ref.reduce((s, r) => s + r.donors, 0);
    expect(p.out).toContain(`FY2021: ${donors} of ${alumni} alumni of record gave`);
  });

  it('refuses a flag of another kind of report, naming it', async () => {
    const run = await cli(['report', 'lybunt', '--env', 'sandbox', '--user', '5', '--out', join(home, 'x.xlsx')]);
    expect(run.code).not.toBe(0);
    expect(run.err).toContain('--user does not apply to the lybunt report');
    const bad = await cli([
      'report',
      'gift-ranges',
      '--env',
      'sandbox',
      '--bands',
      '1000,100',
      '--out',
      join(home, 'y.xlsx'),
    ]);
    expect(bad.err).toContain('--bands: the band limits must rise');
  });
});
