import { describe, expect, it } from 'vitest';
import { counted } from '../../src-renderer/src/lib/counted';
import { thousands } from '../../src-renderer/src/lib/words/thousands';

describe('counted', () => {
  it('writes one thing in the singular and any other count in the plural, with thousands separated', () => {
    expect(counted(1, 'row')).toBe('1 row');
    expect(counted(0, 'row')).toBe('0 rows');
    expect(counted(2, 'column')).toBe('2 columns');
    expect(counted(1200, 'new user')).toBe('1,200 new users');
  });
});

describe('thousands', () => {
  it('groups a whole number exactly as toLocaleString("en-US") does', () => {
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 1_234_567_890];
    for (const n of [...samples, ...samples.map((s) => -s), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
    for (let n = 0; n < 20_000; n += 7) expect(thousands(n)).toBe(n.toLocaleString('en-US'));
  });

  it('leaves fractions, -0 and huge numbers to Intl', () => {
    for (const n of [1234.5678, -0, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY])
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
  });
});
