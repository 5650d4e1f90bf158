import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// What the app keeps in its home folder holds personal data (alumni lists, journals with
// before-images, the built-in sandbox's users): only the person running it may read it, even
// where the home folder itself was made by someone else with wider permissions.

const bin = resolve(import.meta.dirname, '../../../bin/alumni-loader.js');

describe('files in the home folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'alumni-private-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // POSIX permission bits: what Linux and macOS enforce.
  it('are readable by their owner only after an import into the built-in sandbox', { timeout: 120_000 }, () => {
    const home = join(root, 'home');
    const file = join(root, 'people.csv');
    writeFileSync(file, 'First Name,Last Name,Email,Enabled\nAda,Private,ada.private@example.org,1\n');
    const run = spawnSync(
      process.execPath,
      [bin, '--home', home, 'import', file, '--env', 'sandbox', '--yes', '--json'],
      { encoding: 'utf8', env: { ...process.env, ALUMNI_LOADER_API_KEY: '' } },
    );
    expect(run.status, run.stderr).toBe(0);

    const entries = readdirSync(home, { recursive: true, withFileTypes: true }).map((e) => join(e.parentPath, e.name));
    const names = entries.map((path) => relative(home, path));
    expect(names).toEqual(expect.arrayContaining(['alumni-loader.log', join('sandbox', 'data.json')]));
    expect(names.some((name) => name.endsWith('results.xlsx'))).toBe(true);
    const open = entries
      .filter((path) => (statSync(path).mode & 0o077) !== 0)
      .map((path) => `${relative(home, path)} ${(statSync(path).mode & 0o777).toString(8)}`);
    expect(open).toEqual([]);
  });
});
