// The last net of the command line: a failure nothing awaited (a bug) still reaches the one error
// printer — words on stderr, one JSON object with --json, exit 2 — instead of Node's stack trace.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printStrayFailure } from '../../../src-main/cli/program';
import { runInTerminal } from '../../../src-main/cli/terminal';
import { AppError } from '../../../src-shared/errors';

const argvBefore = process.argv;
afterEach(() => {
  process.argv = argvBefore;
  vi.restoreAllMocks();
});

async function strayThrough(argv: string[], error: unknown) {
  process.argv = ['node', 'alumni-loader', ...argv];
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => (out.push(String(text)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => (err.push(String(text)), true));
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const before = {
    rejection: process.listeners('unhandledRejection'),
    exception: process.listeners('uncaughtException'),
  };
  runInTerminal(() => new Promise<number>(() => {}), printStrayFailure);
  const added = process.listeners('unhandledRejection').filter((l) => !before.rejection.includes(l));
  expect(added).toHaveLength(1);
  added[0]!(error, Promise.resolve());
  // The error printer is loaded when needed: the exit follows once it has printed.
  await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: 15_000 });
  for (const listener of added) process.off('unhandledRejection', listener);
  for (const listener of process.listeners('uncaughtException').filter((l) => !before.exception.includes(l)))
    process.off('uncaughtException', listener);
  vi.restoreAllMocks();
  return { out: out.join(''), err: err.join(''), exit };
}

describe('a stray failure', () => {
  const error = new AppError('not-found', 'There is no environment named "nosuch".', ['Known: sandbox.']);

  it('with --json: one error object on stdout, the words on stderr, exit 2', async () => {
    const run = await strayThrough(['approve', '--env', 'nosuch', '--json'], error);
    expect(run.exit).toHaveBeenCalledWith(2);
    expect(JSON.parse(run.out)).toEqual({
      error: { code: 'not-found', message: 'There is no environment named "nosuch".', details: ['Known: sandbox.'] },
    });
    expect(run.err).toBe('Error: There is no environment named "nosuch".\n  Known: sandbox.\n');
  });

  it('without --json: words only, no stack', async () => {
    const run = await strayThrough(['approve', '--env', 'nosuch'], new Error('boom'));
    expect(run.exit).toHaveBeenCalledWith(2);
    expect(run.out).toBe('');
    expect(run.err).toBe('Unexpected error: boom\n');
  });
});
