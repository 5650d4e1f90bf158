// The one import pipeline: bytes -> table -> mapping -> checked rows -> plan input. Every caller
// feeds it bytes and settings and renders what it returns.
import { translateTable, type Dictionary, type Translation } from '../dictionaries';
import { nextTask } from '../intake/next-task';
import { readTable } from '../intake/read-table';
import type { IntakeDeps, IntakeOptions, IntakeResult } from '../intake/types';
import { overrideColumns, type ColumnOverride, type Overridden } from '../mapping/column-overrides';
import { suggestMapping } from '../mapping/suggest';
import { applyTemplate } from '../mapping/template';
import type { Mapping, MappingSuggestion, MappingTemplate, TemplateReport } from '../mapping/types';
import type { DateOrder } from '../transforms/types';
import { validateRowsInChunks } from '../validate/validate-rows';
import type { ChunkOptions, ValidationResult } from '../validate/types';

export interface PipelineOptions extends IntakeOptions {
  /** Use this mapping as is (a mapping the person edited). */
  mapping?: Mapping;
  /** Or apply this template (ignored when `mapping` is given). */
  template?: MappingTemplate;
  /** Constant values, merged over the mapping's. */
  constants?: Record<string, string>;
  /** Overrides the mapping's date order. */
  dateOrder?: DateOrder;
  /** Columns given a target by the person, over the template's or the suggestion's. */
  columnTargets?: ColumnOverride[];
  /** Take the renames a template proposes (a column that changed its header). */
  acceptRenames?: boolean;
  /** Values for fields no column and no constant feeds (said by the door: `overrides.defaulted`). */
  defaults?: Record<string, string>;
  /** Value dictionaries applied to the mapped cells before they are checked (the first given wins). */
  dictionaries?: Dictionary[];
}

export interface PipelineResult {
  intake: IntakeResult;
  suggestion: MappingSuggestion;
  /** Present when a template was applied. */
  templateReport?: TemplateReport;
  /** The mapping the rows were validated with. */
  mapping: Mapping;
  validation: ValidationResult;
  /** What the person's own column choices, taken renames and defaults did (when any was asked). */
  overrides?: Omit<Overridden, 'mapping'>;
  /** Cells a dictionary changed before checking (the table's own cells stay as in the file). */
  translations?: Translation[];
}

/** Chooses the mapping: given, else from the template, else the suggestion; then constants and date order on top. */
export function resolveMapping(
  suggestion: MappingSuggestion,
  intake: IntakeResult,
  options: PipelineOptions,
): { mapping: Mapping; templateReport?: TemplateReport; overrides?: Omit<Overridden, 'mapping'> } {
  let mapping = options.mapping ?? suggestion.mapping;
  let templateReport: TemplateReport | undefined;
  if (!options.mapping && options.template) {
    templateReport = applyTemplate(options.template, intake.table);
    mapping = templateReport.mapping;
  }
  const resolved = {
    ...mapping,
    constants: { ...mapping.constants, ...options.constants },
    transforms: options.dateOrder ? { ...mapping.transforms, dateOrder: options.dateOrder } : mapping.transforms,
  };
  const asked = options.columnTargets?.length || options.acceptRenames || options.defaults;
  if (!asked) return { mapping: resolved, ...(templateReport ? { templateReport } : {}) };
  const { mapping: overridden, ...overrides } = overrideColumns(
    resolved,
    options.columnTargets ?? [],
    options.acceptRenames ? templateReport?.renamed : [],
    options.defaults,
  );
  return { mapping: overridden, ...(templateReport ? { templateReport } : {}), overrides };
}

/** The first stages, the same for every door: bytes -> table -> suggested mapping. */
export async function readAndSuggest(
  bytes: Uint8Array,
  options: IntakeOptions & { dateOrder?: DateOrder },
  deps: IntakeDeps = {},
): Promise<{ intake: IntakeResult; suggestion: MappingSuggestion }> {
  const intake = await readTable(bytes, options, deps);
  // Suggesting takes tens of ms on a large file: a task of its own, not tacked onto a slice of
  // reading or validating (no task near 50 ms in the worker).
  await nextTask();
  const suggestion = suggestMapping(
    intake.table,
    options.dateOrder ? { transforms: { dateOrder: options.dateOrder } } : {},
  );
  return { intake, suggestion };
}

export async function runImportPipeline(
  bytes: Uint8Array,
  options: PipelineOptions,
  deps: IntakeDeps & ChunkOptions = {},
): Promise<PipelineResult> {
  const { intake, suggestion } = await readAndSuggest(bytes, options, deps);
  const { mapping, templateReport, overrides } = resolveMapping(suggestion, intake, options);
  await nextTask();
  const read = options.dictionaries?.length ? translateTable(intake.table, mapping, options.dictionaries) : undefined;
  const validation = await validateRowsInChunks(read?.table ?? intake.table, mapping, deps);
  return {
    intake,
    suggestion,
    mapping,
    validation,
    ...(templateReport ? { templateReport } : {}),
    ...(overrides ? { overrides } : {}),
    ...(read ? { translations: read.translations } : {}),
  };
}

export { fedFields, planInputRows, problemLine, type ProblemWords } from './plan-input';
