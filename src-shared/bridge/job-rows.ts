import { z } from 'zod';
import { matchChoiceSchema } from './job-plan-request';
import { planProblemSchema } from './plan-problem';
import { KEPT_REASONS } from '../update-policy/reasons';

const keptReasonSchema = z.enum(KEPT_REASONS);

// One row of a job (its plan, its state and its diff), the filters that page them, and a results file.

/** What the plan decided for one row. */
/** held: possible matches of an existing user, never sent until a person decides. */
export const rowPlanKindSchema = z.enum(['create', 'update', 'unchanged', 'conflict', 'held', 'skipped', 'invalid']);
export type RowPlanKind = z.infer<typeof rowPlanKindSchema>;

/** Where one row stands while and after the job runs. */
export const rowStateSchema = z.enum([
  'pending', // not sent yet
  'sent', // a write went out and no answer is journaled yet (resolved by look-up on resume)
  'created',
  'updated',
  'unchanged',
  'failed',
  'not-run', // conflict, skipped or invalid in the plan: never sent
]);
export type RowState = z.infer<typeof rowStateSchema>;

/** One field of a planned update: what the service holds and what the row brings. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** A value given for every row, extended to people already on the service. */
  given: z.boolean().optional(),
  /** A proposed change a person accepted. */
  accepted: z.boolean().optional(),
});
export type FieldChangeWire = z.infer<typeof fieldChangeSchema>;

/** One row of a job: its plan and where it stands. */
export const jobRowSchema = z.object({
  index: z.number().int(),
  rowNumber: z.number().int(),
  plan: rowPlanKindSchema,
  state: rowStateSchema,
  userId: z.number().int().nullable(),
  changes: z.array(fieldChangeSchema),
  message: z.string(),
  /** An invalid row's problems as data (absent for plans made before they were kept so). */
  problems: z.array(planProblemSchema).optional(),
  /** Why the row was matched to its user, in words (sure matches). */
  evidence: z.string().optional(),
  /** Held rows: the possible users, best first, with their values to compare side by side. */
  candidates: z
    .array(
      z.object({
        userId: z.number().int(),
        score: z.number(),
        /** The match probability (src-shared/matching). */
        probability: z.number().min(0).max(1).optional(),
        evidence: z.string(),
        codes: z.array(z.string()).optional(),
        values: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
  /** The row's own values (cleaned), for the side-by-side view of held rows. */
  values: z.record(z.string(), z.unknown()).optional(),
  /** A remembered decision applied to this row. */
  decidedBefore: z.object({ choice: matchChoiceSchema, decidedAt: z.string(), jobId: z.string() }).optional(),
  /** Who the row is, as the file or the create names them (empty when unknown). */
  name: z.string().optional(),
  email: z.string().optional(),
  /** A create: the cleaned values it sends. */
  sends: z.record(z.string(), z.unknown()).optional(),
  /** An update, unchanged or skipped row: how the user on the service was found, in words. */
  matchedBy: z.string().optional(),
  /** An update or unchanged row: differences left as on the service, each with its reason (update-policy). */
  kept: z
    .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown(), reason: keptReasonSchema }))
    .optional(),
});
export type JobRow = z.infer<typeof jobRowSchema>;

export const jobRowFilterSchema = z.enum([
  'all',
  'create',
  'update',
  'unchanged',
  'conflict',
  'held',
  'skipped',
  'invalid',
  'failed',
  'done',
  'proposed', // rows with proposed changes not applied
]);
export type JobRowFilter = z.infer<typeof jobRowFilterSchema>;

/** A results file, returned for the renderer to offer as a download (a copy stays in the job folder). */
export const resultsFileSchema = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  /** File bytes, base64. */
  base64: z.string(),
  /** Where the copy in the job folder is. */
  savedTo: z.string(),
});
