import { wordRefusal } from '../../../src-shared/problems/refusals';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import { describe, expect, it } from 'vitest';
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
    expect(parsed.error?.issues.map((i) => i.message).join(' ')).toMatch(problem);
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
});
