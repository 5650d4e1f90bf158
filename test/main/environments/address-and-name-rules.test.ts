import { readRefusal, wordIssueMessage, wordRefusal } from '../../../src-shared/problems/refusals';
import { describeIssues } from '../../../src-shared/bridge/define';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import { CLI_REFUSAL_WORDS } from '../../../src-main/cli/words/refusal-words';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEnvironmentService } from '../../../src-main/services/environments/service';
import { EventHub } from '../../../src-main/services/events';
import { createApiClient } from '../../../src-main/services/api/client';
import { apiKeySchema, checkEnvironmentUrl, newEnvironmentNameSchema } from '../../../src-shared/bridge/env';

describe('base address rules', () => {
  it.each([
    ['https://alumni.example.edu', 'https://alumni.example.edu'],
    ['  https://alumni.example.edu/api/  ', 'https://alumni.example.edu/api'],
    ['http://localhost:4010/test', 'http://localhost:4010/test'],
    ['http://127.0.0.1:4010/test/', 'http://127.0.0.1:4010/test'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('accepts %s as %s', (raw, expected) => {
    expect(checkEnvironmentUrl(raw)).toEqual({ ok: true, url: expected });
  });

  it.each([
    ['http://alumni.example.edu', /must use https/],
    ['http://127.0.0.2', /must use https/],
    ['http://localhost.example.com', /must use https/],
    ['ftp://alumni.example.edu', /must start with https/],
    ['alumni.example.edu', /not a web address/],
    ['', /Give the base address/],
    ['https://user:pw@alumni.example.edu', /user name or password/],
    ['https://alumni.example.edu/?x-api-key=abc', /\? or #/],
  ])('refuses %s', (raw, problem) => {
    const checked = checkEnvironmentUrl(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(wordRefusal(APP_REFUSAL_WORDS, checked.refusal)).toMatch(problem);
  });
});

describe('environment names', () => {
  it.each(['client-test', 'Prod_2', 'a', 'x.y'])('accepts %s', (name) => {
    expect(newEnvironmentNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ['', /Give the environment a name/],
    ['-dash', /starts with a letter or digit/],
    ['with space', /letters, digits/],
    ['a'.repeat(41), /at most 40/],
    ['Sandbox', /built-in environment/],
  ])('refuses %j', (name, problem) => {
    const parsed = newEnvironmentNameSchema.safeParse(name);
    expect(parsed.success).toBe(false);
    // Each refusal is a code, worded by each door's table.
    expect(parsed.error?.issues.every((i) => readRefusal(i.message)?.code.startsWith('env-name.'))).toBe(true);
    for (const table of [APP_REFUSAL_WORDS, CLI_REFUSAL_WORDS])
      expect(parsed.error?.issues.map((i) => wordIssueMessage(table, i.message)).join(' ')).toMatch(problem);
  });

  it('words a name refused in full, with its limit', () => {
    const parsed = newEnvironmentNameSchema.safeParse('a'.repeat(41));
    expect(parsed.error?.issues.map((i) => readRefusal(i.message))).toEqual([
      { code: 'env-name.too-long', params: { max: 40 } },
    ]);
    expect(describeIssues(newEnvironmentNameSchema.safeParse('sandbox-production').error!, APP_REFUSAL_WORDS)).toEqual([
      '(the whole value): "sandbox" and "sandbox-production" are built-in environments; choose another name.',
    ]);
  });
});

describe('keys', () => {
  it('drops the line break a paste brings along', () => {
    expect(apiKeySchema.parse('  abc123\n')).toBe('abc123');
  });

  it('refuses a key with a space or line break inside', () => {
    expect(apiKeySchema.safeParse('abc 123').success).toBe(false);
    expect(apiKeySchema.safeParse('abc\n123').success).toBe(false);
  });

  it("says why a key is refused from a code, in each door's words", () => {
    const refusals = (key: string) =>
      apiKeySchema.safeParse(key).error?.issues.map((issue) => readRefusal(issue.message));
    expect(refusals('   ')?.[0]).toEqual({ code: 'key.empty', params: {} });
    expect(refusals('k'.repeat(1001))).toEqual([{ code: 'key.too-long', params: { max: 1000 } }]);
    expect(refusals('abc 123')).toEqual([{ code: 'key.spaces', params: {} }]);
    const error = apiKeySchema.safeParse('abc 123').error!;
    for (const table of [APP_REFUSAL_WORDS, CLI_REFUSAL_WORDS])
      expect(describeIssues(error, table)).toEqual([
        '(the whole value): The key contains spaces, line breaks or control characters; paste it again as one piece.',
      ]);
  });
});

describe('the environment service', () => {
  const home = mkdtempSync(join(tmpdir(), 'env-words-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  const unused = (): never => {
    throw new Error('not reached: the value is refused first');
  };
  const service = createEnvironmentService({
    home,
    log: () => {},
    events: new EventHub(),
    env: {},
    keychain: { read: unused, write: unused, remove: unused },
    createClient: createApiClient,
    startSandbox: unused,
  });

  it('refuses a name or a key in the words of the refusal code, never the code', async () => {
    await expect(service.add({ name: 'x y', kind: 'test', url: 'https://alumni.example.edu' })).rejects.toMatchObject({
      details: [expect.stringMatching(/^\(the whole value\): A name uses letters, digits, dot, dash or underscore/)],
    });
    await expect(service.setKey('client-test', 'abc 123')).rejects.toMatchObject({
      details: [
        '(the whole value): The key contains spaces, line breaks or control characters; paste it again as one piece.',
      ],
    });
  });
});
