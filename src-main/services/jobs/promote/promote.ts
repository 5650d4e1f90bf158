// jobs/promote: a rehearsal on a test environment planned afresh on production (this file), the
// two side by side (promotion-compare), and what a job keeps so it can be promoted (promotion-files).
//
// Promote: a completed import rehearsed on a test environment, planned afresh on a production
// environment. Same file (checked by its hash), same rows as planned (mapping, constants and
// grid edits applied), same mode, match key and blank-cell rule; a fresh look-up and diff on
// production, shown beside what the rehearsal did. The production job is then started like any
// other (jobs.start), which asks for the environment's name.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BUILT_IN_SANDBOX_NAME, BUILT_IN_SANDBOX_PRODUCTION_NAME } from '../../../../src-shared/bridge/env';
import { matchingSettingsSchema, type JobSummary } from '../../../../src-shared/bridge/jobs';
import type {
  PromotionCheck,
  PromotionComparison,
  PromotionPair,
  RowToAcknowledge,
} from '../../../../src-shared/bridge/promote';
import { AppError } from '../../../../src-shared/errors';
import type { EnvironmentService } from '../../environments/types';
import { compareJobs } from './promotion-compare';
import { readLinks, readPlanInput, writeLinks } from './promotion-files';
import type { JobService } from '../job-service';
import { withArticle } from '../../../../src-shared/english';

export interface PromoteServices {
  jobs: JobService;
  environments: Pick<EnvironmentService, 'list' | 'get'>;
}

export interface PromoteRequest {
  id: string;
  environment: string;
  /** SHA-256 hex of the file as it is now. */
  fileHash: string;
  /** The person has seen the rows to acknowledge (failed, conflicts, held) and goes on. */
  acknowledged: boolean;
}

/** Plans that need no person's look: anything else (a conflict, a row held by a possible match) does. */
const SETTLED_PLANS = new Set(['create', 'update', 'unchanged', 'skipped', 'invalid']);
const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const LISTED_IN_MESSAGE = 10;

export function rowsToAcknowledge(jobs: JobService, id: string): RowToAcknowledge[] {
  return jobs
    .rows(id, 'all', 0, ALL_ROWS)
    .rows.filter((row) => row.state === 'failed' || !SETTLED_PLANS.has(row.plan))
    .map((row) => ({
      rowNumber: row.rowNumber,
      outcome: row.state === 'failed' ? 'failed' : row.plan,
      message: row.message,
    }));
}

function refuseUnpromotable(job: JobSummary): void {
  const fix = (text: string) => [text];
  if (job.kind !== 'import')
    throw new AppError(
      'invalid-input',
      `Job ${job.id} is ${withArticle(job.kind)} job: only an import can be promoted.`,
    );
  if (job.environment.kind !== 'test') {
    throw new AppError(
      'invalid-input',
      `Job ${job.id} ran on the production environment "${job.environment.name}": promote takes a rehearsal made on a test environment.`,
    );
  }
  if (job.status !== 'completed') {
    throw new AppError(
      'invalid-input',
      `Job ${job.id} is ${job.status}: promote takes a rehearsal that has finished.`,
      fix(`Finish it first (resume job ${job.id}), then promote it.`),
    );
  }
}

export async function checkPromotion(services: PromoteServices, id: string): Promise<PromotionCheck> {
  const rehearsal = services.jobs.summary(id);
  refuseUnpromotable(rehearsal);
  const folder = services.jobs.store.folder(id);
  readPlanInput(folder, id);
  const targets = (await services.environments.list()).filter((e) => e.kind === 'production').map((e) => e.name);
  const suggestedTarget =
    rehearsal.environment.name === BUILT_IN_SANDBOX_NAME && targets.includes(BUILT_IN_SANDBOX_PRODUCTION_NAME)
      ? BUILT_IN_SANDBOX_PRODUCTION_NAME
      : (targets.find((name) => name !== BUILT_IN_SANDBOX_PRODUCTION_NAME) ?? null);
  return {
    rehearsal,
    sourceHash: services.jobs.store.readJob(id).source.hash,
    toAcknowledge: rowsToAcknowledge(services.jobs, id),
    targets,
    suggestedTarget,
    promotedTo: readLinks(folder).promotedTo ?? [],
  };
}

