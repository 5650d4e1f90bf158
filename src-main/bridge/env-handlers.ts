import type { AppContext } from '../services/context';
import type { DomainHandlers } from './handlers';

/** Thin: each env.* call goes straight to the environment service. */
export function createEnvHandlers(ctx: AppContext): DomainHandlers<'env'> {
  const environments = ctx.environments;
  return {
    'env.list': () => environments.list(),
    'env.add': (args) => environments.add(args),
    'env.update': ({ name, ...changes }) => environments.update(name, changes),
    'env.remove': ({ name }) => environments.remove(name),
    'env.setKey': ({ name, key }) => environments.setKey(name, key),
    'env.removeKey': ({ name }) => environments.removeKey(name),
    'env.test': ({ name }) => environments.testConnection(name),
    'env.getActive': () => environments.getActive(),
    'env.setActive': ({ name }) => environments.setActive(name),
  };
}
