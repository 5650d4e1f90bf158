import type { AppContext } from '../services/context';
import { DictionaryStore } from '../services/dictionaries';
import type { DomainHandlers } from './handlers';

/** Thin: each dictionaries.* call goes straight to the dictionary store of the home folder. */
export function createDictionariesHandlers(ctx: AppContext): DomainHandlers<'dictionaries'> {
  const store = new DictionaryStore(ctx.home);
  return {
    'dictionaries.list': ({ environment }) => store.list(environment),
    'dictionaries.get': ({ environment, names }) => store.resolve(environment, names),
    'dictionaries.save': ({ environment, dictionary }) => store.save(environment, dictionary),
    'dictionaries.addEntry': ({ environment, name, entry }) => store.addEntries(environment, name, [entry]),
    'dictionaries.remove': async ({ environment, name, entry }) => ({
      left: await store.remove(environment, name, entry),
    }),
    'dictionaries.importCsv': ({ environment, name, csv, replace }) => store.importCsv(environment, name, csv, replace),
    'dictionaries.exportCsv': async ({ environment, name }) => ({
      fileName: `${name}.csv`,
      csv: `\uFEFF${await store.exportCsv(environment, name)}`,
    }),
  };
}
