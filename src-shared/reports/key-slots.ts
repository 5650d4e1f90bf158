// Which index holds a number key: an open-addressing hash table of indexes (+1; 0 is an empty
// slot) in a typed array, the keys themselves kept by the caller in a Float64Array column. For
// the reports' big joins (a million person-years, the users by user_id) it stands in for a
// Map<number, number>, which holds its entries on the JavaScript heap: ~50 bytes an entry that
// every full garbage collection walks, and that the heap then grows by a multiple of.

export class KeySlots {
  #slots: Int32Array;
  #shift: number;

  /** Room for about `expected` keys before the table first grows (rounded up to a power of two). */
  constructor(expected = 1024) {
    const size = 2 ** Math.max(4, Math.ceil(Math.log2(expected * 2)));
    this.#slots = new Int32Array(size);
    this.#shift = 32 - Math.log2(size);
  }

  /** The index whose key this is, or -1. */
  find(key: number, keys: Float64Array): number {
    const mask = this.#slots.length - 1;
    for (let i = this.#home(key); ; i = (i + 1) & mask) {
      const slot = this.#slots[i]!;
      if (slot === 0) return -1;
      if (keys[slot - 1] === key) return slot - 1;
    }
  }

  /** Files index `index` (its key already at keys[index]); `count` is how many indexes there are with it. */
  add(index: number, keys: Float64Array, count: number): void {
    if (count * 2 > this.#slots.length) {
      this.#slots = new Int32Array(this.#slots.length * 2);
      this.#shift--;
      for (let i = 0; i < count; i++) if (i !== index) this.#place(i, keys[i]!);
    }
    this.#place(index, keys[index]!);
  }

  #place(index: number, key: number): void {
    const mask = this.#slots.length - 1;
    let i = this.#home(key);
    while (this.#slots[i] !== 0) i = (i + 1) & mask;
    this.#slots[i] = index + 1;
  }

  /** Fibonacci hashing of the key's two 32-bit halves: neighbouring keys land far apart. */
  #home(key: number): number {
    return Math.imul((key | 0) ^ ((key / 4294967296) | 0), 0x9e3779b1) >>> this.#shift;
  }
}
