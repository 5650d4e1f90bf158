import { afterAll, describe, expect, it } from 'vitest';
import { planProblemSchema, type PlanInputRow } from '../../../src-shared/bridge/jobs';
import { problemsMessage } from '../../../src-shared/import-pipeline/plan-input';
import { problemWordsLine } from '../../../src-main/services/jobs/problem-words';
import { problemSentence } from '../../../src-renderer/src/lib/words/problem-sentence';
import { CLI_TABLES } from '../../../src-main/cli/words/problem-words';
import { refusalsOf, trustedCreates, trustedPlanRows } from '../../../src-main/services/jobs/plan/trusted-rows';
import { sendSchemas } from '../../../src-shared/validate/send-schemas';
import type { PlannedRow } from '../../../src-main/services/jobs';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, personRow, planRequest, problemOf, sandboxClient, tempHome } from './job-fixtures';

const YEAR = 2026;

/** A row planned as a create of `body`, as planning hands it to trustedCreates. */
const plannedCreate = (rowNumber: number, body: Record<string, unknown>): PlannedRow => ({
  index: rowNumber - 2,
  rowNumber,
  cells: [],
  matchValue: typeof body['email'] === 'string' ? body['email'] : null,
  userId: null,
  changes: [],
  message: '',
  plan: 'create',
  op: { type: 'create', body },
});

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
    const byField = Object.fromEntries(refusals.map((r) => [r.field, r]));
    expect(refusals.every((r) => r.row === 12 && r.subject?.of === 'sent')).toBe(true);
    // Data: a code and params, never words.
    expect(byField.email).toMatchObject({ code: 'cell.schema', params: { rule: 'email' }, value: 'not-an-email' });
    expect(byField.enabled).toMatchObject({ code: 'cell.schema', params: { rule: 'flag' }, value: 'yes' });
    expect(byField.dob_year).toMatchObject({ code: 'cell.below-min', params: { min: 1900 }, value: '1850' });
    expect(byField.gender).toMatchObject({ code: 'cell.not-allowed', params: { rule: 'gender' } });
    expect(byField.is_admin).toMatchObject({ code: 'send.not-a-field', params: {} });
    expect(byField.user_id).toMatchObject({ code: 'send.kept-by-service', params: {} });
    expect(byField.home_zipcode).toMatchObject({ code: 'send.zip-form', params: {}, value: '1234' });
    expect(byField.first_name).toMatchObject({ code: 'cell.too-long', params: { size: 255, length: 300 } });
    // Worded by the app's table (and the CLI's, which starts from it), as the person reads them.
    const words = Object.fromEntries(refusals.map((r) => [r.field, problemWordsLine(r)]));
    expect(words.email).toBe('Row 12: Email (email) is not an email address (expected name@example.org).');
    expect(words.enabled).toBe('Row 12: Enabled (enabled) must be 1 or 0.');
    expect(words.dob_year).toMatch(/^Row 12: Birth year \(dob_year\) must be 1900 or more\.$/);
    expect(words.gender).toMatch(/ \(gender\) must be m or f\.$/);
    expect(words.is_admin).toBe('Row 12: "is_admin" is not a field of a user.');
    expect(words.user_id).toMatch(/^Row 12: .* \(user_id\) is kept by the service and is never sent\.$/);
    expect(words.home_zipcode).toMatch(/\(home_zipcode\) must be a ZIP code written ##### or #####-####\.$/);
    expect(words.first_name).toMatch(/300 characters long; the service takes at most 255\.$/);
    for (const refused of refusals) expect(problemSentence(CLI_TABLES, refused)).toBe(problemWordsLine(refused));
  });

  it('checks the fields read together: a birth date that does not exist', () => {
    const refusals = refusalsOf({ dob_year: 1991, dob_month: 2, dob_day: 30 }, 3, YEAR);
    expect(refusals).toEqual([
      expect.objectContaining({
        code: 'send.birth-date-not-real',
        params: { year: 1991, month: 2, day: 30 },
        kind: 'bad-date',
        severity: 'error',
        row: 3,
        column: null,
        field: 'dob_day',
        value: '30',
      }),
    ]);
    expect(refusals.map(problemWordsLine)).toEqual([
      'Row 3: Birth day (dob_day) with the birth month and year is not a real date.',
    ]);
  });
});

