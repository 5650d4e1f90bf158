// How a door puts its words for a setting after the shared plain words. The door gives its sentence for a hint (the
// way to set it); the rest (problems, failures) is said the same way in every door. Notices: intake/notices.ts.
import type { AppErrorShape } from './errors';
import type { SettingHint } from './setting-hint';
import type { Problem } from './validate/types';

export interface HintWords {
  /** Shared words followed by the door's, when a hint names a setting. */
  withWords(text: string, hint: SettingHint | undefined): string;
  /** A problem's message: the shared words, then where the door sets what clears it. */
  problem(problem: Pick<Problem, 'message' | 'hint'>): string;
  /** A failure's extra lines: its details, then the door's words for its hint on a line of its own. */
  failureDetails(failure: Pick<AppErrorShape, 'details' | 'hint'>): string[];
}

export function hintWords(doorWords: (hint: SettingHint) => string): HintWords {
  const withWords = (text: string, hint: SettingHint | undefined) => (hint ? `${text} ${doorWords(hint)}` : text);
  return {
    withWords,
    problem: (problem) => withWords(problem.message, problem.hint),
    failureDetails: (failure) => [...(failure.details ?? []), ...(failure.hint ? [doorWords(failure.hint)] : [])],
  };
}
