import type { EnvironmentData } from '../records';
import { seedCampaigns, seedDonations, withRaised } from './campaigns';
import { createSeededFakers } from './fakers';
import { historyCampaigns, historyDonations } from './giving-history';
import { seedUsers } from './users';

export interface SeedCounts {
  users: number;
  campaigns: number;
  donations: number;
  /** Gifts over 2016-2023 (with one past campaign a year), for the fiscal-year reports; 0: none. */
  givingHistory?: number;
}

const FIRST_USER_ID = 1001;

/** One environment's demo data, the same for the same seed and counts. */
export function seedEnvironment(seed: number, counts: SeedCounts): EnvironmentData {
  const fakers = createSeededFakers(seed);
  const users = seedUsers(fakers, counts.users, FIRST_USER_ID);
  const campaigns = seedCampaigns(fakers, counts.campaigns, users);
  const recent = seedDonations(fakers, counts.donations, campaigns, users);
  const history = counts.givingHistory ?? 0;
  const past = history > 0 ? historyCampaigns(101 + campaigns.length) : [];
  const earlier = historyDonations(seed, history, users, past);
  earlier.forEach((donation, index) => (donation.id = String(800001 + index)));
  const donations = [...earlier, ...recent];
  return {
    users,
    campaigns: withRaised([...campaigns, ...past], donations),
    donations,
    nextUserId: FIRST_USER_ID + counts.users,
  };
}
