// Words that turn a header about a field into a header about something else (a spouse's email,
// a country of birth, a date of death): one rule a row, `about` saying what the header is then.
import type { FalseFriendKind } from '../reason-codes';
import type { ColumnTarget } from '../types';
import { ACTIVITY_AND_IDS } from './false-friends-activity-and-ids';
import { OTHER_PEOPLE_AND_USES } from './false-friends-other-people';
import { PLACES_DATES_AND_KINDS } from './false-friends-places-and-dates';

/** What a header names besides the alum's own current data, by the words that say so. */
export interface FalseFriend {
  /** Any of these words in a header... */
  words: readonly string[];
  /** ...together with one of these, when given ("Last Login": a login alone is a user name). */
  with?: readonly string[];
  /** One line: why such words make the header about something else (where they are met). */
  why: string;
  /** What the word makes the header about (each door words it: "about another person"). */
  about: FalseFriendKind;
  /**
   * The targets the header then cannot have, when not all ("Country of Birth" is no home
   * country, while "Birth Date" is still a birth date). Without it, the header is only matched
   * by an exact synonym ("Former Last Name", "Do Not Email").
   */
  excludes?: (target: ColumnTarget) => boolean;
}

/**
 * Words that turn a header about a field into a header about something else. Kept out of word
 * and spelling matches, and out of what the values alone would suggest: a column of addresses
 * headed "Advisor Email" holds the advisor's, a column of country names headed "Citizenship"
 * says nothing of where the person lives.
 */
export const FALSE_FRIENDS: readonly FalseFriend[] = [
  ...OTHER_PEOPLE_AND_USES,
  ...ACTIVITY_AND_IDS,
  ...PLACES_DATES_AND_KINDS,
];
