// The one entry point the worker, the CLI and the job engine call: bytes -> table -> mapping -> rows.
import type { IntakeDeps, IntakeOptions, IntakeResult } from '../intake/types';
import type { DateOrder } from '../transforms/types';
import type { Mapping, MappingSuggestion, MappingTemplate, TemplateReport } from '../mapping/types';
import type { ChunkOptions, ValidationResult } from '../validate/types';

export interface PipelineOptions extends IntakeOptions {
  /** Use this mapping as is (the wizard's edited mapping). */
  mapping?: Mapping;
  /** Or apply this template (ignored when `mapping` is given). */
  template?: MappingTemplate;
  /** Constant values, merged over the mapping's. */
  constants?: Record<string, string>;
  dateOrder?: DateOrder;
}

export interface PipelineResult {
  intake: IntakeResult;
  suggestion: MappingSuggestion;
  /** Present when a template was applied. */
  templateReport?: TemplateReport;
  /** The mapping the rows were validated with. */
  mapping: Mapping;
  validation: ValidationResult;
}

export async function runImportPipeline(_bytes: Uint8Array, _options: PipelineOptions, _deps: IntakeDeps & ChunkOptions = {}): Promise<PipelineResult> {
  throw new Error('runImportPipeline is not built yet.');
}
