// One worker request answered by an import session: the worker's side, kept apart from the
// message plumbing so the wizard's tests can run a real session in-process.
import type { WorkerMessage, WorkerRequest } from './import-protocol';
import type { ImportSession } from './import-session';

export async function answerRequest(
  session: ImportSession,
  id: number,
  request: WorkerRequest,
  post: (message: WorkerMessage) => void,
): Promise<unknown> {
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
        request.dictionaries,
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
