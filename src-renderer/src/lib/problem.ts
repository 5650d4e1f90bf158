// What a screen shows when a call fails: the plain-words message and its details.
import { isAppError } from '../../../src-shared/errors';
import { wizardFailureDetails, wizardWordedFailure } from './setting-words';

export interface Problem {
  message: string;
  details: string[];
}

export function toProblem(error: unknown): Problem {
  if (isAppError(error)) return { message: wizardWordedFailure(error).message, details: wizardFailureDetails(error) };
  return { message: error instanceof Error ? error.message : String(error), details: [] };
}
