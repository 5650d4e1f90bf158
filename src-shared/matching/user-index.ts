// The users of the service, filed for the look-ups the cascade makes: by inst_id, by email, by
// secondary email, and (blocking) by each significant word of their last and maiden names. A row
// is compared only with the users filed under its own name words: no row-by-user comparison.
import { emailKey, emailKeys, instIdKey, surnameKey } from './normalise';

export type IndexedUser = Readonly<Record<string, unknown>> & { user_id: number };

export class UserIndex<U extends IndexedUser = IndexedUser> {
  readonly users: readonly U[];
  readonly #byInstId = new Map<string, U[]>();
  readonly #byEmail = new Map<string, U[]>();
  readonly #bySecondary = new Map<string, U[]>();
  readonly #bySurname = new Map<string, U[]>();

  constructor(users: readonly U[]) {
    this.users = users;
    for (const user of users) {
      const id = instIdKey(user['inst_id']);
      if (id !== null) file(this.#byInstId, id, user);
      const email = emailKey(user['email']);
      if (email !== null) file(this.#byEmail, email, user);
      for (const key of emailKeys(user['secondary_email'])) file(this.#bySecondary, key, user);
      for (const key of surnameBlockKeys(user)) file(this.#bySurname, key, user);
    }
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

  /** Users sharing a last- or maiden-name word with the row's last or maiden name (each once). */
  byName(row: Readonly<Record<string, unknown>>): U[] {
    const seen = new Set<number>();
    const found: U[] = [];
    for (const key of surnameBlockKeys(row)) {
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

/** The blocking keys of a person: every significant word of the last and maiden names, and both whole. */
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
