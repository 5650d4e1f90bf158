// An import file on disk, turned into what planning needs: the intake pipeline for files
// (services/intake/run-file.ts, shared with `validate`) and the rows in the form the plan takes.
import { createHash } from 'node:crypto';
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import { fedFields, planInputRows, type ProblemWords } from '../../../src-shared/import-pipeline';
import { mappingNoteEntries } from '../../../src-shared/mapping';
import type { Mapping } from '../../../src-shared/mapping/types';
import type { SettingHint } from '../../../src-shared/setting-hint';
import { appProblemSentence } from '../../../src-renderer/src/lib/words/problem-words';
import { runImportFile, type FileIntakeSettings } from '../intake/run-file';

export interface SourceReadOptions extends FileIntakeSettings {
  /** How the door says a row's problems in the plan (and so in the rows-to-fix file): default, the app's words. */
  problemWords?: ProblemWords;
}

export interface SourceRead {
  source: { name: string; hash: string; headers: string[] };
  mapping: Mapping;
  /** User fields the mapping and the constants feed. */
  fields: string[];
  rows: PlanInputRow[];
  /** Required fields nothing feeds (every create would be refused). */
  missingRequired: string[];
  notices: string[];
  /** The setting that clears a notice, by the notice's words. */
  noticeHints: Record<string, SettingHint>;
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
    rows: planInputRows(result.validation.rows, table, new Set(), options.problemWords ?? appProblemSentence),
    missingRequired: result.validation.missingRequired,
    notices: [...result.intake.notices, ...notes.map((note) => note.text)],
    // A note's hint is found by its words, as an intake notice's is.
    noticeHints: {
      ...result.intake.noticeHints,
      ...Object.fromEntries(notes.flatMap((note) => (note.hint ? [[note.text, note.hint]] : []))),
    },
  };
}

export { fedFields };
