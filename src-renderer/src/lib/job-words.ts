// A job's counts in the same words on every screen (the wizard's Plan, Run and Results, the Jobs
// screen), as the results files word each row: and they add up to the rows of the file.
import type { JobCounts, JobKind, JobStatus } from '../../../src-shared/bridge/jobs';

export interface CountPart {
  count: number;
  words: string;
  tone: 'ok' | 'bad' | 'plain';
}

/** Rows a job writes, and how many of them are settled (answered, or failed for good or for now). */
export function sendProgress(counts: JobCounts): { sent: number; toSend: number } {
  const toSend = counts.create + counts.update;
  return { sent: toSend - counts.remaining, toSend };
}

/** What became of every row of the job, largest groups first by kind; groups of none left out. */
export function outcomeParts(kind: JobKind, counts: JobCounts): CountPart[] {
  const written = kind === 'approve' ? 'approved' : kind === 'revert' ? 'put back' : 'updated';
  const parts: CountPart[] = [
    { count: counts.created, words: 'created', tone: 'ok' },
    { count: counts.updated, words: written, tone: 'ok' },
    { count: counts.unchanged, words: kind === 'approve' ? 'already approved' : 'unchanged', tone: 'plain' },
    { count: counts.failed, words: 'failed', tone: 'bad' },
    { count: counts.remaining, words: 'not sent yet', tone: 'plain' },
    {
      count: counts.conflict,
      words: kind === 'revert' ? 'changed since (left alone)' : 'conflicts (not sent)',
      tone: 'bad',
    },
    { count: counts.held, words: 'held as possible matches (not sent)', tone: 'bad' },
    { count: counts.invalid, words: 'invalid (not sent)', tone: 'bad' },
    { count: counts.skipped, words: 'skipped', tone: 'plain' },
  ];
  return parts.filter((p) => p.count > 0);
}

/**
 * "203 rows in the file: 190 created + 3 updated + 2 invalid (not sent) + 4 excluded at Review": every
 * row counted once. `excluded` (rows left out before planning) is known to the wizard only.
 */
export function reconciliation(kind: JobKind, counts: JobCounts, excluded = 0): string {
  const parts = outcomeParts(kind, counts).map((p) => `${p.count.toLocaleString('en-US')} ${p.words}`);
  if (excluded > 0) parts.push(`${excluded.toLocaleString('en-US')} excluded at Review`);
  const rows = counts.total + excluded;
  const whole =
    kind === 'import'
      ? `${rows.toLocaleString('en-US')} row${rows === 1 ? '' : 's'}${excluded > 0 ? ' in the file' : ''}`
      : `${rows.toLocaleString('en-US')} user${rows === 1 ? '' : 's'}`;
  return parts.length === 0 ? `${whole}.` : `${whole}: ${parts.join(' + ')}.`;
}

/** A job's status in words. A plan never started is a dry run: nothing was written. */
export function statusWords(status: JobStatus): string {
  return STATUS_WORDS[status];
}

const STATUS_WORDS: Record<JobStatus, string> = {
  planned: 'dry run (nothing sent)',
  running: 'running',
  pausing: 'pausing',
  paused: 'paused',
  interrupted: 'interrupted',
  cancelled: 'cancelled',
  completed: 'completed',
  damaged: 'damaged',
};

/** A job's kind in words. */
export function kindWords(kind: JobKind, revertOf?: string): string {
  if (kind === 'approve') return 'approval';
  if (kind === 'revert') return revertOf ? `revert of ${revertOf}` : 'revert';
  return 'import';
}
