import type { Table } from '../intake/types';
import type { Mapping } from '../mapping/types';
import type { ChunkOptions, RowResult, ValidateOptions, ValidationResult } from './types';

/** Validates every row at once (CLI, tests). */
export function validateRows(_table: Table, _mapping: Mapping, _options: ValidateOptions = {}): ValidationResult {
  throw new Error('validateRows is not built yet.');
}

/** Validates in chunks, yielding between them (worker: progress, no long task, cancellable). */
export async function validateRowsInChunks(_table: Table, _mapping: Mapping, _options: ChunkOptions = {}): Promise<ValidationResult> {
  throw new Error('validateRowsInChunks is not built yet.');
}

/** Validates one row (the wizard re-validates an edited cell); duplicates are not judged here. */
export function validateOneRow(_table: Table, _mapping: Mapping, _index: number, _options: ValidateOptions = {}): RowResult {
  throw new Error('validateOneRow is not built yet.');
}

/** Recomputes in-file duplicate-email problems over all rows (in place) and returns the count of rows involved. */
export function markDuplicateEmails(_rows: RowResult[]): number {
  throw new Error('markDuplicateEmails is not built yet.');
}
