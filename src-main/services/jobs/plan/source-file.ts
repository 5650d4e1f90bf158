// An import file on disk, turned into what planning needs: the intake pipeline for files
// (services/intake/run-file.ts, shared with `validate`) and the rows in the form the plan takes.
import { createHash } from 'node:crypto';
import type { PlanInputRow } from '../../../../src-shared/bridge/jobs';
import { fedFields, planInputRows } from '../../../../src-shared/import-pipeline';
import { mappingNoteEntries } from '../../../../src-shared/mapping';
import type { Mapping } from '../../../../src-shared/mapping/types';
import { runImportFile, type FileIntakeSettings } from '../../intake/run-file';
import type { ColumnNoteText } from '../../../../src-shared/mapping/column-notes';
import type { Notice } from '../../../../src-shared/intake/notices';

export type SourceReadOptions = FileIntakeSettings;

export interface SourceRead {
  source: { name: string; hash: string; headers: string[] };
  mapping: Mapping;
  /** User fields the mapping and the constants feed. */
  fields: string[];
  rows: PlanInputRow[];
  /** Required fields nothing feeds (every create would be refused). */
  missingRequired: string[];
  /** What reading the file noticed, as data (each door words it; its hint is found by its code). */
  notices: Notice[];
  /** What the mapping says of its columns, with the setting a note points at. */
  mappingNotes: ColumnNoteText[];
  /** Notes in the caller's own words (FileIntakeSettings.notes and what its afterPipeline added). */
  notes: string[];
}

export async function readSourceFile(path: string, options: SourceReadOptions = {}): Promise<SourceRead> {
  const result = await runImportFile(path, options);
  const table = result.intake.table;
  const notes = mappingNoteEntries(result.suggestion.columns, result.mapping);
  return {
    source: {
      name: result.fileName,
      hash: createHash('sha256').update(result.bytes).digest('hex'),
      headers: table.headers,
    },
    mapping: result.mapping,
    fields: fedFields(result.mapping),
    rows: planInputRows(result.validation.rows, table),
    missingRequired: result.validation.missingRequired,
    notices: result.intake.notices,
    mappingNotes: notes,
    notes: result.notes,
  };
}

export { fedFields };
