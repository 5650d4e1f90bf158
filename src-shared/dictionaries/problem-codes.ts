// The problems of a dictionary (types.ts DictionaryProblem) by code, and the shape of a door's words for them: the
// words themselves are each door's (lib/words/dictionary-words.ts, cli/words/dictionary-words.ts; decision 0007).
import type { DictionaryProblem } from './types';

export type DictionaryProblemCode = DictionaryProblem['code'];
/** A door's words for every dictionary problem, by code. */
export type DictionaryWordsTable = {
  readonly [C in DictionaryProblemCode]: (problem: Extract<DictionaryProblem, { code: C }>) => string;
};

const CODES: { readonly [C in DictionaryProblemCode]: true } = {
  'bad-name': true,
  'unknown-kind': true,
  'blank-from': true,
  'refused-to': true,
  'csv-header': true,
  'csv-row': true,
  'clashing-entry': true,
};
export const DICTIONARY_PROBLEM_CODES = Object.keys(CODES) as DictionaryProblemCode[];

/** A dictionary problem in a door's words. */
export function wordDictionaryProblem(table: DictionaryWordsTable, problem: DictionaryProblem): string {
  return (table[problem.code] as (problem: DictionaryProblem) => string)(problem);
}
