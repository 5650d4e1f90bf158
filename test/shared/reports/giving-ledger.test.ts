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
    const PEOPLE = 3_000;
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

    expect(expected.size).toBeGreaterThan(50_000);
    expect(ledger.donorYearCount).toBe(expected.size + 1);
    // Gathered, then compared once (an expect per row is slow on a loaded machine).
    const wrong: string[] = [];
    let previous = -Infinity;
    let seen = 0;
    for (const row of ledger.donorYears()) {
      if (row.person < 0) {
        expect(row).toEqual({ person: -1, fiscalYear: 2010, gifts: 2, totalCents: 1334, largestCents: 1234 });
        continue;
      }
      const key = `${row.person}/${row.fiscalYear}`;
      const order = row.person * 10_000 + row.fiscalYear;
      if (order <= previous) wrong.push(`${key} out of order`);
      previous = order;
      const want = expected.get(key);
      const got = [row.gifts, row.totalCents, row.largestCents].join();
      if (!want || got !== [want.gifts, want.cents, want.largest].join()) wrong.push(`${key}: ${got}`);
      seen++;
    }
    expect(wrong).toEqual([]);
    expect(seen).toBe(expected.size);
    for (let p = 0; p < PEOPLE; p += 7) {
      for (let year = 1999; year <= 2026; year++) {
        if (ledger.gaveIn(p, year) !== expected.has(`${p}/${year}`)) wrong.push(`gaveIn ${p} ${year}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds users by user_id after the index grows, keeps the first of a repeated user_id, reads class years', () => {
    const people = new PeopleIndex();
    const ids = Array.from({ length: 5_000 }, (_, i) => (i % 2 === 0 ? 2 ** 40 + i * 1_048_576 : 17 + i * 3));
    ids.forEach((id, i) => people.add(user(id, i % 10 === 0 ? null : 1950 + (i % 70))));
    people.add(user(ids[123]!, 2001, { first_name: 'Someone', last_name: 'Else' }));
    expect(people.size).toBe(5_000);
    const found = ids.map((id, i) => [people.find(id), people.facts(i).user_id, people.classYear(i)]);
    expect(found).toEqual(ids.map((id, i) => [i, id, i % 10 === 0 ? null : 1950 + (i % 70)]));
    expect(people.facts(123).name).toBe(`First${ids[123]} Last${ids[123]}`);
    expect(people.find(16)).toBe(-1);
    expect(people.find(2 ** 40 + 1)).toBe(-1);
    expect(people.isAlumnusOfRecord(10, 'all')).toBe(false);
    expect(people.isAlumnusOfRecord(11, 'all')).toBe(true);
  });
});
