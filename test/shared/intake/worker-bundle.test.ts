// Intake, mapping and validation must run in a browser web worker: bundle them the way vite
// bundles the renderer's worker (browser builds of exceljs and the rest, no Node built-ins),
// then run the bundle on the samples.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type * as IntakeWorker from '../../fixtures/intake/worker-entry/intake-worker';

const root = join(import.meta.dirname, '../../..');
const outDir = mkdtempSync(join(tmpdir(), 'intake-worker-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the intake modules in a browser worker bundle', () => {
  it(
    'bundle with browser builds only, and read the CSV and XLSX samples from the bundle',
    { timeout: 180_000 },
    async () => {
      await build({
        configFile: false,
        logLevel: 'silent',
        root,
        resolve: { conditions: ['browser', 'import', 'module', 'default'] },
        build: {
          outDir,
          emptyOutDir: true,
          minify: false,
          target: 'es2022',
          lib: {
            entry: join(root, 'test/fixtures/intake/worker-entry/intake-worker.ts'),
            formats: ['es'],
            fileName: 'intake-worker',
          },
        },
      });
      const file = readdirSync(outDir).find((name) => name.endsWith('.js'))!;
      const code = readFileSync(join(outDir, file), 'utf8');
      expect(code).not.toMatch(/from\s+["']node:|require\(["'](fs|path|stream|zlib|node:[a-z]+)["']\)/);

      (globalThis as { self?: unknown }).self ??= globalThis; // the browser builds look for `self`
      const worker = (await import(pathToFileURL(join(outDir, file)).href)) as typeof IntakeWorker;
      for (const sample of ['alumni-sample.csv', 'alumni-sample.xlsx']) {
        const bytes = new Uint8Array(readFileSync(join(root, 'resources/samples', sample)));
        const result = await worker.runImportPipeline(bytes, { fileName: sample, constants: { enabled: '1' } });
        expect([sample, result.validation.counts]).toEqual([
          sample,
          { rows: 200, valid: 191, invalid: 9, warnings: 1, duplicates: 2 },
        ]);
      }
    },
  );
});
