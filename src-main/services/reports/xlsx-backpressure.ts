import { setImmediate as turn, setTimeout as delay } from 'node:timers/promises';
import type { Worksheet } from 'exceljs';
import { AppError } from '../../../src-shared/errors';

// Why the exceljs streaming writer grows (~0.4 MB per 1,000 rows, measured here): its worksheet
// stream (StreamBuf) hands each 64 KB block of sheet XML to the zip archiver's input PassThrough
// without looking at write()'s answer, so while deflate and the disk lag behind, the uncompressed
// XML piles up in that PassThrough (32 MB per 100k rows). Committing rows and skipping shared
// strings do not help with that. Pausing the rows whenever more than a few MB wait lets the zip
// catch up and keeps memory flat. This reaches into exceljs 4.4 internals (`stream.pipes`,
// `_writableState`); test/main/reports/xlsx-memory.test.ts fails if a new version changes them.

/** Above this much queued XML (bytes), wait for the zip to take it... */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
/** ...down to this much, so rows are made while the zip compresses the rest (not in turns). */
const RESUME_QUEUED_BYTES = 1024 * 1024;

/** How often to look at the queue while waiting (ms). */
const POLL_MS = 2;
/** A queue that does not move for this long means the zip or the disk has failed. */
const STALL_LIMIT_MS = 60_000;

interface QueueingWritable {
  _writableState?: { length: number };
}

function pipesOf(worksheet: Worksheet): QueueingWritable[] {
  const stream = (worksheet as unknown as { stream?: { pipes?: QueueingWritable[] } }).stream;
  return stream?.pipes ?? [];
}

/**
 * Resolves once the sheet's queued XML is back under the resume mark. It looks at the queue
 * rather than listening to the stream: a 'data' listener would start the stream flowing before
 * the zip reads it (and lose the XML), and 'drain' comes only once the queue is empty.
 */
export async function waitForZip(worksheet: Worksheet): Promise<void> {
  // One turn of the event loop first: zlib compresses a chunk in the thread pool and hands back
  // to this thread for the next one, which rows written in a loop of awaits (microtasks) never let
  // happen; without the turn, rows and compression took turns instead of running side by side.
  await turn();
  for (const pipe of pipesOf(worksheet)) {
    const state = pipe._writableState;
    if (!state || state.length <= MAX_QUEUED_BYTES) continue;
    let last = state.length;
    let stalledSince = Date.now();
    while (state.length > RESUME_QUEUED_BYTES) {
      await delay(POLL_MS);
      if (state.length !== last) {
        last = state.length;
        stalledSince = Date.now();
      } else if (Date.now() - stalledSince > STALL_LIMIT_MS) {
        throw new AppError(
          'internal',
          'The workbook stopped being written to disk (is the disk full or the folder gone?). Nothing was saved.',
        );
      }
    }
  }
}

/** Bytes of sheet XML waiting for the zip (for the memory test). */
export function queuedBytes(worksheet: Worksheet): number {
  return pipesOf(worksheet).reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0), 0);
}
