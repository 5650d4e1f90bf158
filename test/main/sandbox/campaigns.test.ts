import { describe, expect, it } from 'vitest';
import { startTestSandbox, useSandbox } from '../../helpers/sandbox';
import { call, rows, type Row } from './http';

describe('sandbox: campaigns, donations and the published quirks', () => {
  const sandbox = useSandbox();
  const test = () => sandbox().environments.test;
  const get = (path: string) => call(`${test().baseUrl}${path}`, { key: test().key });

  it('lists 12 campaigns of both kinds with goals, raised as a string that matches the donations', async () => {
    const campaigns = rows(await get('/api/campaigns/'));
    expect(campaigns).toHaveLength(12);
    expect(new Set(campaigns.map((campaign) => campaign.type))).toEqual(new Set(['short', 'ongoing']));
    expect(campaigns.every((campaign) => typeof campaign.goal === 'number' && campaign.goal > 0)).toBe(true);
    const donations = rows(await get('/api/donations/'));
    for (const campaign of campaigns) {
      expect(campaign.raised).toMatch(/^\d+\.\d{2}$/);
      const total = donations
        .filter((donation) => donation.campaign_id === campaign.id)
        .reduce((sum, donation) => sum + (donation.amount as number), 0);
      expect(Number(campaign.raised)).toBeCloseTo(total, 2);
    }
  });

  it('spells the active flag islnactive (0 or 1) on some campaigns and isInactive (null) on others', async () => {
    const campaigns = rows(await get('/api/campaigns/'));
    const table = campaigns.filter((campaign) => 'islnactive' in campaign);
    const sample = campaigns.filter((campaign) => 'isInactive' in campaign);
    expect(table.length).toBeGreaterThan(0);
    expect(sample.length).toBeGreaterThan(0);
    expect(table.length + sample.length).toBe(campaigns.length);
    expect(new Set(table.map((campaign) => campaign.islnactive))).toEqual(new Set([0, 1]));
    expect(sample.every((campaign) => campaign.isInactive === null)).toBe(true);
  });

  it('answers one campaign as an object, 404 for an unknown one', async () => {
    const one = await get('/api/campaigns/103');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 103, thank_you_message: expect.stringContaining('#name#') });
    expect((one.body as Row).details).toMatch(/<p>/);
    expect((await get('/api/campaigns/9999')).status).toBe(404);
  });

  it('filters campaigns by created_since (strictly after) and created_before (strictly before)', async () => {
    const all = rows(await get('/api/campaigns/'));
    const days = all.map((campaign) => String(campaign.createdAt)).sort();
    const middle = days[6] as string;
    const since = rows(await get(`/api/campaigns/?created_since=${middle}`));
    const before = rows(await get(`/api/campaigns/?created_before=${middle}`));
    expect(since.map((campaign) => campaign.id).sort()).toEqual(
      all
        .filter((c) => String(c.createdAt) > middle)
        .map((c) => c.id)
        .sort(),
    );
    expect(before.map((campaign) => campaign.id).sort()).toEqual(
      all
        .filter((c) => String(c.createdAt) < middle)
        .map((c) => c.id)
        .sort(),
    );
    expect((await get('/api/campaigns/?created_since=yesterday')).status).toBe(400);
    expect((await get('/api/campaigns/?page=2')).body).toEqual([]);
  });

  it('returns every donation with no filter, spread over the two years before 2026-01-01', async () => {
    const donations = rows(await get('/api/donations/'));
    expect(donations).toHaveLength(2000);
    const dates = donations.map((donation) => String(donation.created_at)).sort();
    expect(dates[0]! >= '2024-01-01 00:00:00').toBe(true);
    expect(dates.at(-1)! < '2026-01-01 00:00:00').toBe(true);
    expect(new Set(dates.map((date) => date.slice(0, 4)))).toEqual(new Set(['2024', '2025']));
    expect(donations[0]).toMatchObject({
      id: expect.any(String),
      campaign_id: expect.any(Number),
      amount: expect.any(Number),
      transaction_id: expect.stringMatching(/^txn_/),
    });
  });

  it('filters donations by campaign_id, user_id, start_date and end_date (whole days, inclusive)', async () => {
    const all = rows(await get('/api/donations/'));
    const byCampaign = rows(await get('/api/donations/?campaign_id=105'));
    expect(byCampaign.length).toBe(all.filter((donation) => donation.campaign_id === 105).length);
    expect(byCampaign.length).toBeGreaterThan(0);
    const donor = all.find((donation) => donation.user_id !== null)?.user_id as number;
    const byUser = rows(await get(`/api/donations/?user_id=${donor}`));
    expect(byUser.length).toBe(all.filter((donation) => donation.user_id === donor).length);
    const inMarch = rows(await get('/api/donations/?start_date=2025-03-01&end_date=2025-03-31'));
    expect(inMarch.length).toBe(all.filter((donation) => String(donation.created_at).startsWith('2025-03')).length);
    expect(inMarch.length).toBeGreaterThan(0);
    expect((await get('/api/donations/?start_date=03/01/2025')).status).toBe(400);
    expect((await get('/api/donations/?campaign=105')).status).toBe(400);
  });

  it('carries work_lat/work_lng as strings, secondary_email as an array, and study areas on users', async () => {
    const list = rows(await get('/api/users/'));
    const working = list.filter((user) => user.work_lat !== null);
    expect(working.length).toBeGreaterThan(0);
    expect(working.every((user) => typeof user.work_lat === 'string' && typeof user.work_lng === 'string')).toBe(true);
    expect(list.every((user) => Array.isArray(user.secondary_email))).toBe(true);
    expect(list.some((user) => (user.secondary_email as unknown[]).length > 0)).toBe(true);
    const study = list[0]?.user_study_area as Array<Record<string, unknown>>;
    expect(study[0]).toMatchObject({
      study_area: expect.any(String),
      year: [expect.stringMatching(/^\d{4}$/)],
      study_organization: expect.any(String),
    });
    expect(typeof list[0]?.home_lat).toBe('number');
  });

  it('gives the same data for the same seed, and other data for another seed', async () => {
    const again = await startTestSandbox({ users: 250 });
    const other = await startTestSandbox({ seed: 8 });
    try {
      const mine = rows(await get('/api/users/?page=3'));
      const same = rows(
        await call(`${again.environments.test.baseUrl}/api/users/?page=3`, { key: again.environments.test.key }),
      );
      const different = rows(
        await call(`${other.environments.test.baseUrl}/api/users/?page=3`, { key: other.environments.test.key }),
      );
      // Users this file has changed are left out of the comparison.
      const untouched = (list: Row[]) =>
        list.filter((user) => (user.user_id as number) > 1020).map((user) => [user.email, user.first_name]);
      expect(untouched(same)).toEqual(untouched(mine));
      expect(untouched(different)).not.toEqual(untouched(mine));
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });

  it('serves only the environments asked for: the other answers 404', async () => {
    const only = await startTestSandbox({ environments: ['test'], users: 3, donations: 5, campaigns: 1 });
    try {
      expect(only.environments.production.served).toBe(false);
      const answer = await call(`${only.environments.production.baseUrl}/api/users/`, {
        key: only.environments.production.key,
      });
      expect(answer.status).toBe(404);
      expect(only.stats().users).toEqual({ test: 3 });
    } finally {
      await only.close();
    }
  });
});
