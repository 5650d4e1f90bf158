import type { Table } from '../intake/types';
import type { Mapping, MappingTemplate, TemplateReport } from './types';

/** The template to save for a mapping made on `table`. */
export function toTemplate(_mapping: Mapping, _table: Table, _name?: string): MappingTemplate {
  throw new Error('toTemplate is not built yet.');
}

/** Parses template JSON (text or value); throws AppError('invalid-input') saying what is wrong. */
export function parseTemplate(_json: unknown): MappingTemplate {
  throw new Error('parseTemplate is not built yet.');
}

/** Applies a template to a new table: reports missing, new and renamed columns; never maps a new column silently. */
export function applyTemplate(_template: MappingTemplate, _table: Table): TemplateReport {
  throw new Error('applyTemplate is not built yet.');
}
