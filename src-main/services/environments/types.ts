import type {
  ConnectionOutcome,
  EnvironmentInfoDto,
  EnvironmentInput,
  EnvironmentKind as SharedEnvironmentKind,
} from '../../../src-shared/bridge/env';
import type { ApiClient } from '../api/types';

export type EnvironmentKind = SharedEnvironmentKind;

/** One environment as every door shows it: whether a key is stored, never the key itself. */
export type EnvironmentInfo = EnvironmentInfoDto;

export type { ConnectionOutcome, EnvironmentInput };

export interface OpenedEnvironment {
  environment: EnvironmentInfo;
  client: ApiClient;
}

export interface RemovedEnvironment {
  removed: string;
  note?: string;
}

export interface EnvironmentChanges {
  kind?: EnvironmentKind;
  url?: string;
}

export interface EnvironmentService {
  list(): Promise<EnvironmentInfo[]>;
  /** AppError 'not-found' naming the known environments when there is no such one. */
  get(name: string): Promise<EnvironmentInfo>;
  /** AppError 'conflict' when the name is taken; 'invalid-input' for a bad name or address. */
  add(input: EnvironmentInput): Promise<EnvironmentInfo>;
  update(name: string, changes: EnvironmentChanges): Promise<EnvironmentInfo>;
  /**
   * Removes the environment and its key; the active environment falls back to the sandbox.
   * `note` says when the key could not be removed (keychain out of reach).
   */
  remove(name: string): Promise<RemovedEnvironment>;
  /** Stores or replaces the key in the OS keychain. AppError 'no-keychain' when there is none. */
  setKey(name: string, key: string): Promise<EnvironmentInfo>;
  removeKey(name: string): Promise<EnvironmentInfo>;
  /** Reads one page of users; never throws for the service's answer, explains it instead. */
  testConnection(name: string): Promise<ConnectionOutcome>;
  /** The environment the app writes to; the built-in sandbox until the user chooses another. */
  getActive(): Promise<EnvironmentInfo>;
  setActive(name: string): Promise<EnvironmentInfo>;
  /**
   * An API client for the environment, its key taken from ALUMNI_LOADER_API_KEY when set for this
   * run, else from the keychain. Starts the built-in sandbox when needed. AppError 'no-key' / 'no-keychain'.
   * `signal` aborts every request of the client, the one in flight included.
   */
  open(name: string, signal?: AbortSignal): Promise<OpenedEnvironment>;
  /** The month (1-12) the environment's fiscal year starts; January unless set. */
  fiscalYearStart(name: string): Promise<number>;
  setFiscalYearStart(name: string, month: number): Promise<number>;
  /** Stops the built-in sandbox if this service started it. */
  close(): Promise<void>;
}
