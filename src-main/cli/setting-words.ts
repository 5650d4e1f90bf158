// Where the command line sets what a problem's hint points at: the flag, appended to the shared plain words.
import { isAppError, wordedFailure, type AppErrorShape } from '../../src-shared/errors';
import { hintWords } from '../../src-shared/hint-words';
import type { SettingHint } from '../../src-shared/setting-hint';
import type { Problem } from '../../src-shared/validate/types';
import { problemSentence } from '../../src-renderer/src/lib/words/problem-sentence';
import { CLI_TABLES } from './words/problem-words';
import { CLI_REASON_WORDS } from './words/reason-words';

/** A value as the shell takes it: quoted when it holds a space or a character the shell reads. */
const shellWord = (text: string): string =>
  /^[\w.@:+/-]+$/.test(text) ? text : `"${text.replace(/(["\\$`])/g, '\\$1')}"`;

/** The flag that sets what the hint names, as a sentence: "In the command: --header-row N (...)." */
export function cliSettingWords(hint: SettingHint): string {
  switch (hint.setting) {
    case 'value-for-every-row':
      return `In the command: --set ${hint.field}=${shellWord(hint.example ?? 'VALUE')}.`;
    case 'date-order':
      return 'In the command: --date-order mdy (month first) or --date-order dmy (day first).';
    case 'encoding':
      return hint.detect
        ? 'In the command: leave --encoding out and it is detected.'
        : 'In the command: --encoding NAME (see --help for the names).';
    case 'delimiter':
      return hint.detect
        ? 'In the command: leave --delimiter out and it is detected.'
        : 'In the command: --delimiter CHARACTER.';
    case 'sheet':
      return `In the command: --sheet ${shellWord(hint.sheet)}.`;
    case 'header-row':
      return 'In the command: --header-row N (the row number as the sheet shows it).';
    case 'saved-mapping':
      return 'In the command: --mapping FILE reads a saved mapping; validate --save-mapping FILE saves one.';
    case 'confirm-production': {
      const name = shellWord(hint.environment);
      return `In the command: type ${name} when asked, or in a script add --yes --confirm-production ${name}.`;
    }
    case 'output-file':
      return 'In the command: --out FILE, a file ending in .xlsx or .csv in a folder you can write to.';
  }
}

const cliSay = hintWords(cliSettingWords);
/** Shared words followed by the flag's, when a hint names a setting. */
export const withCliWords = cliSay.withWords;
/** A problem as the CLI says it: the CLI's words for its code, then the flag that clears it. */
export const cliProblemMessage = (problem: Problem): string =>
  withCliWords(problemSentence(CLI_TABLES, problem), problem.hint);
/** A failure in the CLI's words: its reason (if it has one) worded, the lines added on the way after its own. */
export const cliWordedFailure = (failure: AppErrorShape): AppErrorShape => wordedFailure(CLI_REASON_WORDS, failure);
/** An error's message as the CLI says it, for a one-line report (a reason worded, never its code). */
export function cliErrorMessage(error: unknown): string {
  if (isAppError(error)) return cliWordedFailure(error.toJSON()).message;
  return error instanceof Error ? error.message : String(error);
}
/** A failure's extra lines: its details, then the flag that clears it. */
export const cliFailureDetails = (failure: AppErrorShape): string[] => cliSay.failureDetails(cliWordedFailure(failure));

/** A failure as --json prints it: worded, its reason and hint kept as data, the hint said in flag words too. */
export function cliFailureJson(failure: AppErrorShape): AppErrorShape {
  const said = cliWordedFailure(failure);
  if (!said.hint) return said;
  return { ...said, details: cliSay.failureDetails(said) };
}
