// What a job is now, as lists and details show it: its status (a runner gone is "interrupted") and counts.
import { hostname } from 'node:os';
import type { JobCounts, JobStatus, JobSummary } from '../../../../src-shared/bridge/jobs';
import { damagedSummary } from './damaged-job';
import { withExcluded } from './excluded-rows';
import { missingJournal } from '../run/job-guards';
import type { JobStore } from './job-store';
import { countRows, replayRows, type RowProgress } from './replay';
import { holderState } from '../locks/run-lock';
import { jobCounts } from './summary-file';
import type { JobFile, PlannedRow } from '../types';

export class JobSummaries {
  constructor(
    private readonly store: JobStore,
    /** Whether the job runs in this process (its runner's pid is then ours). */
    private readonly runsHere: (id: string) => boolean,
  ) {}

  /** A job journaled as running whose process is gone was interrupted (crash, kill, power cut). */
  statusOf(job: JobFile): JobStatus {
    if (job.status !== 'running' && job.status !== 'pausing') return job.status;
    if (this.runsHere(job.id)) return job.status;
    const runner = job.runner;
    if (!runner || runner.pid === process.pid) return 'interrupted';
    const state = holderState({
      pid: runner.pid,
      host: runner.host ?? hostname(),
      processStart: runner.processStart ?? null,
    });
    return state === 'gone' ? 'interrupted' : job.status;
  }

  /** Every job, newest first; a job whose files cannot be read is listed as damaged, not left out. */
  list(): JobSummary[] {
    return this.store.listIds().map((id) => {
      try {
        const job = this.store.readJob(id);
        // The counts may come from counts.json: a plan or journal gone since must still show.
        if (!this.store.hasPlan(id)) this.store.readPlan(id);
        const summary = this.ofCounts(
          job,
          jobCounts(this.store, id, () => this.#replayCounts(id)),
        );
        return this.#withJournalCheck(job, summary);
      } catch (error) {
        return damagedSummary(this.store, id, error);
      }
    });
  }

  summary(id: string): JobSummary {
    const job = this.store.readJob(id);
    return this.summaryOf(job, this.store.readPlan(id).rows);
  }

  /** The summary of a job whose job.json and plan.json were read already. */
  summaryOf(job: JobFile, plan: readonly PlannedRow[]): JobSummary {
    return this.#withJournalCheck(job, this.of(job, plan, replayRows(plan, this.store.readLog(job.id))));
  }

  of(job: JobFile, plan: readonly PlannedRow[], progress: readonly RowProgress[]): JobSummary {
    return this.ofCounts(job, countRows(plan, progress));
  }

  ofCounts(job: JobFile, counts: JobCounts): JobSummary {
    return {
      id: job.id,
      kind: job.kind,
      status: this.statusOf(job),
      environment: job.environment,
      sourceName: job.source.name,
      counts: withExcluded(counts, job),
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      ...(job.revertOf ? { revertOf: job.revertOf } : {}),
      ...(job.revertedBy ? { revertedBy: job.revertedBy } : {}),
      ...(job.message ? { message: job.message } : {}),
    };
  }

  /** A job that has run and lost its journal is damaged: which rows were sent is unknown. */
  #withJournalCheck(job: JobFile, summary: JobSummary): JobSummary {
    if (this.store.hasLog(job.id) || job.status === 'planned') return summary;
    return { ...summary, status: 'damaged', damage: missingJournal(this.store, job.id) };
  }

  #replayCounts(id: string): JobCounts {
    const plan = this.store.readPlan(id).rows;
    return countRows(plan, replayRows(plan, this.store.readLog(id)));
  }
}
