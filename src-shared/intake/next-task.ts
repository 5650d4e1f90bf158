// Yields to the event loop between slices of long work, so no task runs long in a worker.
// setTimeout(0) waits at least 1 ms (4 ms when nested, in browsers), which over hundreds of
// slices adds up: browsers get the next task at once through a MessageChannel, Node through
// setImmediate (an open channel would keep a Node process alive).

const isNode =
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
let channel: InstanceType<typeof MessageChannel> | undefined;
const waiting: (() => void)[] = [];

export function nextTask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  if (isNode && immediate) return new Promise((resolve) => immediate(resolve));
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
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
