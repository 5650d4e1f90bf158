import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import { fuzzInput } from './inputs';

// Inputs the mutation fuzzer once failed on, replayed by (seed, id) so each fix stays fixed.

async function refusal(seed: number, id: number): Promise<{ error: AppError; fileName: string }> {
  const input = fuzzInput(seed, id);
  try {
    await runImportPipeline(input.bytes, { fileName: input.fileName, constants: { enabled: '1' } });
  } catch (error) {
    if (error instanceof AppError) return { error, fileName: input.fileName };
    throw error;
  }
  throw new Error(`input ${id} of seed ${seed} was read; the replay expects a refusal`);
}

describe('mutation fuzzer findings, replayed', () => {
  it('seed 1, input 1887: a zip part whose name is garbled bytes is named in printable text, without U+FFFD', async () => {
    const { error, fileName } = await refusal(1, 1887);
    expect(error.message).toMatch(new RegExp(`^${fileName} is damaged: it looks like an Excel workbook but one of its parts \\([ -~]+\\) cannot be unpacked`));
    expect(error.message).not.toContain('\uFFFD');
  });
});
