import { beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json';
import { commandLineArguments, runBuiltCommandLine } from '../../../src-main/electron/command-line-mode';
import { APP_ROOT } from '../../../src-main/host/app-build';
// @ts-expect-error a plain JavaScript build script, without types
import { ensureCliBuilt } from '../../../scripts/build-cli.js';

// The packaged app is the command line too: a command word or --help/--version runs the CLI
// built in out/cli; anything else opens the window.

const packaged = { packaged: true, defaultApp: false };

describe('which start runs the command line', () => {
  it('a command word, --help or --version: the words after the program', () => {
    expect(commandLineArguments(['/opt/Alumni Loader/alumni-loader', 'validate', 'list.csv'], packaged)).toEqual([
      'validate',
      'list.csv',
    ]);
    expect(commandLineArguments(['/opt/Alumni Loader/alumni-loader', '--version'], packaged)).toEqual(['--version']);
    expect(commandLineArguments(['/usr/bin/alumni-loader', '--home', '/srv/al', 'jobs', 'list'], packaged)).toEqual([
      '--home',
      '/srv/al',
      'jobs',
      'list',
    ]);
    // `electron . validate list.csv` in a development checkout.
    expect(
      commandLineArguments(['/x/electron', '.', 'validate', 'list.csv'], { packaged: false, defaultApp: true }),
    ).toEqual(['validate', 'list.csv']);
  });

  it('no command: the window (a home folder, Chromium switches and a test process are no command)', () => {
    expect(commandLineArguments(['/opt/Alumni Loader/alumni-loader'], packaged)).toBeUndefined();
    expect(commandLineArguments(['/opt/Alumni Loader/alumni-loader', '--home', '/srv/al'], packaged)).toBeUndefined();
    expect(
      commandLineArguments(['/opt/Alumni Loader/alumni-loader', '--no-sandbox', '--enable-logging'], packaged),
    ).toBeUndefined();
    expect(
      commandLineArguments(['/usr/bin/node', 'vitest.mjs', 'run'], { packaged: false, defaultApp: false }),
    ).toBeUndefined();
  });
});

describe('the built command line, as the packaged app runs it', () => {
  beforeAll(async () => {
    await ensureCliBuilt({ root: APP_ROOT });
  }, 120_000);

  it('prints the version from out/cli and exits 0', async () => {
    let out = '';
    const code = await runBuiltCommandLine(['--version'], APP_ROOT, {
      out: (t) => (out += t),
      err: () => {},
      isTTY: false,
    });
    expect(code).toBe(0);
    expect(out.trim()).toBe(packageJson.version);
  });
});
