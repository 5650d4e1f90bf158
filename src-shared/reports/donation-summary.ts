import type { DonationRecord } from '../records/types';
import { fractionOfGoal, toCents } from './money';
import { parseServiceTimestamp } from './timestamps';

// Running totals of a donations report, fed one donation at a time while the rows stream past,
// so the summary sheets never need the donations held in memory. All sums in integer cents.

export interface CampaignFacts {
  id: number;
  title: string | null;
  goal: number | null;
  raised: number | null;
}

export interface CampaignSummaryRow {
  campaignId: number;
  title: string | null;
  count: number;
  donors: number;
  totalCents: number;
  averageCents: number;
  largestCents: number;
  goal: number | null;
  raised: number | null;
  /** raised / goal as a fraction, null without a goal. */
  ofGoal: number | null;
}

export interface MonthSummaryRow {
  /** "YYYY-MM", or null for donations with no readable date. */
  month: string | null;
  count: number;
  totalCents: number;
}

export interface SummaryTotals {
  count: number;
  donors: number;
  totalCents: number;
  largestCents: number;
  /** Donations whose created_at was missing or not a date: kept, listed under "(no date)". */
  undated: number;
}

interface CampaignTally {
  count: number;
  totalCents: number;
  largestCents: number;
  donors: Set<number | string>;
}

/** Who gave: the user_id, or the name when the service sent no user_id. */
function donorKey(donation: DonationRecord): number | string {
  if (donation.user_id !== null) return donation.user_id;
  return `n${(donation.first_name ?? '').trim().toLowerCase()}|${(donation.last_name ?? '').trim().toLowerCase()}`;
}

export class DonationSummary {
  readonly #campaigns = new Map<number, CampaignTally>();
  readonly #months = new Map<string | null, { count: number; totalCents: number }>();
  readonly #donors = new Set<number | string>();
  #count = 0;
  #totalCents = 0;
  #largestCents = 0;
  #undated = 0;

  add(donation: DonationRecord): void {
    const cents = toCents(donation.amount);
    const donor = donorKey(donation);
    this.#count++;
    this.#totalCents += cents;
    if (this.#count === 1 || cents > this.#largestCents) this.#largestCents = cents;
    this.#donors.add(donor);

    let campaign = this.#campaigns.get(donation.campaign_id);
    if (!campaign) {
      campaign = { count: 0, totalCents: 0, largestCents: cents, donors: new Set() };
      this.#campaigns.set(donation.campaign_id, campaign);
    }
    campaign.count++;
    campaign.totalCents += cents;
    if (cents > campaign.largestCents) campaign.largestCents = cents;
    campaign.donors.add(donor);

    const month = parseServiceTimestamp(donation.created_at)?.month ?? null;
    if (month === null) this.#undated++;
    const tally = this.#months.get(month) ?? { count: 0, totalCents: 0 };
    tally.count++;
    tally.totalCents += cents;
    this.#months.set(month, tally);
  }

  get totals(): SummaryTotals {
    return {
      count: this.#count,
      donors: this.#donors.size,
      totalCents: this.#totalCents,
      largestCents: this.#largestCents,
      undated: this.#undated,
    };
  }

  /** One row per campaign that received a donation, by campaign id. */
  byCampaign(lookup: (campaignId: number) => CampaignFacts | undefined): CampaignSummaryRow[] {
    return [...this.#campaigns.entries()]
      .sort(([a], [b]) => a - b)
      .map(([campaignId, tally]) => {
        const facts = lookup(campaignId);
        const goal = facts?.goal ?? null;
        const raised = facts?.raised ?? null;
        return {
          campaignId,
          title: facts?.title ?? null,
          count: tally.count,
          donors: tally.donors.size,
          totalCents: tally.totalCents,
          averageCents: Math.round(tally.totalCents / tally.count),
          largestCents: tally.largestCents,
          goal,
          raised,
          ofGoal: fractionOfGoal(raised, goal),
        };
      });
  }

  /** One row per month in date order; undated donations last. */
  byMonth(): MonthSummaryRow[] {
    return [...this.#months.entries()]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
      .map(([month, tally]) => ({ month, count: tally.count, totalCents: tally.totalCents }));
  }
}

/** Average of a totals line in cents (0 when there is nothing). */
export function averageCents(totals: Pick<SummaryTotals, 'count' | 'totalCents'>): number {
  return totals.count === 0 ? 0 : Math.round(totals.totalCents / totals.count);
}
