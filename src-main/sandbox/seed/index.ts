import type { EnvironmentData } from '../records';
import { seedCampaigns, seedDonations, withRaised } from './campaigns';
import { createSeededFakers } from './fakers';
import { seedUsers } from './users';

export interface SeedCounts {
  users: number;
  campaigns: number;
  donations: number;
}

const FIRST_USER_ID = 1001;

/** One environment's demo data, the same for the same seed and counts. */
export function seedEnvironment(seed: number, counts: SeedCounts): EnvironmentData {
  const fakers = createSeededFakers(seed);
  const users = seedUsers(fakers, counts.users, FIRST_USER_ID);
  const campaigns = seedCampaigns(fakers, counts.campaigns, users);
  const donations = seedDonations(fakers, counts.donations, campaigns, users);
  return { users, campaigns: withRaised(campaigns, donations), donations, nextUserId: FIRST_USER_ID + counts.users };
}
