import type { SandboxEnvironmentName } from './options';

export interface SandboxStats {
  /** Requests answered, by "METHOD /path/template STATUS", e.g. "GET /test/api/users/ 200". */
  requests: Record<string, number>;
  /** Requests carried out whose connection was then destroyed, by "METHOD /path/template". */
  dropped: Record<string, number>;
  total: number;
  /** Users per served environment. */
  users: Partial<Record<SandboxEnvironmentName, number>>;
}

/** Counts what reached the server, so tests can check what really happened. */
export class StatsRecorder {
  #requests: Record<string, number> = {};
  #dropped: Record<string, number> = {};
  #total = 0;

  answered(method: string, path: string, status: number): void {
    const key = `${method} ${path} ${status}`;
    this.#requests[key] = (this.#requests[key] ?? 0) + 1;
    this.#total++;
  }

  dropped(method: string, path: string): void {
    const key = `${method} ${path}`;
    this.#dropped[key] = (this.#dropped[key] ?? 0) + 1;
  }

  reset(): void {
    this.#requests = {};
    this.#dropped = {};
    this.#total = 0;
  }

  snapshot(users: SandboxStats['users']): SandboxStats {
    return { requests: { ...this.#requests }, dropped: { ...this.#dropped }, total: this.#total, users };
  }
}
