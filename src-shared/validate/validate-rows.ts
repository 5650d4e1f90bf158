// The validator's entry points: every row at once, in slices that yield, or one row. The engine is
// engine/block-validator.ts; the rules of each kind of column are in rules/ (registry.ts lists them).
import type { Table } from '../intake/types';
import { nextTask } from '../intake/next-task';
import type { Mapping } from '../mapping/types';
import { compileMapping, type CompiledMapping } from './compile-mapping';
import { BLOCK_ROWS, BlockValidator, statusOf } from './engine/block-validator';
import { EmailIndex } from './engine/email-index';
import type { ChunkOptions, RowResult, ValidateOptions, ValidationResult } from './types';

/** Time one slice of validation runs before it yields (no task near 50 ms, few yields). */
const SLICE_MS = 15;

/** Recomputes in-file duplicate-email problems over all rows (in place); returns how many rows are involved. */
export function markDuplicateEmails(rows: RowResult[], emailColumn: string | null = null): number {
  for (const row of rows) {
    if (row.problems.length > 0 && row.problems.some((p) => p.kind === 'duplicate-email')) {
      row.problems = row.problems.filter((p) => p.kind !== 'duplicate-email');
      row.status = statusOf(row.problems);
    }
  }
  const index = new EmailIndex(rows);
  index.addAll();
  const involved = index.mark(emailColumn);
  for (const row of involved) row.status = 'invalid';
  return involved.length;
}

/** Counts kept while rows are validated, a slice at a time. */
class Tally {
  valid = 0;
  warnings = 0;

  add(rows: readonly RowResult[], from = 0, to = rows.length): void {
    for (let i = from; i < to; i++) {
      const row = rows[i]!;
      if (row.status === 'valid') this.valid++;
      if (row.problems.length > 0 && row.problems.some((p) => p.severity === 'warning')) this.warnings++;
    }
  }
}

/** Marks duplicates (one more pass over the rows only when an address repeats) and counts. */
function finish(rows: RowResult[], compiled: CompiledMapping, emails: EmailIndex, tally: Tally): ValidationResult {
  const involved = emails.mark(compiled.headerOf.get('email') ?? null);
  for (const row of involved) {
    if (row.status === 'valid') tally.valid--;
    row.status = 'invalid';
  }
  return {
    rows,
    counts: {
      rows: rows.length,
      valid: tally.valid,
      invalid: rows.length - tally.valid,
      warnings: tally.warnings,
      duplicates: involved.length,
    },
    missingRequired: compiled.missingRequired,
    mappingProblems: compiled.problems,
  };
}

/** The mapping as the table is read: a workbook of the 1904 date system reads its serials so. */
function withDateSystem(table: Table, mapping: Mapping): Mapping {
  return table.date1904 ? { ...mapping, transforms: { ...mapping.transforms, date1904: true } } : mapping;
}

/** The engine for a table and a mapping, with the mapping compiled. */
function validatorFor(table: Table, given: Mapping, options: ValidateOptions): BlockValidator {
  const mapping = withDateSystem(table, given);
  const today = options.today ?? new Date();
  const compiled = compileMapping(mapping, today.getUTCFullYear());
  return new BlockValidator(table, compiled, mapping.transforms, today, options.fastPaths ?? true);
}

/** Validates every row at once (a whole file read at once, tests). */
export function validateRows(table: Table, given: Mapping, options: ValidateOptions = {}): ValidationResult {
  const validator = validatorFor(table, given, options);
  const rows = new Array<RowResult>(table.rows.length);
  const emails = new EmailIndex(rows);
  for (let start = 0; start < rows.length; start += BLOCK_ROWS)
    validator.check(start, Math.min(rows.length, start + BLOCK_ROWS), rows, emails);
  const tally = new Tally();
  tally.add(rows);
  return finish(rows, validator.compiled, emails, tally);
}

/** Validates in chunks, yielding between them (worker: progress, no long task, cancellable). */
export async function validateRowsInChunks(
  table: Table,
  given: Mapping,
  options: ChunkOptions = {},
): Promise<ValidationResult> {
  const validator = validatorFor(table, given, options);
  const chunk = options.chunkRows === undefined ? undefined : Math.max(1, options.chunkRows);
  const total = table.rows.length;
  const rows = new Array<RowResult>(total);
  const emails = new EmailIndex(rows);
  const tally = new Tally();
  for (let start = 0, end = 0; start < total; start = end) {
    options.signal?.throwIfAborted();
    // A slice ends after `chunkRows` rows when given, else after SLICE_MS (the clock read after each block).
    const limit = chunk === undefined ? total : Math.min(total, start + chunk);
    const deadline = performance.now() + SLICE_MS;
    while (end < limit) {
      const stop = Math.min(limit, end + BLOCK_ROWS);
      validator.check(end, stop, rows, emails);
      end = stop;
      if (chunk === undefined && performance.now() >= deadline) break;
    }
    tally.add(rows, start, end);
    options.onProgress?.(end, total);
    await nextTask();
  }
  return finish(rows, validator.compiled, emails, tally);
}

/** Validates one row (an edited cell is checked again on its own); then call markDuplicateEmails over all rows. */
export function validateOneRow(table: Table, given: Mapping, index: number, options: ValidateOptions = {}): RowResult {
  const rows: RowResult[] = [];
  validatorFor(table, given, options).check(index, index + 1, rows);
  return rows[index]!;
}
