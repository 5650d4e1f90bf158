import { describe, expect, it } from 'vitest';
import { lockWaitWords } from '../../src-renderer/src/lib/words/lock-wait-words';
import { lockWaitLine } from '../../src-main/cli/lock-wait-line';

describe('lockWaitWords', () => {
  it('names the job waited for, since when, until when, and that the job starts by itself', () => {
    const since = new Date(2026, 10, 27, 0, 2, 3).toISOString();
    const until = new Date(2026, 10, 27, 0, 12, 3).toISOString();
    expect(
      lockWaitWords({ jobId: '20261127-000203-ab12', since, until, holder: 'process 42 on this computer' }, 'sandbox'),
    ).toBe(
      'Waiting for job 20261127-000203-ab12, which has been creating users on sandbox since 00:02:03 ' +
        '(process 42 on this computer). This job starts by itself when that one ends, and gives up at 00:12:03.',
    );
    expect(lockWaitWords({ since, until, holder: 'another import' }, 'sandbox')).toMatch(
      /^Waiting for another import,/,
    );
  });

  it('keeps a time it cannot read as it came, rather than "Invalid Date"', () => {
    expect(lockWaitWords({ since: 'earlier', until: 'later', holder: 'another import' }, 'live')).toBe(
      'Waiting for another import, which has been creating users on live since earlier (another import). ' +
        'This job starts by itself when that one ends, and gives up at later.',
    );
  });

  it('the command line says the same sentence, then how to stop the wait; with --json, the wait as data', () => {
    const wait = { jobId: 'job-1', since: 'earlier', until: 'later', holder: 'another import' };
    expect(lockWaitLine('job-2', wait, 'live', false)).toBe(
      `${lockWaitWords(wait, 'live')} Ctrl-C stops the wait with nothing sent; ` +
        'start it later with: alumni-loader jobs resume job-2\n',
    );
    expect(JSON.parse(lockWaitLine('job-2', wait, 'live', true))).toEqual({
      event: 'waitingForJob',
      jobId: 'job-2',
      environment: 'live',
      waitingFor: 'job-1',
      since: 'earlier',
      until: 'later',
      holder: 'another import',
    });
  });
});
