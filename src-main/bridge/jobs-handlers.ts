import { basename } from 'node:path';
import type { AppContext } from '../services/context';
import { jobServiceFor } from '../services/jobs';
import type { DomainHandlers } from './handlers';

/** Thin: each jobs.* call goes straight to the job service of the context. */
export function createJobsHandlers(ctx: AppContext): DomainHandlers<'jobs'> {
  const jobs = () => jobServiceFor(ctx);
  return {
    'jobs.plan': (request) => jobs().plan(request),
    'jobs.start': ({ id, confirmEnvironment }) => jobs().start(id, { confirmEnvironment }),
    'jobs.pause': async ({ id }) => jobs().pause(id),
    'jobs.resume': ({ id, confirmEnvironment }) => jobs().resume(id, { confirmEnvironment }),
    'jobs.cancel': async ({ id }) => jobs().cancel(id),
    'jobs.list': async () => jobs().list(),
    'jobs.show': async ({ id }) => jobs().show(id),
    'jobs.rows': async ({ id, filter, offset, limit, search }) => jobs().rows(id, filter, offset, limit, search),
    'jobs.revert': ({ id, confirmEnvironment }) => jobs().revert(id, { confirmEnvironment }),
    'jobs.results': async ({ id, format, errorsOnly }) => {
      const file = await jobs().resultFile(id, format, errorsOnly);
      return { fileName: `${id}-${basename(file.path)}`, mediaType: file.mediaType, base64: Buffer.from(file.bytes).toString('base64'), savedTo: file.path };
    },
  };
}
