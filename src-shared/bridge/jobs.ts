import { z } from 'zod';
import { method } from './define';

// The jobs domain of the bridge: plan an import from validated rows, run it (throttled and
// journaled in main), watch it, pause/resume/cancel it, read its rows and results, revert it.

/** How rows are matched to users already on the service. */
export const matchKeySchema = z.enum(['email', 'inst_id']);
export type MatchKey = z.infer<typeof matchKeySchema>;

/** create: only new users; update: only existing users; upsert: both. */
export const importModeSchema = z.enum(['create', 'update', 'upsert']);
export type ImportMode = z.infer<typeof importModeSchema>;

/** What a blank cell does to an existing user's value: keep it (default) or clear it. */
export const blankRuleSchema = z.enum(['keep', 'clear']);
export type BlankRule = z.infer<typeof blankRuleSchema>;

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
});
export type FieldChangeWire = z.infer<typeof fieldChangeSchema>;

/** A validated row as the renderer (or the CLI) hands it to planning. */
export const planInputRowSchema = z.object({
  /** Row number in the source file as a person sees it (header row = 1 in a spreadsheet). */
  rowNumber: z.number().int().positive(),
  /** Cleaned User fields; a blank cell is absent or null. */
  user: z.record(z.string(), z.unknown()),
  /** The original cells, in the order of `headers`, for the results files. */
  cells: z.array(z.string()),
  /** Validation problems; a row with any is planned as invalid and never sent. */
  problems: z.array(z.string()).default([]),
  /** Problems that matter only if the row is created (a field required to create a user is empty). */
  createOnlyProblems: z.array(z.string()).optional(),
});

/** What a row held for review becomes: the user with this user_id, a new person, or nothing. */
export const matchChoiceSchema = z.union([z.number().int().positive(), z.literal('new'), z.literal('skip')]);
export type MatchChoice = z.infer<typeof matchChoiceSchema>;

/** Rows with possible matches and no decision: held (default), created, or skipped. */
export const possibleMatchesRuleSchema = z.enum(['hold', 'create', 'skip']);
export type PossibleMatchesRule = z.infer<typeof possibleMatchesRuleSchema>;

/** tags and groups: add the row's names to the user's (default), or replace them. */
export const listRuleSchema = z.enum(['add', 'replace']);
export type ListRule = z.infer<typeof listRuleSchema>;

export const matchDecisionSchema = z
  .object({ rowNumber: z.number().int().positive(), choice: matchChoiceSchema })
  .strict();
export type MatchDecision = z.infer<typeof matchDecisionSchema>;

export const matchingSettingsSchema = z.object({
  possibleMatches: possibleMatchesRuleSchema.default('hold'),
  /** A person's decisions for held rows, by row number (remembered for the next files). */
  decisions: z.array(matchDecisionSchema).max(1_000_000).default([]),
  lists: listRuleSchema.default('add'),
  /** Fields only filled where the service holds nothing (a corrected email or name stays). */
  onlyFillEmpty: z.array(z.string().max(80)).max(200).default([]),
});
export type PlanInputRow = z.input<typeof planInputRowSchema>;

