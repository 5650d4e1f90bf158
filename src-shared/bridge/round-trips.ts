import { z } from 'zod';
import { mappingTemplateSchema } from '../mapping/template';
import { RECIPE_VERSION } from '../recipes/recipe';
import { method } from './define';
import { environmentNameSchema } from './env';
import { refusalMessage } from '../problems/refusals';

// The round trips an office runs every week, as the window offers them: users exported to a
// workbook to edit and import back; the users a create job made, disabled and tagged (the
// service has no DELETE); an import saved from the Plan step as a recipe the command line runs.

export const USERS_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** Names the run for its progress events (the export's own id is made by main). */
const runIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, refusalMessage('input.id-form', { of: 'run' }));
const jobIdSchema = z.string().min(1).max(80);
/** A file's own name in <home>/exports: no folder part. */
const exportFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.(xlsx|csv)$/, refusalMessage('input.file-name-form', { of: 'export' }));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, refusalMessage('input.day-form'));

export const usersExportFilterSchema = z
  .object({
    tag: z.string().trim().min(1).max(100).optional(),
    group: z.string().trim().min(1).max(100).optional(),
    /** Only the users of this job (its rows' user_id). */
    jobId: jobIdSchema.optional(),
    yearGraduated: z.number().int().min(1000).max(9999).optional(),
    approved: z.union([z.literal(0), z.literal(1)]).optional(),
    enabled: z.union([z.literal(0), z.literal(1)]).optional(),
    createdSince: day.optional(),
  })
  .strict();
export type UsersExportFilterDto = z.infer<typeof usersExportFilterSchema>;

export const usersExportResultSchema = z.object({
  exportId: z.string(),
  fileName: z.string(),
  /** Where the file is on this computer. */
  path: z.string(),
  users: z.number().int(),
  read: z.number().int(),
  columns: z.array(z.string()),
  bytes: z.number().int(),
  /** Small enough to fetch with exports.download. */
  downloadable: z.boolean(),
});

export const fileContentSchema = z.object({ fileName: z.string(), mediaType: z.string(), base64: z.string() });

export const createdUsersFileSchema = z.object({
  /** The revert job's state: the file is final once it has ended. */
  status: z.string(),
  disabled: z.number().int(),
  alreadyReverted: z.number().int(),
  /** Changed on the service since the import: left alone, each with the fields changed. */
  leftAlone: z.array(z.object({ userId: z.number().int(), email: z.string(), fields: z.array(z.string()) })),
  notFound: z.number().int(),
  failed: z.number().int(),
  path: z.string().nullable(),
  file: fileContentSchema.nullable(),
});

/**
 * A recipe as the window makes it, bounded for the bridge; main checks it again with the recipe
 * schema the run command reads (src-shared/recipes/recipe.ts) and names the mapping itself.
 */
export const recipeDraftSchema = z
  .object({
    version: z.literal(RECIPE_VERSION),
    name: z.string().trim().min(1).max(80),
    environment: z.string().trim().min(1).max(80),
    file: z.string().min(1).max(1000).optional(),
    folder: z.string().min(1).max(1000).optional(),
    dictionaries: z.array(z.string().min(1).max(64)).max(20).default([]),
    mode: z.enum(['create', 'update', 'upsert']),
    match: z.enum(['email', 'inst_id']),
    blank: z.enum(['keep', 'clear']),
    set: z.record(z.string().max(64), z.string().max(1000)).default({}),
    rate: z.number().min(0).max(1000).optional(),
    confirmProduction: z.string().max(80).optional(),
  })
  .strict();
export type RecipeDraft = z.input<typeof recipeDraftSchema>;

export const roundTripMethods = {
  'exports.fields': method(
    'The fields a users export may be limited to, with their labels',
    z.object({}).strict(),
    z.array(z.object({ field: z.string(), label: z.string() })),
  ),
  'exports.users': method(
    "Writes users to <home>/exports in the blank template's shape, telling exports.progress while paging",
    z
      .object({
        runId: runIdSchema,
        environment: environmentNameSchema,
        format: z.enum(USERS_EXPORT_FORMATS),
        filter: usersExportFilterSchema.default({}),
        fields: z.array(z.string().min(1).max(64)).max(200).optional(),
      })
      .strict(),
    usersExportResultSchema,
  ),
  'exports.download': method(
    'The content of a file in <home>/exports, to hand it over as a download',
    z.object({ fileName: exportFileNameSchema }).strict(),
    fileContentSchema,
  ),
  'revertCreates.preview': method(
    'How many users a job created, and the tag a revert would put on them',
    z.object({ id: jobIdSchema }).strict(),
    z.object({ count: z.number().int(), tag: z.string() }),
  ),
  'revertCreates.file': method(
    "A revert job's created-users.csv (what was done with each user the job created) and its counts",
    z.object({ id: jobIdSchema }).strict(),
    createdUsersFileSchema,
  ),
  'recipes.save': method(
    'Saves a recipe and its mapping to <home>/recipes/<name>/, checked as the run command checks it',
    z
      .object({
        recipe: recipeDraftSchema,
        /** The mapping template the recipe names as mapping.json. */
        mapping: mappingTemplateSchema,
      })
      .strict(),
    z.object({ folder: z.string(), recipePath: z.string(), recipe: fileContentSchema, mapping: fileContentSchema }),
  ),
} as const;

export const roundTripEvents = {
  'exports.progress': z.object({ runId: z.string(), read: z.number().int(), written: z.number().int() }),
} as const;
