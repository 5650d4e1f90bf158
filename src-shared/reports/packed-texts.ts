// Many short texts (the names and emails of 200,000 people) kept as UTF-8 bytes in one growing
// buffer, with where each ends in another: outside the JavaScript heap. Held as strings they were
// ~18 MB of small objects that every full collection walked, and the collector let the heap grow
// to several times what it held (measured: the report's heap peaked at ~170 MB against ~75 MB for
// reading the same lists alone). A text is decoded again when asked for.

import { grow } from './grow-array';

const encoder = new TextEncoder();
// ignoreBOM: a text that begins with U+FEFF keeps it (by default the decoder drops it).
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
/** UTF-8 takes at most 3 bytes per UTF-16 unit (a surrogate pair: 4 bytes for 2 units). */
const MAX_BYTES_PER_UNIT = 3;

export class PackedTexts {
  #bytes = new Uint8Array(64 * 1024);
  /** Where text i ends in #bytes (it starts where text i - 1 ends). */
  #ends = new Uint32Array(1024);
  #count = 0;
  #used = 0;

  get size(): number {
    return this.#count;
  }

  /** Keeps the text (lone surrogates become U+FFFD, as in any UTF-8 file); answers its number. */
  add(text: string): number {
    this.#bytes = grow(this.#bytes, this.#used + text.length * MAX_BYTES_PER_UNIT);
    this.#ends = grow(this.#ends, this.#count + 1);
    this.#used += encoder.encodeInto(text, this.#bytes.subarray(this.#used)).written;
    this.#ends[this.#count] = this.#used;
    return this.#count++;
  }

  get(index: number): string {
    if (index < 0 || index >= this.#count) throw new RangeError(`No text ${index} (there are ${this.#count}).`);
    const start = index === 0 ? 0 : this.#ends[index - 1]!;
    const end = this.#ends[index]!;
    return start === end ? '' : decoder.decode(this.#bytes.subarray(start, end));
  }
}
