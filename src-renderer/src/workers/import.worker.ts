/// <reference lib="webworker" />
// The import wizard's worker: parsing, mapping and validation run here so the window stays free.
import { AppError, isAppError } from '../../../src-shared/errors';
import type { WorkerMessage, WorkerRequest } from './import-protocol';
import { ImportSession } from './import-session';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new ImportSession();

const post = (message: WorkerMessage): void => scope.postMessage(message);

async function answer(id: number, request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'open':
      return session.open(request.fileName, new Uint8Array(request.bytes), request.settings);
    case 'reread':
      return session.reread(request.settings);
    case 'apply-template':
      return session.applyTemplate(request.template);
    case 'validate':
      return session.validate(
        request.mapping,
        (done, total) => post({ id, type: 'progress', stage: 'Checking rows', done, total }),
        (rows) => post({ id, type: 'rows', rows }),
      );
    case 'edit':
      return session.edit(request.index, request.column, request.value);
    case 'exclude':
      return session.exclude(request.excluded);
    case 'fix':
      return session.fix(request.field, request.code);
    case 'export-problems':
      return session.exportProblems(request.excluded);
    case 'plan-input':
      return session.planInput(request.excluded);
  }
}

// Requests run one after the other, in the order sent: an edit never overtakes the validation it follows.
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (event: MessageEvent<{ id: number; request: WorkerRequest }>) => {
  const { id, request } = event.data;
  queue = queue.then(async () => {
    try {
      post({ id, type: 'done', value: await answer(id, request) });
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
