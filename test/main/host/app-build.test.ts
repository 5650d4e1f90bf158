import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appBuildState, ensureAppBuilt } from '../../../src-main/host/app-build';

describe('appBuildState', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function tree(files: Record<string, number>): string {
    root = mkdtempSync(join(tmpdir(), 'alumni-build-'));
    for (const [file, secondsAgo] of Object.entries(files)) {
      const path = join(root, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, '');
      const when = new Date(Date.now() - secondsAgo * 1000);
      utimesSync(path, when, when);
    }
    return root;
  }

  const outputs = (secondsAgo: number) => ({
    'out/main/index.js': secondsAgo,
    'out/preload/index.cjs': secondsAgo,
    'out/renderer/index.html': secondsAgo,
    'out/cli/index.js': secondsAgo,
  });

  it('is missing while any of main, preload, renderer or the command line is absent', () => {
    expect(appBuildState(tree({ 'out/main/index.js': 10, 'out/renderer/index.html': 10, 'src-main/a.ts': 100 }))).toBe(
      'missing',
    );
    const { 'out/cli/index.js': _cli, ...withoutCli } = outputs(10);
    expect(appBuildState(tree({ ...withoutCli, 'src-main/a.ts': 100 }))).toBe('missing');
  });

  it('is stale when a source changed after the build', () => {
    expect(appBuildState(tree({ ...outputs(100), 'src-renderer/src/deep/screen.svelte': 10 }))).toBe('stale');
  });

  it('is fresh when every source is older than the build', () => {
    expect(
      appBuildState(tree({ ...outputs(10), 'src-renderer/src/deep/screen.svelte': 100, 'src-shared/x.ts': 200 })),
    ).toBe('fresh');
  });

  it('ignores node_modules and dot folders among the sources', () => {
    expect(appBuildState(tree({ ...outputs(100), 'src-main/node_modules/x.js': 1, 'src-main/.cache/y': 1 }))).toBe(
      'fresh',
    );
  });
});

describe('ensureAppBuilt', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /**
   * A project folder whose "electron-vite" writes its three outputs and counts its runs; its CLI build writes out/cli.
   */
  function project(options: { failing?: boolean } = {}): string {
    root = mkdtempSync(join(tmpdir(), 'alumni-ensure-'));
    const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
    mkdirSync(dirname(cli), { recursive: true });
    writeFileSync(
      cli,
      options.failing
        ? "console.error('src-renderer/src/App.svelte: Unexpected token'); process.exit(1);"
        : [
            "const fs = require('node:fs');",
            "fs.appendFileSync('runs.txt', 'x');",
            "for (const f of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {",
            "  fs.mkdirSync(require('node:path').dirname(f), { recursive: true }); fs.writeFileSync(f, '');",
            '}',
            // Slow enough that a second caller must wait for the lock.
            'setTimeout(() => {}, 300);',
          ].join('\n'),
    );
    writeFileSync(join(root, 'node_modules', 'electron-vite', 'package.json'), '{"type":"commonjs"}');
    mkdirSync(join(root, 'node_modules', 'esbuild'), { recursive: true });
    mkdirSync(join(root, 'scripts'));
    const cliBuild =
      "const fs = require('node:fs'); fs.mkdirSync('out/cli', { recursive: true }); fs.writeFileSync('out/cli/index.js', '');";
    writeFileSync(join(root, 'scripts', 'build-cli.js'), cliBuild);
    writeFileSync(join(root, 'package.json'), '{"type":"commonjs"}');
    utimesSync(join(root, 'package.json'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    mkdirSync(join(root, 'src-main'));
    writeFileSync(join(root, 'src-main', 'a.ts'), '');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src-main', 'a.ts'), past, past);
    return root;
  }
  const runs = (dir: string) =>
    existsSync(join(dir, 'runs.txt')) ? readFileSync(join(dir, 'runs.txt'), 'utf8').length : 0;

  it('builds once when the output is missing, even with two callers at the same time', async () => {
    const dir = project();
    const lines: string[] = [];
    const states = await Promise.all([
      ensureAppBuilt({ root: dir, rebuildWhen: 'missing', log: (l) => lines.push(l) }),
      ensureAppBuilt({ root: dir, rebuildWhen: 'missing' }),
    ]);
    expect(states).toEqual(['missing', 'missing']);
    expect(runs(dir)).toBe(1);
    expect(appBuildState(dir)).toBe('fresh');
    expect(lines).toEqual([expect.stringContaining("Building the app's pages")]);
    expect(await ensureAppBuilt({ root: dir, rebuildWhen: 'stale' })).toBe('fresh');
    expect(runs(dir)).toBe(1);
  });

  it("rebuilds a stale output only when asked to ('stale')", async () => {
    const dir = project();
    await ensureAppBuilt({ root: dir, rebuildWhen: 'missing' });
    writeFileSync(join(dir, 'src-main', 'a.ts'), 'changed');
    const future = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'src-main', 'a.ts'), future, future);
    expect(await ensureAppBuilt({ root: dir, rebuildWhen: 'missing' })).toBe('stale');
    expect(runs(dir)).toBe(1);
    expect(await ensureAppBuilt({ root: dir, rebuildWhen: 'stale' })).toBe('stale');
    expect(runs(dir)).toBe(2);
  });

  it("reports a failed build with the tool's last lines and how to see the rest", async () => {
    const dir = project({ failing: true });
    await expect(ensureAppBuilt({ root: dir, rebuildWhen: 'missing' })).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('exit code 1'),
      details: expect.arrayContaining([
        expect.stringContaining('npm run build'),
        expect.stringContaining('Unexpected token'),
      ]),
    });
    expect(existsSync(join(dir, 'out', '.build-lock'))).toBe(false);
  });
});
