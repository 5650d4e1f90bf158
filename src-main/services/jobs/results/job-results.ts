// jobs/results: the files a person reads after a job (results.csv and .xlsx, the rows to fix),
// written from the journal on first ask (this file, result-writer, results-files).
//
// The results files of jobs: written into the job folder from the journal on first ask after a
// run (so a run does not spend its time on them), and kept until the job runs again.
import { replayRows } from '../store/replay';
import type { JobStore } from '../store/job-store';
import type { OneResultFile, ResultFiles } from './result-writer';

// Loaded on first ask: the writers bring exceljs, which a command that writes no results file
// (the app context builds the job engine for every door) should not pay for at start.
const writers = () => import('./result-writer');

export class JobResults {
  readonly #store: JobStore;
  readonly #latest = new Map<string, ResultFiles>();

  constructor(store: JobStore) {
    this.#store = store;
  }

  /** Writes the results files into the job folder (again, with the rows as they stand now). */
  async write(id: string): Promise<ResultFiles> {
    const job = this.#store.readJob(id);
    const plan = this.#store.readPlan(id).rows;
    const { writeResultFiles } = await writers();
    const files = await writeResultFiles(job, plan, replayRows(plan, this.#store.readLog(id)), this.#store.folder(id));
    this.#latest.set(id, files);
    return files;
  }

  /** The files last written for the job, or new ones. */
  async latest(id: string): Promise<ResultFiles> {
    return this.#latest.get(id) ?? this.write(id);
  }

  /** The job runs again: its files will be written anew. */
  forget(id: string): void {
    this.#latest.delete(id);
  }

  /** One results file in the format asked for, for the window to offer as a download. */
  async one(id: string, format: 'csv' | 'xlsx', errorsOnly: boolean): Promise<OneResultFile> {
    const job = this.#store.readJob(id);
    const plan = this.#store.readPlan(id).rows;
    const progress = replayRows(plan, this.#store.readLog(id));
    const { writeOneResultFile } = await writers();
    return writeOneResultFile(job, plan, progress, this.#store.folder(id), format, errorsOnly);
  }
}
