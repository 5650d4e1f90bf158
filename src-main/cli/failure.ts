import { CommanderError } from 'commander';
import { isAppError, type AppErrorShape } from '../../src-shared/errors';
import type { CliIO } from './context';
import { cliFailureDetails, cliFailureJson, cliWordedFailure } from './setting-words';

/**
 * How every command ends on a failure: the words on stderr, and with --json also exactly one
 * object on stdout, `{"error":{"code","message","details"?,"hint"?,"reason"?}}`, so a script reads the failure
 * where it reads the result.
 */
export function printFailure(error: unknown, io: CliIO, json: boolean): void {
  const failure = failureOf(error);
  // commander has already said its own slips (unknown option, missing argument) on stderr.
  if (!(error instanceof CommanderError)) {
    // "Unexpected" only for what nothing put in words (an AppError says what happened, a full disk too).
    const unexpected = failure.code === 'internal' && !isAppError(error);
    io.err(`${unexpected ? 'Unexpected error' : 'Error'}: ${cliWordedFailure(failure).message}\n`);
    for (const line of cliFailureDetails(failure)) io.err(`  ${line}\n`);
  }
  if (json) io.out(`${JSON.stringify({ error: cliFailureJson(failure) })}\n`);
}

function failureOf(error: unknown): AppErrorShape {
  if (isAppError(error)) return error.toJSON();
  if (error instanceof CommanderError) return { code: 'invalid-input', message: error.message.replace(/^error: /, '') };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
