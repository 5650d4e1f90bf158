// A job's counts in the app's words, which the command line and the results files' About sheet use too (main may
// import lib/words; decision 0007). They add up to the rows of the file (src-shared/jobs/counts.ts fileRows).
import type { JobCounts, JobKind, JobStatus } from '../../../../src-shared/bridge/jobs';
import { fileRows } from '../../../../src-shared/jobs/counts';
import { thousands } from './thousands';

export interface CountPart {
  count: number;
  words: string;
  tone: 'ok' | 'bad' | 'plain';
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
    { count: counts.excluded, words: 'excluded by you', tone: 'plain' },
  ];
  return parts.filter((p) => p.count > 0);
}

/**
 * "203 rows: 190 created + 3 updated + 2 invalid (not sent) + 4 excluded by you": every row of the
 * file counted once (rows left out before planning included), so the parts add up to the whole.
 */
export function reconciliation(kind: JobKind, counts: JobCounts): string {
  const parts = outcomeParts(kind, counts).map((p) => `${thousands(p.count)} ${p.words}`);
  return sentence(kind, fileRows(counts), parts);
}

/** What a plan will do with every row, before anything is sent; groups of none left out. */
export function planParts(counts: JobCounts): CountPart[] {
  const parts: CountPart[] = [
    { count: counts.create, words: 'to create', tone: 'ok' },
    { count: counts.update, words: 'to update', tone: 'ok' },
    { count: counts.unchanged, words: 'unchanged', tone: 'plain' },
    { count: counts.conflict, words: 'conflicts (not sent)', tone: 'bad' },
    { count: counts.held, words: 'held as possible matches (not sent)', tone: 'bad' },
    { count: counts.invalid, words: 'invalid (not sent)', tone: 'bad' },
    { count: counts.skipped, words: 'skipped', tone: 'plain' },
    { count: counts.excluded, words: 'excluded by you', tone: 'plain' },
  ];
  return parts.filter((p) => p.count > 0);
}

/** "203 rows: 190 to create + 3 to update + 2 invalid (not sent) + 8 excluded by you". */
export function planSentence(counts: JobCounts): string {
  return sentence(
    'import',
    fileRows(counts),
    planParts(counts).map((p) => `${thousands(p.count)} ${p.words}`),
  );
}

function sentence(kind: JobKind, rows: number, parts: readonly string[]): string {
  const whole = `${thousands(rows)} ${kind === 'import' ? 'row' : 'user'}${rows === 1 ? '' : 's'}`;
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
