import type { SpawnOptions } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';

// `alumni-loader ui --open` starts the person's browser, which outlives the run: a key given in
// ALUMNI_LOADER_API_KEY must not travel into its environment.

const spawned = vi.hoisted(() => ({ calls: [] as { command: string; args: string[]; options: SpawnOptions }[] }));

vi.mock('node:child_process', () => ({
  spawn: (command: string, args: string[], options: SpawnOptions) => {
    spawned.calls.push({ command, args, options });
    const child = Object.assign(new EventEmitter(), { unref: () => {} });
    setImmediate(() => child.emit('spawn'));
    return child;
  },
}));

const { openInBrowser } = await import('../../../src-main/host/open-browser');

describe('opening the browser', () => {
  const saved = process.env.ALUMNI_LOADER_API_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.ALUMNI_LOADER_API_KEY;
    else process.env.ALUMNI_LOADER_API_KEY = saved;
  });

  it('hands the browser our environment without ALUMNI_LOADER_API_KEY', async () => {
    process.env.ALUMNI_LOADER_API_KEY = 'key-for-this-run-only';
    expect(await openInBrowser('http://127.0.0.1:4000/#token=abc', 'linux')).toBe(true);
    const [call] = spawned.calls;
    expect(call).toMatchObject({ command: 'xdg-open', args: ['http://127.0.0.1:4000/#token=abc'] });
    expect(call!.options.env).toBeDefined();
    expect(call!.options.env).not.toHaveProperty('ALUMNI_LOADER_API_KEY');
    expect(call!.options.env!.PATH).toBe(process.env.PATH);
    expect(JSON.stringify(call!.options)).not.toContain('key-for-this-run-only');
  });
});
