// A refusal of src-shared in the app's words (the CLI's table starts from it): tests assert the sentences a person
// sees, made by the door from the reason the error carries as data.
import { AppError, wordedFailure, type AppErrorShape } from '../../src-shared/errors';
import { APP_REASON_WORDS } from '../../src-renderer/src/lib/words/reason-words';

/** An AppError as the app says it; anything else is thrown on. */
export function appWords(error: unknown): AppErrorShape {
  if (!(error instanceof AppError)) throw error;
  return wordedFailure(APP_REASON_WORDS, error.toJSON());
}

/** The refusal a run throws, in the app's words; fails when the run does not throw. */
export async function refusalOf(run: Promise<unknown> | (() => unknown)): Promise<AppErrorShape> {
  try {
    await (typeof run === 'function' ? run() : run);
  } catch (error) {
    return appWords(error);
  }
  throw new Error('expected a refusal');
}

/** The refusal a synchronous call throws, in the app's words; fails when it does not throw. */
export function thrownWords(run: () => unknown): AppErrorShape {
  try {
    run();
  } catch (error) {
    return appWords(error);
  }
  throw new Error('expected a refusal');
}
