// --dictionary NAME (repeatable) of `import`: value dictionaries of the environment, read from the
// home folder, added to those the --mapping template names.
import type { Command } from 'commander';
import type { Dictionary } from '../../src-shared/dictionaries';
import { DictionaryStore } from '../services/dictionaries';
import type { FileIntakeSettings } from '../services/intake/run-file';

export interface DictionaryFlags {
  dictionary?: string[];
}

export function addDictionaryOption(command: Command): Command {
  return command.option(
    '--dictionary <name>',
    'read values through this value dictionary of the environment (repeatable; see `dictionaries list`)',
    (value: string, previous: string[] = []) => [...previous, value],
  );
}

/** The dictionaries to read with: those named by the flags first (they win), then the template's. */
export async function dictionariesFor(
  home: string,
  environment: string,
  flags: DictionaryFlags,
  settings: Pick<FileIntakeSettings, 'template'>,
): Promise<Dictionary[]> {
  const names = [...new Set([...(flags.dictionary ?? []), ...(settings.template?.dictionaries ?? [])])];
  return names.length === 0 ? [] : new DictionaryStore(home).resolve(environment, names);
}
