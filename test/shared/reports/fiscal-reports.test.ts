import { describe, expect, it } from 'vitest';
import { lapsedDonors, participation, reunionOf } from '../../../src-shared/reports/donor-figures';
import {
  describeFiscalYear,
  fiscalYearBounds,
  fiscalYearOf,
  parseFiscalYear,
} from '../../../src-shared/reports/fiscal-year';
import { GivingLedger } from '../../../src-shared/reports/giving-ledger';
import { donorRetention, giftBands, giftRanges, givingSummary } from '../../../src-shared/reports/giving-figures';
import { givingReportModel, resolveGiving } from '../../../src-shared/reports/giving-report-model';
import { PeopleIndex } from '../../../src-shared/reports/people-index';
import { gift, givingFixture, user } from './giving-fixture';
import {
  refCents,
  refFiscalYear,
  refGifts,
  refLapsed,
  refParticipation,
  refRetention,
  refYear,
} from './giving-reference';

function ledgerOf(fixture = givingFixture(), startMonth = 7, scope = {}): GivingLedger {
  const people = new PeopleIndex(scope);
  for (const u of fixture.users) people.add(u);
  const ledger = new GivingLedger(people, startMonth);
  for (const d of fixture.donations) ledger.add(d);
  return ledger.seal();
}

describe('fiscal years', () => {
  it('names a fiscal year by the calendar year it ends in', () => {
    expect(fiscalYearOf(2025, 7, 7)).toBe(2026);
    expect(fiscalYearOf(2026, 6, 7)).toBe(2026);
    expect(fiscalYearOf(2025, 3, 4)).toBe(2025);
    expect(fiscalYearOf(2025, 4, 4)).toBe(2026);
    expect(fiscalYearOf(2025, 12, 1)).toBe(2025);
    expect(fiscalYearBounds(2026, 7)).toEqual({ first: '2025-07-01', last: '2026-06-30' });
    expect(fiscalYearBounds(2024, 3)).toEqual({ first: '2023-03-01', last: '2024-02-29' });
    expect(fiscalYearBounds(2026, 1)).toEqual({ first: '2026-01-01', last: '2026-12-31' });
    expect(describeFiscalYear(2026, 7)).toBe('FY2026 (July 2025 – June 2026)');
    expect(describeFiscalYear(2026, 1)).toBe('FY2026 (January – December 2026)');
  });

  it('agrees with the test reference on every month of every start', () => {
    for (let start = 1; start <= 12; start++) {
      for (let month = 1; month <= 12; month++) {
        const text = `2025-${String(month).padStart(2, '0')}-15 00:00:00`;
        expect(fiscalYearOf(2025, month, start), `${text} start ${start}`).toBe(refFiscalYear(text, start));
      }
    }
  });

  it('reads the ways people write a fiscal year', () => {
    expect(parseFiscalYear('FY2026')).toBe(2026);
    expect(parseFiscalYear(' fy 2026 ')).toBe(2026);
    expect(parseFiscalYear('2026')).toBe(2026);
    expect(parseFiscalYear('FY26')).toBe(2026);
    expect(parseFiscalYear('26')).toBeNull();
    expect(parseFiscalYear('FY20266')).toBeNull();
    expect(parseFiscalYear('next year')).toBeNull();
  });
});

