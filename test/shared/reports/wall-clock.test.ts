import { describe, expect, it } from 'vitest';
import { parseServiceTimestamp, readWallClock, type WallClock } from '../../../src-shared/reports/timestamps';

// The ledger reads each gift's created_at with readWallClock (no Date made per gift); it must
// answer exactly what parseServiceTimestamp answers, for the service's shape and every other one.

function both(text: string | null) {
  const into: WallClock = { ms: -1, year: -1, month: -1 };
  const ok = readWallClock(text, into);
  const parsed = parseServiceTimestamp(text);
  const expected = parsed && {
    ms: parsed.date.getTime(),
    year: parsed.date.getUTCFullYear(),
    month: parsed.date.getUTCMonth() + 1,
  };
  return { got: ok ? into : null, expected };
}

const awkward = [
  '2024-02-29 23:59:59',
  '2023-02-29 10:00:00',
  '2000-02-29 00:00:00',
  '1900-02-29 00:00:00',
  '2100-02-28 12:00:00',
  '2024-04-31 00:00:00',
  '2024-04-30 00:00:00',
  '2024-00-10 00:00:00',
  '2024-13-10 00:00:00',
  '2024-12-00 00:00:00',
  '2024-12-31 24:00:00',
  '2024-12-31 23:60:00',
  '2024-12-31 23:59:60',
  '2024-12-31T23:59:59',
  '2024-12-31x23:59:59',
  '2024/12/31 23:59:59',
  '2024-1a-31 23:59:59',
  '0050-06-30 23:59:59',
  '0000-01-01 00:00:00',
  '9999-12-31 23:59:59',
  ' 2024-12-31 23:59:5',
  '2024-12-31 23:59:59 ',
  '2024-12-31 23:59:59Z',
  '2024-12-31T23:59:59.123+02:00',
  '2024-12-31',
  '2024-12-31 08:15',
  'not a date at all!!',
  '',
  null,
];

describe('readWallClock', () => {
  it('answers what parseServiceTimestamp answers for awkward values', () => {
    for (const text of awkward) {
      const { got, expected } = both(text);
      expect(got, String(text)).toEqual(expected);
    }
    expect(both('2024-02-29 23:59:59').got).toEqual({ ms: Date.UTC(2024, 1, 29, 23, 59, 59), year: 2024, month: 2 });
    expect(both('2023-02-29 10:00:00').got).toBeNull();
    expect(both('0050-06-30 23:59:59').got?.year).toBe(1950);
  });

  it('answers what parseServiceTimestamp answers for 20,000 generated service timestamps', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const two = (n: number) => String(n).padStart(2, '0');
    let dated = 0;
    for (let i = 0; i < 20_000; i++) {
      const text =
        `${1890 + next(300)}-${two(next(14))}-${two(next(33))}` +
        `${next(2) ? ' ' : 'T'}${two(next(26))}:${two(next(62))}:${two(next(62))}`;
      const { got, expected } = both(text);
      expect(got, text).toEqual(expected);
      if (expected) dated++;
    }
    // Both real dates and impossible ones were tried.
    expect(dated).toBeGreaterThan(5_000);
    expect(dated).toBeLessThan(19_000);
  });
});
