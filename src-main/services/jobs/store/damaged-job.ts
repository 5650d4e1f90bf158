// A job whose files cannot be read is still listed: as damaged, with what is wrong and what to
// do, and with whatever job.json still tells (so one broken folder never hides the others).
import { noCounts } from '../../../../src-shared/jobs/counts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobCounts, JobSummary } from '../../../../src-shared/bridge/jobs';
import { isAppError } from '../../../../src-shared/errors';
import type { JobStore } from './job-store';
import type { JobFile } from '../types';

const NO_COUNTS: JobCounts = noCounts();

/** 20260101-120000-ab12 -> 2026-01-01T12:00:00.000Z */
function timeOfId(id: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})/.exec(id);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z` : new Date(0).toISOString();
}

function readableJob(store: JobStore, id: string): Partial<JobFile> {
  try {
    const value = JSON.parse(readFileSync(join(store.folder(id), 'job.json'), 'utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Partial<JobFile>) : {};
  } catch {
    return {};
  }
}

const FIX =
  "Put the job's files back from a backup, or import the file again: a new plan looks every row up on the service first. The folder can be deleted once it is no longer needed.";

/**
 * What is wrong with one of the job's JSON files, in words; undefined when it reads. Said here so
 * that "What to do" is never a system's or a JSON parser's message ("Unexpected token...").
 */
function fileProblem(folder: string, name: string): string | undefined {
  const file = join(folder, name);
  if (!existsSync(file)) return `The job file ${file} cannot be read: it is missing.`;
  try {
    JSON.parse(readFileSync(file, 'utf8'));
    return undefined;
  } catch {
    return `The job file ${file} cannot be read: it is damaged (cut short, or changed by another program).`;
  }
}

export function damagedSummary(store: JobStore, id: string, error: unknown): JobSummary {
  const job = readableJob(store, id);
  const fileIssue = fileProblem(store.folder(id), 'job.json') ?? fileProblem(store.folder(id), 'plan.json');
  const problem = fileIssue ?? (error instanceof Error ? error.message : String(error));
  const details = isAppError(error) && error.details ? error.details.join(' ') : '';
  const fix = (fileIssue ? '' : details) || FIX;
  const at = typeof job.createdAt === 'string' ? job.createdAt : timeOfId(id);
  const environment =
    job.environment && typeof job.environment.name === 'string'
      ? job.environment
      : { name: '?', kind: 'test' as const, url: '' };
  return {
    id,
    kind: job.kind === 'approve' || job.kind === 'revert' ? job.kind : 'import',
    status: 'damaged',
    environment,
    sourceName: typeof job.source?.name === 'string' ? job.source.name : '?',
    counts: NO_COUNTS,
    createdAt: at,
    updatedAt: typeof job.updatedAt === 'string' ? job.updatedAt : at,
    message: `${problem} ${fix}`,
    damage: { problem, fix },
  };
}
