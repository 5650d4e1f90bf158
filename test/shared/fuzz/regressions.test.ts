import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxStreamReader } from '../../../src-main/services/intake/xlsx-stream-reader';
import { AppError, type AppErrorShape } from '../../../src-shared/errors';
import { appWords } from '../../helpers/reason-words';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import type { IntakeDeps } from '../../../src-shared/intake/types';
import { fuzzInput } from './inputs';

// Inputs the mutation fuzzer once failed on, replayed by (seed, id) so each fix stays fixed.

async function refusal(
  seed: number,
  id: number,
  deps: IntakeDeps = {},
): Promise<{ error: AppErrorShape; fileName: string }> {
  const input = fuzzInput(seed, id);
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>(
    (_, reject) =>
      (timer = setTimeout(() => reject(new Error(`input ${id} of seed ${seed}: no outcome within 5 s`)), 5000)),
  );
  try {
    await Promise.race([
      runImportPipeline(input.bytes, { fileName: input.fileName, constants: { enabled: '1' } }, deps),
      hang,
    ]);
  } catch (error) {
    if (error instanceof AppError) return { error: appWords(error), fileName: input.fileName };
    throw error;
  } finally {
    clearTimeout(timer);
  }
  throw new Error(`input ${id} of seed ${seed} was read; the replay expects a refusal`);
}

describe('mutation fuzzer findings, replayed', () => {
  it('seed 1, input 1887 (rebuilt): a zip part whose name holds U+FFFD and control bytes is named in printable text', async () => {
    // The fuzzed input itself is now refused earlier (its local header disagrees with the
    // directory); this zip carries the same kind of name consistently in both headers.
    const parts = {
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8(
        '<workbook><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/\uFFFD\u0007\u001b[2Jpart.xml': [new Uint8Array(2 * 1024 * 1024), { level: 9 }] as [Uint8Array, { level: 9 }],
    };
    let error: unknown;
    try {
      await runImportPipeline(zipSync(parts), { fileName: 'garbled.xlsx' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(appWords(error).message).toMatch(
      /^garbled\.xlsx was refused: one part \(xl\/\?\?\?\[2Jpart\.xml\) is packed \d+ times smaller than its content/,
    );
  });

  it('seed 20251122, input 521: a local header whose packed size disagrees with the directory is refused, not a hang of the streaming reader', async () => {
    const { error, fileName } = await refusal(20251122, 521, { xlsxReader: xlsxStreamReader });
    expect(fileName).toBe('alumni-sample.xlsx');
    expect(error.message).toBe(
      'alumni-sample.xlsx is damaged: it looks like an Excel workbook but its zip structure cannot be read (a truncated download or a damaged disk can cause this).',
    );
  });
});
