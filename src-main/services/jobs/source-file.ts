// Reads an import file from disk into what planning needs, through the shared intake pipeline
// (the same code the window runs in its worker): table, mapping, cleaned and validated rows.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import { AppError, isAppError } from '../../../src-shared/errors';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import { parseConstant, parseTemplate } from '../../../src-shared/mapping';
import type { Mapping } from '../../../src-shared/mapping/types';
import type { DateOrder } from '../../../src-shared/transforms/types';

export interface SourceReadOptions {
  sheet?: string;
  headerRow?: number;
  delimiter?: string;
  encoding?: string;
  dateOrder?: DateOrder;
  /** A saved mapping template (JSON). Without one the suggested mapping is used. */
  mappingFile?: string;
  /** FIELD=VALUE constants. */
  set?: string[];
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
}

export async function readSourceFile(path: string, options: SourceReadOptions = {}): Promise<SourceRead> {
  const bytes = readBytes(path, 'import file');
  const template = options.mappingFile ? parseTemplate(parseJsonFile(options.mappingFile)) : undefined;
  const constants = Object.fromEntries((options.set ?? []).map((text) => {
    const { field, value } = parseConstant(text);
    return [field, value];
  }));
  const result = await runImportPipeline(bytes, {
    fileName: basename(path),
    sheet: options.sheet,
    headerRow: options.headerRow,
    delimiter: options.delimiter,
    encoding: options.encoding,
    template,
    constants,
    dateOrder: options.dateOrder,
  });
  const table = result.intake.table;
  const rows = result.validation.rows.map((row) => ({
    rowNumber: row.rowNumber,
    user: row.user as Record<string, unknown>,
    cells: table.rows[row.index] ?? [],
    problems: row.problems.filter((p) => p.severity === 'error').map((p) => p.message),
  }));
  return {
    source: { name: basename(path), hash: createHash('sha256').update(bytes).digest('hex'), headers: table.headers },
    mapping: result.mapping,
    fields: fedFields(result.mapping),
    rows,
    missingRequired: result.validation.missingRequired,
    notices: result.intake.notices,
  };
}

/** The User fields a mapping writes to. */
export function fedFields(mapping: Mapping): string[] {
  const fields = new Set<string>(Object.keys(mapping.constants));
  for (const column of mapping.columns) {
    if (column.target.kind === 'field') fields.add(column.target.field);
    else if (column.target.kind === 'birth-date') ['dob_day', 'dob_month', 'dob_year'].forEach((f) => fields.add(f));
    else if (column.target.kind === 'custom') fields.add('custom_fields');
  }
  return [...fields];
}

function readBytes(path: string, what: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : String(code ?? error);
    throw new AppError('invalid-input', `The ${what} ${path} cannot be read: ${why}.`);
  }
}

function parseJsonFile(path: string): unknown {
  const text = new TextDecoder().decode(readBytes(path, 'mapping file'));
  try {
    return JSON.parse(text);
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('invalid-input', `The mapping file ${path} is not valid JSON: ${(error as Error).message}.`, ['Save a mapping from the import wizard, or fix the file.']);
  }
}
