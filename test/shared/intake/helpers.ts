import { readTable } from '../../../src-shared/intake/read-table';
import type { IntakeDeps, IntakeOptions } from '../../../src-shared/intake/types';
import { AppError } from '../../../src-shared/errors';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export function read(bytes: Uint8Array, options: Partial<IntakeOptions> = {}, deps: IntakeDeps = {}) {
  return readTable(bytes, { fileName: 'alumni.csv', ...options }, deps);
}

/** The AppError a read throws (fails the test when it does not throw one). */
export async function readError(bytes: Uint8Array, options: Partial<IntakeOptions> = {}): Promise<AppError> {
  try {
    await read(bytes, options);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}
