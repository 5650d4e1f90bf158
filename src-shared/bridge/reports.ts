import { z } from 'zod';
import { campaignReportFilterSchema, donationReportFilterSchema } from '../reports/filters';
import { GIVING_REPORT_KINDS, givingOptionsSchema } from '../reports/giving-options';
import { environmentNameSchema } from './env';
import { method } from './define';
import { refusalMessage } from '../problems/refusals';

// Reports: donations and campaigns, previewed in the app and exported to XLSX or CSV by main.
// Files are written under <home>/reports; the renderer can fetch one back to offer it as a
// download (the browser door has no other way to hand a file over).

export const REPORT_KINDS = ['donations', 'campaigns'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export const REPORT_PHASES = ['fetching', 'writing', 'summaries', 'done', 'people'] as const;
export type ReportPhase = (typeof REPORT_PHASES)[number];

/** Largest file the app hands back through the bridge for download; larger ones stay on disk. */
export const MAX_DOWNLOAD_BYTES = 50 * 1024 * 1024;
/** Rows of the preview table. */
export const PREVIEW_ROWS = 50;

const exportIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, refusalMessage('input.id-form', { of: 'export' }));
/** A report file's own name: no folder part, so a call can only reach <home>/reports. */
const reportFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.(xlsx|csv)$/, refusalMessage('input.file-name-form', { of: 'report' }));

export const reportRequestSchema = z.discriminatedUnion('report', [
  z
    .object({ report: z.literal('donations'), environment: environmentNameSchema, filter: donationReportFilterSchema })
    .strict(),
  z
    .object({ report: z.literal('campaigns'), environment: environmentNameSchema, filter: campaignReportFilterSchema })
    .strict(),
]);
export type ReportRequest = z.infer<typeof reportRequestSchema>;

const cellKindSchema = z.enum([
  'text',
  'id',
  'integer',
  'money',
  'percent',
  'date',
  'datetime',
  'month',
  'fiscal-year',
]);
/** A preview cell: dates as "YYYY-MM-DD[ HH:MM:SS]" wall-clock text, numbers as numbers. */
const previewCellSchema = z.union([z.string(), z.number(), z.null()]);

export const reportPreviewSchema = z.object({
  report: z.enum(REPORT_KINDS),
  /** Width in Excel character units: the preview shares the table out in proportion. */
  columns: z.array(z.object({ header: z.string(), kind: cellKindSchema, width: z.number() })),
  rows: z.array(z.array(previewCellSchema)),
  /** Records the filters matched (the table shows the first PREVIEW_ROWS). */
  matched: z.number().int(),
  /** Sum of the donations (donations report), in cents. */
  totalCents: z.number().int().nullable(),
  /** Raised against goal, per campaign (those donations went to, or those listed). */
  campaigns: z.array(
    z.object({
      id: z.number(),
      title: z.string().nullable(),
      goal: z.number().nullable(),
      raised: z.number().nullable(),
      /** Start and end dates as the service sent them (campaigns report): tell same-named campaigns apart. */
      start: z.string().nullable().optional(),
      end: z.string().nullable().optional(),
    }),
  ),
  /** Donations per month (donations report); "(no date)" last when some had none. */
  months: z.array(z.object({ month: z.string().nullable(), count: z.number().int(), totalCents: z.number().int() })),
  /** Campaign details as the service sent them (HTML): the renderer sanitises before showing. */
  details: z.array(z.object({ id: z.number(), title: z.string(), html: z.string() })),
});
export type ReportPreview = z.infer<typeof reportPreviewSchema>;

export const reportExportResultSchema = z.object({
  fileName: z.string(),
  /** Where the file is on this computer. */
  path: z.string(),
  format: z.enum(REPORT_FORMATS),
  bytes: z.number().int(),
  rows: z.number().int(),
  totalCents: z.number().int().nullable(),
  warnings: z.array(z.string()),
  /** Small enough to fetch with reports.download. */
  downloadable: z.boolean(),
});

/** The fiscal-year reports (summary, LYBUNT, SYBUNT, participation, retention, gift ranges). */
export const givingRequestSchema = z
  .object({ report: z.enum(GIVING_REPORT_KINDS), environment: environmentNameSchema, options: givingOptionsSchema })
  .strict();
export type GivingRequest = z.infer<typeof givingRequestSchema>;

export const givingPreviewSchema = z.object({
  report: z.enum(GIVING_REPORT_KINDS),
  title: z.string(),
  fiscalYear: z.number().int(),
  startMonth: z.number().int(),
  columns: z.array(z.object({ header: z.string(), kind: cellKindSchema, width: z.number() })),
  /** The first PREVIEW_ROWS rows of the table, values only. */
  rows: z.array(z.array(previewCellSchema)),
  matched: z.number().int(),
  /** The figures a person reads first, in sentences. */
  headline: z.array(z.string()),
  /** Definitions and counts (unknown donors, undated gifts), as the About sheet has them. */
  about: z.array(z.tuple([z.string(), z.string()])),
  chart: z
    .object({
      kind: z.enum(['bars', 'lines']),
      title: z.string(),
      unit: z.enum(['count', 'money', 'percent']),
      categories: z.array(z.string()),
      series: z.array(z.object({ name: z.string(), values: z.array(z.number().nullable()) })),
      /** A word for each category that stands out (a reunion class), null for the others. */
      marks: z.array(z.string().nullable()).optional(),
      markLegend: z.string().optional(),
    })
    .nullable(),
});
export type GivingPreview = z.infer<typeof givingPreviewSchema>;

export const reportsMethods = {
  'reports.preview': method(
    'The first rows of a report, with the figures for its charts',
    reportRequestSchema,
    reportPreviewSchema,
  ),
  'reports.export': method(
    'Writes a report to <home>/reports as XLSX or CSV, telling reports.progress on the way',
    z.object({ exportId: exportIdSchema, request: reportRequestSchema, format: z.enum(REPORT_FORMATS) }).strict(),
    reportExportResultSchema,
  ),
  'reports.cancel': method(
    'Stops a running export; nothing is saved',
    z.object({ exportId: exportIdSchema }).strict(),
    z.object({ cancelled: z.boolean() }),
  ),
  'reports.previewGiving': method(
    'A fiscal-year report previewed: headline figures, its chart and the first rows',
    givingRequestSchema,
    givingPreviewSchema,
  ),
  'reports.exportGiving': method(
    'Writes a fiscal-year report to <home>/reports as XLSX or CSV, telling reports.progress on the way',
    z.object({ exportId: exportIdSchema, request: givingRequestSchema, format: z.enum(REPORT_FORMATS) }).strict(),
    reportExportResultSchema,
  ),
  'reports.fiscalYearStart': method(
    "The month (1-12) an environment's fiscal year starts",
    z.object({ environment: environmentNameSchema }).strict(),
    z.object({ month: z.number().int().min(1).max(12) }),
  ),
  'reports.setFiscalYearStart': method(
    "Saves the month (1-12) an environment's fiscal year starts",
    z.object({ environment: environmentNameSchema, month: z.number().int().min(1).max(12) }).strict(),
    z.object({ month: z.number().int().min(1).max(12) }),
  ),
  'reports.download': method(
    'The content of a report file in <home>/reports, to hand it over as a download',
    z.object({ fileName: reportFileNameSchema }).strict(),
    z.object({ fileName: z.string(), mimeType: z.string(), base64: z.string() }),
  ),
} as const;

export const reportsEvents = {
  'reports.progress': z.object({
    exportId: z.string(),
    phase: z.enum(REPORT_PHASES),
    rows: z.number().int(),
    total: z.number().int().nullable(),
  }),
} as const;
