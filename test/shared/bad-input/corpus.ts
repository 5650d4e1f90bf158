// The bad-input corpus (test/fixtures/bad-input): its files, its manifest, and a check of one
// pipeline outcome against what the manifest expects.
import { noticeWords } from '../intake/helpers';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { AppError } from '../../../src-shared/errors';
import type { PipelineResult } from '../../../src-shared/import-pipeline';
import type { CorpusCase } from '../../fixtures/bad-input/manifest-types';
import { say } from '../../helpers/problem-words';
import { appWords } from '../../helpers/reason-words';

export const CORPUS_DIR = join(import.meta.dirname, '../../fixtures/bad-input');
export const CORPUS_FILES_DIR = join(CORPUS_DIR, 'files');

export const manifest: Record<string, CorpusCase> = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8'));
export const corpusEntries = Object.entries(manifest);

export const corpusFileNames = (): string[] => readdirSync(CORPUS_FILES_DIR).sort();
export const corpusBytes = (file: string): Uint8Array => new Uint8Array(readFileSync(join(CORPUS_FILES_DIR, file)));

/** Checks a refusal: an AppError for the user to act on, naming the file and the problem. */
export function expectRefusal(file: string, expected: CorpusCase, error: unknown): void {
  expect(error, `${file}: expected an AppError, got ${String(error)}`).toBeInstanceOf(AppError);
  // In the app's words (the CLI's are the same): the error carries its reason as data.
  const appError = appWords(error);
  expect(appError.code).toBe('invalid-input');
  expect(appError.message).toContain(file);
  expect(appError.message).toContain(expected.errorContains ?? '');
  expect(appError.message).not.toContain('\uFFFD');
}

/** Runs one corpus file and checks the outcome the manifest expects (a refusal or a read). */
export async function expectOutcome(
  file: string,
  expected: CorpusCase,
  run: () => Promise<PipelineResult>,
): Promise<void> {
  let outcome: { result: PipelineResult } | { error: unknown };
  try {
    outcome = { result: await run() };
  } catch (error) {
    outcome = { error };
  }
  if (expected.outcome === 'error') {
    expect('error' in outcome, `${file} should be refused`).toBe(true);
    if ('error' in outcome) expectRefusal(file, expected, outcome.error);
  } else {
    if ('error' in outcome) throw outcome.error;
    expectResult(file, expected, outcome.result);
  }
}

/** Checks a read that worked against every figure the manifest gives. */
export function expectResult(file: string, expected: CorpusCase, result: PipelineResult): void {
  const { intake, validation } = result;
  const { table, detected } = intake;
  const counts = validation.counts;
  if (expected.rows !== undefined) expect(counts.rows, 'rows').toBe(expected.rows);
  if (expected.valid !== undefined) expect(counts.valid, 'valid rows').toBe(expected.valid);
  if (expected.invalid !== undefined) expect(counts.invalid, 'invalid rows').toBe(expected.invalid);
  expect(counts.valid + counts.invalid).toBe(counts.rows);
  expect(table.rows.length).toBe(counts.rows);
  if (expected.format) expect(detected.format).toBe(expected.format);
  if (expected.encoding) expect(detected.encoding).toBe(expected.encoding);
  if (expected.delimiter) expect(detected.delimiter).toBe(expected.delimiter);
  if (expected.sheet) expect(detected.sheet).toBe(expected.sheet);
  if (expected.headerRow !== undefined) expect(detected.headerRow).toBe(expected.headerRow);
  if (expected.headers !== undefined) expect(table.headers.length).toBe(expected.headers);
  if (expected.headerNames) expect(table.headers).toEqual(expected.headerNames);
  if (expected.skippedEmptyRows !== undefined) expect(intake.skippedEmptyRows).toBe(expected.skippedEmptyRows);
  if (expected.noticeContains) expect(noticeWords(intake.notices).join('\n')).toContain(expected.noticeContains);

  for (const cell of expected.cells ?? []) {
    const index = table.rowNumbers.indexOf(cell.row);
    expect(index, `${file}: row ${cell.row} is in the table`).toBeGreaterThanOrEqual(0);
    expect(table.rows[index]![table.headers.indexOf(cell.column)], `${file} row ${cell.row}, ${cell.column}`).toBe(
      cell.value,
    );
  }
  for (const value of expected.users ?? []) {
    const row = validation.rows.find((r) => r.rowNumber === value.row);
    expect(
      (row?.user as Record<string, unknown> | undefined)?.[value.field],
      `${file} row ${value.row}, ${value.field}`,
    ).toBe(value.value);
  }
  for (const problem of expected.problems ?? []) {
    const found = validation.rows
      .find((r) => r.rowNumber === problem.row)
      ?.problems.find(
        (p) =>
          (problem.field === null || p.field === problem.field) &&
          p.severity === 'error' &&
          (say(p).includes(problem.contains) || p.value.includes(problem.contains)),
      );
    expect(
      found,
      `${file}: an error on row ${problem.row} (${problem.field ?? 'any field'}) mentioning "${problem.contains}"`,
    ).toBeDefined();
  }

  // Never a replacement character let through silently: where one is in the table, a notice says so.
  const damaged =
    table.rows.some((cells) => cells.some((cell) => cell.includes('\uFFFD'))) ||
    table.headers.some((h) => h.includes('\uFFFD'));
  if (damaged) expect(intake.notices.map((notice) => notice.code)).toContain('replacement-characters');
}
