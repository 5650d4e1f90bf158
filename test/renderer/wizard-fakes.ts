// What the wizard's state classes are tested against without a browser: the import worker's
// session run in-process, and a bridge that answers from a table and records the plans asked for.
import type { BridgeClient } from '../../src-shared/bridge/contract';
import type { JobDetail, PlanRequest } from '../../src-shared/bridge/jobs';
import { noCounts } from '../../src-shared/jobs/counts';
import type { WorkerMessage } from '../../src-renderer/src/workers/import-protocol';
import { ImportSession } from '../../src-renderer/src/workers/import-session';
import type { ImportWorkerClient } from '../../src-renderer/src/workers/import-worker-client';
import { unpackRows } from '../../src-renderer/src/workers/packed-rows';
import { answerRequest } from '../../src-renderer/src/workers/session-answer';

export interface Worker extends ImportWorkerClient {
  terminated: boolean;
}

export function inProcessWorker(): Worker {
  const session = new ImportSession();
  let nextId = 1;
  const worker: Worker = {
    terminated: false,
    async request(request, callbacks = {}) {
      const id = nextId++;
      const post = (message: WorkerMessage) => {
        if (message.type === 'progress') callbacks.onProgress?.(message.stage, message.done, message.total);
        if (message.type === 'rows') callbacks.onRows?.(unpackRows(message.rows));
      };
      return (await answerRequest(session, id, request, post)) as never;
    },
    terminate: () => {
      worker.terminated = true;
    },
  };
  return worker;
}

/** Answers the calls the wizard makes; `more` adds answers or replaces the defaults. Each plan is recorded. */
export function recordingBridge(
  plans: PlanRequest[],
  more: Record<string, (args: never) => unknown> = {},
  listeners: ((payload: unknown) => void)[] = [],
): BridgeClient {
  const answers: Record<string, (args: never) => unknown> = {
    'templates.recentFiles': () => [],
    'templates.list': () => [],
    'templates.rememberFile': () => [],
    'jobs.list': () => [],
    'env.list': () => [],
    'jobs.rows': () => ({ rows: [], total: 0 }),
    'jobs.plan': (args: PlanRequest) => {
      plans.push(args);
      const plan: Partial<JobDetail> = {
        id: `job-${plans.length}`,
        kind: 'import',
        status: 'planned',
        environment: { name: 'sandbox', kind: 'test', url: '' },
        counts: { ...noCounts(), total: args.rows.length, create: args.rows.length },
      };
      return plan;
    },
    ...more,
  };
  return {
    call: async (method: string, args: never) => {
      const answer = answers[method];
      if (!answer) throw new Error(`unexpected call ${method}`);
      return answer(args) as never;
    },
    on: (_event: string, listener: (payload: unknown) => void) => {
      listeners.push(listener);
      return () => {};
    },
  } as unknown as BridgeClient;
}

export const csvFile = (name: string, text: string): File => new File([text], name, { type: 'text/csv' });
