import { basename } from 'node:path';
import type { AppContext } from '../services/context';
import { AppError } from '../../src-shared/errors';
import { revertWithCreations } from '../services/jobs/revert/revert-creates';
import type { DomainHandlers } from './handlers';

/** Thin: each jobs.* call goes straight to the job service of the context. */
export function createJobsHandlers(ctx: AppContext): DomainHandlers<'jobs'> {
  const jobs = () => ctx.jobs;
  return {
    'jobs.stageRows': async ({ stageId, rows }) => ctx.rowStage.add(stageId, rows),
    'jobs.plan': ({ stagedRows, ...request }) => {
      if (stagedRows === undefined) return jobs().plan(request);
      if (request.rows.length > 0)
        throw new AppError('invalid-input', 'jobs.plan takes rows or a stage of rows, not both.');
      return jobs().plan({ ...request, rows: ctx.rowStage.take(stagedRows) });
    },
    'jobs.start': ({ id, confirmEnvironment }) => jobs().start(id, { confirmEnvironment }),
    'jobs.pause': async ({ id }) => jobs().pause(id),
    'jobs.resume': ({ id, confirmEnvironment }) => jobs().resume(id, { confirmEnvironment }),
    'jobs.cancel': async ({ id }) => jobs().cancel(id),
    'jobs.list': async () => jobs().list(),
    'jobs.show': async ({ id }) => jobs().show(id),
    'jobs.rows': async ({ id, filter, offset, limit, search }) => jobs().rows(id, filter, offset, limit, search),
    'jobs.revert': ({ id, confirmEnvironment, created, tag }) =>
      created
        ? revertWithCreations(jobs(), ctx.environments, id, { confirmEnvironment, tag })
        : jobs().revert(id, { confirmEnvironment }),
    'jobs.results': async ({ id, format, errorsOnly }) => {
      const file = await jobs().resultFile(id, format, errorsOnly);
      return {
        fileName: `${id}-${basename(file.path)}`,
        mediaType: file.mediaType,
        base64: Buffer.from(file.bytes).toString('base64'),
        savedTo: file.path,
      };
    },
  };
}
