// Undo of a create job as the service allows it (no DELETE): ask first, saying plainly that the
// records stay on the service; then disable and tag the unchanged ones through jobs.revert, wait
// for the revert job to end, and show what it did with the list to hand over.
import type { BridgeClient, BridgeResult } from '../../../../src-shared/bridge/contract';
import type { JobSummary } from '../../../../src-shared/bridge/jobs';
import { downloadBase64 } from '../../lib/download';
import type { Problem } from '../../lib/problem';
import { runTask } from '../../lib/run-task';

export type CreatedUsersOutcome = BridgeResult<'revertCreates.file'>;

const ENDED = new Set(['completed', 'cancelled', 'damaged', 'paused', 'interrupted']);
const POLL_MS = 400;

export class UndoCreatesState {
  /** The question on screen: how many users, and the tag they get. */
  asking = $state.raw<{ count: number; tag: string } | null>(null);
  tag = $state('');
  revertId = $state<string | null>(null);
  outcome = $state.raw<CreatedUsersOutcome | null>(null);
  busy = $state<string | null>(null);
  problem = $state<Problem | null>(null);

  readonly #client: BridgeClient;
  readonly #wait: (ms: number) => Promise<void>;

  constructor(client: BridgeClient, wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))) {
    this.#client = client;
    this.#wait = wait;
  }

  ask = (job: JobSummary): Promise<void> =>
    runTask(this, 'Counting the users the job created', async () => {
      this.outcome = null;
      const preview = await this.#client.call('revertCreates.preview', { id: job.id });
      this.tag = preview.tag;
      this.asking = preview;
    });

  cancel = (): void => {
    this.asking = null;
  };

  /** On production, `typedName` must be the environment's name (the dialog asks for it). */
  confirm = (job: JobSummary, typedName: string): Promise<void> =>
    runTask(this, 'Disabling and tagging the users the job created', async () => {
      const production = job.environment.kind === 'production';
      if (production && typedName !== job.environment.name) return;
      this.asking = null;
      const started = await this.#client.call('jobs.revert', {
        id: job.id,
        created: true,
        tag: this.tag.trim() || undefined,
        ...(production ? { confirmEnvironment: typedName } : {}),
      });
      this.revertId = started.id;
      let outcome = await this.#client.call('revertCreates.file', { id: started.id });
      while (!ENDED.has(outcome.status)) {
        await this.#wait(POLL_MS);
        outcome = await this.#client.call('revertCreates.file', { id: started.id });
      }
      this.outcome = outcome;
    });

  saveFile = (): void => {
    const file = this.outcome?.file;
    if (file) downloadBase64(file.fileName, file.mediaType, file.base64);
  };
}
