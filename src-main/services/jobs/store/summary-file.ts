// A job's counts kept in a small file beside its journal (counts.json), so listing the jobs reads
// a few hundred bytes a job instead of replaying each plan and journal. The file names the size
// and time of rows.log it was counted from: rows.log only grows while a job runs, so a job whose
// journal has not moved since is answered from the file, and any other is counted again (and the
// file rewritten). A missing or unreadable file is never an error: the counts are replayed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { JobCounts } from '../../../../src-shared/bridge/jobs';
import { jobCountsSchema } from '../../../../src-shared/bridge/jobs';
import type { JobStore } from './job-store';

const SUMMARY_FILE = 'counts.json';

interface SummaryFile {
  version: 1;
  /** rows.log when the counts were taken: its size in bytes and modification time (ms), or -1 if absent. */
  logSize: number;
  logTime: number;
  counts: JobCounts;
}

function logStamp(store: JobStore, id: string): { logSize: number; logTime: number } {
  const path = store.logPath(id);
  if (!existsSync(path)) return { logSize: -1, logTime: -1 };
  const stat = statSync(path);
  return { logSize: stat.size, logTime: stat.mtimeMs };
}

function readSummary(path: string): SummaryFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<SummaryFile>;
    const counts = jobCountsSchema.safeParse(parsed.counts);
    if (parsed.version !== 1 || !counts.success) return undefined;
    return { version: 1, logSize: Number(parsed.logSize), logTime: Number(parsed.logTime), counts: counts.data };
  } catch {
    return undefined;
  }
}

/** The job's counts: from counts.json while rows.log is as it was, else from `count()` (then kept). */
export function jobCounts(store: JobStore, id: string, count: () => JobCounts): JobCounts {
  const path = join(store.folder(id), SUMMARY_FILE);
  const stamp = logStamp(store, id);
  const kept = existsSync(path) ? readSummary(path) : undefined;
  if (kept && kept.logSize === stamp.logSize && kept.logTime === stamp.logTime) return kept.counts;
  const counts = count();
  const file: SummaryFile = { version: 1, ...stamp, counts };
  try {
    writeFileAtomic.sync(path, `${JSON.stringify(file)}\n`, { mode: 0o600 });
  } catch {
    // A read-only or full disk costs only the next listing a replay.
  }
  return counts;
}
