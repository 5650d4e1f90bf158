// How a door puts its words for a setting after the plain words. The door gives its sentence for a hint (the way to
// set it); failures and notices are said the same way in every door, problems from each door's words table.
import type { AppErrorShape } from './errors';
import type { SettingHint } from './setting-hint';

export interface HintWords {
  /** Shared words followed by the door's, when a hint names a setting. */
  withWords(text: string, hint: SettingHint | undefined): string;
  /** A failure's extra lines: its details, then the door's words for its hint on a line of its own. */
  failureDetails(failure: Pick<AppErrorShape, 'details' | 'hint'>): string[];
}

export function hintWords(doorWords: (hint: SettingHint) => string): HintWords {
  const withWords = (text: string, hint: SettingHint | undefined) => (hint ? `${text} ${doorWords(hint)}` : text);
  return {
    withWords,
    failureDetails: (failure) => [...(failure.details ?? []), ...(failure.hint ? [doorWords(failure.hint)] : [])],
  };
}
