import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from './cli-runner';
import { sandboxClient, tempHome } from './job-fixtures';

describe('alumni-loader jobs revert --created', () => {
  const sandbox = useSandbox({ users: 5 });
  const temp = tempHome();
  let jobId: string;
  afterAll(() => temp.remove());
  beforeAll(async () => {
    const file = join(temp.home, 'new-alumni.csv');
    writeFileSync(
      file,
      [
        'First Name,Last Name,Email,Enabled',
        'Nia,Newcombe,nia.newcombe@example.org,1',
        'Otto,Oddlot,otto.oddlot@example.org,1',
      ].join('\n'),
    );
    const added = await cli(temp.home, [
      'env',
      'add',
      'loop',
      '--url',
      sandbox().environments.test.baseUrl,
      '--kind',
      'test',
    ]).done;
    expect(added.code, added.err).toBe(0);
    const run = await cli(temp.home, ['import', file, '--env', 'loop', '--yes', '--json', '--rate', '50']).done;
    expect(run.code, run.out + run.err).toBe(0);
    jobId = String((JSON.parse(run.out) as { jobId: string }).jobId);
  }, 180_000); // the first run builds the command line when its sources changed

  it('without --created says the job created users and how to include them', async () => {
    const run = await cli(temp.home, ['jobs', 'revert', jobId, '--yes']).done;
    expect(run.err).toMatch(/also created 2 users; add --created/);
    expect(run.code).toBe(2); // an import that updated no one has nothing else to revert
  });

  it('with --created warns that the records remain, disables and tags them, and lists them in a file', async () => {
    const run = await cli(temp.home, ['jobs', 'revert', jobId, '--created', '--yes', '--tag', 'oops-import']).done;
    expect(run.code, run.err).toBe(0);
    expect(run.err).toMatch(/REMAIN on the service[\s\S]*administrators, who must merge or remove/);
    const file = /created, and what was done with each: (\S+)/.exec(run.out)![1]!;
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/nia\.newcombe@example\.org,Nia,Newcombe,2,disabled and tagged/);
    expect(text).toMatch(/otto\.oddlot@example\.org,Otto,Oddlot,3,disabled and tagged/);
    const [nia] = await sandboxClient(sandbox()).listUsers({ email: 'nia.newcombe@example.org' });
    expect([Number(nia!.enabled), Number(nia!.approved), nia!.tags]).toEqual([0, 0, ['oops-import']]);
  });
});
