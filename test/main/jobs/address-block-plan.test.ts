// The planner with the update policy's address rule, against the fake service: a newcomer's row
// with only a new city (Paris) never lands beside the service's Washington street and ZIP. The
// plan holds it as a proposed change; accepted, the whole address is replaced and the results
// file lists what was kept for review.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { jobServiceOnFake } from './fake-fixtures';
import { personRow, planRequest, tempHome } from './job-fixtures';

let fake: FakeServiceHandle;
let temp: ReturnType<typeof tempHome>;
beforeEach(async () => {
  fake = await startFakeService();
  temp = tempHome();
  fake.users.push({
    user_id: 1,
    first_name: 'Ada',
    last_name: 'Lane',
    email: 'ada.lane@example.org',
    enabled: 1,
    home_address1: '1600 Pennsylvania Ave NW',
    home_city: 'Washington',
    home_state: 'DC',
    home_country: 'US',
    home_zipcode: '20500',
  });
});
afterEach(async () => {
  await fake.close();
  temp.remove();
});

const paris = () => personRow(2, { first: 'Ada', last: 'Lane', email: 'ada.lane@example.org', city: 'Paris' });

it('holds a new city beside the old street and ZIP, and sends nothing for it', async () => {
  const jobs = jobServiceOnFake(fake, temp.home);
  const plan = await jobs.plan(planRequest([paris()], { environment: 'fake' }));
  expect(plan.counts).toMatchObject({ update: 0, unchanged: 1 });
  expect(plan.updates).toMatchObject({ replaced: 0, proposed: 5, proposedRows: 1 });
  const [row] = jobs.rows(plan.id, 'proposed').rows;
  expect(row!.kept).toEqual(
    expect.arrayContaining([
      { field: 'home_city', before: 'Washington', after: 'Paris', reason: 'address-block' },
      { field: 'home_address1', before: '1600 Pennsylvania Ave NW', after: null, reason: 'address-block' },
      { field: 'home_zipcode', before: '20500', after: null, reason: 'address-block' },
    ]),
  );
  await jobs.start(plan.id);
  expect(fake.users[0]).toMatchObject({ home_city: 'Washington', home_zipcode: '20500' });

  // The results file lists the proposed changes, the service's values kept, for review in Excel.
  const files = await jobs.results(plan.id);
  const [header, line] = readFileSync(files.resultsCsv, 'utf8').slice(1).split('\r\n');
  expect(header).toBe('First,Last,Email,Enabled,City,status,user_id,message,proposed changes (kept as on the service)');
  expect(line).toMatch(/^Ada,Lane,ada\.lane@example\.org,1,Paris,unchanged,1,/);
  expect(line).toContain('Home city Washington -> Paris (kept: the row changes only part of this address');
  expect(line).toContain('Home ZIP code 20500 -> (blank)');
});

it('accepted, replaces the whole address: the new city, the old street, state and ZIP cleared', async () => {
  const jobs = jobServiceOnFake(fake, temp.home);
  const request = planRequest([paris()], { environment: 'fake' });
  const matching = { possibleMatches: 'hold' as const, decisions: [], lists: 'add' as const, onlyFillEmpty: [] };
  const plan = await jobs.plan({ ...request, matching: { ...matching, accept: { all: true, rows: [] } } });
  expect(plan.counts).toMatchObject({ update: 1 });
  await jobs.start(plan.id);
  await jobs.waitFor(plan.id);
  expect(fake.users[0]).toMatchObject({
    home_city: 'Paris',
    home_address1: null,
    home_state: null,
    home_country: null,
    home_zipcode: null,
  });
});
