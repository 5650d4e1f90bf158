// <home>/dictionaries.json: value dictionaries, kept per environment (a production service may
// spell its values otherwise than the test one). Checked before every save: an entry whose "to"
// its field refuses, or a "from" read two ways, is refused with the entry named.
import { join } from 'node:path';
import { z } from 'zod';
import { APP_DICTIONARY_WORDS } from '../../../src-renderer/src/lib/words/dictionary-words';
import {
  checkDictionary,
  dictionaryFromCsv,
  dictionaryKey,
  dictionarySchema,
  dictionaryToCsv,
  type Dictionary,
  type DictionaryEntry,
  wordDictionaryProblem,
} from '../../../src-shared/dictionaries';
import { AppError } from '../../../src-shared/errors';
import { JsonFileStore } from '../json-file-store';

export const DICTIONARIES_FILE_NAME = 'dictionaries.json';

const fileSchema = z.object({
  version: z.literal(1).default(1),
  /** Environment name -> its dictionaries. */
  environments: z.record(z.string(), z.array(dictionarySchema)).default({}),
});

export interface DictionarySummary {
  name: string;
  entries: number;
  kinds: string[];
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const sameEntry = (a: DictionaryEntry, b: DictionaryEntry) =>
  a.kind.trim() === b.kind.trim() && dictionaryKey(a.from) === dictionaryKey(b.from);

export class DictionaryStore {
  readonly #store: JsonFileStore<typeof fileSchema>;

  constructor(home: string) {
    this.#store = new JsonFileStore(join(home, DICTIONARIES_FILE_NAME), fileSchema, {
      name: 'The dictionaries file',
      remedy: 'Fix it, or move it away to start with no dictionaries.',
    });
  }

  async list(environment: string): Promise<DictionarySummary[]> {
    const all = (await this.#store.read()).environments[environment] ?? [];
    return all.map((d) => ({
      name: d.name,
      entries: d.entries.length,
      kinds: [...new Set(d.entries.map((e) => e.kind))],
    }));
  }

  async get(environment: string, name: string): Promise<Dictionary> {
    const all = (await this.#store.read()).environments[environment] ?? [];
    const found = all.find((d) => sameName(d.name, name));
    if (!found) throw notFound(environment, name, all);
    return found;
  }

  /** The dictionaries named, in the order given (the first wins a value two of them know). */
  async resolve(environment: string, names: readonly string[]): Promise<Dictionary[]> {
    return Promise.all(names.map((name) => this.get(environment, name)));
  }

  /** Saves the whole dictionary (replacing one of the same name) once it passes its checks. */
  save(environment: string, dictionary: Dictionary): Promise<Dictionary> {
    refuseProblems(dictionary);
    return this.#store.update((data) => {
      const all = data.environments[environment] ?? [];
      data.environments[environment] = [...all.filter((d) => !sameName(d.name, dictionary.name)), dictionary];
      return dictionary;
    });
  }

  /** Adds entries (one reading a "from" already there replaces it); makes the dictionary when new. */
  addEntries(environment: string, name: string, entries: readonly DictionaryEntry[]): Promise<Dictionary> {
    return this.#store.update((data) => {
      const all = data.environments[environment] ?? [];
      const current = all.find((d) => sameName(d.name, name)) ?? { name, entries: [] };
      const kept = current.entries.filter((old) => !entries.some((entry) => sameEntry(old, entry)));
      const next: Dictionary = { name: current.name, entries: [...kept, ...entries] };
      refuseProblems(next);
      data.environments[environment] = [...all.filter((d) => !sameName(d.name, name)), next];
      return next;
    });
  }

  /** Removes one entry (kind and from given) or the whole dictionary; answers what is left (null: removed). */
  remove(
    environment: string,
    name: string,
    entry?: Pick<DictionaryEntry, 'kind' | 'from'>,
  ): Promise<Dictionary | null> {
    return this.#store.update((data) => {
      const all = data.environments[environment] ?? [];
      const current = all.find((d) => sameName(d.name, name));
      if (!current) throw notFound(environment, name, all);
      const others = all.filter((d) => d !== current);
      if (!entry) {
        data.environments[environment] = others;
        return null;
      }
      const entries = current.entries.filter((old) => !sameEntry(old, { ...entry, to: '' }));
      if (entries.length === current.entries.length)
        throw new AppError(
          'not-found',
          `Dictionary "${current.name}" has no entry for "${entry.from}" in ${entry.kind}.`,
        );
      const next = { name: current.name, entries };
      data.environments[environment] = [...others, next];
      return next;
    });
  }

  async exportCsv(environment: string, name: string): Promise<string> {
    return dictionaryToCsv(await this.get(environment, name));
  }

  /** Reads CSV entries into the dictionary (added to it, or replacing it with `replace`). */
  async importCsv(environment: string, name: string, csv: string, replace = false): Promise<Dictionary> {
    const { entries, problems } = dictionaryFromCsv(csv);
    if (problems.length > 0)
      throw new AppError(
        'invalid-input',
        `The dictionary file cannot be read (nothing was saved).`,
        problems.map((problem) => wordDictionaryProblem(APP_DICTIONARY_WORDS, problem)),
      );
    if (replace) return this.save(environment, { name, entries });
    return this.addEntries(environment, name, entries);
  }
}

function refuseProblems(dictionary: Dictionary): void {
  const problems = checkDictionary(dictionary);
  if (problems.length > 0)
    throw new AppError(
      'invalid-input',
      `Dictionary "${dictionary.name}" was not saved: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
      problems.slice(0, 20).map((problem) => wordDictionaryProblem(APP_DICTIONARY_WORDS, problem)),
    );
}

function notFound(environment: string, name: string, all: readonly Dictionary[]): AppError {
  const known = all.map((d) => d.name);
  return new AppError('not-found', `There is no dictionary "${name}" for environment "${environment}".`, [
    known.length > 0 ? `Its dictionaries: ${known.join(', ')}.` : 'It has no dictionaries yet.',
  ]);
}
