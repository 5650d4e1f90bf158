// Small things the command line says (issue 34, item 8): remembered decisions of an environment
// that does not exist are an error, and `jobs show --json` carries the rehearsal link its words show.
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/program';
import { JobStore } from '../../../src-main/services/jobs/store/job-store';
import { writeLinks } from '../../../src-main/services/jobs/promote/promotion-files';
import type { JobFile } from '../../../src-main/services/jobs/types';
import { tempHome } from '../jobs/job-fixtures';

const temp = tempHome();
afterAll(() => temp.remove());

async function cli(args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(['--home', temp.home, ...args], {
    out: (text) => (out += text),
    err: (text) => (err += text),
    isTTY: false,
  });
  process.exitCode = undefined;
  return { code, out, err };
}

describe('matches list|forget with an unknown environment', () => {
  it.each([[['matches', 'list', '--env', 'nosuch']], [['matches', 'forget', '--env', 'nosuch', '--all']]])(
    '%j is an error, not "No remembered decisions"',
    async (args) => {
      const words = await cli(args);
      expect(words.code).toBe(2);
      expect(words.out).toBe('');
      expect(words.err).toMatch(/^Error: There is no environment named "nosuch"\./);
      const json = await cli([...args, '--json']);
      expect(json.code).toBe(2);
      expect(JSON.parse(json.out)).toMatchObject({ error: { code: 'not-found' } });
    },
  );

  it('a known environment with none remembered still says so', async () => {
    const words = await cli(['matches', 'list', '--env', 'sandbox']);
    expect(words.code).toBe(0);
    expect(words.out).toBe('No remembered decisions for "sandbox".\n');
  });
});

describe('jobs show --json', () => {
  it('carries the rehearsal and promotion links the text shows', async () => {
    const store = new JobStore(temp.home);
    const job: JobFile = {
      version: 1,
      id: JobStore.newId(),
      kind: 'import',
      status: 'completed',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:05:00.000Z',
      environment: { name: 'sandbox-production', kind: 'production', url: 'http://127.0.0.1:1/production' },
      source: { name: 'class.csv', hash: 'a'.repeat(64), headers: ['Email'] },
      fields: ['email'],
      settings: {
        mode: 'upsert',
        match: 'email',
        blank: 'keep',
        rate: 10,
        concurrency: 4,
        operator: { user: 'jdoe', computer: 'PC' },
      },
      lookup: 'by email',
    };
    store.create(job, { rows: [] });
    writeLinks(store.folder(job.id), { rehearsal: '20261101-090000-abcd', promotedTo: ['20261102-090000-efgh'] });
    const words = await cli(['jobs', 'show', job.id]);
    expect(words.code, words.err).toBe(0);
    expect(words.out).toContain('Promoted from the rehearsal job 20261101-090000-abcd');
    const json = await cli(['jobs', 'show', job.id, '--json']);
    expect(json.code, json.err).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({
      id: job.id,
      rehearsal: '20261101-090000-abcd',
      promotedTo: ['20261102-090000-efgh'],
    });
  });
});

describe('env test --json', () => {
  it('prints the outcome as one JSON object (the built-in sandbox works)', { timeout: 60_000 }, async () => {
    const json = await cli(['env', 'test', 'sandbox', '--json']);
    expect(json.code, json.err).toBe(0);
    const lines = json.out.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ environment: 'sandbox', outcome: 'works', ok: true });
  });
});
