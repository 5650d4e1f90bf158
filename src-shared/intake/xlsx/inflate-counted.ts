// Unpacks one deflated zip part chunk by chunk, handing each chunk on and stopping when told:
// natively with DecompressionStream('deflate-raw') (Node 20, browsers), else with fflate.
import { Inflate } from 'fflate';
import { nextTask } from '../next-task';

/** Return false to stop unpacking. */
export type ChunkSink = (chunk: Uint8Array) => boolean;

const FFLATE_STEP = 16 * 1024;

async function inflateNative(data: Uint8Array, sink: ChunkSink): Promise<void> {
  const input = new Blob([data as Uint8Array<ArrayBuffer>]).stream();
  const reader = input.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (!sink(value)) {
      await reader.cancel();
      return;
    }
  }
}

async function inflateWithFflate(data: Uint8Array, sink: ChunkSink): Promise<void> {
  let stopped = false;
  const inflater = new Inflate((chunk) => {
    if (!stopped && !sink(chunk)) stopped = true;
  });
  // Small steps: deflate expands up to ~1000:1, so one step gives at most ~16 MB.
  for (let offset = 0; offset < data.length && !stopped; offset += FFLATE_STEP) {
    const end = Math.min(data.length, offset + FFLATE_STEP);
    inflater.push(data.subarray(offset, end), end === data.length);
    if (offset % (64 * FFLATE_STEP) === 0) await nextTask();
  }
}

export function inflateCounted(
  data: Uint8Array,
  sink: ChunkSink,
  native = typeof DecompressionStream === 'function',
): Promise<void> {
  return native ? inflateNative(data, sink) : inflateWithFflate(data, sink);
}
