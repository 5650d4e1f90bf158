import { afterAll, describe, expect, it } from 'vitest';
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import { refusalsOf, trustedCreates, trustedPlanRows } from '../../../src-main/services/jobs/plan/trusted-rows';
import type { PlannedRow } from '../../../src-main/services/jobs';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, personRow, planRequest, problemOf, sandboxClient, tempHome } from './job-fixtures';

const YEAR = 2026;

describe('refusalsOf: a User checked field by field against the send schemas', () => {
  it('accepts what the validator produces, blanks included', () => {
    const user = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      enabled: 1,
      home_zipcode: '02134-1234',
      home_country: 'US',
      work_zipcode: 'K1A 0B1',
      work_country: 'CA',
      dob_year: 1990,
      dob_month: 2,
      dob_day: 28,
      groups: ['Class of 2012'],
      custom_fields: [{ name: 'Team', value: 'Rowing' }],
      home_city: null,
    };
    expect(refusalsOf(user, 2, YEAR)).toEqual([]);
  });

  it('names the row, the field and why, for bad values, unknown fields and fields the service keeps', () => {
    const user = {
      email: 'not-an-email',
      enabled: 'yes',
      dob_year: 1850,
      gender: 'x',
      is_admin: 1,
      user_id: 7,
      home_zipcode: '1234',
      first_name: 'A'.repeat(300),
    };
    const refusals = refusalsOf(user, 12, YEAR);
    const byField = Object.fromEntries(refusals.map((r) => [r.field, r.why]));
    expect(refusals.every((r) => r.rowNumber === 12)).toBe(true);
    expect(byField.email).toMatch(/not an email address/);
    expect(byField.enabled).toBe('must be 1 or 0');
    expect(byField.dob_year).toMatch(/1900 or more/);
    expect(byField.gender).toBe('must be m or f');
    expect(byField.is_admin).toBe('is not a field of a user');
    expect(byField.user_id).toBe('is kept by the service and is never sent');
    expect(byField.home_zipcode).toMatch(/ZIP code written #####/);
    expect(byField.first_name).toMatch(/300 characters long; the service takes at most 255/);
  });

  it('checks the fields read together: a birth date that does not exist', () => {
    const refusals = refusalsOf({ dob_year: 1991, dob_month: 2, dob_day: 30 }, 3, YEAR);
    expect(refusals).toEqual([
      { rowNumber: 3, field: 'dob_day', why: 'with the birth month and year is not a real date' },
    ]);
  });
});

describe('trustedPlanRows and trustedCreates', () => {
  it('turns a forged row into a row with a problem (kept, never sent) and leaves the good rows as they are', () => {
    const good = personRow(2, { first: 'Ada', last: 'Lovelace', email: 'ada@example.org' });
    const forged: PlanInputRow = { ...personRow(3, { first: 'Eve', last: 'Forged', email: 'eve@example.org' }) };
    forged.user = { ...forged.user, is_admin: 1, home_state: 'Massachusetts' };
    const alreadyBad: PlanInputRow = {
      ...personRow(4, { first: 'X', last: 'Y', email: 'bad' }),
      problems: [problemOf('Email', 'email', 'bad')],
    };
    const [a, b, c] = trustedPlanRows([good, forged, alreadyBad], YEAR);
    expect(a).toBe(good);
    expect(c).toBe(alreadyBad);
    expect(b!.problems).toHaveLength(1);
    expect(b!.problems![0]).toMatch(
      /^Row 3: "is_admin" is not a field of a user; Row 3: Home state \(home_state\) must be a two-letter/,
    );
    expect(b!.problems![0]).toMatch(/refused this one; fix the file and plan again\.$/);
  });

  it('refuses a planned create that lacks a field a new user needs', () => {
    const row: PlannedRow = {
      index: 0,
      rowNumber: 5,
      cells: [],
      matchValue: 'x@example.org',
      userId: null,
      changes: [],
      message: '',
      plan: 'create',
      op: { type: 'create', body: { first_name: 'X', email: 'x@example.org', enabled: 1 } },
    };
    const [checked] = trustedCreates([row], YEAR);
    expect(checked!.plan).toBe('invalid');
    expect(checked!.op).toBeUndefined();
    expect(checked!.message).toMatch(/^Row 5: Last name \(last_name\) is missing, and a new user needs it/);
  });
});

describe('JobService.plan checks every row in main', () => {
  const sandbox = useSandbox({ users: 3 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('plans a forged row as invalid with the reason and never sends it; the good row is created', async () => {
    const good = personRow(2, { first: 'Good', last: 'Row', email: 'good.row@example.org' });
    const forged = personRow(3, { first: 'Forged', last: 'Row', email: 'forged.row@example.org' });
    forged.user = { ...forged.user, enabled: 'yes please', admin_notes: { html: '<script>' } };
    const service = jobServiceOn(sandbox(), temp.home);
    const planned = await service.plan(planRequest([good, forged], { rate: 0 }));
    expect(planned.counts).toMatchObject({ total: 2, create: 1, invalid: 1 });
    const rows = service.rows(planned.id).rows;
    expect(rows[1]!.plan).toBe('invalid');
    expect(rows[1]!.message).toMatch(
      /^Row 3: Enabled \(enabled\) must be 1 or 0; Row 3: Admin notes \(admin_notes\) must be text/,
    );

    await service.start(planned.id);
    const done = await service.waitFor(planned.id);
    expect(done.counts).toMatchObject({ created: 1, failed: 0 });
    const client = sandboxClient(sandbox());
    expect(await client.listUsers({ email: 'good.row@example.org' })).toHaveLength(1);
    expect(await client.listUsers({ email: 'forged.row@example.org' })).toHaveLength(0);
  });
});
