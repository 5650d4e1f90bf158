// plan.json is written once and read by each step after it (summary, start, results): JobStore keeps the plan it
// last read, and reads the file again once it is not the file it was.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JobStore } from '../../../src-main/services/jobs/store/job-store';
import type { PlannedRow } from '../../../src-main/services/jobs/types';
import { jobFile, plannedCreate, tempHome } from './job-fixtures';

function newJob(store: JobStore, rows: PlannedRow[]): string {
  const id = store.freshId();
  store.create(jobFile(id, 'planned'), { rows });
  return id;
}

describe('JobStore.readPlan', () => {
  const temp = tempHome();
  afterAll(() => temp.remove());
  const store = new JobStore(temp.home);

  it('answers the plan it read while plan.json stays the file it was', () => {
    const id = newJob(store, [plannedCreate(0), plannedCreate(1)]);
    const first = store.readPlan(id);
    expect(first.rows.map((r) => r.rowNumber)).toEqual([2, 3]);
    expect(store.readPlan(id)).toBe(first);
  });

  it('reads plan.json again once it was replaced or rewritten, and reads each job its own plan', () => {
    const id = newJob(store, [plannedCreate(0)]);
    const other = newJob(store, [plannedCreate(0), plannedCreate(1), plannedCreate(2)]);
    const file = join(store.folder(id), 'plan.json');
    expect(store.readPlan(id).rows).toHaveLength(1);
    expect(store.readPlan(other).rows).toHaveLength(3);
    // Put back from elsewhere (a new file renamed over it), then changed in place.
    writeFileSync(`${file}.new`, JSON.stringify({ rows: [plannedCreate(0, 'replaced'), plannedCreate(1)] }));
    renameSync(`${file}.new`, file);
    expect(store.readPlan(id).rows.map((r) => r.message)).toEqual(['replaced', '']);
    writeFileSync(file, readFileSync(file, 'utf8').replace('replaced', 'rewritten'));
    expect(store.readPlan(id).rows.map((r) => r.message)).toEqual(['rewritten', '']);
  });

  it('says a damaged plan.json as before', () => {
    const id = newJob(store, [plannedCreate(0)]);
    store.readPlan(id);
    writeFileSync(join(store.folder(id), 'plan.json'), '{"rows": [');
    expect(() => store.readPlan(id)).toThrow(/cannot be read/);
  });
});
