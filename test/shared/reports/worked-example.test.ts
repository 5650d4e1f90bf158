import { describe, expect, it } from 'vitest';
import { lapsedDonors, participation } from '../../../src-shared/reports/donor-figures';
import { GivingLedger } from '../../../src-shared/reports/giving-ledger';
import { donorRetention, giftRanges, givingSummary } from '../../../src-shared/reports/giving-figures';
import { PeopleIndex } from '../../../src-shared/reports/people-index';
import { gift, user } from './giving-fixture';

// The worked example of docs/readme/reports.md, figure by figure.

describe('the worked example in the reports documentation', () => {
  const people = new PeopleIndex();
  people.add(user(1, 2001, { first_name: 'Ada' }));
  people.add(user(2, 2010, { first_name: 'Ben' }));
  people.add(user(3, null, { first_name: 'Cy' }));
  const ledger = new GivingLedger(people, 7);
  ledger.add(gift(1, 1, 100, '2024-11-02 10:00:00'));
  ledger.add(gift(2, 1, 50, '2025-06-30 23:59:00'));
  ledger.add(gift(3, 2, 25, '2024-03-15 09:00:00'));
  ledger.add(gift(4, 3, 10, '2025-09-01 12:00:00'));
  ledger.add(gift(5, null, 300, '2025-01-10 08:00:00'));
  ledger.seal();

  it('gives the figures the documentation states', () => {
    expect(givingSummary(ledger, 2025, 1)[0]).toEqual({
      fiscalYear: 2025,
      donors: 1,
      gifts: 3,
      totalCents: 45000,
      averageCents: 15000,
      medianCents: 10000,
      largestCents: 30000,
      newDonors: 1,
      totalChange: 17,
      donorsChange: 0,
    });
    expect(
      lapsedDonors(ledger, 'lybunt', 2025).map((r) => [r.userId, r.lastGiftCents, r.lifetimeCents, r.yearsGiven]),
    ).toEqual([[2, 2500, 2500, 1]]);
    expect(donorRetention(ledger, 2025, 1)[0]).toMatchObject({ priorDonors: 1, retained: 0, lapsed: 1, newDonors: 1 });
    const fy2026 = participation(ledger, 2026, 'all');
    expect([fy2026.alumni, fy2026.donors, fy2026.otherDonors]).toEqual([2, 0, 1]);
    expect(fy2026.rows.find((r) => r.classYear === 2001)?.reunion).toBe('25th reunion');
    expect(giftRanges(ledger, 2025, 1, [10_000, 100_000]).map((r) => [r.gifts, r.totalCents])).toEqual([
      [1, 5000],
      [2, 40000],
      [0, 0],
    ]);
  });
});
