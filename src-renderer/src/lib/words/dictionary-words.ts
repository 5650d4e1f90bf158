// The app's words for every problem of a value dictionary (src-shared/dictionaries/types.ts), by code; neither door
// names a control. A refused value's reason is a validation problem, worded by the door's problem table: the CLI's
// table is made by the same function with its own (decision 0007).
import type { DictionaryWordsTable } from '../../../../src-shared/dictionaries/problem-codes';
import { counted } from '../../../../src-shared/english';
import type { Problem } from '../../../../src-shared/validate/types';
import { appProblemSentence } from './problem-words';

/** The words of every dictionary problem, a refused value's reason worded by `reasonWords`. */
export function dictionaryWords(reasonWords: (reason: Problem) => string): DictionaryWordsTable {
  return {
    'bad-name': ({ name }) =>
      `"${name}" cannot name a dictionary: use letters, digits, spaces, dots, dashes or underscores (up to 64).`,
    'unknown-kind': ({ entry, kind }) =>
      `Entry ${entry}: "${kind}" is not a column kind: give a User field (gender, name_title, tags…) or custom:NAME.`,
    'blank-from': ({ entry, kind }) => `Entry ${entry} (${kind}): the value to translate is blank.`,
    'refused-to': ({ entry, kind, from, to, reason }) =>
      `Entry ${entry} (${kind}): "${from}" -> "${to}" is refused: ${reasonWords(reason)}`,
    'clashing-entry': ({ entry, kind, from, to, other, otherTo }) =>
      `Entry ${entry} (${kind}): "${from}" is read as "${to}" here but as "${otherTo}" in entry ${other}.`,
    'csv-header': ({ found }) =>
      `The first line must name the columns "column kind", "from" and "to" (found: ${found.join(', ') || 'nothing'}).`,
    'csv-row': ({ line, cells }) =>
      `Line ${line} has ${counted(cells, 'cell')}; every line needs a column kind, a from and a to.`,
  };
}

export const APP_DICTIONARY_WORDS: DictionaryWordsTable = dictionaryWords(appProblemSentence);
