// A saved mapping template can name the value dictionaries its files are read with. As the
// command line does (`import --template`, `run`): the dictionaries already chosen come first, the
// template's are added after (the first wins a value two of them know); a name the environment
// does not have is refused by main, saying which.
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { Dictionary } from '../../../../src-shared/dictionaries/types';

/** The names to read with: those in force, then the template's not among them. */
export function templateDictionaryNames(inForce: readonly string[], template: readonly string[] | undefined): string[] {
  return [...new Set([...inForce, ...(template ?? [])])];
}

/** The dictionaries in force plus the template's, read from the environment; null when the template names none new. */
export async function withTemplateDictionaries(
  client: BridgeClient,
  environment: string,
  inForce: readonly Dictionary[],
  template: readonly string[] | undefined,
): Promise<{ dictionaries: Dictionary[]; added: string[] } | null> {
  const have = inForce.map((d) => d.name);
  const names = templateDictionaryNames(have, template);
  const added = names.slice(have.length);
  if (added.length === 0) return null;
  const read = await client.call('dictionaries.get', { environment, names: added });
  return { dictionaries: [...inForce, ...read], added };
}
