// The generated scenario against the sandbox: 500 existing users, a file of 300 rows
// (60 changed email, 30 changed last name, 30 nicknames, 20 email and name changed, 20 namesakes,
// the rest new). Every real match must be found sure or held; no row may be merged into the
// wrong user.
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { buildScenario, scoreScenario, type Outcome, type ScenarioUser } from '../../helpers/matching-scenario';
import { allUsers, jobServiceOn, planRequest, sandboxClient, tempHome } from '../jobs/job-fixtures';

const FIELDS = [
  'first_name',
  'last_name',
  'maiden_name',
  'email',
  'dob_year',
  'dob_month',
  'dob_day',
  'year_graduated',
  'enabled',
];

describe('matching the generated scenario (500 users, 300 rows)', () => {
  const sandbox = useSandbox({ users: 500 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('finds every real match sure or held, merges no one wrongly, and reports precision and recall', async () => {
    const users = (await allUsers(sandboxClient(sandbox()))) as ScenarioUser[];
    expect(users).toHaveLength(500);
    const scenario = buildScenario(users);
    expect(scenario).toHaveLength(300);
    const rows = scenario.map((row) => ({
      rowNumber: row.rowNumber,
      user: row.user,
      cells: FIELDS.map((f) => String(row.user[f] ?? '')),
      problems: [],
    }));
    const service = jobServiceOn(sandbox(), temp.home);
    const planned = await service.plan({
      ...planRequest(rows),
      fields: FIELDS,
      source: { name: 'scenario.csv', hash: 'a'.repeat(64), headers: FIELDS },
    });
    const planRows = service.rows(planned.id, 'all', 0, 1000).rows;
    const outcomes: Outcome[] = planRows.map((row) => {
      if ((row.plan === 'update' || row.plan === 'unchanged') && row.userId !== null)
        return { kind: 'sure', userId: row.userId };
      if (row.plan === 'held') return { kind: 'held', userIds: (row.candidates ?? []).map((c) => c.userId) };
      return { kind: 'none' };
    });
    const score = scoreScenario(scenario, outcomes);
    const byCase = new Map<string, Record<string, number>>();
    scenario.forEach((row, i) => {
      const tally = byCase.get(row.case) ?? {};
      tally[outcomes[i]!.kind] = (tally[outcomes[i]!.kind] ?? 0) + 1;
      byCase.set(row.case, tally);
    });
    console.log(
      `scenario: ${JSON.stringify(score)}\nper case: ${JSON.stringify(Object.fromEntries(byCase))}\nlook-up: ${planned.lookup}`,
    );
    expect(score.falseMerges).toBe(0);
    expect(score.missed).toBe(0);
    expect(score.realMatches).toBe(140);
    // Sure matches carry their reasons; held rows name their candidates.
    const nick = planRows[scenario.findIndex((row) => row.case === 'nickname')]!;
    expect(nick.evidence).toMatch(/first name \w+ = \w+/);
    expect(byCase.get('namesake')).toEqual({ none: 20 });
    expect(byCase.get('new')).toEqual({ none: 140 });
    expect(score.recall).toBeGreaterThan(0.9);
  }, 120_000);
});
