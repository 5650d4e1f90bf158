import { z } from 'zod';
import { method } from './define';
import { jobDetailSchema, jobProgressSchema, jobSummarySchema } from './job-records';
import { jobRowFilterSchema, jobRowSchema, resultsFileSchema } from './job-rows';
import { planRequestSchema, stageRowsArgsSchema } from './job-plan-request';

// The jobs domain of the bridge: plan an import from validated rows, run it (throttled and
// journaled in main), watch it, pause/resume/cancel it, read its rows and results, revert it.
// The schemas live in job-plan-request.ts, job-records.ts and job-rows.ts; this module is their one entry.

export * from './job-plan-request';
export * from './job-records';
export * from './job-rows';
export * from './plan-problem';

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
    z
      .object({
        id: z.string().min(1).max(80),
        confirmEnvironment: z.string().max(80).optional(),
        /** Also disable, unapprove and tag the users the job created, unchanged since (they stay on the service). */
        created: z.boolean().optional(),
        /** The tag for those users; default import-reverted-<job id>. */
        tag: z.string().trim().min(1).max(100).optional(),
      })
      .strict(),
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
