// An import file on disk, turned into what planning needs: the intake pipeline for files
// (services/intake/run-file.ts, shared with `validate`) and the rows in the form the plan takes.
import { createHash } from 'node:crypto';
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import { mappingNotes } from '../../../src-shared/mapping';
import { fieldsOf } from '../../../src-shared/mapping/target-key';
import type { Mapping } from '../../../src-shared/mapping/types';
import { runImportFile, type FileIntakeOptions } from '../intake/run-file';
import { splitProblems } from './create-only-problems';

export type SourceReadOptions = FileIntakeOptions;

export interface SourceRead {
  source: { name: string; hash: string; headers: string[] };
  mapping: Mapping;
  /** User fields the mapping and the constants feed. */
  fields: string[];
  rows: PlanInputRow[];
  /** Required fields nothing feeds (every create would be refused). */
  missingRequired: string[];
  notices: string[];
}

export async function readSourceFile(path: string, options: SourceReadOptions = {}): Promise<SourceRead> {
  const result = await runImportFile(path, options);
  const table = result.intake.table;
  return {
    source: { name: result.fileName, hash: createHash('sha256').update(result.bytes).digest('hex'), headers: table.headers },
    mapping: result.mapping,
    fields: fedFields(result.mapping),
    rows: result.validation.rows.map((row) => ({
      rowNumber: row.rowNumber,
      user: row.user as Record<string, unknown>,
      cells: table.rows[row.index] ?? [],
      ...splitProblems(row.problems),
    })),
    missingRequired: result.validation.missingRequired,
    notices: [...result.intake.notices, ...mappingNotes(result.suggestion.columns, result.mapping)],
  };
}

/** The User fields a mapping writes to (a whole name: first and last name only, so a name without a middle part never clears one). */
export function fedFields(mapping: Mapping): string[] {
  return [...new Set([...Object.keys(mapping.constants), ...mapping.columns.flatMap((column) => fieldsOf(column.target))])];
}
