import { z } from 'zod';
import { matchRulesValueSchema } from '../matching/rules';
import { updatePolicySchema } from '../update-policy/policy';
import { planProblemSchema } from './plan-problem';

// What planning an import takes: the rows, the settings (mode, match key, blank cells, matching)
// and the chunks a big file's rows cross the bridge in.

/** How rows are matched to users already on the service. */
export const matchKeySchema = z.enum(['email', 'inst_id']);
export type MatchKey = z.infer<typeof matchKeySchema>;

/** create: only new users; update: only existing users; upsert: both. */
export const importModeSchema = z.enum(['create', 'update', 'upsert']);
export type ImportMode = z.infer<typeof importModeSchema>;

/** What a blank cell does to an existing user's value: keep it (default) or clear it. */
export const blankRuleSchema = z.enum(['keep', 'clear']);
export type BlankRule = z.infer<typeof blankRuleSchema>;

/** A validated row as a door hands it to planning. */
export const planInputRowSchema = z.object({
  /** Row number in the source file as a person sees it (header row = 1 in a spreadsheet). */
  rowNumber: z.number().int().positive(),
  /** Cleaned User fields; a blank cell is absent or null. */
  user: z.record(z.string(), z.unknown()),
  /** The original cells, in the order of `headers`, for the results files. */
  cells: z.array(z.string()),
  /** Validation problems (errors), as data; a row with any is planned as invalid and never sent. */
  problems: z.array(planProblemSchema).default([]),
  /** Problems that matter only if the row is created (a field required to create a user is empty). */
  createOnlyProblems: z.array(planProblemSchema).optional(),
  /** The row's values given for every row (field -> value, or a list's items): new people only by default. */
  given: z.record(z.string(), z.unknown()).optional(),
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
  .object({
    rowNumber: z.number().int().positive(),
    choice: matchChoiceSchema,
    /** The user_id was found by the review's search, not among the row's candidates (it is accepted too). */
    foundBySearch: z.boolean().optional(),
  })
  .strict();
export type MatchDecision = z.infer<typeof matchDecisionSchema>;

export const matchingSettingsSchema = z.object({
  possibleMatches: possibleMatchesRuleSchema.default('hold'),
  /** A person's decisions for held rows, by row number (remembered for the next files). */
  decisions: z.array(matchDecisionSchema).max(1_000_000).default([]),
  lists: listRuleSchema.default('add'),
  /** Fields only filled where the service holds nothing (a corrected email or name stays). */
  onlyFillEmpty: z.array(z.string().max(80)).max(200).default([]),
  /** The match rules (a preset or an office's own, src-shared/matching/rules.ts); standard when absent. */
  rules: matchRulesValueSchema.optional(),
  /** What an update may change on people already on the service (absent: the protective defaults). */
  updatePolicy: updatePolicySchema.optional(),
  /** Proposed changes a person accepted: every one, or those of these rows. */
  accept: z
    .object({ all: z.boolean().default(false), rows: z.array(z.number().int().positive()).max(1_000_000).default([]) })
    .strict()
    .optional(),
  /** False for a rehearsal: the decisions apply to this plan, not remembered for the next files (default true). */
  remember: z.boolean().optional(),
});
export type PlanInputRow = z.input<typeof planInputRowSchema>;

/** Everything planning needs; the same object from every door. */
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

/** Most rows in one jobs.stageRows call. */
export const STAGE_MAX_ROWS = 20_000;

export const stageRowsArgsSchema = z
  .object({
    /** The stage to add to; absent on the first chunk (main answers a new one). */
    stageId: z.string().min(1).max(80).optional(),
    rows: z.array(planInputRowSchema).min(1).max(STAGE_MAX_ROWS),
  })
  .strict();
