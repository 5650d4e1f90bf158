// The users of the service, filed for the look-ups the cascade makes: by inst_id, by email, by
// secondary email, and (blocking) by each significant word of their last and maiden names joined
// with their given name's keys. A row is compared only with the users filed under its own keys:
// no row-by-user comparison.
import { givenNameKeys } from './nicknames';
import { emailKey, emailKeys, givenNameKey, instIdKey, surnameKey } from './normalise';

export type IndexedUser = Readonly<Record<string, unknown>> & { user_id: number };

export class UserIndex<U extends IndexedUser = IndexedUser> {
  readonly users: readonly U[];
  readonly #byId = new Map<number, U>();
  readonly #byInstId = new Map<string, U[]>();
  readonly #byEmail = new Map<string, U[]>();
  readonly #bySecondary = new Map<string, U[]>();
  readonly #bySurname = new Map<string, U[]>();

  constructor(users: readonly U[]) {
    this.users = users;
    for (const user of users) {
      this.#byId.set(user.user_id, user);
      const id = instIdKey(user['inst_id']);
      if (id !== null) file(this.#byInstId, id, user);
      const email = emailKey(user['email']);
      if (email !== null) file(this.#byEmail, email, user);
      for (const key of emailKeys(user['secondary_email'])) file(this.#bySecondary, key, user);
      for (const key of blockKeys(user, 'filing')) file(this.#bySurname, key, user);
    }
  }

  byUserId(userId: number): U | undefined {
    return this.#byId.get(userId);
  }

  byInstId(id: string): readonly U[] {
    return this.#byInstId.get(id) ?? [];
  }

  byEmail(email: string): readonly U[] {
    return this.#byEmail.get(email) ?? [];
  }

  bySecondaryEmail(email: string): readonly U[] {
    return this.#bySecondary.get(email) ?? [];
  }

  /**
   * Users whose last or maiden name shares a word with the row's, and whose given name can be the row's (each once).
   */
  byName(row: Readonly<Record<string, unknown>>): U[] {
    const seen = new Set<number>();
    const found: U[] = [];
    for (const key of blockKeys(row, 'look-up')) {
      for (const user of this.#bySurname.get(key) ?? []) {
        if (seen.has(user.user_id)) continue;
        seen.add(user.user_id);
        found.push(user);
      }
    }
    return found;
  }
}

function file<U>(map: Map<string, U[]>, key: string, user: U): void {
  const list = map.get(key);
  if (list) list.push(user);
  else map.set(key, [user]);
}

/** Every significant word of the last and maiden names, and both whole. */
export function surnameBlockKeys(person: Readonly<Record<string, unknown>>): string[] {
  const keys = new Set<string>();
  for (const field of ['last_name', 'maiden_name']) {
    const key = surnameKey(person[field]);
    if (!key) continue;
    keys.add(key.whole);
    for (const part of key.parts) keys.add(part);
  }
  return [...keys];
}

/**
 * Given-name keys: the first word of the first name and of the recorded nickname, with the names
 * they shorten. Initials meet full names through their letter: users are filed under "#r" (their
 * initial), a row named "R." looks there; a user named "R." is filed under "!r", where a row named
 * Robert looks.
 */
function givenBlockKeys(person: Readonly<Record<string, unknown>>, use: 'filing' | 'look-up'): string[] {
  const keys = new Set<string>();
  const first = givenNameKey(person['first_name'])?.first;
  for (const word of [first, givenNameKey(person['nickname'])?.first]) {
    if (word) for (const key of givenNameKeys(word)) keys.add(key);
  }
  if (first) {
    const initial = first.length === 1;
    if (use === 'filing') keys.add(initial ? `!${first}` : `#${first[0]}`);
    else keys.add(initial ? `#${first}` : `!${first[0]}`);
  }
  return [...keys];
}

/** Surname word x given-name key: the buckets a person is filed in (or a row looks in). */
export function blockKeys(person: Readonly<Record<string, unknown>>, use: 'filing' | 'look-up'): string[] {
  const given = givenBlockKeys(person, use);
  return surnameBlockKeys(person).flatMap((surname) => given.map((key) => `${surname}|${key}`));
}
