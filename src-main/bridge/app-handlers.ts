import packageJson from '../../package.json';
import type { AppContext } from '../services/context';
import type { DomainHandlers } from './handlers';

export function createAppHandlers(ctx: AppContext): DomainHandlers<'app'> {
  return {
    'app.info': async () => ({
      version: packageJson.version,
      // The CLI never serves the bridge; a context made for it reports the browser door.
      door: ctx.door === 'electron' ? 'electron' : 'browser',
      home: ctx.home,
    }),
  };
}
