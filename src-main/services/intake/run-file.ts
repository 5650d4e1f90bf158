// The import pipeline for a file on disk (CLI validate, and any Node caller): reads the file and
// the mapping template, parses --set constants, and uses the streaming XLSX reader.
import { readFile } from 'node:fs/promises';
import { AppError } from '../../../src-shared/errors';
import { runImportPipeline, type PipelineResult } from '../../../src-shared/import-pipeline';
import { parseConstant } from '../../../src-shared/mapping/constants';
import { parseTemplate } from '../../../src-shared/mapping/template';
import { sniffFormat } from '../../../src-shared/intake/sniff';
import type { FileFormat } from '../../../src-shared/intake/types';
import type { MappingTemplate } from '../../../src-shared/mapping/types';
import type { DateOrder } from '../../../src-shared/transforms/types';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import { constantProblem } from '../../../src-shared/validate/constant-problem';
import type { ChunkOptions } from '../../../src-shared/validate/types';
import { readImportFile } from './read-file';
import { xlsxStreamReader } from './xlsx-stream-reader';

export interface FileIntakeOptions {
  sheet?: string;
  headerRow?: number;
  delimiter?: string;
  encoding?: string;
  dateOrder?: DateOrder;
  /** Path of a saved mapping template (JSON). */
  mappingFile?: string;
  /** FIELD=VALUE constants, as typed after --set. */
  set?: string[];
}

export async function readTemplateFile(path: string): Promise<MappingTemplate> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new AppError('invalid-input', `Cannot read the mapping file ${path}: ${code === 'ENOENT' ? 'there is no such file' : (error as Error).message}.`);
  }
  return parseTemplate(text, `The mapping file ${path}`);
}

export function parseConstants(set: readonly string[] = []): Record<string, string> {
  const constants: Record<string, string> = {};
  for (const text of set) {
    const { field, value } = parseConstant(text);
    constants[field] = value;
  }
  return constants;
}

/** A flag for the other kind of file is a slip worth saying: a sheet of a CSV file, the delimiter of a workbook. */
function checkFlagsFit(fileName: string, format: FileFormat, options: FileIntakeOptions): void {
  if (format === 'csv' && options.sheet !== undefined) {
    throw new AppError('invalid-input', `${fileName} is CSV text, which has no sheets: --sheet "${options.sheet}" cannot apply.`, ['Leave --sheet out for a CSV file, or check that this is the file you meant.']);
  }
  const csvOnly = format === 'xlsx' ? [options.delimiter !== undefined ? '--delimiter' : '', options.encoding !== undefined ? '--encoding' : ''].filter(Boolean) : [];
  if (csvOnly.length > 0) {
    throw new AppError('invalid-input', `${fileName} is an XLSX workbook: ${csvOnly.join(' and ')} apply to CSV files only.`, ['Leave them out for a workbook (--sheet chooses its sheet).']);
  }
}

export async function runImportFile(path: string, options: FileIntakeOptions = {}, chunks: ChunkOptions = {}): Promise<PipelineResult & { fileName: string; bytes: Uint8Array }> {
  const constants = parseConstants(options.set);
  const template = options.mappingFile ? await readTemplateFile(options.mappingFile) : undefined;
  // A value no row could take is a slip in the command: said before the file is read.
  for (const [field, value] of Object.entries(constants)) {
    const refused = constantProblem(field, value, template?.transforms ?? DEFAULT_TRANSFORMS);
    if (refused) throw new AppError('invalid-input', `--set ${field}=${value}: ${refused}`, [`Give ${field} a value the service takes, or leave --set ${field} out.`]);
  }
  const { bytes, fileName } = await readImportFile(path);
  checkFlagsFit(fileName, sniffFormat(bytes, fileName), options);
  const result = await runImportPipeline(
    bytes,
    {
      fileName,
      ...(options.sheet !== undefined ? { sheet: options.sheet } : {}),
      ...(options.headerRow !== undefined ? { headerRow: options.headerRow } : {}),
      ...(options.delimiter !== undefined ? { delimiter: options.delimiter } : {}),
      ...(options.encoding !== undefined ? { encoding: options.encoding } : {}),
      ...(options.dateOrder !== undefined ? { dateOrder: options.dateOrder } : {}),
      ...(template ? { template } : {}),
      constants,
    },
    { ...chunks, xlsxReader: xlsxStreamReader },
  );
  return { ...result, fileName, bytes };
}
