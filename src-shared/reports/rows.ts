import type { CampaignRecord, DonationRecord, PersonRef } from '../records/types';
import type { CellValue } from './columns';
import type { CampaignSummaryRow, MonthSummaryRow } from './donation-summary';
import { fractionOfGoal, fromCents, toCents } from './money';
import { htmlToPlainText } from './plain-text';
import { parseServiceTimestamp } from './timestamps';

// Records to report rows: one array of cells per row, in the order of columns.ts.

/** A date the service sent, as a wall-clock Date; its own text when it is not a date (nothing lost). */
function dateCell(text: string | null): CellValue {
  if (text === null || text === '') return null;
  return parseServiceTimestamp(text)?.date ?? text;
}

/** An amount rounded to the cent, as the totals count it. */
function moneyCell(amount: number | null): CellValue {
  return amount === null ? null : fromCents(toCents(amount));
}

/** Where a gift carries no user_id, the User ID column says so in words a finance colleague reads. */
export const NO_DONOR_LABEL = 'Anonymous / no donor';

export function donationCells(donation: DonationRecord, campaignTitle: string | null): CellValue[] {
  return [
    dateCell(donation.created_at),
    donation.first_name,
    donation.last_name,
    donation.user_id ?? NO_DONOR_LABEL,
    donation.campaign_id,
    campaignTitle,
    moneyCell(donation.amount),
    donation.transaction_id,
    idCell(donation.id),
  ];
}

/** An ID the service sends as text is a number in the report when it is one (as user and campaign IDs are). */
function idCell(id: string | null): CellValue {
  return id !== null && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

export function campaignSummaryCells(row: CampaignSummaryRow): CellValue[] {
  return [
    row.campaignId,
    row.title,
    row.count,
    row.donors,
    fromCents(row.totalCents),
    fromCents(row.averageCents),
    fromCents(row.largestCents),
    moneyCell(row.goal),
    moneyCell(row.raised),
    row.ofGoal,
  ];
}

export const NO_DATE_LABEL = '(no date)';

export function monthCells(row: MonthSummaryRow): CellValue[] {
  const month = row.month === null ? NO_DATE_LABEL : (parseServiceTimestamp(`${row.month}-01`)?.date ?? row.month);
  return [month, row.count, fromCents(row.totalCents)];
}

function personName(person: PersonRef): string {
  const name = [person.first_name, person.last_name].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? `user ${person.user_id}` : `${name} (${person.user_id})`;
}

/** "yes" / "no", or empty when the record carried neither spelling of the flag. */
export function activeText(active: boolean | null): string {
  return active === null ? '' : active ? 'yes' : 'no';
}

export function campaignCells(campaign: CampaignRecord): CellValue[] {
  return [
    campaign.id,
    campaign.title,
    campaign.type,
    dateCell(campaign.start_date),
    dateCell(campaign.end_date),
    dateCell(campaign.createdAt),
    moneyCell(campaign.goal),
    moneyCell(campaign.raised),
    fractionOfGoal(campaign.raised, campaign.goal),
    activeText(campaign.active),
    campaign.author ? personName(campaign.author) : null,
    campaign.ambassadors.map(personName).join('; ') || null,
    htmlToPlainText(campaign.details) || null,
  ];
}
