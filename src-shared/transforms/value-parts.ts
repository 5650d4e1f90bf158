// A value split across two columns, joined back before it is read: Banner's area code beside
// its number (217 + 5550123), an extension, a country calling code, a ZIP+4's last four digits.

/**
 * A number with its country code (+44 20..., 0044 20...) or all ten digits of a North American one: it has its area
 * code.
 */
export function isWholeNumber(value: string): boolean {
  return /^\s*(\+|00)/.test(value) || value.replace(/\D/g, '').length >= 10;
}

/** A part of a value kept in a column of its own (a phone's area code, a ZIP's last four digits). */
export type ValuePart = 'area-code' | 'country-code' | 'extension' | 'zip4';

/** The order parts are joined in: the area code before the country code is put in front of both. */
export const PART_ORDER: readonly ValuePart[] = ['area-code', 'country-code', 'extension', 'zip4'];

/**
 * `whole` with `part` (both trimmed, non-empty) joined as the service reads it; `whole` as it is
 * when it holds the part already (a number with its area code, an extension written after it).
 */
export function joinPart(kind: ValuePart, whole: string, part: string): string {
  switch (kind) {
    case 'area-code':
      return isWholeNumber(whole) ? whole : `${part} ${whole}`;
    case 'country-code': {
      const code = part.replace(/^\D*(00)?/, '').replace(/\D/g, '');
      return /^\s*(\+|00)/.test(whole) || code === '' ? whole : `+${code} ${whole}`;
    }
    case 'extension':
      return /\d\s*(x|ext)/i.test(whole) ? whole : `${whole} x${part}`;
    case 'zip4':
      // Excel drops leading zeros from both (2134 for 02134, 12 for 0012): put back to join them.
      return /^\d{3,5}$/.test(whole) && /^\d{1,4}$/.test(part)
        ? `${whole.padStart(5, '0')}-${part.padStart(4, '0')}`
        : whole;
  }
}
