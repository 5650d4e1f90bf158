import { z } from 'zod';
import { method } from './define';
import { jobDetailSchema, jobSummarySchema } from './jobs';
import { refusalMessage } from '../problems/refusals';

// Promote: a completed import rehearsed on a test environment, planned afresh on a production
// environment with the same rows (file, mapping, constants, grid edits), mode, match key and rules.
// The production job is then run with jobs.start, confirmed by the environment's name.

const jobId = z.string().min(1).max(80);
const environmentName = z.string().min(1).max(80);
/** SHA-256 hex of the file's bytes, as read now. */
const fileHash = z.string().regex(/^[0-9a-f]{64}$/, refusalMessage('input.sha256'));

/** A row of the rehearsal that did not go through: it has to be acknowledged before promoting. */
export const rowToAcknowledgeSchema = z.object({
  rowNumber: z.number().int(),
  /** 'failed', 'conflict', or the plan kind of a row held for a person's decision. */
  outcome: z.string(),
  message: z.string(),
});
export type RowToAcknowledge = z.infer<typeof rowToAcknowledgeSchema>;

export const promotionCheckSchema = z.object({
  rehearsal: jobSummarySchema,
  /** The file the rehearsal imported: promote takes only the same bytes. */
  sourceHash: z.string(),
  /** Every row to acknowledge (failed, conflicts, held), in row order. */
  toAcknowledge: z.array(rowToAcknowledgeSchema),
  /** Production environments the rehearsal can be promoted to (names). */
  targets: z.array(z.string()),
  /** The target proposed first (the sandbox's production side for a rehearsal on the sandbox). */
  suggestedTarget: z.string().nullable(),
  /** Production jobs already planned from this rehearsal. */
  promotedTo: z.array(z.string()),
});
export type PromotionCheck = z.infer<typeof promotionCheckSchema>;

/** What one row did on the rehearsal, and what it is planned to do on production. */
export const outcomeDifferenceSchema = z.object({
  rowNumber: z.number().int(),
  /** created, updated, unchanged, failed, conflict, skipped, invalid, or not sent. */
  rehearsal: z.string(),
  /** create, update, unchanged, conflict, skipped, invalid (or held). */
  production: z.string(),
  message: z.string(),
});
export type OutcomeDifference = z.infer<typeof outcomeDifferenceSchema>;

/** The side-by-side lines: the rehearsal's outcomes and the production plan, per kind. */
export const comparisonLineSchema = z.object({
  kind: z.enum(['create', 'update', 'unchanged', 'conflict', 'invalid', 'skipped', 'failed', 'held']),
  rehearsal: z.number().int(),
  production: z.number().int(),
});

export const promotionComparisonSchema = z.object({
  rehearsal: jobSummarySchema,
  production: jobDetailSchema,
  lines: z.array(comparisonLineSchema),
  /** Rows whose outcome differs (at most `differencesShown`). */
  differences: z.array(outcomeDifferenceSchema),
  differencesTotal: z.number().int(),
});
export type PromotionComparison = z.infer<typeof promotionComparisonSchema>;

export const promotionPairSchema = z.object({ rehearsal: z.string(), production: z.string() });
export type PromotionPair = z.infer<typeof promotionPairSchema>;

export const promoteMethods = {
  'promote.check': method(
    'What promoting a completed test import involves: its rows to acknowledge and the production environments',
    z.object({ id: jobId }).strict(),
    promotionCheckSchema,
  ),
  'promote.plan': method(
    'Plan a rehearsed import afresh on a production environment (same file, rows and rules); sends no write',
    z.object({ id: jobId, environment: environmentName, fileHash, acknowledged: z.boolean().default(false) }).strict(),
    promotionComparisonSchema,
  ),
  'promote.compare': method(
    'The rehearsal and its production job side by side (either id)',
    z.object({ id: jobId }).strict(),
    promotionComparisonSchema,
  ),
  'promote.pairs': method(
    'Every rehearsal and the production jobs planned from it',
    z.object({}).strict(),
    z.array(promotionPairSchema),
  ),
} as const;
