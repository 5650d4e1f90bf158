import { z } from 'zod';
import type { DonationFilter } from '../records/types';
import { describeFiscalYear, describeFiscalYearSetting, fiscalYearLabel } from './fiscal-year';
import { DEFAULT_BAND_CUTS_CENTS, giftBands } from './giving-figures';
import { refusalMessage } from '../problems/refusals';
import { isCalendarDate } from './timestamps';

// What a person chooses for the fiscal-year reports. One schema checks every door's input.

export const GIVING_REPORT_KINDS = [
  'summary',
  'lybunt',
  'sybunt',
  'participation',
  'retention',
  'gift-ranges',
] as const;
export type GivingReportKind = (typeof GIVING_REPORT_KINDS)[number];

export const GIVING_REPORT_TITLES: Record<GivingReportKind, string> = {
  summary: 'Giving summary by fiscal year',
  lybunt: 'LYBUNT donors',
  sybunt: 'SYBUNT donors',
  participation: 'Participation by class year',
  retention: 'Donor retention',
  'gift-ranges': 'Gift ranges',
};

export const ALUMNI_OF_RECORD_RULES = ['all', 'enabled', 'approved', 'enabled-and-approved'] as const;

export const DEFAULT_YEARS = 5;
export const MAX_YEARS = 30;

const calendarDate = z
  .string()
  .trim()
  .refine(isCalendarDate, { message: refusalMessage('input.calendar-date') });
const wholeNumber = (min: number, max: number, example: string) =>
  z.coerce
    .number({ message: refusalMessage('input.whole-number', { example }) })
    .int({ message: refusalMessage('input.whole-number', { example }) })
    .min(min, { message: refusalMessage('input.at-least', { min }) })
    .max(max, { message: refusalMessage('input.at-most', { max }) });

export const givingOptionsSchema = z
  .object({
    /** The year the report is for, named by the year it ends in; default: the latest with gifts. */
    fiscalYear: wholeNumber(1900, 2200, '2026').optional(),
    /** Month the fiscal year starts (1-12); default: the environment's setting. */
    startMonth: wholeNumber(1, 12, '7').optional(),
    /** How many fiscal years, ending with fiscalYear (summary, retention, gift ranges). */
    years: wholeNumber(1, MAX_YEARS, '5').optional(),
    /** Lower bounds of the gift bands after the first, in cents, rising. */
    bandCutsCents: z
      .array(wholeNumber(1, 1e12, '10000'))
      .min(1)
      .max(20)
      .optional(),
    alumniOfRecord: z.enum(ALUMNI_OF_RECORD_RULES).optional(),
    campaignId: wholeNumber(1, Number.MAX_SAFE_INTEGER, '42').optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    classYears: z
      .array(wholeNumber(1900, 2200, '1999'))
      .max(200)
      .optional(),
    tag: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine((o) => !o.from || !o.to || o.from <= o.to, {
    message: refusalMessage('input.start-after-end'),
    path: ['from'],
  })
  .refine((o) => !o.bandCutsCents || o.bandCutsCents.every((c, i, all) => i === 0 || c > all[i - 1]!), {
    message: refusalMessage('input.bands-rise'),
    path: ['bandCutsCents'],
  });
export type GivingOptions = z.infer<typeof givingOptionsSchema>;

export function givingApiFilter(options: GivingOptions): DonationFilter {
  const api: DonationFilter = {};
  if (options.campaignId !== undefined) api.campaign_id = options.campaignId;
  if (options.from !== undefined) api.start_date = options.from;
  if (options.to !== undefined) api.end_date = options.to;
  return api;
}

const RULE_WORDS: Record<(typeof ALUMNI_OF_RECORD_RULES)[number], string> = {
  all: 'every user with a class year',
  enabled: 'users with a class year whose account is enabled',
  approved: 'users with a class year who are approved',
  'enabled-and-approved': 'users with a class year who are enabled and approved',
};

export function describeAlumniOfRecord(rule: GivingOptions['alumniOfRecord']): string {
  return RULE_WORDS[rule ?? 'all'];
}

/** The choices in words, one per line, for the About sheet. */
export function describeGivingOptions(
  options: GivingOptions,
  resolved: { fiscalYear: number; startMonth: number; years: number; campaignTitle?: string | null },
): string[] {
  const lines = [
    `Fiscal year: ${describeFiscalYear(resolved.fiscalYear, resolved.startMonth)}`,
    `Fiscal year setting: ${describeFiscalYearSetting(resolved.startMonth)}`,
    `Years shown: ${resolved.years} (${fiscalYearLabel(resolved.fiscalYear - resolved.years + 1)} to ${fiscalYearLabel(resolved.fiscalYear)})`,
  ];
  if (options.campaignId !== undefined) {
    const title = resolved.campaignTitle
      ? `${resolved.campaignTitle} (#${options.campaignId})`
      : `#${options.campaignId}`;
    lines.push(`Campaign: ${title}`);
  }
  if (options.from !== undefined) lines.push(`Gift date from: ${options.from}`);
  if (options.to !== undefined) lines.push(`Gift date to: ${options.to}`);
  if (options.classYears?.length) lines.push(`Class years: ${options.classYears.join(', ')}`);
  if (options.tag !== undefined) lines.push(`Tag: ${options.tag}`);
  lines.push(`Alumni of record: ${describeAlumniOfRecord(options.alumniOfRecord)}`);
  const bands = giftBands(options.bandCutsCents ?? DEFAULT_BAND_CUTS_CENTS).map((b) => b.label);
  lines.push(`Gift bands: ${bands.join('; ')}`);
  return lines;
}
