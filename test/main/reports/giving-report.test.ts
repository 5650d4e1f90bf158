import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src-main/services/api/types';
import { writeGivingReport } from '../../../src-main/services/reports/giving-report';
import type { GivingReportKind } from '../../../src-shared/reports/giving-options';
import type { UserRecord } from '../../../src-shared/records/types';
import { givingFixture } from '../../shared/reports/giving-fixture';
import {
  refClassYear,
  refFirstYear,
  refGifts,
  refLapsed,
  refParticipation,
  refRetention,
  refYear,
} from '../../shared/reports/giving-reference';
import { fakeClient } from './fake-client';
import { readCharts, readWorkbook, sheetNamed, type ReadCell, type ReadSheet } from './second-reader';

// The fiscal-year workbooks read back by openpyxl: formulas over the Data sheet with their cached
// values, each value equal to the test's own computation, the Data sheet agreeing with the
// formulas, real dates, formats and frozen headers.

const environment = { name: 'client-test', kind: 'test', url: 'http://fake.invalid' };
const fixture = givingFixture();
const START = 7;
const FY = 2025;
const gifts = refGifts(fixture.users, fixture.donations, START);

function clientWithUsers(users: UserRecord[]): ApiClient {
  const client = fakeClient([], fixture.donations);
  return {
    ...client,
    async *walkUsers() {
      for (let i = 0; i < users.length; i += 100) yield users.slice(i, i + 100);
    },
  };
}

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'giving-report-'));
  process.env.TZ = 'America/New_York';
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function write(kind: GivingReportKind, ext = 'xlsx', options = {}) {
  const out = join(folder, `${kind}.${ext}`);
  const outcome = await writeGivingReport({
    client: clientWithUsers(fixture.users),
    environment,
    out,
    kind,
    startMonth: START,
    options: { fiscalYear: FY, years: 5, ...options },
    now: () => new Date('2026-12-01T12:00:00Z'),
  });
  return { out, outcome };
}

const cached = (cell: ReadCell | null | undefined) => (cell?.t === 'f' ? cell.c : cell?.v);
const cents = (cell: ReadCell | null | undefined) => Math.round(Number(cached(cell)) * 100);
const formula = (cell: ReadCell | null | undefined) => {
  expect(cell?.t, JSON.stringify(cell)).toBe('f');
  return String(cell!.v).replace(/^=/, '');
};

/** The Data sheet as objects, to work the formulas out by hand. */
function dataOf(sheets: ReadSheet[]) {
  const data = sheetNamed(sheets, 'Data');
  return data.rows.slice(1).map((r) => ({
    user: r[0]?.v ?? null,
    classYear: r[2]?.v ?? null,
    fy: Number(r[3]!.v),
    gifts: Number(r[4]!.v),
    totalCents: Math.round(Number(r[5]!.v) * 100),
    first: r[7]?.v ?? null,
    before: Number(r[8]!.v),
    counted: Number(r[9]!.v),
    alumni: Number(r[10]!.v),
  }));
}