describe.each([1, 4, 7])('fiscal-year reports, year starting in month %i, against a second computation', (start) => {
  const fixture = givingFixture();
  const ledger = ledgerOf(fixture, start);
  const gifts = refGifts(fixture.users, fixture.donations, start);
  const fy = 2025;

  it('gives the summary of each year to the cent', () => {
    const rows = givingSummary(ledger, fy, 6);
    expect(rows.map((r) => r.fiscalYear)).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
    for (const row of rows) {
      const ref = refYear(gifts, row.fiscalYear);
      const { fiscalYear: _fy, totalChange, donorsChange, ...figures } = row;
      expect(figures).toEqual(ref);
      const before = refYear(gifts, row.fiscalYear - 1);
      expect(totalChange).toBeCloseTo((ref.totalCents - before.totalCents) / before.totalCents, 12);
      expect(donorsChange).toBeCloseTo((ref.donors - before.donors) / before.donors, 12);
    }
    // Every gift is in exactly one year, or undated: none lost.
    const years = ledger.fiscalYears.map((y) => refYear(gifts, y));
    expect(years.reduce((s, y) => s + y.gifts, 0) + ledger.undated.gifts).toBe(fixture.donations.length);
    expect(ledger.undated).toEqual({ gifts: 1, totalCents: 777 });
  });

  it('lists LYBUNT and SYBUNT donors with their last gift, lifetime and years', () => {
    for (const kind of ['lybunt', 'sybunt'] as const) {
      const rows = lapsedDonors(ledger, kind, fy);
      const ref = refLapsed(fixture.users, gifts, kind, fy);
      expect(rows.length).toBeGreaterThan(0);
      const mine = rows.map((r) => ({
        userId: r.userId,
        lastGiftAt: r.lastGiftDate!.toISOString().slice(0, 19).replace('T', ' '),
        lastGiftCents: r.lastGiftCents,
        lifetimeCents: r.lifetimeCents,
        yearsGiven: r.yearsGiven,
      }));
      expect(new Set(mine.map((r) => r.userId))).toEqual(new Set(ref.map((r) => r.userId)));
      expect([...mine].sort((a, b) => a.userId - b.userId)).toEqual([...ref].sort((a, b) => a.userId - b.userId));
      // Largest lifetime giving first.
      expect(rows.map((r) => r.lifetimeCents)).toEqual([...rows.map((r) => r.lifetimeCents)].sort((a, b) => b - a));
    }
    const lybunt = new Set(lapsedDonors(ledger, 'lybunt', fy).map((r) => r.userId));
    expect(lapsedDonors(ledger, 'sybunt', fy).some((r) => lybunt.has(r.userId))).toBe(false);
  });

  it('counts participation by class year, alumni of record as said', () => {
    for (const [rule, enabledOnly] of [
      ['all', false],
      ['enabled', true],
    ] as const) {
      const result = participation(ledger, fy, rule);
      const ref = refParticipation(fixture.users, gifts, fy, enabledOnly);
      expect(result.rows.map(({ classYear, alumni, donors }) => ({ classYear, alumni, donors }))).toEqual(ref);
      expect(result.alumni).toBe(ref.reduce((s, r) => s + r.alumni, 0));
      expect(result.donors).toBe(ref.reduce((s, r) => s + r.donors, 0));
      expect(result.rate).toBeCloseTo(result.donors / result.alumni, 12);
      for (const row of result.rows) expect(row.reunion !== null).toBe((fy - row.classYear) % 5 === 0);
    }
    // People without a class year who gave are counted apart, not lost.
    const noClass = fixture.users.filter((u) => u.year_graduated === null || u.year_graduated === 'n/a');
    expect(noClass.length).toBeGreaterThan(5);
    const gaveWithout = noClass.filter((u) => gifts.some((g) => g.userId === u.user_id && g.fy === fy)).length;
    expect(participation(ledger, fy, 'all').otherDonors).toBe(gaveWithout);
  });

  it('tells retained, lapsed, new and recaptured donors', () => {
    for (const row of donorRetention(ledger, fy, 5)) {
      const ref = refRetention(gifts, row.fiscalYear);
      const { fiscalYear: _f, retentionRate, lapsedRate, ...counts } = row;
      expect(counts).toEqual(ref);
      expect(retentionRate).toBeCloseTo(ref.retained / ref.priorDonors, 12);
      expect(lapsedRate).toBeCloseTo(ref.lapsed / ref.priorDonors, 12);
    }
  });

  it('sorts gifts into bands, every gift in one band', () => {
    const cuts = [10_000, 100_000, 1_000_000];
    const rows = giftRanges(ledger, fy, 3, cuts);
    for (const year of [2023, 2024, 2025]) {
      const mine = rows.filter((r) => r.fiscalYear === year);
      const inYear = gifts.filter((g) => g.fy === year);
      const bounds = [-Infinity, ...cuts, Infinity];
      mine.forEach((row, i) => {
        const inBand = inYear.filter((g) => g.cents >= bounds[i]! && g.cents < bounds[i + 1]!);
        expect(row.gifts).toBe(inBand.length);
        expect(row.totalCents).toBe(inBand.reduce((s, g) => s + g.cents, 0));
      });
      expect(mine.reduce((s, r) => s + r.gifts, 0)).toBe(inYear.length);
    }
  });
});

