import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSupportBundle } from '../../../src-main/services/diagnostics/bundle';
import { knownSecrets } from '../../../src-main/services/diagnostics/known-secrets';
import { createRedactor, REDACTED } from '../../../src-main/services/diagnostics/redact';
import { createFileLog } from '../../../src-main/services/context';
import { JobService } from '../../../src-main/services/jobs/job-service';
import { JobStore } from '../../../src-main/services/jobs/store/job-store';
import type { JobFile } from '../../../src-main/services/jobs/types';
import type { Keychain } from '../../../src-main/services/keychain/keychain';

// A support bundle carries what support needs and never a key: keys are planted where a slip
// could put them (log, settings, a job's message, a row) and must be absent from every file.

const STORED_KEY = 'plain-stored-key-4417'; // what the keychain holds: no shape gives it away
const GIVEN_KEY = 'ak_Live_7fQ2xZ9mLp4RtW8vY3bN6hK1dS5g'; // shaped like a generated key

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'alumni-diagnostics-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

function plantEverything(): string {
  writeFileSync(
    join(home, 'settings.json'),
    JSON.stringify({
      version: 1,
      activeEnvironment: 'client-prod',
      environments: [{ name: 'client-prod', kind: 'production', url: 'https://alumni.example.edu' }],
      apiKey: 'left-by-a-bad-version',
      token: STORED_KEY,
    }),
  );
  const log = createFileLog(home);
  log('env: opened client-prod');
  log(`api: request failed, x-api-key: ${STORED_KEY} (a slip a future change could make)`);
  log(`host: listening at http://127.0.0.1:4000/#token=${GIVEN_KEY}`);
  log(`client: sent Authorization: Bearer ${GIVEN_KEY}`);
  const job: JobFile = {
    version: 1,
    id: JobStore.newId(),
    kind: 'import',
    status: 'completed',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:05:00.000Z',
    environment: { name: 'client-prod', kind: 'production', url: 'https://alumni.example.edu' },
    source: { name: 'class-of-1998.csv', hash: 'a'.repeat(64), headers: ['First name', 'Last name', 'Email'] },
    fields: ['first_name', 'last_name', 'email'],
    settings: {
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
      rate: 10,
      concurrency: 4,
      operator: { user: 'jdoe', computer: 'ADV-PC-12' },
    },
    lookup: 'by email',
    message: `The key ${GIVEN_KEY} was refused`,
  };
  new JobStore(home).create(job, {
    rows: [
      {
        index: 0,
        rowNumber: 2,
        cells: ['Philippa', 'Planted-Row', `p@example.edu ${STORED_KEY}`],
        plan: 'create',
        matchValue: 'p@example.edu',
        userId: null,
        changes: [],
        message: '',
      },
    ],
  });
  return job.id;
}

const keychain = (keys: Record<string, string>): Keychain => ({
  read: async (name) => keys[name] ?? null,
  write: async () => {},
  remove: async () => false,
});

async function bundle(includeRows: boolean) {
  const jobs = new JobService({ home, environments: { open: () => Promise.reject(new Error('not used')) } });
  const secrets = await knownSecrets(
    home,
    { ALUMNI_LOADER_API_KEY: GIVEN_KEY },
    keychain({ 'client-prod': STORED_KEY }),
  );
  const made = buildSupportBundle({
    home,
    version: '9.8.7',
    door: 'cli',
    jobs: () => jobs.list(),
    secrets,
    includeRows,
  });
  const files = Object.fromEntries(
    Object.entries(unzipSync(made.bytes)).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  return { made, files, all: Object.values(files).join('\n') };
}

describe('support bundle', () => {
  it('holds the version, system, settings, log and jobs, and no key anywhere', async () => {
    const id = plantEverything();
    const { made, files, all } = await bundle(false);
    expect(made.fileName).toMatch(/^alumni-loader-support-\d{8}-\d{6}\.zip$/);
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'about.json', `jobs/${id}/job.json`, 'jobs.json', 'log.txt', 'settings.json'].sort(),
    );
    const about = JSON.parse(files['about.json']!);
    expect(about).toMatchObject({
      version: '9.8.7',
      door: 'cli',
      os: { platform: process.platform },
      runtime: { node: process.versions.node },
    });
    expect(JSON.parse(files['settings.json']!).environments[0]).toMatchObject({
      name: 'client-prod',
      url: 'https://alumni.example.edu',
    });
    expect(files['log.txt']).toContain('env: opened client-prod');
    expect(JSON.parse(files['jobs.json']!)[0]).toMatchObject({
      id,
      sourceName: 'class-of-1998.csv',
      status: 'completed',
    });
    expect(JSON.parse(files[`jobs/${id}/job.json`]!).settings.operator).toEqual({
      user: 'jdoe',
      computer: 'ADV-PC-12',
    });

    for (const secret of [STORED_KEY, GIVEN_KEY, 'left-by-a-bad-version']) expect(all).not.toContain(secret);
    expect(files['log.txt']).toContain(`x-api-key: ${REDACTED}`);
    // No row data unless asked.
    expect(all).not.toContain('Planted-Row');
  });

  it('carries the rows only when asked, keys still struck out', async () => {
    const id = plantEverything();
    const { files, all } = await bundle(true);
    expect(Object.keys(files)).toEqual(expect.arrayContaining([`jobs/${id}/plan.json`]));
    expect(all).toContain('Planted-Row');
    expect(all).not.toContain(STORED_KEY);
    expect(all).not.toContain(GIVEN_KEY);
  });

  it('keeps what is no key: job ids, hashes, paths, versions', () => {
    const redact = createRedactor([]);
    const plain = `job 20261101-100000-ab12 sha256 ${'0123456789abcdef'.repeat(4)} /home/jdoe/.local/share/alumni-loader/jobs v45.5.0 keyState stored`;
    expect(redact(plain)).toBe(plain);
    expect(redact(`password=hunter22 and ${GIVEN_KEY}`)).toBe(`password=${REDACTED} and ${REDACTED}`);
  });

  it('names a home without settings, log or jobs plainly', async () => {
    const { files } = await bundle(false);
    expect(files['settings.json']).toMatch(/no settings file yet/);
    expect(files['log.txt']).toBe('(no log yet)');
    expect(JSON.parse(files['jobs.json']!)).toEqual([]);
  });
});
