import { getContext, setContext } from 'svelte';
import type { BridgeClient } from '../../../src-shared/bridge/contract';
import type { EnvironmentInfoDto } from '../../../src-shared/bridge/env';
import { isAppError } from '../../../src-shared/errors';
import { bridge } from './bridge-client';

export type ScreenId = 'environments' | 'import' | 'jobs' | 'approvals' | 'reports' | 'exports';

export interface ActiveEnvironment {
  name: string;
  kind: 'test' | 'production';
  url: string;
}

function toActive(environment: EnvironmentInfoDto): ActiveEnvironment {
  return { name: environment.name, kind: environment.kind, url: environment.url };
}

/** State every screen reads: where we are, and which environment writes go to. */
export class AppState {
  screen = $state<ScreenId>('import');
  /** Null until main has answered env.getActive. */
  activeEnvironment = $state<ActiveEnvironment | null>(null);
  /** Why the active environment could not be read, in plain words. */
  activeEnvironmentProblem = $state<string | null>(null);
  /** Set by one screen to hand a filter to another (e.g. "approve the users this job created"). */
  approvalsJobFilter = $state<string | null>(null);
  /** A job another screen asked the Jobs screen to open (taken, then cleared, by that screen). */
  jobsFocus = $state<string | null>(null);
  isProduction = $derived(this.activeEnvironment?.kind === 'production');

  readonly #client: BridgeClient;

  /** Reads the active environment from main now, and follows every change main announces. */
  constructor(client: BridgeClient = bridge) {
    this.#client = client;
    client.on('env.changed', ({ active }) => this.setActiveEnvironment(active));
    void this.refreshActiveEnvironment();
  }

  go = (screen: ScreenId): void => {
    this.screen = screen;
  };

  /** The Jobs screen, with this job's details open. */
  openJob = (id: string): void => {
    this.jobsFocus = id;
    this.screen = 'jobs';
  };

  /** The Approvals screen, showing the users this job created. */
  approveJob = (id: string): void => {
    this.approvalsJobFilter = id;
    this.screen = 'approvals';
  };

  setActiveEnvironment = (environment: EnvironmentInfoDto): void => {
    this.activeEnvironment = toActive(environment);
    this.activeEnvironmentProblem = null;
  };

  refreshActiveEnvironment = async (): Promise<void> => {
    try {
      this.setActiveEnvironment(await this.#client.call('env.getActive', {}));
    } catch (error) {
      this.activeEnvironmentProblem = isAppError(error) ? error.message : 'The active environment could not be read.';
    }
  };
}

const KEY = Symbol('app-state');

export function setAppState(state: AppState): AppState {
  return setContext(KEY, state);
}

export function useAppState(): AppState {
  return getContext<AppState>(KEY);
}
