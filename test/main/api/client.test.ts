import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import type { ApiClient } from '../../../src-main/services/api/types';
import { useSandbox } from '../../helpers/sandbox';

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('API client against the sandbox: every endpoint, clean types', () => {
  const sandbox = useSandbox();
  const client = (): ApiClient =>
    createApiClient({ baseUrl: sandbox().environments.test.baseUrl, apiKey: sandbox().environments.test.key });

  it('lists users 100 a page, with numbers as numbers and every field kept', async () => {
    const page = await client().listUsers();
    expect(page).toHaveLength(100);
    const user = page.find((candidate) => candidate.work_lat !== null)!;
    expect(typeof user.work_lat).toBe('number');
    expect(typeof user.work_lng).toBe('number');
    expect(Array.isArray(user.secondary_email)).toBe(true);
    expect(user.user_study_area).toEqual([expect.objectContaining({ study_area: expect.any(String) })]);
    expect(Object.keys(user)).toEqual(
      expect.arrayContaining(['home_geohash_l6', 'salt', 'user_skill', 'custom_fields']),
    );
    expect(await client().listUsers({}, 3)).toHaveLength(50);
  });

  it('walks every page of users, with and without filters', async () => {
    const pages = await collect(client().walkUsers());
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    const ids = pages.flat().map((user) => user.user_id);
    expect(new Set(ids).size).toBe(250);
    const pending = (await collect(client().walkUsers({ approved: 0 }))).flat();
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((user) => user.approved === 0)).toBe(true);
    const both = (await collect(client().walkUsers({ approved: 1, enabled: 0 }))).flat();
    expect(both.length).toBe(pages.flat().filter((user) => user.approved === 1 && user.enabled === 0).length);
  });

  it('reads one user as one record, not an array of one', async () => {
    const user = await client().getUser(1042);
    expect(Array.isArray(user)).toBe(false);
    expect(user.user_id).toBe(1042);
    expect(user.email).toMatch(/@/);
  });

  it('creates a user and answers the clean record, then finds it by email', async () => {
    const email = `new.${Date.now()}@example.org`;
    const created = await client().createUser({
      first_name: 'Léa',
      last_name: 'Ørsted',
      email,
      enabled: 1,
      is_import_user: 1,
    });
    expect(created).toMatchObject({
      first_name: 'Léa',
      last_name: 'Ørsted',
      email,
      enabled: 1,
      approved: 0,
      is_import_user: 1,
    });
    expect(await client().getUser(created.user_id)).toEqual(created);
    expect((await client().listUsers({ email: email.toUpperCase() })).map((user) => user.user_id)).toEqual([
      created.user_id,
    ]);
  });

  it('updates with the complete record read back (read, edit, send)', async () => {
    const user = await client().getUser(1033);
    await client().updateUser(1033, { ...user, approved: 1, enabled: 1, tags: ['approved-by-test'] });
    const after = await client().getUser(1033);
    expect(after).toMatchObject({ approved: 1, enabled: 1, tags: ['approved-by-test'] });
    expect(after.work_lat).toEqual(user.work_lat);
    expect(after.createdAt).toBe(user.createdAt);
  });

  it('reads campaigns with raised as a number and one active flag whatever the spelling', async () => {
    const campaigns = await client().listCampaigns();
    expect(campaigns).toHaveLength(12);
    expect(campaigns.every((campaign) => typeof campaign.raised === 'number' && campaign.raised > 0)).toBe(true);
    const spellings = new Set(campaigns.map((campaign) => campaign.activeFieldSpelling));
    expect(spellings).toEqual(new Set(['islnactive', 'isInactive']));
    for (const campaign of campaigns) {
      if (campaign.activeFieldSpelling === 'isInactive') expect(campaign.active).toBeNull();
      else expect(typeof campaign.active).toBe('boolean');
    }
    expect(campaigns.some((campaign) => campaign.active === true)).toBe(true);
    const one = await client().getCampaign(campaigns[0]!.id);
    expect(one).toEqual(campaigns[0]);
    expect(one.author).toMatchObject({ user_id: expect.any(Number) });
    const walked = (await collect(client().walkCampaigns())).flat();
    expect(walked.map((campaign) => campaign.id)).toEqual(campaigns.map((campaign) => campaign.id));
    const recent = await client().listCampaigns({ created_since: '2025-06-01' });
    expect(recent.every((campaign) => String(campaign.createdAt) > '2025-06-01')).toBe(true);
  });

  it('lists donations, all or filtered, as clean records', async () => {
    const all = await client().listDonations();
    expect(all).toHaveLength(2000);
    expect(all[0]).toMatchObject({
      id: expect.any(String),
      campaign_id: expect.any(Number),
      amount: expect.any(Number),
    });
    const some = await client().listDonations({ campaign_id: 101, start_date: '2025-01-01', end_date: '2025-12-31' });
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((donation) => donation.campaign_id === 101 && String(donation.created_at) >= '2025-01-01')).toBe(
      true,
    );
  });
});
