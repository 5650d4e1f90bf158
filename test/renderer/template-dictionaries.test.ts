import { describe, expect, it } from 'vitest';
import type { BridgeClient } from '../../src-shared/bridge/contract';
import type { Dictionary } from '../../src-shared/dictionaries/types';
import {
  templateDictionaryNames,
  withTemplateDictionaries,
} from '../../src-renderer/src/screens/import/template-dictionaries';

const dictionary = (name: string): Dictionary => ({ name, entries: [{ kind: 'gender', from: 'W', to: 'f' }] });

/** Answers dictionaries.get from a store, as main does (a missing name refused); records each call. */
function fakeClient(store: Dictionary[], calls: unknown[]): BridgeClient {
  return {
    async call(method: string, args: unknown) {
      calls.push([method, args]);
      if (method !== 'dictionaries.get') throw new Error(`unexpected ${method}`);
      const { names } = args as { names: string[] };
      return names.map((name) => {
        const found = store.find((d) => d.name === name);
        if (!found) throw new Error(`There is no dictionary named "${name}".`);
        return found;
      });
    },
    on: () => () => {},
  } as unknown as BridgeClient;
}

describe("a template's dictionaries, joined as the command line joins them", () => {
  it('keeps those in force first and adds the others once', () => {
    expect(templateDictionaryNames(['Registrar'], ['Countries', 'Registrar'])).toEqual(['Registrar', 'Countries']);
    expect(templateDictionaryNames([], undefined)).toEqual([]);
  });

  it('reads only the new ones from the environment and puts them after those in force', async () => {
    const calls: unknown[] = [];
    const client = fakeClient([dictionary('Registrar'), dictionary('Countries')], calls);
    const joined = await withTemplateDictionaries(
      client,
      'test',
      [dictionary('Registrar')],
      ['Countries', 'Registrar'],
    );
    expect(joined?.added).toEqual(['Countries']);
    expect(joined?.dictionaries.map((d) => d.name)).toEqual(['Registrar', 'Countries']);
    expect(calls).toEqual([['dictionaries.get', { environment: 'test', names: ['Countries'] }]]);
    expect(await withTemplateDictionaries(client, 'test', [dictionary('Registrar')], ['Registrar'])).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('lets a name the environment does not have be refused, as the command line refuses it', async () => {
    const client = fakeClient([], []);
    await expect(withTemplateDictionaries(client, 'test', [], ['Campus'])).rejects.toThrow(/Campus/);
  });
});
