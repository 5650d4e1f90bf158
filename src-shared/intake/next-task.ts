// Yields to the event loop between slices of long work, so no task runs long in a worker.
// Browsers clamp nested setTimeout(0) to 4 ms, which over hundreds of slices adds up: there a
// MessageChannel gives the next task at once. Node has no such clamp, and an open channel would
// keep its process alive, so Node uses setTimeout.

const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
let channel: InstanceType<typeof MessageChannel> | undefined;
const waiting: (() => void)[] = [];

export function nextTask(): Promise<void> {
  if (isNode || typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    channel = new MessageChannel();
    // Typed through Node's MessagePort here (no `onmessage`); this branch runs in browsers only.
    (channel.port1 as unknown as { onmessage: (() => void) | null }).onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
