// Whether two given names can be the same person's: the same, a known nickname or short form
// (Bob = Robert, Peggy = Margaret: from the vendored names list), or an initial (R. = Robert).
// nicknames.json is the "nicknames" project's names.csv (github.com/carltonnorthern/nicknames, Old Dominion
// University's Web Science and Digital Libraries Research Group, Apache License 2.0), one line of it per entry of
// `names`: a name, then the forms it is known by. No npm package ships it (the project's JS binding is not published;
// the Python package "nicknames" ships the same file). Update it by replacing `names` with a newer names.csv's lines.
import nicknameData from './nicknames.json';

interface NicknameTable {
  /** name -> the forms it is known by */
  forms: Map<string, Set<string>>;
  /** form -> the names that list it */
  names: Map<string, Set<string>>;
}

let table: NicknameTable | null = null;

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function nicknameTable(): NicknameTable {
  if (table) return table;
  const forms = new Map<string, Set<string>>();
  const names = new Map<string, Set<string>>();
  for (const line of nicknameData.names) {
    const [name, ...others] = line
      .trim()
      .split(',')
      .map((word) => word.replace(/\./g, ''));
    if (!name) continue;
    for (const form of others) {
      if (form === '' || form === name) continue;
      add(forms, name, form);
      add(names, form, name);
    }
  }
  table = { forms, names };
  return table;
}

export type GivenNameRelation = 'same' | 'nickname' | 'initial';

/** How two folded given-name words relate, or null when they cannot be one person's. */
export function givenNameRelation(a: string, b: string): GivenNameRelation | null {
  if (a === '' || b === '') return null;
  if (a === b) return 'same';
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return 'initial';
  return areNicknames(a, b) ? 'nickname' : null;
}

/**
 * One lists the other, or both are short forms of one longer name (Bob and Bobby of Robert).
 * Two long names that share a short form are not (Christina and Christopher share "Chris").
 */
export function areNicknames(a: string, b: string): boolean {
  const { forms, names } = nicknameTable();
  if (forms.get(a)?.has(b) || forms.get(b)?.has(a)) return true;
  const ofA = names.get(a);
  const ofB = names.get(b);
  if (!ofA || !ofB) return false;
  for (const name of ofA) if (ofB.has(name) && name.length > a.length && name.length > b.length) return true;
  return false;
}

/**
 * The blocking keys of a given name: itself and every name that lists it as a form. Two names
 * that areNicknames() (or are the same) always share a key, so a row is compared only with users
 * whose given name can be its own.
 */
export function givenNameKeys(word: string): string[] {
  const parents = nicknameTable().names.get(word);
  return parents ? [word, ...parents] : [word];
}

/** The forms a name is known by (Robert: bob, rob, bobby, ...), as the list gives them. */
export function nicknameForms(word: string): string[] {
  return [...(nicknameTable().forms.get(word) ?? [])];
}
