import type { GivingLedger } from './giving-ledger';
import { displayMoney } from './money';

// Year-by-year figures from a GivingLedger: the giving summary, donor retention and gift ranges.
// Gifts and totals include gifts of no known donor; donor counts cannot, and do not.

/** The fiscal years of a report: `years` of them, ending with `fiscalYear`, oldest first. */
export function windowOf(fiscalYear: number, years: number): number[] {
  return Array.from({ length: Math.max(1, years) }, (_, i) => fiscalYear - Math.max(1, years) + 1 + i);
}

/** (now - before) / before; null when there is nothing before to compare with. */
export function changeFrom(before: number, now: number): number | null {
  return before === 0 ? null : (now - before) / before;
}

/** Median of integer cents, rounded to the cent (halves up) when the count is even. */
export function medianCents(amounts: Float64Array): number {
  if (amounts.length === 0) return 0;
  const sorted = Float64Array.from(amounts).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

interface YearDonors {
  donors: number;
  newDonors: number;
}

/** Known donors and first-time donors of each fiscal year. */
function donorsByYear(ledger: GivingLedger): Map<number, YearDonors> {
  const byYear = new Map<number, YearDonors>();
  for (const row of ledger.donorYears()) {
    if (row.person < 0) continue;
    const tally = byYear.get(row.fiscalYear) ?? { donors: 0, newDonors: 0 };
    tally.donors++;
    if (ledger.firstYear(row.person) === row.fiscalYear) tally.newDonors++;
    byYear.set(row.fiscalYear, tally);
  }
  return byYear;
}

export interface SummaryRow {
  fiscalYear: number;
  donors: number;
  gifts: number;
  totalCents: number;
  averageCents: number;
  medianCents: number;
  largestCents: number;
  newDonors: number;
  /** Change of the total from the fiscal year before, as a fraction. */
  totalChange: number | null;
  donorsChange: number | null;
}

export function givingSummary(ledger: GivingLedger, fiscalYear: number, years: number): SummaryRow[] {
  const donors = donorsByYear(ledger);
  const row = (fy: number) => {
    const year = ledger.year(fy);
    const gifts = year?.gifts ?? 0;
    const totalCents = year?.totalCents ?? 0;
    return {
      fiscalYear: fy,
      donors: donors.get(fy)?.donors ?? 0,
      gifts,
      totalCents,
      averageCents: gifts === 0 ? 0 : Math.round(totalCents / gifts),
      medianCents: year ? medianCents(year.amounts) : 0,
      largestCents: year?.largestCents ?? 0,
      newDonors: donors.get(fy)?.newDonors ?? 0,
    };
  };
  return windowOf(fiscalYear, years).map((fy) => {
    const now = row(fy);
    const before = { donors: donors.get(fy - 1)?.donors ?? 0, totalCents: ledger.year(fy - 1)?.totalCents ?? 0 };
    return {
      ...now,
      totalChange: changeFrom(before.totalCents, now.totalCents),
      donorsChange: changeFrom(before.donors, now.donors),
    };
  });
}

export interface RetentionRow {
  fiscalYear: number;
  /** Donors of the fiscal year before. */
  priorDonors: number;
  retained: number;
  lapsed: number;
  /** First gift ever in this fiscal year. */
  newDonors: number;
  /** Gave before the year before, not in the year before, and again in this one. */
  recaptured: number;
  donors: number;
  retentionRate: number | null;
  lapsedRate: number | null;
}

export function donorRetention(ledger: GivingLedger, fiscalYear: number, years: number): RetentionRow[] {
  const window = windowOf(fiscalYear, years);
  const rows = window.map((fy) => ({
    fiscalYear: fy,
    priorDonors: 0,
    retained: 0,
    newDonors: 0,
    recaptured: 0,
    donors: 0,
  }));
  for (const person of ledger.donors()) {
    const first = ledger.firstYear(person)!;
    for (const row of rows) {
      const fy = row.fiscalYear;
      const now = ledger.gaveIn(person, fy);
      const before = ledger.gaveIn(person, fy - 1);
      if (before) row.priorDonors++;
      if (!now) continue;
      row.donors++;
      if (before) row.retained++;
      else if (first === fy) row.newDonors++;
      else row.recaptured++;
    }
  }
  return rows.map((row) => ({
    ...row,
    lapsed: row.priorDonors - row.retained,
    retentionRate: row.priorDonors === 0 ? null : row.retained / row.priorDonors,
    lapsedRate: row.priorDonors === 0 ? null : (row.priorDonors - row.retained) / row.priorDonors,
  }));
}

/** Gift-size bands by their lower bounds in cents after the first (which starts at nothing). */
export const DEFAULT_BAND_CUTS_CENTS = [10_000, 100_000, 1_000_000];

export interface GiftBand {
  /** Inclusive lower bound in cents; null for the first band. */
  fromCents: number | null;
  /** Exclusive upper bound in cents; null for the last band. */
  toCents: number | null;
  label: string;
}

/** "Under $100", "$100 – $999.99", ..., "$10,000 and over". Cuts must rise. */
export function giftBands(cutsCents: number[]): GiftBand[] {
  const cuts = [...cutsCents];
  const money = (cents: number) => displayMoney(cents).replace(/\.00$/, '');
  return [null, ...cuts].map((from, i) => {
    const to = cuts[i] ?? null;
    const label =
      from === null
        ? to === null
          ? 'Every gift'
          : `Under ${money(to)}`
        : to === null
          ? `${money(from)} and over`
          : `${money(from)} – ${displayMoney(to - 1)}`;
    return { fromCents: from, toCents: to, label };
  });
}

export interface GiftRangeRow {
  fiscalYear: number;
  band: GiftBand;
  gifts: number;
  totalCents: number;
  shareOfGifts: number | null;
  shareOfTotal: number | null;
}

export function giftRanges(
  ledger: GivingLedger,
  fiscalYear: number,
  years: number,
  cutsCents: number[],
): GiftRangeRow[] {
  const bands = giftBands(cutsCents);
  const rows: GiftRangeRow[] = [];
  for (const fy of windowOf(fiscalYear, years)) {
    const year = ledger.year(fy);
    const tallies = bands.map(() => ({ gifts: 0, totalCents: 0 }));
    for (const cents of year?.amounts ?? []) {
      let band = 0;
      while (band < cutsCents.length && cents >= cutsCents[band]!) band++;
      tallies[band]!.gifts++;
      tallies[band]!.totalCents += cents;
    }
    const gifts = year?.gifts ?? 0;
    const total = year?.totalCents ?? 0;
    bands.forEach((band, i) => {
      const tally = tallies[i]!;
      rows.push({
        fiscalYear: fy,
        band,
        ...tally,
        shareOfGifts: gifts === 0 ? null : tally.gifts / gifts,
        shareOfTotal: total === 0 ? null : tally.totalCents / total,
      });
    });
  }
  return rows;
}
