// The job planner's match keys read src-shared/identity: the same key as matching's profiles and
// validation's duplicate check, and the same repeats within one file.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';
import { matchValueOf, repeatedMatchValues } from '../../../src-main/services/jobs/plan/match-key';
import { planRows } from '../../../src-main/services/jobs/plan/planner';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import { emailKey } from '../../../src-shared/identity';
import { profileOf } from '../../../src-shared/matching';

describe('match values', () => {
  it.each([
    ['email', { email: 'Ann.Lee@Example.org ' }, 'ann.lee@example.org'],
    ['email', { email: 'ann+news@example.org' }, 'ann+news@example.org'],
    ['email', { email: '   ' }, null],
    ['email', {}, null],
    ['inst_id', { inst_id: ' S100 ' }, 'S100'],
    ['inst_id', { inst_id: 'ab12' }, 'ab12'],
    ['inst_id', { inst_id: 4711 }, '4711'],
    ['inst_id', { inst_id: '' }, null],
  ] as const)('%s of %j is %j', (key, record, value) => {
    expect(matchValueOf(record, key)).toBe(value);
  });

  it("is matching's email key for every address", () => {
    for (const email of ['ANN@X.ORG', ' bob@y.org', 'cy+tag@z.io', 'dän@münchen.de']) {
      expect(matchValueOf({ email }, 'email')).toBe(emailKey(email));
      expect(matchValueOf({ email }, 'email')).toBe(profileOf({ email }).email);
    }
  });

  it('repeat within a file: later rows point at the first row holding the value', () => {
    const rows = [
      { rowNumber: 2, user: { email: 'Ann@X.org', inst_id: 'S1' } },
      { rowNumber: 3, user: { email: 'bob@y.org', inst_id: 's1' } },
      { rowNumber: 5, user: { email: ' ann@x.org', inst_id: 'S1 ' } },
      { rowNumber: 6, user: { inst_id: '' } },
      { rowNumber: 7, user: {} },
    ];
    expect([...repeatedMatchValues(rows, 'email')]).toEqual([[5, 2]]);
    expect([...repeatedMatchValues(rows, 'inst_id')]).toEqual([[5, 2]]);
  });
});

describe('the planner', () => {
  const client = { listUsers: async () => [] } as unknown as ApiClient;
  const ctx = { limiter: new AdaptiveLimiter({ rate: null, concurrency: 2 }), backoff: DEFAULT_BACKOFF };
  const row = (rowNumber: number, email: string, problems: string[] = []) => ({
    rowNumber,
    user: { first_name: `P${rowNumber}`, last_name: `Q${rowNumber}`, email },
    cells: [],
    problems,
  });

  it('leaves a later row with the same email in another case alone; an invalid row holds no email', async () => {
    const planned = await planRows(
      [row(2, 'x@y.org', ['bad']), row(3, 'Ann@X.org'), row(4, 'ann@x.org'), row(5, 'x@y.org')],
      { mode: 'upsert', match: 'email', blank: 'keep', fields: ['first_name', 'last_name', 'email'] },
      client,
      ctx,
      { strategy: 'walk' },
    );
    expect(planned.rows.map((r) => r.plan)).toEqual(['invalid', 'create', 'conflict', 'create']);
    expect(planned.rows[2]!.message).toBe(
      'Same email as row 3: only row 3 is imported. Merge the two rows and import again.',
    );
    expect(planned.rows[2]!.matchValue).toBe('ann@x.org');
  });
});
