import { once } from 'node:events';
import type { Worksheet } from 'exceljs';

// Why the exceljs streaming writer grows (~0.4 MB per 1,000 rows, measured here): its worksheet
// stream (StreamBuf) hands each 64 KB block of sheet XML to the zip archiver's input PassThrough
// without looking at write()'s answer, so while deflate and the disk lag behind, the uncompressed
// XML piles up in that PassThrough (32 MB per 100k rows). Committing rows and skipping shared
// strings do not help with that. Waiting for the PassThrough's 'drain' every so often lets the
// zip catch up and keeps memory flat. This reaches into exceljs 4.4 internals (`stream.pipes`,
// `_writableState`); test/main/reports/xlsx-memory.test.ts fails if a new version changes them.

/** Above this much queued XML (bytes), wait for the zip to take it. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

interface QueueingWritable {
  _writableState?: { length: number; needDrain: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

function pipesOf(worksheet: Worksheet): QueueingWritable[] {
  const stream = (worksheet as unknown as { stream?: { pipes?: QueueingWritable[] } }).stream;
  return stream?.pipes ?? [];
}

/** Resolves once the sheet's queued XML is below the limit. */
export async function waitForZip(worksheet: Worksheet): Promise<void> {
  for (const pipe of pipesOf(worksheet)) {
    const state = pipe._writableState;
    if (state && state.needDrain && state.length > MAX_QUEUED_BYTES) {
      await once(pipe as unknown as NodeJS.EventEmitter, 'drain');
    }
  }
}

/** Bytes of sheet XML waiting for the zip (for the memory test). */
export function queuedBytes(worksheet: Worksheet): number {
  return pipesOf(worksheet).reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0), 0);
}
