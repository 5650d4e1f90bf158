import { EventHub } from './events';
import type { EnvironmentService } from './environments/types';

/** What every door (CLI, IPC, web host) hands to the services: one per process. */
export interface AppContext {
  readonly home: string;
  readonly events: EventHub;
  readonly environments: EnvironmentService;
  readonly log: (line: string) => void;
  /** Stops what the context started (the built-in sandbox, timers). */
  close(): Promise<void>;
}

export interface AppContextParts {
  home: string;
  environments: EnvironmentService;
  log?: (line: string) => void;
  close?: () => Promise<void>;
}

export function assembleAppContext(parts: AppContextParts): AppContext {
  return {
    home: parts.home,
    events: new EventHub(),
    environments: parts.environments,
    log: parts.log ?? (() => {}),
    close: parts.close ?? (async () => {}),
  };
}
