import { z } from 'zod';
import { mappingTemplateSchema } from '../mapping/template';
import { method } from './define';
import { refusalMessage } from '../problems/refusals';

// Mapping templates saved by name, and the files imported lately (their name and how they were
// read, never their content), kept in the home folder so they can be offered again.

export const TEMPLATE_NAME_MAX = 80;
export const RECENT_FILES_MAX = 8;

export const templateNameSchema = z
  .string()
  .trim()
  .min(1, refusalMessage('template-name.empty'))
  .max(TEMPLATE_NAME_MAX, refusalMessage('template-name.too-long', { max: TEMPLATE_NAME_MAX }));

export const savedTemplateSchema = z.object({
  name: z.string(),
  savedAt: z.string(),
  template: mappingTemplateSchema,
});
export type SavedTemplate = z.infer<typeof savedTemplateSchema>;

export const recentFileSchema = z.object({
  fileName: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  format: z.enum(['csv', 'xlsx']),
  rows: z.number().int().nonnegative(),
  /** The template last used with it, when one was saved or loaded. */
  templateName: z.string().max(TEMPLATE_NAME_MAX).optional(),
  openedAt: z.string(),
});
export type RecentFile = z.infer<typeof recentFileSchema>;

export const templatesMethods = {
  'templates.list': method(
    'Saved mapping templates, newest first',
    z.object({}).strict(),
    z.array(savedTemplateSchema),
  ),
  'templates.save': method(
    'Saves a mapping template under a name (replacing one of the same name)',
    z.object({ name: templateNameSchema, template: mappingTemplateSchema }).strict(),
    savedTemplateSchema,
  ),
  'templates.remove': method(
    'Removes a saved mapping template',
    z.object({ name: templateNameSchema }).strict(),
    z.object({ removed: z.string() }),
  ),
  'templates.recentFiles': method(
    'Files imported lately (names and sizes only), newest first',
    z.object({}).strict(),
    z.array(recentFileSchema),
  ),
  'templates.rememberFile': method(
    'Puts a file at the top of the recent files',
    recentFileSchema.omit({ openedAt: true }).strict(),
    z.array(recentFileSchema),
  ),
} as const;
