/// <reference lib="webworker" />
// The import wizard's worker: parsing, mapping and validation run here so the window stays free.
import { AppError, isAppError } from '../../../src-shared/errors';
import type { WorkerMessage, WorkerRequest } from './import-protocol';
import { ImportSession } from './import-session';
import { answerRequest } from './session-answer';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new ImportSession();

const post = (message: WorkerMessage): void => scope.postMessage(message);

// Requests run one after the other, in the order sent: an edit never overtakes the validation it follows.
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (event: MessageEvent<{ id: number; request: WorkerRequest }>) => {
  const { id, request } = event.data;
  queue = queue.then(async () => {
    try {
      post({ id, type: 'done', value: await answerRequest(session, id, request, post) });
    } catch (error) {
      const failure = isAppError(error)
        ? error
        : new AppError(
            'internal',
            `The file could not be processed: ${error instanceof Error ? error.message : String(error)}`,
          );
      post({ id, type: 'failed', error: failure.toJSON() });
    }
  });
};
