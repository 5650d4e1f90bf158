import { AppError } from '../errors';
import type { IntakeDeps, IntakeOptions, IntakeResult } from './types';

/**
 * Reads a CSV or XLSX file's bytes into one table. Throws AppError('invalid-input') naming the
 * problem when the file cannot be read (corrupt, encrypted, .xls, empty, header-only, too big).
 */
export async function readTable(_bytes: Uint8Array, _options: IntakeOptions, _deps: IntakeDeps = {}): Promise<IntakeResult> {
  throw new AppError('internal', 'readTable is not built yet.');
}