/** The file's hash, read from disk; a file that cannot be read is said so, with its path. */
export function hashOfFile(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new AppError(
      'invalid-input',
      `The file ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
      ['Give the file the rehearsal imported.'],
    );
  }
  return createHash('sha256').update(bytes).digest('hex');
}

export async function planPromotion(services: PromoteServices, request: PromoteRequest): Promise<PromotionComparison> {
  const { jobs } = services;
  const check = await checkPromotion(services, request.id);
  const target = await services.environments.get(request.environment);
  if (target.kind !== 'production') {
    const known =
      check.targets.length > 0
        ? `Production environments: ${check.targets.join(', ')}.`
        : 'No production environment is set up yet.';
    throw new AppError(
      'invalid-input',
      `"${target.name}" is a test environment: promote plans the rehearsal on a production environment.`,
      [known],
    );
  }
  const rehearsalJob = jobs.store.readJob(request.id);
  if (request.fileHash !== rehearsalJob.source.hash) {
    throw new AppError(
      'conflict',
      `This is not the file job ${request.id} rehearsed: ${rehearsalJob.source.name} has changed since (its contents differ).`,
      [
        'Promote sends production exactly what was rehearsed. Rehearse the changed file on the test environment first, then promote that job.',
      ],
    );
  }
  if (check.toAcknowledge.length > 0 && !request.acknowledged) {
    const listed = check.toAcknowledge
      .slice(0, LISTED_IN_MESSAGE)
      .map((row) => `Row ${row.rowNumber} (${row.outcome}): ${row.message}`);
    const more = check.toAcknowledge.length - listed.length;
    throw new AppError(
      'invalid-input',
      `${check.toAcknowledge.length} rows of job ${request.id} did not go through on the rehearsal (failed, conflicts or held); acknowledge them to promote.`,
      [
        ...listed,
        ...(more > 0 ? [`... and ${more} more.`] : []),
        'They are planned afresh on production, where they may fail or conflict again.',
      ],
    );
  }
  const input = readPlanInput(jobs.store.folder(request.id), request.id);
  const settings = rehearsalJob.settings;
  // Only the rows travel, never a decision taken on test: the user ids of test mean nothing on
  // production, so possible matches are looked up and proposed afresh there. (Remembered
  // decisions per environment, helper i20's work, plug in at this plan call, on production.)
  const production = await jobs.plan({
    environment: target.name,
    source: rehearsalJob.source,
    mapping: rehearsalJob.mapping,
    fields: rehearsalJob.fields,
    rows: input.rows.map((row) => ({
      rowNumber: row.rowNumber,
      user: row.user,
      cells: row.cells,
      problems: row.problems ?? [],
      ...(row.given ? { given: row.given } : {}),
    })),
    // What an update may change travels with the rows: it is the office's rule, not a decision on test.
    ...(settings.updatePolicy
      ? { matching: matchingSettingsSchema.parse({ updatePolicy: settings.updatePolicy }) }
      : {}),
    mode: settings.mode,
    match: settings.match,
    blank: settings.blank,
    rate: settings.rate ?? 0,
    concurrency: settings.concurrency,
    // Rows left out of the rehearsal stay out of production, and are counted there too.
    ...(rehearsalJob.excluded ? { excluded: rehearsalJob.excluded } : {}),
  });
  writeLinks(jobs.store.folder(production.id), { rehearsal: request.id });
  const rehearsalFolder = jobs.store.folder(request.id);
  const links = readLinks(rehearsalFolder);
  writeLinks(rehearsalFolder, { ...links, promotedTo: [...(links.promotedTo ?? []), production.id] });
  return compareJobs(jobs, request.id, production.id);
}

/** The pair a job belongs to, side by side: the rehearsal and its latest production job. */
export function comparePromotion(jobs: JobService, id: string): PromotionComparison {
  const links = readLinks(jobs.store.folder(id));
  if (links.rehearsal) return compareJobs(jobs, links.rehearsal, id);
  const latest = links.promotedTo?.at(-1);
  if (latest) return compareJobs(jobs, id, latest);
  throw new AppError('not-found', `Job ${id} was not promoted and is no promotion.`, [
    'Promote a completed import made on a test environment.',
  ]);
}

export function promotionPairs(jobs: JobService): PromotionPair[] {
  return jobs.store.listJobs().flatMap((job) => {
    const rehearsal = readLinks(jobs.store.folder(job.id)).rehearsal;
    return rehearsal ? [{ rehearsal, production: job.id }] : [];
  });
}
