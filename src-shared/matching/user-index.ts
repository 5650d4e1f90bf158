// The users of the service, profiled once, weighed (value frequencies for the weights) and filed
// under their blocking keys. A row is compared only with the users filed under its own keys: no
// row-by-user comparison. A key too many users share (a common name in one postcode) is not looked
// in: the other keys still find the person.
import { blockKeys, isIdentifierKey } from './blocking';
import { profileOf, type Profile } from './profile';
import { WeightModel } from './weights';

export type IndexedUser = Readonly<Record<string, unknown>> & { user_id: number };

/** Buckets larger than this are not looked in (unless the key names one person, e.g. an inst_id). */
export const MAX_BUCKET = 400;

export class UserIndex<U extends IndexedUser = IndexedUser> {
  readonly users: readonly U[];
  readonly profiles: readonly Profile[];
  readonly model: WeightModel;
  readonly #byId = new Map<number, number>();
  /** Users by blocking key: one position, or several (most keys are one user's: no list for those). */
  readonly #blocks = new Map<string, number | number[]>();
  #stamp: Uint32Array;
  #round = 0;

  constructor(users: readonly U[]) {
    this.users = users;
    this.profiles = users.map((user) => profileOf(user));
    this.model = new WeightModel(this.profiles);
    this.#stamp = new Uint32Array(users.length);
    users.forEach((user, i) => {
      this.#byId.set(user.user_id, i);
      for (const key of blockKeys(this.profiles[i]!, 'filing')) {
        const filed = this.#blocks.get(key);
        if (filed === undefined) this.#blocks.set(key, i);
        else if (typeof filed === 'number') this.#blocks.set(key, [filed, i]);
        else filed.push(i);
      }
    });
  }

  byUserId(userId: number): U | undefined {
    const i = this.#byId.get(userId);
    return i === undefined ? undefined : this.users[i];
  }

  profileOfUser(userId: number): Profile | undefined {
    const i = this.#byId.get(userId);
    return i === undefined ? undefined : this.profiles[i];
  }

  /** The positions of the users sharing a blocking key with the row (each once). */
  candidates(row: Profile): number[] {
    this.#round = (this.#round + 1) >>> 0;
    if (this.#round === 0) {
      this.#stamp.fill(0);
      this.#round = 1;
    }
    const round = this.#round;
    const found: number[] = [];
    for (const key of blockKeys(row, 'look-up')) {
      const filed = this.#blocks.get(key);
      if (filed === undefined) continue;
      if (typeof filed === 'number') {
        if (this.#stamp[filed] !== round) {
          this.#stamp[filed] = round;
          found.push(filed);
        }
        continue;
      }
      if (filed.length > MAX_BUCKET && !isIdentifierKey(key)) continue;
      for (const i of filed) {
        if (this.#stamp[i] === round) continue;
        this.#stamp[i] = round;
        found.push(i);
      }
    }
    return found;
  }
}