/** Everything planning needs; the same object whether it comes from the wizard or the CLI. */
export const planRequestSchema = z.object({
  environment: z.string().min(1).max(80),
  source: z.object({
    /** File name only (no folder): shown in job lists and results. */
    name: z.string().min(1).max(255),
    /** SHA-256 hex of the file's bytes, so a job can tell which file it came from. */
    hash: z.string().min(1).max(128),
    headers: z.array(z.string()),
  }),
  /** The mapping in force (kept in the journal as given; shown in `jobs show`). */
  mapping: z.unknown().optional(),
  /** The User fields the mapping feeds: `blank: clear` clears only these. */
  fields: z.array(z.string()),
  /** The rows themselves; empty when they were handed over with jobs.stageRows. */
  rows: z.array(planInputRowSchema),
  /** A stage of jobs.stageRows holding the rows (a big file crosses the bridge in chunks). */
  stagedRows: z.string().min(1).max(80).optional(),
  /** Row numbers of the file the person left out before planning: kept with the job and counted. */
  excluded: z.array(z.number().int().min(1)).max(2_000_000).optional(),
  mode: importModeSchema.default('upsert'),
  match: matchKeySchema.default('email'),
  blank: blankRuleSchema.default('keep'),
  /** Requests per second (a ceiling; the engine lowers it on 429); 0 = no cap. Default 10. */
  rate: z.number().min(0).max(1000).optional(),
  concurrency: z.number().int().min(1).max(64).optional(),
  matching: matchingSettingsSchema.optional(),
});
export type PlanRequest = z.input<typeof planRequestSchema>;

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
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** One row of a job: its plan and where it stands. */
export const jobRowSchema = z.object({
  index: z.number().int(),
  rowNumber: z.number().int(),
  plan: rowPlanKindSchema,
  state: rowStateSchema,
  userId: z.number().int().nullable(),
  changes: z.array(fieldChangeSchema),
  message: z.string(),
  /** Why the row was matched to its user, in words (sure matches). */
  evidence: z.string().optional(),
  /** Held rows: the possible users, best first, with their values to compare side by side. */
  candidates: z
    .array(
      z.object({
        userId: z.number().int(),
        score: z.number(),
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
    .object({ jobId: z.string().optional(), since: z.string(), until: z.string(), holder: z.string() })
    .optional(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** Most rows in one jobs.stageRows call. */
export const STAGE_MAX_ROWS = 20_000;

export const stageRowsArgsSchema = z
  .object({
    /** The stage to add to; absent on the first chunk (main answers a new one). */
    stageId: z.string().min(1).max(80).optional(),
    rows: z.array(planInputRowSchema).min(1).max(STAGE_MAX_ROWS),
  })
  .strict();

const jobIdArgs = z.object({ id: z.string().min(1).max(80) }).strict();

export const jobsMethods = {
  'jobs.plan': method(
    'Look rows up on the service and plan create/update/unchanged/conflict; sends no write',
    planRequestSchema.strict(),
    jobDetailSchema,
  ),
  'jobs.stageRows': method(
    'Hand rows to plan over in bounded chunks; jobs.plan then names the stage instead of sending rows',
    stageRowsArgsSchema,
    z.object({ stageId: z.string(), rows: z.number().int() }),
  ),
  'jobs.start': method(
    'Run a planned job in the background (production needs confirmEnvironment = its name)',
    z.object({ id: z.string().min(1).max(80), confirmEnvironment: z.string().max(80).optional() }).strict(),
    jobSummarySchema,
  ),
  'jobs.pause': method('Stop sending after the requests in flight; resume continues', jobIdArgs, jobSummarySchema),
  'jobs.resume': method(
    'Continue a paused or interrupted job; rows in an unknown state are looked up first',
    z.object({ id: z.string().min(1).max(80), confirmEnvironment: z.string().max(80).optional() }).strict(),
    jobSummarySchema,
  ),
  'jobs.cancel': method('Stop a job for good; what was sent stays journaled', jobIdArgs, jobSummarySchema),
  'jobs.list': method('Every job, newest first', z.object({}).strict(), z.array(jobSummarySchema)),
  'jobs.show': method('One job: settings, source and counts', jobIdArgs, jobDetailSchema),
  'jobs.rows': method(
    "A page of a job's rows with plan, diff and outcome",
    z
      .object({
        id: z.string().min(1).max(80),
        filter: jobRowFilterSchema.default('all'),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(1000).default(200),
        /** Words every row shown holds in its number, name, email, user ID or message. */
        search: z.string().max(200).optional(),
      })
      .strict(),
    z.object({ total: z.number().int(), rows: z.array(jobRowSchema) }),
  ),
  'jobs.revert': method(
    'Put back the before-images of an update job, as a new job; records changed since are skipped and reported',
    z.object({ id: z.string().min(1).max(80), confirmEnvironment: z.string().max(80).optional() }).strict(),
    jobSummarySchema,
  ),
  'jobs.results': method(
    'A results file: every row (original columns + status, user_id, message), or only the rows to fix',
    z
      .object({
        id: z.string().min(1).max(80),
        format: z.enum(['csv', 'xlsx']),
        errorsOnly: z.boolean().default(false),
      })
      .strict(),
    resultsFileSchema,
  ),
} as const;

export const jobsEvents = {
  'jobs.progress': jobProgressSchema,
} as const;
