// The import pipeline for a file on disk (CLI validate and import, and any Node caller): reads the file and runs the
// shared pipeline with the streaming XLSX reader. It takes typed settings; what a door's flags mean is the door's.
import type { Dictionary } from '../../../src-shared/dictionaries';
import { translationNotices } from '../../../src-shared/dictionaries/translation-notices';
import { runImportPipeline, type PipelineOptions, type PipelineResult } from '../../../src-shared/import-pipeline';
import { sniffFormat } from '../../../src-shared/intake/heuristics/sniff';
import type { FileFormat } from '../../../src-shared/intake/types';
import type { MappingTemplate } from '../../../src-shared/mapping/types';
import type { DateOrder } from '../../../src-shared/transforms/types';
import type { ChunkOptions } from '../../../src-shared/validate/types';
import { readImportFile } from './read-file';
import type { XlsxRowReader } from '../../../src-shared/intake/types';

export interface FileIntakeSettings {
  sheet?: string;
  headerRow?: number;
  delimiter?: string;
  encoding?: string;
  dateOrder?: DateOrder;
  /** A saved mapping to apply. */
  template?: MappingTemplate;
  /** One value for a field on every row: field name -> raw text. */
  constants?: Record<string, string>;
  /** Notes in the caller's own words (which value replaced which), said after the intake's notices. */
  notes?: readonly string[];
  /** Columns given a target by header, renames taken, defaults: see PipelineOptions. */
  columnTargets?: PipelineOptions['columnTargets'];
  acceptRenames?: boolean;
  defaults?: Record<string, string>;
  /** Called once the file is read and checked, before anything else sees the result: may add notes, or throw. */
  afterPipeline?: (result: FileIntakeResult) => void;
  /** Value dictionaries to read the mapped cells with (the first given wins). */
  dictionaries?: Dictionary[];
  /** Called once the file's kind is known, before it is read: throws when a setting does not fit that kind. */
  checkFormat?: (fileName: string, format: FileFormat) => void;
}

/** A file read and checked: the pipeline's result, the file, and the notes in the caller's own words. */
export type FileIntakeResult = PipelineResult & {
  fileName: string;
  bytes: Uint8Array;
  /** Said after the intake's notices (which are data: result.intake.notices), already in the caller's words. */
  notes: string[];
};

export async function runImportFile(
  path: string,
  settings: FileIntakeSettings = {},
  chunks: ChunkOptions = {},
): Promise<FileIntakeResult> {
  const { bytes, fileName } = await readImportFile(path);
  settings.checkFormat?.(fileName, sniffFormat(bytes, fileName));
  const result = await runImportPipeline(
    bytes,
    {
      fileName,
      ...(settings.sheet !== undefined ? { sheet: settings.sheet } : {}),
      ...(settings.headerRow !== undefined ? { headerRow: settings.headerRow } : {}),
      ...(settings.delimiter !== undefined ? { delimiter: settings.delimiter } : {}),
      ...(settings.encoding !== undefined ? { encoding: settings.encoding } : {}),
      ...(settings.dateOrder !== undefined ? { dateOrder: settings.dateOrder } : {}),
      ...(settings.template ? { template: settings.template } : {}),
      constants: settings.constants ?? {},
      ...(settings.columnTargets ? { columnTargets: settings.columnTargets } : {}),
      ...(settings.acceptRenames ? { acceptRenames: true } : {}),
      ...(settings.defaults ? { defaults: settings.defaults } : {}),
      ...(settings.dictionaries?.length ? { dictionaries: settings.dictionaries } : {}),
    },
    { ...chunks, xlsxReader: lazyXlsxReader },
  );
  result.intake.notices.push(...translationNotices(result.translations ?? [], result.intake.table));
  const read: FileIntakeResult = { ...result, fileName, bytes, notes: [...(settings.notes ?? [])] };
  settings.afterPipeline?.(read);
  return read;
}

/** The streaming workbook reader, loaded with exceljs on the first workbook: a CSV never loads either. */
const lazyXlsxReader: XlsxRowReader = {
  async readSheet(bytes, sheet, context) {
    const { xlsxStreamReader } = await import('./xlsx-stream-reader');
    return xlsxStreamReader.readSheet(bytes, sheet, context);
  },
};
