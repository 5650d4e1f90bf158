// out/cli/index.js runs the command line's bundle through V8's code cache (src-main/cli/cached-start.ts): a cache per
// command in ALUMNI_LOADER_CODE_CACHE's folder, never a reason for a command to fail.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript build script, without types
import { ensureCliBuilt } from '../../../scripts/build-cli.js';

const root = join(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'alumni-code-cache-'));
const list = join(work, 'list.csv');

function validate(cacheSetting: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [join(root, 'out/cli/index.js'), 'validate', list, '--json', ...args], {
    cwd: work,
    env: { ...process.env, ALUMNI_LOADER_HOME: join(work, 'home'), ALUMNI_LOADER_CODE_CACHE: cacheSetting },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const cachesIn = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.bin'));

beforeAll(async () => {
  await ensureCliBuilt({ root });
  writeFileSync(list, 'Email,First Name,Last Name\nann@example.org,Ann,Lee\nbob@example,Bob,Ray\n');
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the code cache of the command line', () => {
  it('is written by the first run of a command, read by the next, and the results are the same', () => {
    const folder = join(work, 'cache-a');
    const first = validate(folder, '--set', 'enabled=1');
    expect(first.code).toBe(1); // one invalid row
    const caches = cachesIn(folder);
    expect(caches).toHaveLength(1);
    expect(caches[0]).toMatch(/^cli-[A-Z0-9]+-v8-.+-validate\.bin$/);
    const written = readFileSync(join(folder, caches[0]!));
    const second = validate(folder, '--set', 'enabled=1');
    expect(second).toEqual(first);
    expect(JSON.parse(second.out)).toMatchObject({ rows: 2, valid: 1, invalid: 1 });
    // Read, not written again.
    expect(readFileSync(join(folder, caches[0]!)).equals(written)).toBe(true);
  });

  it('replaces a cache V8 refuses (damaged, or of another Node) and still runs the command', () => {
    const folder = join(work, 'cache-b');
    validate(folder, '--set', 'enabled=1');
    const [name] = cachesIn(folder);
    writeFileSync(join(folder, name!), 'not compiled code at all');
    const run = validate(folder, '--set', 'enabled=1');
    expect(JSON.parse(run.out)).toMatchObject({ rows: 2, valid: 1, invalid: 1 });
    expect(run.err).toBe('');
    expect(readFileSync(join(folder, name!)).length).toBeGreaterThan(1000);
  });

  it('is not written when turned off, and a folder it cannot write to fails nothing', () => {
    expect(JSON.parse(validate('off', '--set', 'enabled=1').out)).toMatchObject({ rows: 2 });
    const locked = join(work, 'locked');
    writeFileSync(locked, 'a file where the folder would be');
    const run = validate(join(locked, 'cache'), '--set', 'enabled=1');
    expect(run.err).toBe('');
    expect(JSON.parse(run.out)).toMatchObject({ rows: 2, valid: 1, invalid: 1 });
  });

  it('keeps the 24 most recent caches: those of older builds go when a new one is written', () => {
    const folder = join(work, 'cache-d');
    mkdirSync(folder);
    const longAgo = new Date(Date.now() - 86_400_000);
    for (let i = 0; i < 30; i++) {
      const old = join(folder, `cli-OLDBUILD${i}-v8-1.0-x64-validate.bin`);
      writeFileSync(old, 'an older build');
      utimesSync(old, longAgo, new Date(longAgo.getTime() + i * 1000));
    }
    validate(folder, '--set', 'enabled=1');
    const kept = cachesIn(folder);
    expect(kept).toHaveLength(24);
    expect(kept.filter((name) => !name.includes('OLDBUILD'))).toHaveLength(1);
    // The most recent of the older ones stay.
    expect(kept).toContain('cli-OLDBUILD29-v8-1.0-x64-validate.bin');
    expect(kept).not.toContain('cli-OLDBUILD0-v8-1.0-x64-validate.bin');
  });

  it('is kept per command: --version and help run without the bundle, other commands have their own', () => {
    const folder = join(work, 'cache-c');
    const version = spawnSync(process.execPath, [join(root, 'out/cli/index.js'), '--version'], {
      env: { ...process.env, ALUMNI_LOADER_CODE_CACHE: folder },
      encoding: 'utf8',
    });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(() => readdirSync(folder)).toThrow(); // --version did not read the bundle, so wrote no cache
    validate(folder, '--set', 'enabled=1');
    spawnSync(process.execPath, [join(root, 'out/cli/index.js'), 'template', '--help'], {
      env: { ...process.env, ALUMNI_LOADER_CODE_CACHE: folder },
    });
    expect(
      cachesIn(folder)
        .map((name) => name.replace(/^.*-/, ''))
        .sort(),
    ).toEqual(['template.bin', 'validate.bin']);
  });

  it('is used when --home comes before the command (scripts and the durable benchmark start so)', () => {
    const folder = join(work, 'cache-e');
    for (const home of ['--home', `--home=${join(work, 'home-e')}`]) {
      const args = home === '--home' ? [home, join(work, 'home-e')] : [home];
      const run = spawnSync(
        process.execPath,
        [join(root, 'out/cli/index.js'), ...args, 'validate', list, '--json', '--set', 'enabled=1'],
        { cwd: work, env: { ...process.env, ALUMNI_LOADER_CODE_CACHE: folder }, encoding: 'utf8' },
      );
      expect(JSON.parse(run.stdout)).toMatchObject({ rows: 2, valid: 1, invalid: 1 });
    }
    // The bundle ran (the ES modules write no cache), under the command's own name.
    expect(cachesIn(folder).map((name) => name.replace(/^.*-/, ''))).toEqual(['validate.bin']);
  });
});
