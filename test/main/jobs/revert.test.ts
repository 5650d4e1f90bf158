import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import {
  allUsers,
  jobServiceOn,
  personRow,
  withOwnAddress,
  planRequest,
  sandboxClient,
  tempHome,
} from './job-fixtures';

function withMiddle(middle: string, row: ReturnType<typeof personRow>): ReturnType<typeof personRow> {
  return { ...row, user: { ...row.user, middle_name: middle } };
}

const NO_MATCHING_CHOICES = {
  possibleMatches: 'hold' as const,
  decisions: [],
  lists: 'add' as const,
  onlyFillEmpty: [],
};

describe('reverting an update job', () => {
  const sandbox = useSandbox({ users: 30 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('puts the before-images back, and skips and reports a field changed on the service since', async () => {
    const client = sandboxClient(sandbox());
    const targets = (await allUsers(client)).slice(0, 4);
    const before = await Promise.all(targets.map((u) => client.getUser(u.user_id)));
    const service = jobServiceOn(sandbox(), temp.home);
    // A middle name for each (the sandbox's people have none) and a new city.
    const rows = before.map((u, i) =>
      withMiddle(
        `Renamed${i}`,
        withOwnAddress(
          personRow(i + 2, {
            first: u.first_name!,
            last: u.last_name!,
            email: u.email!,
            enabled: (u.enabled ?? 1) as 0 | 1,
            city: `Moved ${i}`,
          }),
          u,
        ),
      ),
    );
    const matching = { ...NO_MATCHING_CHOICES, updatePolicy: { groups: { names: 'update' as const } } }; // the rows rename people
    const job = await service.plan(planRequest(rows, { mode: 'update', rate: 50, matching }));
    expect(job.counts.update).toBe(4);
    await service.start(job.id);
    expect((await service.waitFor(job.id)).counts.updated).toBe(4);

    // Someone edits the third user on the service after the job.
    const third = await client.getUser(before[2]!.user_id);
    await client.updateUser(third.user_id, { ...third, home_city: 'Edited by hand' });

    const revert = await service.revert(job.id);
    expect(revert.kind).toBe('revert');
    const ended = await service.waitFor(revert.id);
    expect(ended.status).toBe('completed');
    // The third user's middle name is put back; the city edited by hand since is left, and said.
    expect(ended.counts).toMatchObject({ updated: 4, failed: 0 });
    const reported = service.rows(revert.id, 'all').rows.find((row) => row.userId === before[2]!.user_id);
    expect(reported!.message).toMatch(
      /^Not reverted, changed on the service since the job: home_city is now "Edited by hand" \(the job had written "Moved 2"\)\.$/,
    );

    for (const [i, original] of before.entries()) {
      const now = await client.getUser(original.user_id);
      if (i === 2) {
        expect(now.middle_name).toBe(original.middle_name);
        expect(now.home_city).toBe('Edited by hand'); // not overwritten
      } else {
        expect([now.middle_name, now.home_city]).toEqual([original.middle_name, original.home_city]);
      }
    }
    expect(service.summary(job.id).revertedBy).toBe(revert.id);
    await expect(service.revert(job.id)).rejects.toThrow(/already reverted/);
  });

  it('refuses a job that updated nobody, and tells that created users stay', async () => {
    const service = jobServiceOn(sandbox(), temp.home);
    const job = await service.plan(
      planRequest([personRow(2, { first: 'New', last: 'Person', email: 'revert.new@example.org' })], { rate: 50 }),
    );
    await service.start(job.id);
    expect((await service.waitFor(job.id)).counts.created).toBe(1);
    await expect(service.revert(job.id)).rejects.toThrow(/updated no user/);
  });
});
