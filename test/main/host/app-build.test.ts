import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appBuildState } from '../../../src-main/host/app-build';

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

  const outputs = (secondsAgo: number) => ({ 'out/main/index.js': secondsAgo, 'out/preload/index.cjs': secondsAgo, 'out/renderer/index.html': secondsAgo });

  it('is missing while any of main, preload or renderer is absent', () => {
    expect(appBuildState(tree({ 'out/main/index.js': 10, 'out/renderer/index.html': 10, 'src-main/a.ts': 100 }))).toBe('missing');
  });

  it('is stale when a source changed after the build', () => {
    expect(appBuildState(tree({ ...outputs(100), 'src-renderer/src/deep/screen.svelte': 10 }))).toBe('stale');
  });

  it('is fresh when every source is older than the build', () => {
    expect(appBuildState(tree({ ...outputs(10), 'src-renderer/src/deep/screen.svelte': 100, 'src-shared/x.ts': 200 }))).toBe('fresh');
  });

  it('ignores node_modules and dot folders among the sources', () => {
    expect(appBuildState(tree({ ...outputs(100), 'src-main/node_modules/x.js': 1, 'src-main/.cache/y': 1 }))).toBe('fresh');
  });
});
