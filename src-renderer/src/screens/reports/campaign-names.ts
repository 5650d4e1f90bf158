// Campaigns by name, told apart: two campaigns may share a title ("Scholarship Fund 2025").
import type { ReportPreview } from '../../../../src-shared/bridge/reports';

export type CampaignEntry = ReportPreview['campaigns'][number];

const dateOf = (text: string | null | undefined) => (text ? text.slice(0, 10) : '');

/**
 * "Scholarship Fund 2025 (#12, 2025-01-01 to 2025-06-30)": the name, then what tells it apart; a
 * campaign with no end date reads "(#13, from 2025-01-01, ongoing)".
 */
export function campaignChoiceLabel(campaign: CampaignEntry): string {
  const [start, end] = [dateOf(campaign.start), dateOf(campaign.end)];
  const when = start && end ? `, ${start} to ${end}` : start ? `, from ${start}, ongoing` : end ? `, until ${end}` : '';
  return `${campaign.title ?? 'Untitled campaign'} (#${campaign.id}${when})`;
}

/** The title of each campaign, with "#id" added where another campaign of the list has the same title. */
export function distinctTitles(campaigns: readonly CampaignEntry[]): Map<number, string> {
  const seen = new Map<string, number>();
  for (const c of campaigns) seen.set(c.title ?? '', (seen.get(c.title ?? '') ?? 0) + 1);
  return new Map(
    campaigns.map((c) => [
      c.id,
      c.title === null ? `Campaign #${c.id}` : (seen.get(c.title) ?? 0) > 1 ? `${c.title} #${c.id}` : c.title,
    ]),
  );
}

/** Campaigns sorted by title, then by start date, for a picker. */
export function byTitle(campaigns: readonly CampaignEntry[]): CampaignEntry[] {
  return [...campaigns].sort(
    (a, b) =>
      (a.title ?? '').localeCompare(b.title ?? '') || (a.start ?? '').localeCompare(b.start ?? '') || a.id - b.id,
  );
}