describe('fiscal-year workbooks read back by openpyxl', () => {
  it('summary: SUMIFS and COUNTIFS over Data, cached values equal to a second computation', async () => {
    const { out, outcome } = await write('summary');
    const sheets = readWorkbook(out);
    expect(sheets.map((s) => s.name)).toEqual(['Summary', 'Chart', 'Data', 'About']);
    const summary = sheetNamed(sheets, 'Summary');
    expect(summary.frozen).toBe('A2');
    const data = dataOf(sheets);
    const rows = summary.rows.slice(1).filter((r) => r[0] !== null);
    expect(rows.map((r) => r[0]!.v)).toEqual([2021, 2022, 2023, 2024, 2025]);
    for (const row of rows) {
      const fy = Number(row[0]!.v);
      expect(row[0]!.f).toBe('"FY"0');
      const ref = refYear(gifts, fy);
      expect(formula(row[1])).toMatch(/^SUMIFS\(Data!\$J:\$J,Data!\$D:\$D,\$A\d+\)$/);
      expect(formula(row[3])).toMatch(/^SUMIFS\(Data!\$F:\$F,Data!\$D:\$D,\$A\d+\)$/);
      expect(formula(row[7])).toMatch(/^COUNTIFS\(Data!\$D:\$D,\$A\d+,Data!\$H:\$H,\$A\d+,Data!\$J:\$J,1\)$/);
      expect(cached(row[1])).toBe(ref.donors);
      expect(cached(row[2])).toBe(ref.gifts);
      expect(cents(row[3])).toBe(ref.totalCents);
      expect(cents(row[4])).toBe(ref.averageCents);
      expect(cents(row[5])).toBe(ref.medianCents);
      expect(cents(row[6])).toBe(ref.largestCents);
      expect(cached(row[7])).toBe(ref.newDonors);
      expect(row[3]!.f).toContain('$');
      expect(row[8]!.f).toBe('0.0%');
      // The formulas worked out by hand over the Data sheet come to the same figures.
      const inYear = data.filter((d) => d.fy === fy);
      expect(inYear.reduce((s, d) => s + d.counted, 0)).toBe(ref.donors);
      expect(inYear.reduce((s, d) => s + d.gifts, 0)).toBe(ref.gifts);
      expect(inYear.reduce((s, d) => s + d.totalCents, 0)).toBe(ref.totalCents);
      expect(inYear.filter((d) => d.first === fy && d.counted === 1).length).toBe(ref.newDonors);
    }
    expect(outcome.warnings.join(' ')).toMatch(/2 gifts have no known donor/);
    const about = Object.fromEntries(sheetNamed(sheets, 'About').rows.map((r) => [r[0]?.v, r[1]?.v]));
    expect(about['Report']).toBe('Giving summary by fiscal year');
    expect(String(about['Filters'])).toBe('Fiscal year: FY2025 (July 2024 – June 2025)');
    expect(String(about['(unknown donor): no user_id'])).toMatch(/^1 gifts, \$300\.00/);
    expect(String(about['(unknown donor): user not on the service'])).toContain('user_id 999999');
    expect(String(about['Charts'])).toBe("The Chart sheet draws the Summary sheet's figures as a bar chart.");

    // The chart: bars over the Summary cells, the totals cached as the second computation has them.
    const charts = readCharts(out);
    expect(charts.badPart).toBeNull();
    expect(charts.sheets.map((s) => s.charts.length)).toEqual([0, 1, 0, 0]);
    const chart = charts.sheets[1]!.charts[0]!;
    expect(chart.type).toBe('barChart');
    expect(chart.title).toBe('Total given by fiscal year');
    expect(chart.series).toEqual([
      {
        name: { f: "'Summary'!$D$1", cache: ['Total'] },
        val: { f: "'Summary'!$D$2:$D$6", cache: rows.map((r) => refYear(gifts, Number(r[0]!.v)).totalCents / 100) },
        cat: { f: "'Summary'!$A$2:$A$6", cache: [2021, 2022, 2023, 2024, 2025] },
      },
    ]);
    // Sheet rows 2 to 6 are the five years the chart refers to.
    expect(summary.rows.slice(1, 6)).toEqual(rows);
    // exceljs still reads the workbook, charts and all.
    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(out);
    expect(back.worksheets.map((w) => w.name)).toEqual(['Summary', 'Chart', 'Data', 'About']);
    expect(back.getWorksheet('Chart')!.getCell('A1').value).toMatch(/drawn from the Summary sheet/);
  });

  it('retention: formulas over Data; retained, lapsed, new, recaptured as computed apart', async () => {
    const { out } = await write('retention');
    const sheets = readWorkbook(out);
    expect(sheets.map((s) => s.name)).toEqual(['Retention', 'Chart', 'Data', 'About']);
    const data = dataOf(sheets);
    const table = sheetNamed(sheets, 'Retention').rows.slice(1);
    // The chart: two lines over the rate columns, the rates cached as the second computation has them.
    const chart = readCharts(out).sheets[1]!.charts[0]!;
    expect(chart.type).toBe('lineChart');
    expect(chart.title).toBe('Donor retention by fiscal year');
    expect(chart.series.map((s) => [s.name!.f, s.val!.f, s.cat!.f])).toEqual([
      ["'Retention'!$H$1", "'Retention'!$H$2:$H$6", "'Retention'!$A$2:$A$6"],
      ["'Retention'!$I$1", "'Retention'!$I$2:$I$6", "'Retention'!$A$2:$A$6"],
    ]);
    const rates = table.map((r) => refRetention(gifts, Number(r[0]!.v)));
    chart.series[0]!.val!.cache.forEach((v, i) =>
      expect(v).toBeCloseTo(rates[i]!.retained / rates[i]!.priorDonors, 12),
    );
    chart.series[1]!.val!.cache.forEach((v, i) => expect(v).toBeCloseTo(rates[i]!.lapsed / rates[i]!.priorDonors, 12));
    for (const row of table) {
      const fy = Number(row[0]!.v);
      const ref = refRetention(gifts, fy);
      expect(formula(row[2])).toMatch(/^COUNTIFS\(Data!\$D:\$D,\$A\d+,Data!\$I:\$I,1,Data!\$J:\$J,1\)$/);
      expect([1, 2, 3, 4, 5, 6].map((c) => cached(row[c]))).toEqual([
        ref.priorDonors,
        ref.retained,
        ref.lapsed,
        ref.newDonors,
        ref.recaptured,
        ref.donors,
      ]);
      expect(cached(row[7])).toBeCloseTo(ref.retained / ref.priorDonors, 12);
      expect(data.filter((d) => d.fy === fy && d.before === 1 && d.counted === 1).length).toBe(ref.retained);
    }
  });

  it('participation: classes newest first, reunions marked, overall as SUM formulas', async () => {
    const sheets = readWorkbook((await write('participation', 'xlsx', { alumniOfRecord: 'enabled' })).out);
    const sheet = sheetNamed(sheets, 'Participation');
    const ref = refParticipation(fixture.users, gifts, FY, true);
    const classes = sheet.rows.slice(1, 1 + ref.length);
    expect(classes.map((r) => [r[0]!.v, r[2]!.v, cached(r[3])])).toEqual(
      ref.map((c) => [c.classYear, c.alumni, c.donors]),
    );
    for (const r of classes)
      expect(r[1]?.v ?? null).toEqual((FY - Number(r[0]!.v)) % 5 === 0 ? expect.any(String) : null);
    const all = sheet.rows.find((r) => r[0]?.v === 'All classes')!;
    expect(formula(all[2])).toBe(`SUM(C2:C${ref.length + 1})`);
    expect(cached(all[3])).toBe(ref.reduce((s, c) => s + c.donors, 0));
    const data = dataOf(sheets);
    for (const c of ref) {
      expect(data.filter((d) => d.classYear === c.classYear && d.fy === FY && d.alumni === 1).length).toBe(c.donors);
    }
    const noClass = fixture.users.filter((u) => refClassYear(u.year_graduated) === null).length;
    expect(noClass).toBeGreaterThan(0);
  });

  it('LYBUNT: one row per donor, last gift as a real date, lifetime to the cent, SUBTOTAL line', async () => {
    const sheets = readWorkbook((await write('lybunt')).out);
    const sheet = sheetNamed(sheets, 'LYBUNT');
    const ref = refLapsed(fixture.users, gifts, 'lybunt', FY);
    const rows = sheet.rows.slice(1, 1 + ref.length);
    const mine = rows.map((r) => ({
      userId: r[0]!.v,
      lastGiftAt: String(r[4]!.v).slice(0, 10),
      lastGiftCents: cents(r[5]),
      lifetimeCents: cents(r[6]),
      yearsGiven: r[7]!.v,
    }));
    expect(rows.every((r) => r[4]!.t === 'd' && r[4]!.f === 'yyyy-mm-dd')).toBe(true);
    const expected = ref.map((r) => ({ ...r, lastGiftAt: r.lastGiftAt.slice(0, 10) }));
    const byId = (a: { userId: unknown }, b: { userId: unknown }) => Number(a.userId) - Number(b.userId);
    expect([...mine].sort(byId)).toEqual([...expected].sort(byId));
    const totals = sheet.rows[ref.length + 2]!;
    expect(formula(totals[6])).toBe(`SUBTOTAL(109,G2:G${ref.length + 1})`);
    expect(cents(totals[6])).toBe(ref.reduce((s, r) => s + r.lifetimeCents, 0));
    expect(sheet.autofilter).toBe(`A1:H${ref.length + 1}`);
  });

  it('Data: the summary keeps the years its formulas read, with history columns from every year', async () => {
    const summary = readWorkbook((await write('summary')).out);
    const data = dataOf(summary);
    // FY2021-FY2025 shown, and FY2020 for the change from the year before; the fixture has 2018-2026.
    const known = gifts.filter((g) => g.known && g.fy !== null);
    expect(Math.min(...known.map((g) => g.fy!))).toBeLessThan(2020);
    expect(Math.max(...known.map((g) => g.fy!))).toBeGreaterThan(FY);
    const expected = new Set(known.filter((g) => g.fy! >= 2020 && g.fy! <= FY).map((g) => `${g.userId}/${g.fy}`));
    const rows = data.filter((d) => d.user !== null);
    expect(new Set(rows.map((d) => `${d.user}/${d.fy}`))).toEqual(expected);
    expect(rows.length).toBe(expected.size);
    const gaveIn = new Set(known.map((g) => `${g.userId}/${g.fy}`));
    for (const row of rows) {
      expect(row.first).toBe(refFirstYear(gifts, Number(row.user)));
      expect(row.before).toBe(gaveIn.has(`${row.user}/${row.fy - 1}`) ? 1 : 0);
    }
    // FY2020's rows count who gave in FY2019, a year the sheet leaves out.
    expect(rows.some((d) => d.fy === 2020 && d.before === 1)).toBe(true);
    expect(rows.some((d) => d.first !== null && Number(d.first) < 2020)).toBe(true);
    const about = Object.fromEntries(sheetNamed(summary, 'About').rows.map((r) => [r[0]?.v, r[1]?.v]));
    expect(about['Data']).toBe(
      "One row per donor and fiscal year, for FY2020 to FY2025: the years this report's formulas read. " +
        'First gift year and "gave the year before" come from every gift on record.',
    );

    const lybunt = readWorkbook((await write('lybunt')).out);
    const every = new Set(known.map((g) => `${g.userId}/${g.fy}`));
    const listed = dataOf(lybunt).filter((d) => d.user !== null);
    expect(new Set(listed.map((d) => `${d.user}/${d.fy}`))).toEqual(every);
    const lybuntAbout = Object.fromEntries(sheetNamed(lybunt, 'About').rows.map((r) => [r[0]?.v, r[1]?.v]));
    expect(lybuntAbout['Data']).toBe('One row per donor and fiscal year, for every fiscal year on record.');
  });

  it('gift ranges: COUNTIFS over every gift of the years, one band per gift', async () => {
    const sheets = readWorkbook((await write('gift-ranges', 'xlsx', { bandCutsCents: [10_000, 100_000] })).out);
    const sheet = sheetNamed(sheets, 'Gift ranges');
    const giftSheet = sheetNamed(sheets, 'Gifts');
    const listed = giftSheet.rows.slice(1).map((r) => ({ fy: Number(r[0]!.v), cents: cents(r[1]) }));
    for (const row of sheet.rows.slice(1)) {
      const fy = Number(row[0]!.v);
      const from = row[2] ? cents(row[2]) : -Infinity;
      const below = row[3] ? cents(row[3]) : Infinity;
      const ref = gifts.filter((g) => g.fy === fy && g.cents >= from && g.cents < below);
      expect(formula(row[4])).toMatch(/^COUNTIFS\(Gifts!\$A:\$A,\$A\d+/);
      expect(cached(row[4])).toBe(ref.length);
      expect(cents(row[5])).toBe(ref.reduce((s, g) => s + g.cents, 0));
      expect(listed.filter((g) => g.fy === fy && g.cents >= from && g.cents < below).length).toBe(ref.length);
    }
    expect(sheet.rows.slice(1, 4).map((r) => r[1]!.v)).toEqual(['Under $100', '$100 – $999.99', '$1,000 and over']);
  });

  it('CSV: the table alone, values not formulas, fiscal years as FY2025', async () => {
    const { out } = await write('summary', 'csv');
    const text = readFileSync(out, 'utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
    expect(parsed[0]).toEqual([
      'Fiscal year',
      'Donors',
      'Gifts',
      'Total',
      'Average gift',
      'Median gift',
      'Largest gift',
      'New donors',
      'Change in total',
      'Change in donors',
    ]);
    const last = parsed.at(-1)!;
    expect(last[0]).toBe('FY2025');
    expect(Math.round(Number(last[3]) * 100)).toBe(refYear(gifts, FY).totalCents);
  });
});
