// A damaged job's "What to do" is words a person can act on, never a system's or a JSON parser's
// message; what is wrong names the file.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { jobServiceOnFake } from './fake-fixtures';
import { personRow, planRequest, tempHome } from './job-fixtures';

let fake: FakeServiceHandle;
let temp: ReturnType<typeof tempHome>;
beforeEach(async () => {
  fake = await startFakeService();
  temp = tempHome();
});
afterEach(async () => {
  await fake.close();
  temp.remove();
});

/** Words of a system or a parser rather than of a person. */
const RAW = /Unexpected (token|end)|JSON at position|is not valid JSON|ENOENT|no such file or directory|SyntaxError/;

describe('a damaged job says what to do in words', () => {
  it.each([
    ['plan.json cut short', 'plan.json', (file: string) => writeFileSync(file, '{"rows":[{"index":0,'), /damaged/],
    ['plan.json not JSON at all', 'plan.json', (file: string) => writeFileSync(file, 'garbage'), /damaged/],
    ['plan.json deleted', 'plan.json', (file: string) => rmSync(file), /missing/],
    ['job.json cut short', 'job.json', (file: string) => writeFileSync(file, '{"version":1,"id":'), /damaged/],
  ] as const)('%s', async (_, name, damage, why) => {
    const jobs = jobServiceOnFake(fake, temp.home);
    const plan = await jobs.plan(
      planRequest([personRow(2, { first: 'A', last: 'B', email: 'a@example.org' })], { environment: 'fake' }),
    );
    damage(join(jobs.store.folder(plan.id), name));
    const listed = jobs.list().find((job) => job.id === plan.id)!;
    expect(listed.status).toBe('damaged');
    expect(listed.damage!.problem).toContain(`${name} cannot be read`);
    expect(listed.damage!.problem).toMatch(why);
    expect(listed.damage!.fix).toMatch(/Put the job's files back from a backup, or import the file again/);
    for (const text of [listed.damage!.problem, listed.damage!.fix]) expect(text).not.toMatch(RAW);
  });
});
