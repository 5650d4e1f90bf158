import { z } from 'zod';
import { matchRulesValueSchema } from '../matching/rules';
import {
  blankRuleSchema,
  importModeSchema,
  listRuleSchema,
  matchKeySchema,
  possibleMatchesRuleSchema,
} from './job-plan-request';
import { updateCountsSchema } from '../update-policy/counts';
import { updatePolicySchema } from '../update-policy/policy';

// What a job is once planned: its kind and status, counts, summary, settings and detail, and the
// progress events it sends while it runs.

/** What a job does; every kind runs on the same throttled, journaled engine. */
export const jobKindSchema = z.enum(['import', 'approve', 'revert']);
export type JobKind = z.infer<typeof jobKindSchema>;

export const jobStatusSchema = z.enum([
  'planned', // plan made, nothing sent
  'running',
  'pausing',
  'paused',
  'interrupted', // the process running it ended without pausing (crash, kill): resume finishes it
  'cancelled',
  'completed',
  'damaged', // a file of the job cannot be read: `damage` says what is wrong and what to do
]);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobCountsSchema = z.object({
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  conflict: z.number().int(),
  /** Rows with possible matches waiting for a decision (absent in jobs planned before matching). */
  held: z.number().int().default(0),
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** Rows of the file left out by the person before planning: not in the plan, still counted. */
  excluded: z.number().int().default(0),
  /** Run outcomes so far. */
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** Rows still to send, or sent without a journaled answer. */
  remaining: z.number().int(),
  /** Planned creates found already on the service when checked again before sending: not created. */
  alreadyOnService: z.number().int().optional(),
  /** Planned updates not written: a field they change was changed on the service since the plan. */
  changedOnService: z.number().int().optional(),
  /** Creates whose outcome was unknown, that waited to be looked up again before being settled or resent. */
  waited: z.number().int().optional(),
  /** Those rows by the reason they waited ("504 answer", "timeout", "dropped connection", "interrupted run"). */
  waitedBecause: z.record(z.string(), z.number().int()).optional(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

/** One line of `jobs list`. */
export const jobSummarySchema = z.object({
  id: z.string(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  environment: z.object({ name: z.string(), kind: z.enum(['test', 'production']), url: z.string() }),
  sourceName: z.string(),
  counts: jobCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** For a revert job: the job it reverts. For a reverted job: the revert job. */
  revertOf: z.string().optional(),
  revertedBy: z.string().optional(),
  /** Why the job stopped, when it did not finish (e.g. the key was refused). */
  message: z.string().optional(),
  /** For a damaged job: what is wrong with its files and what to do. */
  damage: z.object({ problem: z.string(), fix: z.string() }).optional(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** Who ran a job: the OS user name and the computer's name. */
export const jobOperatorSchema = z.object({ user: z.string(), computer: z.string() });
export type JobOperator = z.infer<typeof jobOperatorSchema>;

export const jobSettingsSchema = z.object({
  mode: importModeSchema,
  match: matchKeySchema,
  blank: blankRuleSchema,
  /** Requests per second asked for; null = no cap (concurrency only). */
  rate: z.number().nullable(),
  concurrency: z.number().int(),
  /** Absent on jobs made before it was recorded. */
  operator: jobOperatorSchema.optional(),
  possibleMatches: possibleMatchesRuleSchema.optional(),
  lists: listRuleSchema.optional(),
  onlyFillEmpty: z.array(z.string()).optional(),
  /** The match rules the plan used (src-shared/matching/rules.ts); absent on jobs made before. */
  matchRules: matchRulesValueSchema.optional(),
  /** The update policy the plan was made with (absent on jobs made before it was recorded: no policy then). */
  updatePolicy: updatePolicySchema.optional(),
});
export type JobSettings = z.infer<typeof jobSettingsSchema>;

/** `jobs show`: the summary plus what it was made from. */
export const jobDetailSchema = jobSummarySchema.extend({
  settings: jobSettingsSchema,
  sourceHash: z.string(),
  headers: z.array(z.string()),
  mapping: z.unknown().optional(),
  /** Where the job's folder is (journal and results files). */
  folder: z.string(),
  lookup: z.string(),
  /** What the plan changes on people already on the service (absent on jobs made before it was counted). */
  updates: updateCountsSchema.optional(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** `jobs.progress`: batched a few times per second while a job runs, and once when it stops. */
export const jobProgressSchema = z.object({
  jobId: z.string(),
  status: jobStatusSchema,
  done: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** Requests per second actually sent over the last few seconds. */
  currentRate: z.number(),
  /** The limiter's rate now (lowered after 429, raised slowly after). null = no cap. */
  rateLimit: z.number().nullable(),
  etaSeconds: z.number().nullable(),
  recentErrors: z.array(z.object({ rowNumber: z.number().int(), message: z.string() })),
  /** Set while every send waits for the service's Retry-After: when the next try is (ISO time). */
  waitingUntil: z.string().optional(),
  /** How long the service asked to wait (the wait itself is capped). */
  waitAskedSeconds: z.number().optional(),
  /**
   * Set while the job waits to start because another job creates users on the same environment:
   * that job (when known), since when it has, and until when this one waits before giving up.
   */
  waitingForJob: z
    .object({
      jobId: z.string().optional(),
      since: z.string(),
      until: z.string(),
      holder: z.string(),
      /** What the other job does on the environment (absent: creating). */
      activity: z.enum(['creating', 'updating']).optional(),
    })
    .optional(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;
