import type { ApiClient } from '../api/types';

export type EnvironmentKind = 'test' | 'production';

export interface EnvironmentInfo {
  name: string;
  kind: EnvironmentKind;
  url: string;
  /** The built-in `sandbox` environment, served in-process. */
  builtIn: boolean;
  /** Whether a key is stored in the keychain (never the key itself). */
  hasKey: boolean;
}

export interface OpenedEnvironment {
  environment: EnvironmentInfo;
  client: ApiClient;
}

export interface EnvironmentService {
  list(): Promise<EnvironmentInfo[]>;
  /** AppError 'not-found' naming the known environments when there is no such one. */
  get(name: string): Promise<EnvironmentInfo>;
  /**
   * An API client for the environment, its key taken from the keychain (or ALUMNI_LOADER_API_KEY
   * for this run). Starts the built-in sandbox when needed. AppError 'no-key' / 'no-keychain'.
   */
  open(name: string): Promise<OpenedEnvironment>;
}
