import { describe, expect, it } from 'vitest';
import { GivingLedger } from '../../../src-shared/reports/giving-ledger';
import { PeopleIndex } from '../../../src-shared/reports/people-index';
import { gift, user } from './giving-fixture';

// The ledger finds a person-year's row through its own hash table (typed arrays, grown as rows
// come). Checked here with far more rows than it starts with, person ids far apart and a
// calendar-year start, against plain Maps built from the same gifts in the test.

describe('GivingLedger person-years', () => {
  it('keeps every person-year, its gifts and totals, and answers gaveIn, across many table growths', () => {
    const people = new PeopleIndex();
    const PEOPLE = 6_000;
    for (let p = 0; p < PEOPLE; p++) people.add(user(1_000_000 + p * 7_919, 1990 + (p % 30)));
    const ledger = new GivingLedger(people, 1);
    const expected = new Map<string, { gifts: number; cents: number; largest: number }>();
    let n = 0;
    for (let p = 0; p < PEOPLE; p++) {
      // Person p gives in years 2001 + (p % 3) ... with gaps: every year where (p + year) % 4 !== 0.
      for (let year = 2001; year <= 2024; year++) {
        if ((p + year) % 4 === 0) continue;
        const gifts = 1 + ((p + year) % 3);
        for (let g = 0; g < gifts; g++) {
          const cents = 100 + ((p * 31 + year * 7 + g * 13) % 50_000);
          ledger.add(gift(n++, 1_000_000 + p * 7_919, cents / 100, `${year}-0${1 + g}-15 10:00:00`));
          const key = `${p}/${year}`;
          const row = expected.get(key) ?? { gifts: 0, cents: 0, largest: 0 };
          row.gifts++;
          row.cents += cents;
          row.largest = Math.max(row.largest, cents);
          expected.set(key, row);
        }
      }
    }
    ledger.add(gift(n++, null, 12.34, '2010-05-05 00:00:00'));
    ledger.add(gift(n++, null, 1, '2010-06-05 00:00:00'));
    ledger.seal();

    expect(expected.size).toBeGreaterThan(100_000);
    expect(ledger.donorYearCount).toBe(expected.size + 1);
    let previous = -Infinity;
    let seen = 0;
    for (const row of ledger.donorYears()) {
      if (row.person < 0) {
        expect(row).toEqual({ person: -1, fiscalYear: 2010, gifts: 2, totalCents: 1334, largestCents: 1234 });
        continue;
      }
      const order = row.person * 10_000 + row.fiscalYear;
      expect(order).toBeGreaterThan(previous);
      previous = order;
      const want = expected.get(`${row.person}/${row.fiscalYear}`);
      expect(want, `${row.person}/${row.fiscalYear}`).toBeDefined();
      expect([row.gifts, row.totalCents, row.largestCents]).toEqual([want!.gifts, want!.cents, want!.largest]);
      seen++;
    }
    expect(seen).toBe(expected.size);
    for (let p = 0; p < PEOPLE; p += 37) {
      for (let year = 1999; year <= 2026; year++) {
        expect(ledger.gaveIn(p, year), `${p} in ${year}`).toBe(expected.has(`${p}/${year}`));
      }
    }
  });
});
