// A buffer that sheet XML is written into byte by byte: markup, numbers and plain ASCII text go in
// without a string being made, joined or encoded (for a Data sheet of a million rows, building
// each row as a string and encoding it was most of the cost of writing the file). Numbers come
// out as JavaScript prints them (`${n}`), text as exceljs escapes it, in UTF-8.

/** What exceljs escapes or drops in text: markup characters, DEL, and control characters except tab, LF and CR. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex
const ESCAPED = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as exceljs writes it in a cell's XML: markup escaped, the control characters it drops dropped. */
export function xmlCellText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (c) => ENTITIES[c] ?? '') : text;
}

/**
 * Below this, numbers are printed here: a whole one as its digits, one that is a whole count of
 * hundredths with its two decimals (one when the second is 0); others as JavaScript prints them.
 */
const CENTS_EXACT_BELOW = 1e12;
const DIGITS = new Uint8Array(24);

export class XmlBytes {
  buffer: Buffer;
  length = 0;

  constructor(size: number) {
    this.buffer = Buffer.allocUnsafe(size);
  }

  get room(): number {
    return this.buffer.length - this.length;
  }

  /** Markup known to be ASCII. */
  ascii(text: string): void {
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** The first `count` bytes of `part` (all of them by default). */
  bytes(part: Uint8Array, count = part.length): void {
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < count; i++) buffer[at++] = part[i]!;
    this.length = at;
  }

  /** A number exactly as `${value}` prints it. */
  number(value: number): void {
    if (Math.abs(value) < CENTS_EXACT_BELOW) {
      if (Number.isInteger(value)) return this.#digits(value, 0);
      // Money (cents / 100): below 1e12 a double is far finer than a hundredth, so the shortest
      // text that reads back as the number, which JavaScript prints, is its two-decimal form.
      const cents = Math.round(value * 100);
      if (cents / 100 === value) return this.#digits(cents, cents % 10 === 0 ? 1 : 2);
    }
    this.ascii(String(value));
  }

  /** An integer's digits, the last `decimals` of them after a point (decimals 1: a count of hundredths ending in 0). */
  #digits(value: number, decimals: number): void {
    if (decimals === 1) value = value / 10;
    const buffer = this.buffer;
    let at = this.length;
    if (value < 0) buffer[at++] = 45;
    let n = value < 0 ? -value : value;
    let count = 0;
    // Below 2^31 in int32 arithmetic: a double's % and floor are several times slower (profiled).
    if (n <= 0x7fffffff) {
      let i = n | 0;
      do {
        const rest = (i / 10) | 0;
        DIGITS[count++] = 48 + i - rest * 10;
        i = rest;
      } while (i > 0 || count <= decimals);
    } else {
      do {
        DIGITS[count++] = 48 + (n % 10);
        n = Math.floor(n / 10);
      } while (n > 0 || count <= decimals);
    }
    while (count > 0) {
      if (count === decimals) buffer[at++] = 46;
      buffer[at++] = DIGITS[--count]!;
    }
    this.length = at;
  }

  /** Cell text, escaped as exceljs escapes it, in UTF-8. At most 6 bytes a UTF-16 unit (`&quot;`). */
  text(text: string): void {
    const buffer = this.buffer;
    const start = this.length;
    let at = start;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      // Printable ASCII but for the markup characters, and tab, LF, CR: as they are.
      if (
        (c >= 32 && c < 127 && c !== 60 && c !== 62 && c !== 38 && c !== 39 && c !== 34) ||
        c === 9 ||
        c === 10 ||
        c === 13
      ) {
        buffer[at++] = c;
        continue;
      }
      this.length = start + buffer.write(xmlCellText(text), start, 'utf8');
      return;
    }
    this.length = at;
  }
}
