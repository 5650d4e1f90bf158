// Runs in a worker thread: one mutated file through the whole shared pipeline, answered as a
// verdict the test can judge. A thread, so the test can stop it when an input makes it hang.
import { parentPort } from 'node:worker_threads';
import { xlsxStreamReader } from '../../../src-main/services/intake/xlsx-stream-reader';
import { AppError } from '../../../src-shared/errors';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import { appWords } from '../../helpers/reason-words';

export interface FuzzRequest {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  /** Node's streaming XLSX reader instead of the in-memory one the browser worker uses. */
  streamingXlsx: boolean;
}

export type FuzzVerdict =
  | {
      id: number;
      kind: 'read';
      rows: number;
      valid: number;
      invalid: number;
      tableRows: number;
      replacementCells: number;
      replacementNoticed: boolean;
    }
  | { id: number; kind: 'refused'; code: string; message: string; details: string[] }
  | { id: number; kind: 'crash'; error: string };

async function judge(request: FuzzRequest): Promise<FuzzVerdict> {
  try {
    const result = await runImportPipeline(
      request.bytes,
      { fileName: request.fileName, constants: { enabled: '1' } },
      request.streamingXlsx ? { xlsxReader: xlsxStreamReader } : {},
    );
    const { table, notices } = result.intake;
    const replacementCells =
      table.rows.reduce((n, cells) => n + cells.filter((cell) => cell.includes('\uFFFD')).length, 0) +
      table.headers.filter((h) => h.includes('\uFFFD')).length;
    const { rows, valid, invalid } = result.validation.counts;
    return {
      id: request.id,
      kind: 'read',
      rows,
      valid,
      invalid,
      tableRows: table.rows.length,
      replacementCells,
      replacementNoticed: notices.some((n) => n.code === 'replacement-characters'),
    };
  } catch (error) {
    if (error instanceof AppError) {
      // The words the app shows: the refusal carries its reason as data.
      const said = appWords(error);
      return { id: request.id, kind: 'refused', code: said.code, message: said.message, details: said.details ?? [] };
    }
    return {
      id: request.id,
      kind: 'crash',
      error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error),
    };
  }
}

parentPort?.on('message', (request: FuzzRequest) => {
  void judge(request).then((verdict) => parentPort!.postMessage(verdict));
});
