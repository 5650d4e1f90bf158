// plan.json is written once and read by each step after it (summary, start, results): JobStore keeps the plan it
// last read, and reads the file again once it is not the file it was.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JobStore } from '../../../src-main/services/jobs/store/job-store';
import type { JobFile, PlannedRow } from '../../../src-main/services/jobs/types';
import { tempHome } from './job-fixtures';

const row = (index: number, message = ''): PlannedRow => ({
  index,
  rowNumber: index + 2,
  cells: [],
  matchValue: `p${index}@example.org`,
  userId: null,
  changes: [],
  message,
  plan: 'create',
  op: { type: 'create', body: { email: `p${index}@example.org` } },
});

function newJob(store: JobStore, rows: PlannedRow[]): string {
  const id = store.freshId();
  const job: JobFile = {
    version: 1,
    id,
    kind: 'import',
    status: 'planned',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    environment: { name: 'test', kind: 'test', url: 'http://127.0.0.1:1' },
    source: { name: 'a.csv', hash: 'f', headers: [] },
    fields: [],
    settings: { mode: 'create', match: 'email', blank: 'keep', rate: null, concurrency: 1 },
    lookup: 'none',
  };
  store.create(job, { rows });
  return id;
}

describe('JobStore.readPlan', () => {
  const temp = tempHome();
  afterAll(() => temp.remove());
  const store = new JobStore(temp.home);

  it('answers the plan it read while plan.json stays the file it was', () => {
    const id = newJob(store, [row(0), row(1)]);
    const first = store.readPlan(id);
    expect(first.rows.map((r) => r.rowNumber)).toEqual([2, 3]);
    expect(store.readPlan(id)).toBe(first);
  });

  it('reads plan.json again once it was replaced or rewritten, and reads each job its own plan', () => {
    const id = newJob(store, [row(0)]);
    const other = newJob(store, [row(0), row(1), row(2)]);
    const file = join(store.folder(id), 'plan.json');
    expect(store.readPlan(id).rows).toHaveLength(1);
    expect(store.readPlan(other).rows).toHaveLength(3);
    // Put back from elsewhere (a new file renamed over it), then changed in place.
    writeFileSync(`${file}.new`, JSON.stringify({ rows: [row(0, 'replaced'), row(1)] }));
    renameSync(`${file}.new`, file);
    expect(store.readPlan(id).rows.map((r) => r.message)).toEqual(['replaced', '']);
    writeFileSync(file, readFileSync(file, 'utf8').replace('replaced', 'rewritten'));
    expect(store.readPlan(id).rows.map((r) => r.message)).toEqual(['rewritten', '']);
  });

  it('says a damaged plan.json as before', () => {
    const id = newJob(store, [row(0)]);
    store.readPlan(id);
    writeFileSync(join(store.folder(id), 'plan.json'), '{"rows": [');
    expect(() => store.readPlan(id)).toThrow(/cannot be read/);
  });
});
