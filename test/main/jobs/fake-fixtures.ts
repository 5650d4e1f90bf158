// A JobService whose environment "fake" is the fake service of test/helpers/fake-service.ts.
import { createApiClient } from '../../../src-main/services/api/client';
import { JobService } from '../../../src-main/services/jobs';
import type { JobProgress } from '../../../src-shared/bridge/jobs';
import { afterEach, beforeEach } from 'vitest';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { QUICK_BACKOFF, QUICK_TIMING, tempHome } from './job-fixtures';
import type { SettleTiming } from '../../../src-main/services/jobs/run/settle';

export function jobServiceOnFake(
  fake: FakeServiceHandle,
  home: string,
  progress?: JobProgress[],
  createLockWaitMs?: number,
  timing: Partial<SettleTiming> = QUICK_TIMING,
  timeoutMs = 5000,
): JobService {
  return new JobService({
    home,
    timing,
    ...(createLockWaitMs === undefined ? {} : { createLockWaitMs }),
    backoff: QUICK_BACKOFF,
    events: progress
      ? ({ emit: (_event: string, payload: unknown) => progress.push(payload as JobProgress) } as never)
      : undefined,
    environments: {
      async open(name: string) {
        return {
          environment: { name, kind: 'test', url: fake.baseUrl, builtIn: false, hasKey: true, keyState: 'stored' },
          client: createApiClient({ baseUrl: fake.baseUrl, apiKey: fake.key, timeoutMs }),
        };
      },
    },
  });
}

/** Emails held by more than one user, and emails of `expected` held by none. */
export function exactlyOnce(
  fake: FakeServiceHandle,
  expected: readonly string[],
): { twice: string[]; missing: string[] } {
  const seen = fake.perEmail();
  return {
    twice: [...seen].filter(([, n]) => n > 1).map(([email]) => email),
    missing: expected.filter((email) => !seen.has(email.toLowerCase())),
  };
}

/** A fresh fake service and home for each test of the suite: `setup().fake`, `setup().home`. */
export function useFakeAndHome(
  options?: Parameters<typeof startFakeService>[0],
): () => { fake: FakeServiceHandle; home: string } {
  let fake: FakeServiceHandle;
  let temp: ReturnType<typeof tempHome>;
  beforeEach(async () => {
    fake = await startFakeService(options);
    temp = tempHome();
  });
  afterEach(async () => {
    await fake.close();
    temp.remove();
  });
  return () => ({ fake, home: temp.home });
}
