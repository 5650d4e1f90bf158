// Plan rows cross the bridge in chunks small enough for any door: the web host takes at most
// 64 MB a request, and one huge IPC message would hold the window. A chunk is cut by row count
// and by a size that bounds the JSON from above without serialising the rows.
import type { BridgeClient } from './contract';
import { STAGE_MAX_ROWS, type PlanInputRow } from './jobs';

/** The most JSON bytes one chunk may take, counted the worst way (see `sizeBound`). */
export const STAGE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * An upper bound on a value's JSON size in UTF-8 bytes: each UTF-16 unit of a string takes at
 * most 6 bytes (an escape like \u0001), a number at most 24, plus room for quotes and commas.
 */
export function sizeBound(value: unknown): number {
  if (typeof value === 'string') return value.length * 6 + 3;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return 25;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + sizeBound(item), 2);
  if (typeof value === 'object') {
    let size = 2;
    for (const [key, item] of Object.entries(value)) size += key.length * 6 + 4 + sizeBound(item);
    return size;
  }
  return 25;
}

/** The rows cut into chunks of at most `maxRows` rows and `maxBytes` bytes each (a bigger row goes alone). */
export function planRowChunks<T extends PlanInputRow>(
  rows: readonly T[],
  maxRows: number = STAGE_MAX_ROWS,
  maxBytes: number = STAGE_MAX_BYTES,
): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = sizeBound(row) + 48;
    if (chunk.length > 0 && (chunk.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * What jobs.plan takes for these rows: the rows themselves when they fit one chunk, else a stage
 * filled chunk by chunk with jobs.stageRows (one call at a time, so the rows keep their order).
 */
export async function handOverPlanRows(
  client: BridgeClient,
  rows: readonly PlanInputRow[],
): Promise<{ rows: PlanInputRow[]; stagedRows?: string }> {
  const chunks = planRowChunks(rows);
  if (chunks.length <= 1) return { rows: [...rows] };
  let stageId: string | undefined;
  for (const chunk of chunks) {
    const args = stageId === undefined ? { rows: chunk } : { stageId, rows: chunk };
    const staged = await client.call('jobs.stageRows', args);
    stageId = staged.stageId;
  }
  return { rows: [], stagedRows: stageId };
}