describe('trustedPlanRows and trustedCreates', () => {
  it('turns a forged row into a row with problems as data (kept, never sent); good rows are left as they are', () => {
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
    const problems = b!.problems!;
    expect(problems.every((p) => typeof p === 'object')).toBe(true);
    expect(problems.map((p) => typeof p === 'object' && [p.code, p.field, p.params])).toEqual([
      ['send.not-a-field', 'is_admin', {}],
      ['cell.schema', 'home_state', { rule: 'state' }],
    ]);
    // Each one crosses the bridge's schema of a plan problem whole.
    for (const p of problems) expect(planProblemSchema.safeParse(p).success).toBe(true);
    expect(problemsMessage(problems.map(problemWordsLine))).toMatch(
      /^Row 3: "is_admin" is not a field of a user; Row 3: Home state \(home_state\) must be a two-letter/,
    );
  });

  it('leaves the words an older plan-input.json kept as they are, to be said as they were', () => {
    const old = { ...personRow(5, { first: 'Old', last: 'Words', email: 'bad' }), problems: ['Email: "bad" is bad.'] };
    const [checked] = trustedPlanRows([old], YEAR);
    expect(checked).toBe(old);
    expect(checked!.problems!.map(problemWordsLine)).toEqual(['Email: "bad" is bad.']);
  });

  it('refuses a planned create that lacks a field a new user needs, with the problem as data', () => {
    const row = plannedCreate(5, { first_name: 'X', email: 'x@example.org', enabled: 1 });
    const [checked] = trustedCreates([row], YEAR);
    expect(checked!.plan).toBe('invalid');
    expect(checked!.op).toBeUndefined();
    expect(checked!.problems).toEqual([
      expect.objectContaining({ code: 'send.missing-to-create', row: 5, field: 'last_name', kind: 'required' }),
    ]);
    expect(checked!.message).toBe('Row 5: Last name (last_name) is missing, and a new user needs it.');
  });

  it('refuses a planned create the whole-user schema refuses: a field a new user does not take, a date', () => {
    const person = { first_name: 'X', last_name: 'Y', email: 'x@example.org', enabled: 1 };
    const create = (rowNumber: number, body: Record<string, unknown>) =>
      plannedCreate(rowNumber, { ...person, ...body });
    const [unknown, notReal] = trustedCreates(
      [create(6, { user_id: 9 }), create(7, { dob_year: 1991, dob_month: 2, dob_day: 30 })],
      YEAR,
    );
    expect(unknown!.plan).toBe('invalid');
    expect(unknown!.problems!.map((p) => [p.code, p.field, p.params])).toEqual([
      ['send.not-for-new-user', 'user_id', {}],
    ]);
    expect(unknown!.message).toBe('Row 6: User ID (user_id) is not a field a new user takes.');
    expect(notReal!.plan).toBe('invalid');
    expect(notReal!.problems!.map((p) => [p.code, p.field, p.params])).toEqual([
      ['send.birth-date-not-real', 'dob_day', { year: 1991, month: 2, day: 30 }],
    ]);
    expect(notReal!.message).toBe('Row 7: Birth day (dob_day) with the birth month and year is not a real date.');
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
    // The job keeps the refusals as data, as it keeps validation's problems.
    expect(rows[1]!.problems?.map((p) => [p.code, p.field, p.params, p.subject])).toEqual([
      ['cell.schema', 'enabled', { rule: 'flag' }, { of: 'sent' }],
      ['cell.schema', 'admin_notes', { rule: 'text' }, { of: 'sent' }],
    ]);

    await service.start(planned.id);
    const done = await service.waitFor(planned.id);
    expect(done.counts).toMatchObject({ created: 1, failed: 0 });
    const client = sandboxClient(sandbox());
    expect(await client.listUsers({ email: 'good.row@example.org' })).toHaveLength(1);
    expect(await client.listUsers({ email: 'forged.row@example.org' })).toHaveLength(0);
  });
});

describe('trustedCreates decides as the whole-user schema does', () => {
  // Creates that take the quick path (every field's cheap twin) and creates that must reach zod: the decision is the
  // same for each, checked against the schema itself.
  const person = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', enabled: 1 };
  const variants: Record<string, unknown>[] = [
    {},
    { home_city: 'Leeds', dob_year: 1990, dob_month: 2, dob_day: 28 },
    { dob_year: 1990, dob_month: 2, dob_day: 30 },
    { dob_year: 1899 },
    { year_graduated: 1967, tags: ['Class of 1967'] },
    { tags: ['ok', ''] },
    { home_zipcode: '02134', home_country: 'US' },
    { home_zipcode: 'K1A 0B1' },
    { home_zipcode: 'K1A 0B1', home_country: 'CA' },
    { home_city: null },
    { home_city: undefined },
    { nickname_of_pet: 'Rex' },
    { nickname_of_pet: undefined },
    { user_id: 4 },
    { enabled: 2 },
    { gender: 'x' },
    { home_lat: Number.NaN },
    { website: 'not a web address' },
    { custom_fields: [{ name: 'Team', value: 'Rowing' }] },
    { email: 'not-an-email' },
  ];
  const schema = sendSchemas(YEAR).user;

  it.each(variants.map((variant, i) => [i, variant] as const))('variant %i', (i, variant) => {
    const body = { ...person, ...variant };
    const [checked] = trustedCreates([plannedCreate(i + 2, body)], YEAR);
    expect(checked!.plan === 'create').toBe(schema.safeParse(body).success);
  });
});
