// The messages between the import wizard (UI thread) and its worker. The worker holds the file,
// the table and the validation results; the UI thread holds what it shows.
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import type { AppErrorShape } from '../../../src-shared/errors';
import type { Dictionary } from '../../../src-shared/dictionaries';
import type { DetectedLayout } from '../../../src-shared/intake/types';
import type { ColumnSuggestion, Mapping, MappingTemplate, TemplateReport } from '../../../src-shared/mapping/types';
import type { Problem, RowStatus, ValidationCounts } from '../../../src-shared/validate/types';
import type { PackedRows } from './packed-rows';

/** How the file is read; every field left out is detected. */
export interface ReadSettings {
  encoding?: string;
  delimiter?: string;
  sheet?: string;
  headerRow?: number;
}

/** What the File and Header steps show about the file just read. */
export interface FileSummary {
  fileName: string;
  size: number;
  /** SHA-256 hex of the bytes. */
  hash: string;
  detected: DetectedLayout;
  headers: string[];
  rowCount: number;
  skippedEmptyRows: number;
  previewRows: string[][];
  previewRowNumbers: number[];
  notices: string[];
  suggestions: ColumnSuggestion[];
  suggestedMapping: Mapping;
  missingRequired: string[];
}

/** One row as the Review grid shows it; its cells are split from `line` when drawn (see packed-rows). */
export interface GridRow {
  index: number;
  rowNumber: number;
  line: string;
  /** What each cell sends once cleaned, packed as `line` (see as-sent.ts). */
  sentLine: string;
  status: RowStatus;
  problems: Problem[];
  /** Column -> the value dictionary that changed the cell before it was checked. */
  translated?: Record<number, string>;
}

/** A fix that applies to many cells at once ("restore 12 zip codes' leading zeros"). */
export interface FixSuggestion {
  id: string;
  description: string;
  count: number;
  action:
    | { kind: 'cells'; field: string; code: string }
    | { kind: 'transform'; name: 'fixZipCodes' | 'parseDates' | 'flagWords' | 'countryCodes' | 'stateCodes' };
}

export interface ValidationSummary {
  counts: ValidationCounts;
  missingRequired: string[];
  mappingProblems: Problem[];
  fixes: FixSuggestion[];
}

export interface PlanInput {
  source: { name: string; hash: string; headers: string[] };
  fields: string[];
  rows: PlanInputRow[];
}

export type WorkerRequest =
  | { type: 'open'; fileName: string; bytes: ArrayBuffer; settings: ReadSettings }
  | { type: 'reread'; settings: ReadSettings }
  | { type: 'apply-template'; template: MappingTemplate }
  | { type: 'validate'; mapping: Mapping; dictionaries?: Dictionary[] }
  | { type: 'edit'; index: number; column: number; value: string }
  | { type: 'exclude'; excluded: number[] }
  | { type: 'fix'; field: string; code: string }
  | { type: 'export-problems'; excluded: number[] }
  | { type: 'plan-input'; excluded: number[] };

/** What each request answers (the `done` message's value). */
export interface WorkerAnswers {
  open: FileSummary;
  reread: FileSummary;
  'apply-template': TemplateReport;
  validate: ValidationSummary;
  edit: ValidationSummary & { rows: PackedRows };
  exclude: ValidationSummary & { rows: PackedRows };
  fix: ValidationSummary & { rows: PackedRows };
  'export-problems': { csv: string; count: number };
  'plan-input': PlanInput;
}

export type WorkerMessage =
  | { id: number; type: 'progress'; stage: string; done: number; total: number }
  /** Validated rows, in slices, while `validate` runs. */
  | { id: number; type: 'rows'; rows: PackedRows }
  | { id: number; type: 'done'; value: unknown }
  | { id: number; type: 'failed'; error: AppErrorShape };
