import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from '../../../src-main/electron/app-protocol';

const root = resolve('/opt/alumni-loader/out/renderer');

describe('resolveAppFile', () => {
  it("maps app://alumni-loader/ addresses to the renderer folder's files", () => {
    expect(resolveAppFile(root, 'app://alumni-loader/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://alumni-loader/index.html')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://alumni-loader/assets/index-ab12.js?v=1')).toBe(
      join(root, 'assets', 'index-ab12.js'),
    );
    expect(resolveAppFile(root, 'app://alumni-loader/assets/my%20font.woff2')).toBe(
      join(root, 'assets', 'my font.woff2'),
    );
  });

  it('never leaves the renderer folder', () => {
    for (const url of [
      'app://alumni-loader/../../../etc/passwd.js',
      'app://alumni-loader/%2e%2e/%2e%2e/main/index.js',
      'app://alumni-loader/assets/..%2f..%2f..%2fsecret.json',
      'app://alumni-loader/%2e%2e%5c..%5csecret.js',
    ]) {
      const file = resolveAppFile(root, url);
      if (file !== undefined) expect(file.startsWith(root + '/'), `${url} -> ${file}`).toBe(true);
    }
    // The URL parser folds ../ away; an encoded slash survives it and is caught after decoding.
    expect(resolveAppFile(root, 'app://alumni-loader/..%2f..%2fmain%2findex.js')).toBeUndefined();
    expect(resolveAppFile(root, 'app://alumni-loader/%2e%2e/%2e%2e/main/index.js')).toBe(
      join(root, 'main', 'index.js'),
    );
  });

  it('refuses other hosts, schemes, unknown file types and broken escapes', () => {
    expect(resolveAppFile(root, 'app://other/index.html')).toBeUndefined();
    expect(resolveAppFile(root, 'file:///opt/alumni-loader/out/renderer/index.html')).toBeUndefined();
    expect(resolveAppFile(root, 'app://alumni-loader/keys.txt')).toBeUndefined();
    expect(resolveAppFile(root, 'app://alumni-loader/%E0%A4%A.js')).toBeUndefined();
    expect(resolveAppFile(root, 'app://alumni-loader/a%00.js')).toBeUndefined();
  });
});
