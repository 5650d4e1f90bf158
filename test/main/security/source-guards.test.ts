import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../src-main/host/app-build';

// Settings that would quietly undo a promise of SECURITY.md, searched for in every source file of
// the app. electronegativity scans the built app for Electron's own list; these are the rest.

const SOURCE_FOLDERS = ['src-main', 'src-shared', 'src-renderer'];

const FORBIDDEN: readonly [RegExp, string][] = [
  [/rejectUnauthorized\s*:\s*false/, 'turns off certificate checks (item 1)'],
  [/NODE_TLS_REJECT_UNAUTHORIZED/, 'turns off certificate checks for the whole process (item 1)'],
  [
    /setCertificateVerifyProc|['"]certificate-error['"]/,
    'lets Electron accept a certificate Chromium refused (item 1)',
  ],
  [
    /webSecurity\s*:\s*false|allowRunningInsecureContent\s*:\s*true|experimentalFeatures\s*:\s*true/,
    'weakens the window (items 6, 8, 9)',
  ],
  [
    /nodeIntegration\w*\s*:\s*true|contextIsolation\s*:\s*false|sandbox\s*:\s*false|webviewTag\s*:\s*true/,
    'gives the page Node or a webview (items 2-4, 11)',
  ],
  [/enableBlinkFeatures/, 'turns on Blink features (item 10)'],
  [/crashReporter\s*\.\s*start/, 'starts the crash reporter, whose dumps could hold a key'],
  [
    /\bexposeInMainWorld\s*\(\s*['"](?!alumniBridge['"])/,
    'exposes something other than the bridge to the page (item 20)',
  ],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|js|cjs|mjs|svelte|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the app sources', () => {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(APP_ROOT, folder)));

  it('hold none of the settings that would undo a security promise', () => {
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [pattern, why] of FORBIDDEN) {
          if (pattern.test(line)) found.push(`${relative(APP_ROOT, file)}:${index + 1} ${why}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('open a BrowserWindow in one place only, the hardened main window', () => {
    const creators = files
      .filter((file) => /new\s+BrowserWindow\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(APP_ROOT, file));
    expect(creators).toEqual([join('src-main', 'electron', 'main-window.ts')]);
  });

  it('catch what they are meant to catch', () => {
    const samples = [
      'agent = new Agent({ rejectUnauthorized: false })',
      "app.on('certificate-error', accept)",
      'webPreferences: { sandbox: false }',
      "contextBridge.exposeInMainWorld('ipc', ipcRenderer)",
      'nodeIntegrationInWorker: true',
    ];
    for (const sample of samples)
      expect(
        FORBIDDEN.some(([pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(
      FORBIDDEN.some(([pattern]) => pattern.test("contextBridge.exposeInMainWorld('alumniBridge', alumniBridge);")),
    ).toBe(false);
  });
});
