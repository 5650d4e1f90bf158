import { z } from 'zod';
import { method } from './define';

// What an office hands to support and to class agents: a support bundle of this installation
// and the blank import template, each returned for the renderer to offer as a download.

export const downloadFileSchema = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  /** File bytes, base64. */
  base64: z.string(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export const supportMethods = {
  'support.bundle': method(
    'A support bundle (.zip): version, system, runtime versions, settings, the last log lines and the job summaries; keys and tokens struck out',
    z.object({ includeRows: z.boolean().default(false) }).strict(),
    downloadFileSchema,
  ),
  'support.blankTemplate': method(
    'The blank import template to hand out: .xlsx with an Instructions sheet and lists, or .csv',
    z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }).strict(),
    downloadFileSchema,
  ),
} as const;
