import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../src-main/sandbox';

export type { SandboxHandle } from '../../src-main/sandbox';

/** Test keys, so a test can tell them apart in assertions. */
export const TEST_KEYS = { testKey: 'test-key-T', productionKey: 'production-key-P' } as const;

/** Starts a sandbox on a free loopback port (seed 7 unless told otherwise). Close it when done. */
export function startTestSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  return startSandbox({ port: 0, seed: 7, ...TEST_KEYS, ...options });
}

/**
 * One sandbox for the whole file: started before the first test, stopped after the last.
 * `const sandbox = useSandbox(); ... sandbox().environments.test.baseUrl`
 */
export function useSandbox(options: SandboxOptions = {}): () => SandboxHandle {
  let handle: SandboxHandle | undefined;
  beforeAll(async () => {
    handle = await startTestSandbox(options);
  });
  afterAll(async () => {
    await handle?.close();
    handle = undefined;
  });
  return () => {
    if (!handle)
      throw new Error(
        'The sandbox is not running: call useSandbox() at the top of a describe block and use it inside tests.',
      );
    return handle;
  };
}
