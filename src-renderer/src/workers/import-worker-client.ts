// The UI thread's side of the import worker: one promise per request, progress and row slices
// delivered to callbacks while it runs.
import { AppError } from '../../../src-shared/errors';
import type { GridRow, WorkerAnswers, WorkerMessage, WorkerRequest } from './import-protocol';
import { unpackRows } from './packed-rows';

export interface RequestCallbacks {
  onProgress?: (stage: string, done: number, total: number) => void;
  onRows?: (rows: GridRow[]) => void;
}

interface Pending extends RequestCallbacks {
  resolve: (value: unknown) => void;
  reject: (error: AppError) => void;
}

export interface ImportWorkerClient {
  request<T extends WorkerRequest['type']>(
    request: Extract<WorkerRequest, { type: T }>,
    callbacks?: RequestCallbacks,
  ): Promise<WorkerAnswers[T]>;
  terminate(): void;
}

export function createImportWorkerClient(worker: Worker): ImportWorkerClient {
  let nextId = 1;
  const pending = new Map<number, Pending>();

  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    if (message.type === 'progress') waiting.onProgress?.(message.stage, message.done, message.total);
    else if (message.type === 'rows') waiting.onRows?.(unpackRows(message.rows));
    else {
      pending.delete(message.id);
      if (message.type === 'done') waiting.resolve(message.value);
      else
        waiting.reject(
          new AppError(
            message.error.code,
            message.error.message,
            message.error.details,
            message.error.hint,
            message.error.reason,
          ),
        );
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const error = new AppError(
      'internal',
      `The file worker stopped: ${event.message || 'unknown error'}. Choose the file again.`,
    );
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  return {
    request(request, callbacks = {}) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { ...callbacks, resolve: resolve as (value: unknown) => void, reject });
        const transfer = 'bytes' in request ? [request.bytes] : [];
        worker.postMessage({ id, request }, transfer);
      });
    },
    terminate: () => worker.terminate(),
  };
}

/** The worker of the wizard, bundled by Vite as a module worker. */
export function startImportWorker(): ImportWorkerClient {
  return createImportWorkerClient(
    new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' }),
  );
}
