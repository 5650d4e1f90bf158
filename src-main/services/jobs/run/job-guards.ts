// Checks a job must pass before it sends: its journal is there, production is confirmed by name.
import { AppError } from '../../../../src-shared/errors';
import type { JobStatus } from '../../../../src-shared/bridge/jobs';
import type { JobStore } from '../store/job-store';
import type { JobFile } from '../types';

export interface StartOptions {
  /** Must equal the environment's name when it is a production environment. */
  confirmEnvironment?: string;
  /** The longest wait for a Retry-After, in seconds (default: the limiter's, 5 minutes). */
  maxWaitSeconds?: number;
}

/**
 * A job that has run keeps its journal: without it, which rows were sent is unknown and a resume
 * would create them again. Refused rather than guessed at.
 */
export function requireJournal(store: JobStore, job: JobFile): void {
  if (job.status === 'planned' || store.hasLog(job.id)) return;
  const damage = missingJournal(store, job.id);
  throw new AppError('conflict', `Nothing was sent: ${damage.problem}`, [damage.fix]);
}

export function missingJournal(store: JobStore, id: string): { problem: string; fix: string } {
  return {
    problem:
      `the journal ${store.logPath(id)} of job ${id} is missing, ` + 'so which rows were already sent cannot be known.',
    fix:
      'Put the file back from a backup, or import the file again: ' +
      'a new plan looks every row up on the service first and creates only the missing users.',
  };
}

/** Every write job to a production environment is confirmed by naming the environment. */
export function requireConfirmation(job: JobFile, options: StartOptions): void {
  if (job.environment.kind !== 'production' || options.confirmEnvironment === job.environment.name) return;
  throw new AppError(
    'invalid-input',
    `Job ${job.id} writes to the production environment "${job.environment.name}" (${job.environment.url}); ` +
      'it needs a confirmation.',
    ['Nothing is sent to it until its name is given as the confirmation.'],
    { setting: 'confirm-production', environment: job.environment.name },
  );
}

/** A job whose every row is settled, or that runs elsewhere, is not started again. */
export function requireStartable(job: JobFile, status: JobStatus): void {
  if (status === 'completed' || status === 'cancelled') {
    throw new AppError('conflict', `Job ${job.id} is ${status}: there is nothing left to send.`, [
      'Plan a new import for the rows that need it (the errors file holds them).',
    ]);
  }
  if (status === 'running' || status === 'pausing') {
    throw new AppError('conflict', `Job ${job.id} is running in another process (${job.runner?.pid ?? '?'}).`, [
      'Wait for it to end, or stop that process first.',
    ]);
  }
}

/** An environment moved to another address since the job was planned: its look-ups no longer hold. */
export function requireSameAddress(job: JobFile, environment: { url: string; builtIn?: boolean }): void {
  if (environment.builtIn || environment.url === job.environment.url) return;
  throw new AppError(
    'conflict',
    `The environment "${job.environment.name}" now points to ${environment.url}, ` +
      `but job ${job.id} was planned against ${job.environment.url}.`,
    ['Plan the import again against the environment as it is now.'],
  );
}
