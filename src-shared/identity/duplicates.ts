// Rows of one file that hold the same key (an email key, an inst_id, the match key's value): the
// first holder goes ahead and the later ones repeat it. Two forms of one finder: `repeatsOf` for
// keys given as a list, `KeyTable` for keys noted one at a time with a hash the caller already has
// (validation's address scan gives foldedHash for free: transforms/email.ts).

/** No key: the position is left out. */
type MaybeKey = string | null | undefined;

/** For every position whose key an earlier position holds: that position -> the first holder's. */
export function repeatsOf(keys: readonly MaybeKey[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === null || key === undefined) continue;
    const holder = first.get(key);
    if (holder === undefined) first.set(key, i);
    else repeats.set(i, holder);
  }
  return repeats;
}

/**
 * The keys seen, by hash, in an open-addressing table (one typed array, sized for every position
 * at once): keys are compared only when hashes agree, and read back through `keyAt` rather than
 * kept. A Set of the keys hashed each one again: ~30 ms of validation's 100,000-row benchmark,
 * against ~15 ms.
 */
export class KeyTable {
  /** By slot, two numbers: position + 1 (0: a free slot), then the key's hash. */
  private readonly table: Int32Array;

  constructor(
    size: number,
    private readonly keyAt: (position: number) => MaybeKey,
  ) {
    let slots = 1024;
    while (slots < size * 2) slots *= 2;
    this.table = new Int32Array(slots * 2);
  }

  /** Notes `position` holding `key` (hash: the key's, 31 bits at most); returns the first holder's position, or -1. */
  note(position: number, key: string, hash: number): number {
    const { table } = this;
    const mask = table.length - 2;
    let at = (hash * 2) & mask;
    for (let held = table[at]!; held !== 0; held = table[at]!) {
      if (table[at + 1] === hash && this.keyAt(held - 1) === key) return held - 1;
      at = (at + 2) & mask;
    }
    table[at] = position + 1;
    table[at + 1] = hash;
    return -1;
  }
}
