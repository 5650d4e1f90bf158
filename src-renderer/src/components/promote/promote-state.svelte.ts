// One "Promote to production" action: what the rehearsal left to acknowledge, the file checked
// by its hash (in main), the production plan beside the rehearsal, then the run, confirmed by name.
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { JobSummary } from '../../../../src-shared/bridge/jobs';
import type { PromotionCheck, PromotionComparison } from '../../../../src-shared/bridge/promote';
import type { Problem } from '../../lib/problem';
import { runTask } from '../../lib/run-task';

const STILL_GOING = new Set(['planned', 'running', 'pausing']);
const POLL_MS = 400;

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export class PromoteState {
  check = $state.raw<PromotionCheck | null>(null);
  target = $state('');
  fileName = $state<string | null>(null);
  fileHash = $state<string | null>(null);
  acknowledged = $state(false);
  comparison = $state.raw<PromotionComparison | null>(null);
  confirming = $state(false);
  outcome = $state.raw<JobSummary | null>(null);
  busy = $state<string | null>(null);
  problem = $state<Problem | null>(null);

  readonly #client: BridgeClient;
  readonly #jobId: string;

  constructor(client: BridgeClient, jobId: string) {
    this.#client = client;
    this.#jobId = jobId;
  }

  open = (): Promise<void> =>
    runTask(this, 'Reading the rehearsal', async () => {
      const check = await this.#client.call('promote.check', { id: this.#jobId });
      this.check = check;
      this.target = check.suggestedTarget ?? check.targets[0] ?? '';
    });

  chooseFile = (file: File): Promise<void> =>
    runTask(this, 'Reading the file', async () => {
      this.comparison = null;
      this.fileName = file.name;
      this.fileHash = await sha256Hex(await file.arrayBuffer());
    });

  plan = (): Promise<void> =>
    runTask(this, `Planning on ${this.target}`, async () => {
      if (!this.fileHash) return;
      this.comparison = null;
      this.comparison = await this.#client.call('promote.plan', {
        id: this.#jobId,
        environment: this.target,
        fileHash: this.fileHash,
        acknowledged: this.acknowledged,
      });
    });

  /** Runs the production job; `typed` is the environment's name as the person typed it. */
  send = (typed: string): Promise<void> => {
    const production = this.comparison?.production;
    this.confirming = false;
    if (!production || typed !== production.environment.name) return Promise.resolve();
    return runTask(this, `Sending to ${production.environment.name}`, async () => {
      let summary = await this.#client.call('jobs.start', { id: production.id, confirmEnvironment: typed });
      while (STILL_GOING.has(summary.status)) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        summary = await this.#client.call('jobs.show', { id: production.id });
      }
      this.outcome = summary;
      this.comparison = await this.#client.call('promote.compare', { id: production.id });
    });
  };
}