describe('edges of the fiscal-year reports', () => {
  it('puts a gift at 23:59:59 on the last day in that year and the next second in the next', () => {
    const people = new PeopleIndex();
    people.add(user(1, 2000));
    const ledger = new GivingLedger(people, 7);
    ledger.add(gift(1, 1, 10, '2025-06-30 23:59:59'));
    ledger.add(gift(2, 1, 20, '2025-07-01 00:00:00'));
    ledger.add(gift(3, 1, 30, '2024-02-29 09:00:00'));
    expect(ledger.year(2025)?.totalCents).toBe(1000);
    expect(ledger.year(2026)?.totalCents).toBe(2000);
    expect(ledger.year(2024)?.totalCents).toBe(3000);
  });

  it('counts gifts of no known donor in gifts and totals, not as donors, and lists them', () => {
    const fixture = givingFixture();
    const ledger = ledgerOf(fixture, 7);
    expect(ledger.unknown.withoutUserId).toEqual({ gifts: 1, totalCents: 30000 });
    expect(ledger.unknown.userNotFound).toEqual({ gifts: 1, totalCents: 4050, userIds: [999999] });
    expect(ledger.totalCents).toBe(fixture.donations.reduce((s, d) => s + refCents(d.amount), 0));
    const unknownRows = [...ledger.donorYears()].filter((r) => r.person < 0);
    // Both fall in FY2025 (July start): one row of the unknown donor for that year.
    expect(unknownRows.map((r) => [r.fiscalYear, r.gifts, r.totalCents])).toEqual([[2025, 2, 34050]]);
  });

  it('narrows every figure to a class year or a tag, and counts what it left out', () => {
    const fixture = givingFixture();
    const tagged = ledgerOf(fixture, 7, { tag: 'reunion' });
    const taggedIds = new Set(
      fixture.users.filter((u) => (u.tags as string[]).includes('reunion')).map((u) => u.user_id),
    );
    const expected = fixture.donations.filter((d) => d.user_id !== null && taggedIds.has(d.user_id));
    const inScope = expected.filter((d) => refFiscalYear(d.created_at ?? '', 7) === 2025);
    expect(givingSummary(tagged, 2025, 1)[0]!.donors).toBe(new Set(inScope.map((d) => d.user_id)).size);
    expect(tagged.outOfScope.gifts).toBe(
      fixture.donations.filter((d) => d.user_id !== null && d.user_id !== 999999 && !taggedIds.has(d.user_id)).length,
    );
  });

  it('names gift bands in words and marks reunions', () => {
    expect(giftBands([10_000, 100_000]).map((b) => b.label)).toEqual([
      'Under $100',
      '$100 – $999.99',
      '$1,000 and over',
    ]);
    expect(reunionOf(2001, 2026)).toBe('25th reunion');
    expect(reunionOf(2021, 2026)).toBe('5th reunion');
    expect(reunionOf(2015, 2026)).toBeNull();
    expect(reunionOf(2026, 2026)).toBeNull();
  });

  it('marks the reunion classes in the participation chart, one mark per bar, in words', () => {
    const fixture = givingFixture();
    const ledger = ledgerOf(fixture, 7);
    const resolved = resolveGiving('participation', { fiscalYear: 2025 }, ledger, '2026-12-01');
    const chart = givingReportModel(ledger, resolved).chart!;
    expect(chart.marks).toHaveLength(chart.categories.length);
    const expected = chart.categories.map((c) => {
      const years = 2025 - Number(c);
      return years > 0 && years % 5 === 0 ? `${years}` : null;
    });
    expect(chart.marks!.map((m) => (m === null ? null : /^(\d+)(st|nd|rd|th) reunion$/.exec(m)![1]))).toEqual(expected);
    expect(expected.filter((m) => m !== null).length).toBeGreaterThan(2);
    expect(chart.markLegend).toMatch(/Reunion/);
    // The other charts mark nothing.
    expect(givingReportModel(ledger, { ...resolved, kind: 'summary' }).chart!.marks).toBeUndefined();
  });
});
