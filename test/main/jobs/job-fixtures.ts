// Shared pieces of the job engine tests: a JobService on a sandbox environment, and rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import type { PlanInputRow, PlanProblem, planRequestSchema } from '../../../src-shared/bridge/jobs';
import type { UserRecord } from '../../../src-shared/records/types';
import { createApiClient } from '../../../src-main/services/api/client';
import type { ApiClient } from '../../../src-main/services/api/types';
import { JobService } from '../../../src-main/services/jobs';
import { problem } from '../../../src-shared/problems/problem';
import type { BackoffPolicy } from '../../../src-main/services/jobs/requests/backoff';
import type { SandboxHandle } from '../../../src-main/sandbox';
import type { JobFile, PlannedRow } from '../../../src-main/services/jobs/types';

export const HEADERS = ['First', 'Last', 'Email', 'Enabled', 'City'];
export const FIELDS = ['first_name', 'last_name', 'email', 'enabled', 'home_city'];

export interface PersonRow {
  first: string;
  last: string;
  email: string;
  enabled?: 0 | 1;
  city?: string;
}

/** A validated row as intake would hand it over; a blank city stays out of `user`. */
export function personRow(rowNumber: number, person: PersonRow): PlanInputRow {
  const user: Record<string, unknown> = {
    first_name: person.first,
    last_name: person.last,
    email: person.email,
    enabled: person.enabled ?? 1,
  };
  if (person.city) user.home_city = person.city;
  return {
    rowNumber,
    user,
    cells: [person.first, person.last, person.email, String(person.enabled ?? 1), person.city ?? ''],
    problems: [],
  };
}

/**
 * `count` different people; the prefix is in their last names as in their emails, so the people
 * of two calls are different people (the same name under another email is a possible match).
 */
export function manyPeople(count: number, prefix: string): PersonRow[] {
  const family = `${prefix.charAt(0).toUpperCase()}${prefix.slice(1).replace(/[^A-Za-z]/g, '')}`;
  return Array.from({ length: count }, (_, i) => ({
    first: `First${i}`,
    last: `${family}Last${i}`,
    email: `${prefix}.${i}@example.org`,
    city: `City ${i % 17}`,
  }));
}

/** A plan request as the bridge hands it to the job service (problems as data). */
type PlanRequest = z.output<typeof planRequestSchema>;

/** A row's error as validation hands it over: its column, field and value, as a code and params. */
export function problemOf(column: string | null, field: string | null, value: string): PlanProblem {
  const made =
    value === ''
      ? problem('required.empty', { field: field ?? 'email', oneValue: false, advise: false })
      : problem('email.not-an-address');
  // A required value's words name the field themselves, as validation's do.
  return { ...made, row: 0, column, field, value, ...(value === '' ? { subject: { of: 'none' as const } } : {}) };
}

export function planRequest(rows: PlanInputRow[], overrides: Partial<PlanRequest> = {}): PlanRequest {
  return {
    environment: 'test',
    source: { name: 'alumni.csv', hash: 'f'.repeat(64), headers: HEADERS },
    fields: FIELDS,
    rows: rows.map((row) => ({ ...row, problems: row.problems ?? [] })),
    mode: 'upsert',
    match: 'email',
    blank: 'keep',
    ...overrides,
  };
}

export function tempHome(): { home: string; remove: () => void } {
  const home = mkdtempSync(join(tmpdir(), 'alumni-jobs-'));
  return { home, remove: () => rmSync(home, { recursive: true, force: true }) };
}

/** A job.json for tests that write job folders through JobStore.create themselves. */
export function jobFile(id: string, status: JobFile['status']): JobFile {
  return {
    version: 1,
    id,
    kind: 'import',
    status,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    environment: { name: 'test', kind: 'test', url: 'http://127.0.0.1:1' },
    source: { name: 'a.csv', hash: 'f', headers: [] },
    fields: [],
    settings: { mode: 'create', match: 'email', blank: 'keep', rate: null, concurrency: 1 },
    lookup: 'none',
  };
}

/** A planned create of row `index` (rows are numbered from 2, under the header), for jobFile's plan. */
export function plannedCreate(index: number, message = ''): PlannedRow {
  return {
    index,
    rowNumber: index + 2,
    cells: [],
    matchValue: `p${index}@example.org`,
    userId: null,
    changes: [],
    message,
    plan: 'create',
    op: { type: 'create', body: {} },
  };
}

/** Fast retries for tests: the faults are real, the waits short. */
export const QUICK_BACKOFF: BackoffPolicy = { baseMs: 20, capMs: 400, maxAttempts: 10 };

/** Short exactly-once timings for tests: an unknown create is looked up again after 0.3 s. */
export const QUICK_TIMING = { settleGraceMs: 300 };

export function sandboxClient(
  sandbox: SandboxHandle,
  env: 'test' | 'production' = 'test',
  timeoutMs = 5000,
): ApiClient {
  const info = sandbox.environments[env];
  return createApiClient({ baseUrl: info.baseUrl, apiKey: info.key, timeoutMs });
}

export function jobServiceOn(
  sandbox: SandboxHandle,
  home: string,
  options: { backoff?: BackoffPolicy; lookup?: 'auto' | 'walk' | 'per-value'; client?: () => ApiClient } = {},
): JobService {
  return new JobService({
    home,
    backoff: options.backoff ?? QUICK_BACKOFF,
    timing: QUICK_TIMING,
    lookup: options.lookup,
    environments: {
      async open(name: string) {
        const env = name === 'production' ? 'production' : 'test';
        return {
          environment: {
            name,
            kind: env,
            url: sandbox.environments[env].baseUrl,
            builtIn: false,
            hasKey: true,
            keyState: 'stored',
          },
          client: options.client ? options.client() : sandboxClient(sandbox, env),
        };
      },
    },
  });
}

/** Every user of the environment, read back through the API. */
export async function allUsers(client: ApiClient): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  for await (const page of client.walkUsers()) users.push(...page);
  return users;
}

/**
 * The row with the person's own home street, state, country and ZIP, as on the service: a new city
 * is then the row's whole address (a new city alone beside the old street is held: an address
 * changes whole, src-shared/update-policy/address-blocks.ts).
 */
export function withOwnAddress(row: PlanInputRow, user: UserRecord): PlanInputRow {
  const parts = ['home_address1', 'home_address2', 'home_state', 'home_country', 'home_zipcode'] as const;
  const record = user as Record<string, unknown>;
  const own = Object.fromEntries(parts.filter((part) => record[part] != null).map((part) => [part, record[part]]));
  return { ...row, user: { ...row.user, ...own } };
}
