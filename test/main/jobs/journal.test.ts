import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { JobStore } from '../../../src-main/services/jobs/store/job-store';
import { parseRowLog } from '../../../src-main/services/jobs/store/journal';
import { countRows, needsWork, replayRows } from '../../../src-main/services/jobs/store/replay';
import type { JobFile, PlannedRow } from '../../../src-main/services/jobs/types';
import { tempHome } from './job-fixtures';

const plan: PlannedRow[] = [
  {
    index: 0,
    rowNumber: 2,
    cells: [],
    plan: 'create',
    matchValue: 'a@x.org',
    op: { type: 'create', body: { email: 'a@x.org' } },
    userId: null,
    changes: [],
    message: '',
  },
  {
    index: 1,
    rowNumber: 3,
    cells: [],
    plan: 'create',
    matchValue: 'b@x.org',
    op: { type: 'create', body: { email: 'b@x.org' } },
    userId: null,
    changes: [],
    message: '',
  },
  {
    index: 2,
    rowNumber: 4,
    cells: [],
    plan: 'update',
    matchValue: 'c@x.org',
    op: { type: 'update', userId: 30, set: { home_city: 'Rome' } },
    userId: 30,
    changes: [],
    message: '',
  },
  {
    index: 3,
    rowNumber: 5,
    cells: [],
    plan: 'update',
    matchValue: 'd@x.org',
    op: { type: 'update', userId: 40, set: { home_city: 'Oslo' } },
    userId: 40,
    changes: [],
    message: '',
  },
  {
    index: 4,
    rowNumber: 6,
    cells: [],
    plan: 'invalid',
    matchValue: null,
    userId: null,
    changes: [],
    message: 'Email is missing.',
  },
];

describe('the job journal', () => {
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('gives a new job an id no job of the home has, even when the random part meets one', () => {
    const store = new JobStore(temp.home);
    const taken = '20260101-120000-ab12';
    mkdirSync(store.folder(taken), { recursive: true });
    const draw = vi.spyOn(JobStore, 'newId').mockReturnValueOnce(taken);
    try {
      const id = store.freshId();
      expect(id).not.toBe(taken);
      expect(id).toMatch(/^\d{8}-\d{6}-[a-z0-9]{4}$/);
      expect(draw).toHaveBeenCalledTimes(2);
    } finally {
      draw.mockRestore();
    }
  });

  it('replays sent / done / failed events into where each row stands, last event winning', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const progress = replayRows(plan, [
      { e: 'sent', i: 0, at, op: 'create' },
      { e: 'done', i: 0, at, outcome: 'created', userId: 11 },
      { e: 'sent', i: 1, at, op: 'create' }, // no answer journaled: unknown, settled by look-up on resume
      {
        e: 'sent',
        i: 2,
        at,
        op: 'update',
        userId: 30,
        before: { user_id: 30, home_city: 'Milan' },
        wrote: { home_city: 'Rome' },
      },
      {
        e: 'sent',
        i: 2,
        at,
        op: 'update',
        userId: 30,
        before: { user_id: 30, home_city: 'Rome' },
        wrote: { home_city: 'Rome' },
      },
      { e: 'done', i: 2, at, outcome: 'updated', userId: 30 },
      { e: 'failed', i: 3, at, code: 'server-error', reason: 'Boom', retryable: true },
    ]);
    expect(progress.map((p) => p.state)).toEqual(['created', 'sent', 'updated', 'failed', 'not-run']);
    expect(progress[0]!.userId).toBe(11);
    // The before-image to revert to is the first one, not our own earlier write read back.
    expect(progress[2]!.before).toEqual({ user_id: 30, home_city: 'Milan' });
    expect(progress.map(needsWork)).toEqual([false, true, false, true, false]);
    expect(countRows(plan, progress)).toMatchObject({
      total: 5,
      create: 2,
      update: 2,
      invalid: 1,
      created: 1,
      updated: 1,
      failed: 1,
      remaining: 1,
    });
  });

  it('drops a last line cut short by a kill, and refuses a damaged line in the middle', () => {
    const good = JSON.stringify({ e: 'sent', i: 0, at: 'x', op: 'create' });
    expect(parseRowLog(`${good}\n{"e":"done","i":0,"at"`)).toHaveLength(1);
    expect(() => parseRowLog(`${good}\n{"e":"do\n${good}\n`)).toThrow(/unreadable line 2/);
  });

  it('appends each event to rows.log at once (readable before close), and lists jobs newest first', () => {
    const store = new JobStore(temp.home);
    const job = (id: string): JobFile => ({
      version: 1,
      id,
      kind: 'import',
      status: 'planned',
      createdAt: 'x',
      updatedAt: 'x',
      environment: { name: 'test', kind: 'test', url: 'http://127.0.0.1:1/test' },
      source: { name: 'a.csv', hash: 'h', headers: [] },
      fields: [],
      settings: { mode: 'upsert', match: 'email', blank: 'keep', rate: 10, concurrency: 4 },
      lookup: 'none',
    });
    store.create(job('20260101-000000-aaaa'), { rows: plan });
    store.create(job('20260102-000000-bbbb'), { rows: plan });
    const log = store.openLog('20260101-000000-aaaa');
    log.append({ e: 'sent', i: 0, at: 'x', op: 'create' });
    expect(readFileSync(log.path, 'utf8').trim().split('\n')).toHaveLength(1);
    log.append({ e: 'done', i: 0, at: 'x', outcome: 'created', userId: 5 });
    log.close();
    appendFileSync(log.path, '{"e":"sent","i":1'); // a write cut short
    expect(store.readLog('20260101-000000-aaaa')).toHaveLength(2);
    expect(store.listJobs().map((j) => j.id)).toEqual(['20260102-000000-bbbb', '20260101-000000-aaaa']);
    expect(() => store.folder('../etc')).toThrow(/not a job id/);
  });
});
