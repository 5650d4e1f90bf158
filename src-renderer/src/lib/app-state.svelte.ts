import { getContext, setContext } from 'svelte';

export type ScreenId = 'environments' | 'import' | 'jobs' | 'approvals' | 'reports';

export interface ActiveEnvironment {
  name: string;
  kind: 'test' | 'production';
  url: string;
}

/** State every screen reads: where we are, and which environment writes go to. */
export class AppState {
  screen = $state<ScreenId>('import');
  activeEnvironment = $state<ActiveEnvironment | null>(null);
  /** Set by one screen to hand a filter to another (e.g. "approve the users this job created"). */
  approvalsJobFilter = $state<string | null>(null);
  isProduction = $derived(this.activeEnvironment?.kind === 'production');

  go = (screen: ScreenId): void => {
    this.screen = screen;
  };
}

const KEY = Symbol('app-state');

export function setAppState(state: AppState): AppState {
  return setContext(KEY, state);
}

export function useAppState(): AppState {
  return getContext<AppState>(KEY);
}
