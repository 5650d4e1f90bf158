// The app's words for every problem that keeps match rules from being saved (src-shared/matching/saved-rules.ts), by
// code. The CLI's table starts from it; main's match rules store words with it (decision 0007).
import type { SavedRulesWordsTable } from '../../../../src-shared/matching/saved-rules';

export const APP_SAVED_RULES_WORDS: SavedRulesWordsTable = {
  'name-is-a-preset': ({ name }) => `"${name}" is the name of a preset: choose another name.`,
  'possible-not-below-sure': ({ possible, sure }) => `"possible" (${possible}) must be below "sure" (${sure}).`,
  'no-fields': () => 'No field is compared: switch at least one on.',
  'anchor-not-compared': ({ field }) =>
    `${field} may make a sure match but is not compared: switch it on or take it out of the anchors.`,
  'every-anchor-off': ({ preset }) =>
    `Every field that may make a sure match under ${preset} is switched off: keep at least one of them on.`,
};
