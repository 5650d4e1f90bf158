// Parsers of the numeric flags: each refuses what a person would not mean, naming the flag.
import { InvalidArgumentError } from 'commander';

export function positiveInteger(flag: string, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    // Digits only: "0x2", "1e0" and "2.0" are numbers to Number(), not row numbers a person writes.
    const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > max) {
      throw new InvalidArgumentError(
        `${flag} takes a whole number from 1${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'} (got "${value}").`,
      );
    }
    return n;
  };
}

export function nonNegativeNumber(flag: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || n > 1000)
      throw new InvalidArgumentError(`${flag} takes a number from 0 to 1000 (got "${value}").`);
    return n;
  };
}
