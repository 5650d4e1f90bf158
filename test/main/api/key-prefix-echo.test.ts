// A service that echoes only the beginning of the key ("Unknown client for Live-Ke") gives it away
// as surely as the whole: a beginning of 4 characters or more, standing as a word, is hidden in
// what the service said, and so in the results, errors, rows.log, the log and the support bundle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import { KEY_HIDDEN, redactKey } from '../../../src-main/services/api/redact-key';
import { createFileLog } from '../../../src-main/services/context';
import { buildSupportBundle } from '../../../src-main/services/diagnostics/bundle';
import { createRedactor, REDACTED } from '../../../src-main/services/diagnostics/redact';
import { JobService } from '../../../src-main/services/jobs';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { personRow, planRequest, QUICK_BACKOFF, tempHome } from '../jobs/job-fixtures';

const KEY = 'Live-Key_9f3A7c2E1b';

describe('a beginning of the key', () => {
  it.each([
    ['its first 7 characters', 'Live-Ke', `Unknown client for ${KEY_HIDDEN}, see docs`],
    ['its first 5 characters', 'Live-', `Unknown client for ${KEY_HIDDEN}, see docs`],
    ['its first 4 then an ellipsis', 'Live\u2026', `Unknown client for ${KEY_HIDDEN}\u2026, see docs`],
    ['its first 6 then asterisks', 'Live-K****', `Unknown client for ${KEY_HIDDEN}****, see docs`],
    ['in another case', 'LIVE-KE', `Unknown client for ${KEY_HIDDEN}, see docs`],
  ])('%s is hidden', (_, echoed, expected) => {
    expect(redactKey(`Unknown client for ${echoed}, see docs`, KEY)).toBe(expected);
  });

  it('is hidden for a key of another shape too', () => {
    expect(redactKey('key sk-l\u2026 is not valid', 'sk-live-5e6f7a8b9c')).toBe(`key ${KEY_HIDDEN}\u2026 is not valid`);
    expect(redactKey("key 'sk-liv' is not valid", 'sk-live-5e6f7a8b9c')).toBe(`key '${KEY_HIDDEN}' is not valid`);
  });

  it('leaves words alone: inside a longer word, or a beginning of letters only with no mask after it', () => {
    expect(redactKey('Live music on Live-Kept street', KEY)).toBe('Live music on Live-Kept street');
    expect(redactKey('The test environment', 'test-key-T')).toBe('The test environment');
    expect(redactKey('Oliver-Kent was here', KEY)).toBe('Oliver-Kent was here');
  });

  it('the support bundle strikes a beginning of a key this computer holds, and leaves its names', () => {
    const redact = createRedactor([KEY, 'sandbox-test-key']);
    expect(redact('service said: Unknown client for Live-Ke')).toBe(`service said: Unknown client for ${REDACTED}`);
    expect(redact('env sandbox-production opened')).toBe('env sandbox-production opened');
  });
});

/** Every file under `folder`, with its text. */
function filesUnder(folder: string): [string, string][] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [[path, readFileSync(path, 'latin1')] as [string, string]];
  });
}

describe('a service echoing the first 7 characters of the key', () => {
  let fake: FakeServiceHandle;
  let temp: ReturnType<typeof tempHome>;
  beforeEach(async () => {
    fake = await startFakeService({ key: KEY });
    temp = tempHome();
  });
  afterEach(async () => {
    await fake.close();
    temp.remove();
  });

  it('leaves no trace in the results, errors, rows.log, the log or the support bundle', async () => {
    fake.set({ echoKey: (key) => key.slice(0, 7) });
    const jobs = new JobService({
      home: temp.home,
      backoff: QUICK_BACKOFF,
      log: createFileLog(temp.home),
      environments: {
        open: async (name: string) => ({
          environment: { name, kind: 'test', url: fake.baseUrl, builtIn: false, hasKey: true, keyState: 'stored' },
          client: createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY, timeoutMs: 5000 }),
        }),
      } as never,
    });
    const plan = await jobs.plan(
      planRequest([personRow(2, { first: 'A', last: 'B', email: 'echo@example.org' })], {
        environment: 'fake',
        rate: 0,
      }),
    );
    await jobs.start(plan.id);
    await jobs.waitFor(plan.id);
    const written = await jobs.writeResults(plan.id);
    expect(written.errors).toBeDefined();
    const errors = readFileSync(written.errors!, 'utf8');
    expect(errors).toContain(`Unknown client for ${KEY_HIDDEN}`);

    const bundle = buildSupportBundle({
      home: temp.home,
      version: 'test',
      door: 'cli',
      jobs: () => jobs.list(),
      secrets: [KEY],
      includeRows: true,
    });
    const inBundle = Object.entries(unzipSync(bundle.bytes)).map(
      ([name, bytes]) => [name, strFromU8(bytes)] as [string, string],
    );
    const everything: [string, string][] = [
      ...filesUnder(temp.home),
      ...inBundle,
      ['rows', JSON.stringify(jobs.rows(plan.id))],
      ['summary', JSON.stringify(jobs.summary(plan.id))],
    ];
    expect(everything.some(([name]) => name.endsWith('rows.log'))).toBe(true);
    expect(everything.some(([name, text]) => name.endsWith('.log') && text.includes(KEY_HIDDEN))).toBe(true);
    for (const [name, text] of everything) expect(text.toLowerCase(), name).not.toContain('live-ke');
  });
});
