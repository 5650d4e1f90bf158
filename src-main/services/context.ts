import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from './api/client';
import type { ApiClient, ApiClientOptions } from './api/types';
import { EventHub } from './events';
import type { SandboxStarter } from './environments/built-in-sandbox';
import { createEnvironmentService } from './environments/service';
import type { EnvironmentService } from './environments/types';
import { ApprovalService } from './approvals/service';
import { JobService } from './jobs/job-service';
import { RowStage } from './jobs/plan/staged-rows';
import { timingFromEnv } from './jobs/run/settle';

/** Which door opened the context: the Electron window, the web host, or the command line. */
export type AppDoor = 'electron' | 'browser' | 'cli';

/**
 * What every door (CLI, IPC, web host) hands to the services: one per process. It lists every
 * service it builds; each is built once, on first use, and doors and handlers take it from here.
 */
export interface AppContext {
  readonly home: string;
  readonly door: AppDoor;
  readonly events: EventHub;
  readonly environments: EnvironmentService;
  /** The job engine: it tracks the jobs running in this process. */
  readonly jobs: JobService;
  /** Approving users in batches, as jobs of the job engine. */
  readonly approvals: ApprovalService;
  /** Plan rows waiting while a big file crosses the bridge in chunks. */
  readonly rowStage: RowStage;
  readonly log: (line: string) => void;
  /** Stops what the context started (the built-in sandbox, timers). */
  close(): Promise<void>;
}

export interface CreateAppContextOptions {
  /** The home folder (already resolved, see home.ts). */
  home: string;
  /** Default 'cli'. */
  door?: AppDoor;
  /** Default: append to <home>/alumni-loader.log. */
  log?: (line: string) => void;
  /** Read for ALUMNI_LOADER_API_KEY; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Prefix of the keychain account names; tests use a unique one per run. */
  keychainAccountPrefix?: string;
  /** Default: the API client of services/api. */
  createClient?: (options: ApiClientOptions) => ApiClient;
  /** Default: the sandbox service of src-main/sandbox. */
  startSandbox?: SandboxStarter;
}

/** Builds the one context of a process: environments (settings, keychain, built-in sandbox), log, events. */
export async function createAppContext(options: CreateAppContextOptions): Promise<AppContext> {
  const log = options.log ?? createFileLog(options.home);
  const events = new EventHub();
  const environments = createEnvironmentService({
    home: options.home,
    log,
    events,
    env: options.env ?? process.env,
    keychainAccountPrefix: options.keychainAccountPrefix,
    createClient: options.createClient ?? createApiClient,
    // Loaded when a sandbox is started: the service (its web server and seed data) costs every other command time.
    startSandbox: options.startSandbox ?? (async (start) => (await import('../sandbox/index')).startSandbox(start)),
  });
  return assembleAppContext({
    home: options.home,
    door: options.door ?? 'cli',
    events,
    environments,
    log,
    close: () => environments.close(),
  });
}

export interface AppContextParts {
  home: string;
  door?: AppDoor;
  events?: EventHub;
  environments: EnvironmentService;
  log?: (line: string) => void;
  close?: () => Promise<void>;
}

/** A context from given parts (tests that replace a service). */
export function assembleAppContext(parts: AppContextParts): AppContext {
  let closing: Promise<void> | undefined;
  const close = parts.close ?? (async () => {});
  const home = parts.home;
  const events = parts.events ?? new EventHub();
  const environments = parts.environments;
  const log = parts.log ?? (() => {});
  const once = <T>(build: () => T): (() => T) => {
    let built: { value: T } | undefined;
    return () => (built ??= { value: build() }).value;
  };
  // Built on first use: a command that never plans a job does not build the job engine.
  const jobs = once(() => new JobService({ home, environments, events, log, timing: timingFromEnv(process.env) }));
  const approvals = once(() => new ApprovalService({ environments, jobs: jobs() }));
  const rowStage = once(() => new RowStage());
  return {
    home,
    door: parts.door ?? 'cli',
    events,
    environments,
    get jobs() {
      return jobs();
    },
    get approvals() {
      return approvals();
    },
    get rowStage() {
      return rowStage();
    },
    log,
    close: () => (closing ??= close()),
  };
}

export const LOG_FILE_NAME = 'alumni-loader.log';

/**
 * One time-stamped line per event, appended to <home>/alumni-loader.log. Callers never pass a
 * key: the services log names and outcomes only.
 */
export function createFileLog(home: string): (line: string) => void {
  const file = join(home, LOG_FILE_NAME);
  return (line) => {
    try {
      appendFileSync(file, `${new Date().toISOString()} ${line.replace(/\r?\n/g, ' ')}\n`, { mode: 0o600 });
    } catch {
      // A log that cannot be written must not stop the work it describes.
    }
  };
}
