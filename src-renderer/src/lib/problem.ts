// What a screen shows when a call fails: the plain-words message and its details.
import { isAppError } from '../../../src-shared/errors';

export interface Problem {
  message: string;
  details: string[];
}

export function toProblem(error: unknown): Problem {
  if (isAppError(error)) return { message: error.message, details: error.details ?? [] };
  return { message: error instanceof Error ? error.message : String(error), details: [] };
}
