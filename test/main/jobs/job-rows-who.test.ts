// A job's rows say who each row is: name and email, what a create sends, how an update's user was
// found; and they can be searched by name, email, row number or user ID.
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, personRow, withOwnAddress, planRequest, sandboxClient, tempHome } from './job-fixtures';

describe('the rows of a job', () => {
  const sandbox = useSandbox({ users: 5 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('name who they are, with the values a create sends and the evidence of a match; a search narrows them', async () => {
    const [existing] = await sandboxClient(sandbox()).listUsers({});
    const service = jobServiceOn(sandbox(), temp.home);
    const mapping = {
      columns: ['first_name', 'last_name', 'email', 'enabled', 'home_city'].map((field, column) => ({
        column,
        header: `h${column}`,
        target: { kind: 'field', field },
      })),
      constants: {},
      transforms: {},
    };
    const rows = [
      personRow(2, { first: 'Nadia', last: 'Newcomb', email: 'nadia.newcomb@example.org', city: 'Boston' }),
      // The user's own name with their email: a sure match (another name with it is held: a household address?).
      withOwnAddress(
        personRow(3, {
          first: existing!.first_name!,
          last: existing!.last_name!,
          email: existing!.email!,
          city: 'Elsewhere',
        }),
        existing!,
      ),
    ];
    const planned = await service.plan(planRequest(rows, { mapping }));

    const [create, update] = service.rows(planned.id).rows;
    expect(create).toMatchObject({ plan: 'create', name: 'Nadia Newcomb', email: 'nadia.newcomb@example.org' });
    expect(create!.sends).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Newcomb',
      email: 'nadia.newcomb@example.org',
      home_city: 'Boston',
    });
    expect(update).toMatchObject({
      plan: 'update',
      name: `${existing!.first_name} ${existing!.last_name}`,
      email: existing!.email!.toLowerCase(),
      userId: existing!.user_id,
    });
    expect(update!.matchedBy).toBe(
      `Same email as user ${existing!.user_id} on the service: ${existing!.email!.toLowerCase()}`,
    );
    expect(update!.sends).toBeUndefined();

    expect(service.rows(planned.id, 'all', 0, 50, 'newcomb').rows.map((r) => r.rowNumber)).toEqual([2]);
    const first = existing!.first_name!.toLowerCase();
    expect(
      service.rows(planned.id, 'all', 0, 50, `${first} ${existing!.user_id}`).rows.map((r) => r.rowNumber),
    ).toEqual([3]);
    expect(service.rows(planned.id, 'create', 0, 50, existing!.last_name!).total).toBe(0);
  });

  it("quote the service's own value of the match key, not the row's", async () => {
    const client = sandboxClient(sandbox());
    const held = await client.createUser({
      first_name: 'Kathryn',
      last_name: 'Kshlerin',
      email: 'Kathryn.Kshlerin@Example.ORG',
      enabled: 1,
    });
    const service = jobServiceOn(sandbox(), temp.home);
    const row = personRow(2, {
      first: 'Kathryn',
      last: 'Kshlerin',
      email: 'kathryn.kshlerin@example.org',
      city: 'Lyon',
    });
    const planned = await service.plan(planRequest([row]));
    const [update] = service.rows(planned.id).rows;
    expect(update).toMatchObject({ plan: 'update', userId: held.user_id });
    expect(update!.matchedBy).toBe(`Same email as user ${held.user_id} on the service: Kathryn.Kshlerin@Example.ORG`);
  });
});
