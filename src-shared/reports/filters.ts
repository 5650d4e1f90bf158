import { z } from 'zod';
import type { CampaignFilter, DonationFilter } from '../records/types';
import { refusalMessage } from '../problems/refusals';
import { isCalendarDate } from './timestamps';

// What a person can narrow a report by. The same schemas check every way a filter is given, so
// each refuses the same things with the same refusal codes (each door words them).

const calendarDate = z
  .string()
  .trim()
  .refine(isCalendarDate, { message: refusalMessage('input.calendar-date') });

const recordId = z.coerce
  .number({ message: refusalMessage('input.whole-number', { example: '42' }) })
  .int({ message: refusalMessage('input.whole-number', { example: '42' }) })
  .positive({ message: refusalMessage('input.above-zero') });

export const donationReportFilterSchema = z
  .object({
    campaignId: recordId.optional(),
    userId: recordId.optional(),
    /** Donations created on or after this date (the service's start_date). */
    from: calendarDate.optional(),
    /** Donations created up to this date (the service's end_date). */
    to: calendarDate.optional(),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: refusalMessage('input.start-after-end'),
    path: ['from'],
  });
export type DonationReportFilter = z.infer<typeof donationReportFilterSchema>;

export const campaignReportFilterSchema = z
  .object({
    /** Campaigns created after this date (the service's created_since). */
    createdSince: calendarDate.optional(),
    /** Campaigns created before this date (the service's created_before). */
    createdBefore: calendarDate.optional(),
  })
  .strict()
  .refine((f) => !f.createdSince || !f.createdBefore || f.createdSince < f.createdBefore, {
    message: refusalMessage('input.created-order'),
    path: ['createdSince'],
  });
export type CampaignReportFilter = z.infer<typeof campaignReportFilterSchema>;

export function toDonationApiFilter(filter: DonationReportFilter): DonationFilter {
  const api: DonationFilter = {};
  if (filter.campaignId !== undefined) api.campaign_id = filter.campaignId;
  if (filter.userId !== undefined) api.user_id = filter.userId;
  if (filter.from !== undefined) api.start_date = filter.from;
  if (filter.to !== undefined) api.end_date = filter.to;
  return api;
}

export function toCampaignApiFilter(filter: CampaignReportFilter): CampaignFilter {
  const api: CampaignFilter = {};
  if (filter.createdSince !== undefined) api.created_since = filter.createdSince;
  if (filter.createdBefore !== undefined) api.created_before = filter.createdBefore;
  return api;
}

/** The filters in words, one per line, for the About sheet and the summaries people read. */
export function describeDonationFilter(
  filter: DonationReportFilter,
  campaignName: (id: number) => string | null = () => null,
): string[] {
  const lines: string[] = [];
  if (filter.campaignId !== undefined) {
    const name = campaignName(filter.campaignId);
    lines.push(`Campaign: ${name ? `${name} (#${filter.campaignId})` : `#${filter.campaignId}`}`);
  }
  if (filter.userId !== undefined) lines.push(`Donor user_id: ${filter.userId}`);
  if (filter.from !== undefined) lines.push(`Gift date from: ${filter.from}`);
  if (filter.to !== undefined) lines.push(`Gift date to: ${filter.to}`);
  return lines.length > 0 ? lines : ['None: every donation'];
}

export function describeCampaignFilter(filter: CampaignReportFilter): string[] {
  const lines: string[] = [];
  if (filter.createdSince !== undefined) lines.push(`Created since: ${filter.createdSince}`);
  if (filter.createdBefore !== undefined) lines.push(`Created before: ${filter.createdBefore}`);
  return lines.length > 0 ? lines : ['None: every campaign'];
}
