// The key is hidden in every form a service may echo it in (issue 25, item 9), and what the
// service says reaches the journal and results only hidden.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_HIDDEN, redactKey } from '../../../src-main/services/api/redact-key';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { jobServiceOnFake } from '../jobs/fake-fixtures';
import { personRow, planRequest, tempHome } from '../jobs/job-fixtures';

const KEY = 'Live-Key_9f3A7c2E1b';
const FORMS: [string, (key: string) => string][] = [
  ['as given', (k) => k],
  ['lower case', (k) => k.toLowerCase()],
  ['upper case', (k) => k.toUpperCase()],
  ['cut short', (k) => k.slice(0, 10)],
  ['its end', (k) => k.slice(-9)],
  ['base64', (k) => Buffer.from(k).toString('base64')],
  ['base64url', (k) => Buffer.from(k).toString('base64url')],
  ['URL-encoded', (k) => encodeURIComponent(`${k}/=`).slice(0, -6)],
];

describe('redactKey', () => {
  for (const [name, form] of FORMS) {
    it(`hides the key ${name}`, () => {
      const said = `Unknown client for ${form(KEY)}, see docs`;
      const hidden = redactKey(said, KEY);
      expect(hidden).toBe(`Unknown client for ${KEY_HIDDEN}, see docs`);
    });
  }

  it('leaves ordinary text and short test keys alone', () => {
    expect(redactKey('The email is already in use.', KEY)).toBe('The email is already in use.');
    expect(redactKey('T is a letter', 'T')).toBe('T is a letter');
  });
});

describe('a service echoing the key in another form', () => {
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

  for (const [name, form] of FORMS) {
    it(`${name}: the journal, the rows and the results hold no trace of it`, async () => {
      fake.set({ echoKey: form });
      const jobs = jobServiceOnFake(fake, temp.home);
      const plan = await jobs.plan(
        planRequest([personRow(2, { first: 'A', last: 'B', email: 'echo@example.org' })], {
          environment: 'fake',
          rate: 0,
        }),
      );
      await jobs.start(plan.id);
      await jobs.waitFor(plan.id);
      const files = await jobs.writeResults(plan.id);
      const { readFileSync } = await import('node:fs');
      const texts = [
        readFileSync(jobs.store.logPath(plan.id), 'utf8'),
        readFileSync(files.resultsCsv, 'utf8'),
        JSON.stringify(jobs.rows(plan.id)),
      ];
      expect(texts[0]).toContain('Unknown client for [key hidden]');
      for (const text of texts) expect(text.toLowerCase()).not.toContain(form(KEY).toLowerCase());
    });
  }
});
