// services/jobs/promote/promote.ts against a sandbox: what can be promoted, where to, and the side by side.
import { afterAll, describe, expect, it } from 'vitest';
import type { EnvironmentInfo } from '../../../src-main/services/environments/types';
import {
  checkPromotion,
  comparePromotion,
  planPromotion,
  promotionPairs,
  rowsToAcknowledge,
} from '../../../src-main/services/jobs/promote/promote';
import { compareJobs, outcomeWord } from '../../../src-main/services/jobs/promote/promotion-compare';
import type { AppError } from '../../../src-shared/errors';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, manyPeople, personRow, planRequest, tempHome } from './job-fixtures';

const HASH = 'f'.repeat(64);
const info = (name: string, kind: 'test' | 'production'): EnvironmentInfo => ({
  name,
  kind,
  url: `http://x/${name}`,
  builtIn: false,
  hasKey: true,
  keyState: 'stored',
});
const environments = {
  list: async () => [info('test', 'test'), info('production', 'production')],
  get: async (name: string) => info(name, name === 'production' ? 'production' : 'test'),
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

describe('promote', () => {
  const sandbox = useSandbox({ users: 5 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('takes only a completed import on a test environment, to a production environment, with the same file', async () => {
    const jobs = jobServiceOn(sandbox(), temp.home);
    const services = { jobs, environments };
    const rows = manyPeople(3, 'svc').map((person, i) => personRow(i + 2, person));
    const rehearsal = await jobs.plan(planRequest(rows));
    expect((await rejection(checkPromotion(services, rehearsal.id)))?.message).toBe(
      `Job ${rehearsal.id} is planned: promote takes a rehearsal that has finished.`,
    );
    await jobs.start(rehearsal.id);
    await jobs.waitFor(rehearsal.id);

    const check = await checkPromotion(services, rehearsal.id);
    expect(check).toMatchObject({
      targets: ['production'],
      suggestedTarget: 'production',
      toAcknowledge: [],
      promotedTo: [],
      sourceHash: HASH,
    });
    const toTest = await rejection(
      planPromotion(services, { id: rehearsal.id, environment: 'test', fileHash: HASH, acknowledged: false }),
    );
    expect(toTest?.message).toBe(
      '"test" is a test environment: promote plans the rehearsal on a production environment.',
    );
    const otherFile = await rejection(
      planPromotion(services, {
        id: rehearsal.id,
        environment: 'production',
        fileHash: 'e'.repeat(64),
        acknowledged: false,
      }),
    );
    expect(otherFile?.code).toBe('conflict');

    const comparison = await planPromotion(services, {
      id: rehearsal.id,
      environment: 'production',
      fileHash: HASH,
      acknowledged: false,
    });
    expect(comparison.production).toMatchObject({
      environment: { name: 'production', kind: 'production' },
      status: 'planned',
      settings: { mode: 'upsert', match: 'email', blank: 'keep' },
    });
    expect(comparison.lines.find((line) => line.kind === 'create')).toEqual({
      kind: 'create',
      rehearsal: 3,
      production: 3,
    });
    expect(comparison.differencesTotal).toBe(0);
    expect(promotionPairs(jobs)).toEqual([{ rehearsal: rehearsal.id, production: comparison.production.id }]);
    expect(comparePromotion(jobs, comparison.production.id).rehearsal.id).toBe(rehearsal.id);
    expect((await checkPromotion(services, rehearsal.id)).promotedTo).toEqual([comparison.production.id]);
    // A production job is no rehearsal.
    expect((await rejection(checkPromotion(services, comparison.production.id)))?.message).toContain(
      'promote takes a rehearsal made on a test environment',
    );
  });

  it('wants a row held for a decision (a plan kind it does not know) acknowledged, and counts it as "held"', async () => {
    expect(outcomeWord({ plan: 'create', state: 'created' })).toBe('create');
    expect(outcomeWord({ plan: 'update', state: 'failed' })).toBe('failed');
    expect(outcomeWord({ plan: 'conflict', state: 'not-run' })).toBe('conflict');
    const jobs = jobServiceOn(sandbox(), temp.home);
    const held = {
      rowNumber: 2,
      cells: ['Ann'],
      plan: 'possible-match' as never,
      userId: null,
      message: 'Maybe user 12 (same name and class year).',
    };
    const made = await jobs.createJob({
      kind: 'import',
      environment: 'test',
      source: { name: 'held.csv', hash: HASH, headers: ['First'] },
      rows: [held],
    });
    expect(rowsToAcknowledge(jobs, made.id)).toEqual([
      { rowNumber: 2, outcome: 'possible-match', message: 'Maybe user 12 (same name and class year).' },
    ]);
    expect(compareJobs(jobs, made.id, made.id).lines).toContainEqual({ kind: 'held', rehearsal: 1, production: 1 });
  });
});
