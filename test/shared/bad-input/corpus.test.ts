import { describe, expect, it } from 'vitest';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import { corpusBytes, corpusEntries, corpusFileNames, expectOutcome, manifest } from './corpus';

// Every file of the bad-input corpus through the shared pipeline (intake + mapping + validation,
// the in-memory XLSX reader the browser worker uses): the manifest's outcome, nothing less.

describe('the bad-input corpus', () => {
  it('has at least 40 files, each with an expected outcome, and no outcome without its file', () => {
    const files = corpusFileNames();
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(files).toEqual(Object.keys(manifest).sort());
    expect(corpusEntries.filter(([, c]) => c.outcome === 'error').length).toBeGreaterThanOrEqual(15);
    expect(corpusEntries.filter(([, c]) => c.outcome === 'ok').length).toBeGreaterThanOrEqual(15);
  });

  it('keeps the decompression bombs small on disk', () => {
    for (const file of ['zip-bomb.xlsx', 'zip-bomb-lying.xlsx'])
      expect(corpusBytes(file).length).toBeLessThan(100 * 1024);
  });
});

describe.each(corpusEntries)('%s', (file, expected) => {
  it(`${expected.about}: ${expected.outcome === 'error' ? `refused ("${expected.errorContains}")` : 'read, with the right counts'}`, async () => {
    const started = Date.now();
    await expectOutcome(file, expected, () =>
      runImportPipeline(corpusBytes(file), { fileName: file, constants: expected.set ?? {} }),
    );
    expect(Date.now() - started, 'seconds to an outcome').toBeLessThan(10_000);
  });
});
