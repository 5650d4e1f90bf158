import { STATUS_CODES } from 'node:http';

/** An answer of the sandbox other than success: its status and a message naming the problem. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds, for 429 and 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The ordinary error body: { error: "Bad Request", message: "..." }. */
export function errorBody(status: number, message: string): { error: string; message: string } {
  return { error: STATUS_CODES[status] ?? 'Error', message };
}
