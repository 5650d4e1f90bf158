import { describe, expect, it } from 'vitest';
import { seedEnvironment } from '../../../src-main/sandbox/seed';

// The sandbox's years of earlier giving: added beside the demo data (which stays as it was), the
// same for the same seed, and shaped like real giving: repeat donors, lapsed ones, reunion spikes.

const counts = { users: 250, campaigns: 12, donations: 2000 };

describe('sandbox giving history', () => {
  const plain = seedEnvironment(5, counts);
  const withHistory = seedEnvironment(5, { ...counts, givingHistory: 4000 });
  const earlier = withHistory.donations.filter((d) => d.created_at < '2024');

  it('adds gifts and past campaigns, leaving the users and the recent donations as they were', () => {
    expect(withHistory.users).toEqual(plain.users);
    expect(withHistory.donations.slice(4000)).toEqual(plain.donations);
    expect(earlier).toHaveLength(4000);
    expect(withHistory.campaigns.slice(0, 12).map((c) => c.id)).toEqual(plain.campaigns.map((c) => c.id));
    expect(withHistory.campaigns.slice(12).map((c) => c.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Annual Fund ${2016 + i}`),
    );
    expect(new Set(withHistory.donations.map((d) => d.id)).size).toBe(6000);
    expect(seedEnvironment(5, { ...counts, givingHistory: 4000 }).donations).toEqual(withHistory.donations);
  });

  it('has repeat donors, donors who stop, and more gifts in reunion years', () => {
    const yearsOf = new Map<number, Set<number>>();
    for (const d of earlier) {
      if (d.user_id === null) continue;
      const years = yearsOf.get(d.user_id) ?? new Set<number>();
      years.add(Number(d.created_at.slice(0, 4)));
      yearsOf.set(d.user_id, years);
    }
    const loyal = [...yearsOf.values()].filter((years) => years.size >= 7).length;
    const stopped = [...yearsOf.values()].filter((years) => Math.max(...years) <= 2020).length;
    expect(loyal).toBeGreaterThan(20);
    expect(stopped).toBeGreaterThan(10);
    const classOf = new Map(withHistory.users.map((u) => [u.user_id, Number(u.year_graduated)]));
    let reunion = 0;
    let other = 0;
    for (const d of earlier) {
      if (d.user_id === null) continue;
      const gap = Number(d.created_at.slice(0, 4)) - classOf.get(d.user_id)!;
      if (gap > 0 && gap % 5 === 0) reunion++;
      else if (gap > 0) other++;
    }
    // One year in five is a reunion year: gifts in them run well above a fifth of the rest.
    expect(reunion / other).toBeGreaterThan(0.3);
    expect(earlier.some((d) => d.user_id === null)).toBe(true);
  });
});
