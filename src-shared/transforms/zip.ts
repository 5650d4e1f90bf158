import { wholeFromDecimal } from './decimal-whole';
import type { TransformOutcome } from './types';

const ZIP = /^\d{5}(-\d{4})?$/;

/** 00000: no ZIP code has it (the lowest is 00501); systems write it where there is none. */
const NO_ZIP = /^00000(-?\d{4})?$/;

export function isZipCode(value: string): boolean {
  return ZIP.test(value) && !value.startsWith('00000');
}

/**
 * US ZIP codes: restores leading zeros Excel dropped (2134 -> 02134, 501 -> 00501, 21340000 ->
 * 02134-0000), reads a ZIP a script saved as a decimal (2134.0 -> 02134) and writes 9 digits as
 * #####-####.
 */
export function toZipCode(written: string, fix: boolean): TransformOutcome {
  if (NO_ZIP.test(written)) return { ok: false, message: 'starts 00000, which no ZIP code does: a placeholder a system writes where there is no ZIP code', fix: { description: 'leave the cell empty', value: '' } };
  if (ZIP.test(written)) return { ok: true, value: written, changed: false };
  if (fix) {
    const value = wholeFromDecimal(written) ?? written;
    if (ZIP.test(value)) return { ok: true, value, changed: true };
    const digits = value.replace(/[\s-]/g, '');
    // Excel drops leading zeros: a shortened ZIP never starts with one (0213 lost another digit).
    if (/^[1-9]\d*$/.test(digits)) {
      if (digits.length >= 3 && digits.length <= 5 && !/[\s-]/.test(value)) return { ok: true, value: digits.padStart(5, '0'), changed: true };
      if (digits.length === 8 && !/[\s-]/.test(value)) return { ok: true, value: `0${digits.slice(0, 4)}-${digits.slice(4)}`, changed: true };
    }
    if (/^\d{9}$/.test(digits)) return { ok: true, value: `${digits.slice(0, 5)}-${digits.slice(5)}`, changed: true };
  }
  return { ok: false, message: 'is not a US ZIP code (expected 5 digits, or 5 digits, a dash and 4 digits: 02134 or 02134-1234)' };
}
