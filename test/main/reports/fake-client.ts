import type { ApiClient } from '../../../src-main/services/api/types';
import type { CampaignFilter, CampaignRecord, DonationFilter, DonationRecord } from '../../../src-shared/records/types';

// An in-memory ApiClient for the report tests that need exact, hand-made records (hostile names,
// odd amounts). The integration tests use the sandbox service instead.

export function campaign(id: number, overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  return {
    id,
    title: `Campaign ${id}`,
    details: null,
    goal: 10000,
    raised: 2500.5,
    thank_you_message: null,
    type: 'short',
    start_date: '2024-01-01',
    end_date: '2024-06-30',
    createdAt: '2023-12-01',
    updatedAt: '2024-01-02',
    active: true,
    activeFieldSpelling: 'islnactive',
    image: null,
    author: null,
    ambassadors: [],
    ...overrides,
  };
}

export function donation(id: number, overrides: Partial<DonationRecord> = {}): DonationRecord {
  return {
    id: String(id),
    campaign_id: 101,
    user_id: 5000 + id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    amount: 10,
    created_at: '2024-03-15 10:30:00',
    transaction_id: `txn_${id}`,
    ...overrides,
  };
}

export interface FakeClientCalls {
  donationFilters: DonationFilter[];
  campaignFilters: CampaignFilter[];
}

export function fakeClient(
  campaigns: CampaignRecord[],
  donations: DonationRecord[],
): ApiClient & { calls: FakeClientCalls } {
  const calls: FakeClientCalls = { donationFilters: [], campaignFilters: [] };
  const unused = () => Promise.reject(new Error('not used by reports'));
  return {
    baseUrl: 'http://fake.invalid',
    calls,
    listUsers: unused,
    walkUsers: () => ({ [Symbol.asyncIterator]: () => ({ next: unused }) }),
    getUser: unused,
    createUser: unused,
    updateUser: unused,
    async listCampaigns(filter = {}, page = 1) {
      calls.campaignFilters.push(filter);
      return campaigns.slice((page - 1) * 100, page * 100);
    },
    async *walkCampaigns(filter = {}) {
      calls.campaignFilters.push(filter);
      for (let start = 0; start < campaigns.length; start += 100) yield campaigns.slice(start, start + 100);
    },
    async getCampaign(id) {
      const found = campaigns.find((c) => c.id === id);
      if (!found) throw new Error(`no campaign ${id}`);
      return found;
    },
    async listDonations(filter = {}) {
      calls.donationFilters.push(filter);
      return donations;
    },
    async *streamDonations(filter = {}) {
      calls.donationFilters.push(filter);
      for (let start = 0; start < donations.length; start += 1000) yield donations.slice(start, start + 1000);
    },
  };
}
