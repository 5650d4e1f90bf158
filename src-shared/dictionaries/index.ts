export type { ColumnKind, Dictionary, DictionaryEntry, DictionaryProblem, Translation } from './types';
export { dictionaryKey } from './normalise';
export { kindOfTarget, targetOfKind } from './column-kind';
export { checkDictionary, checkEntry, isDictionaryName } from './check-dictionary';
export { dictionaryLookup, translateOneRow, translateRow, translateTable } from './translate';
export { DICTIONARY_CSV_HEADERS, dictionaryFromCsv, dictionaryToCsv } from './dictionary-csv';
export { DICTIONARY_PROBLEM_CODES, wordDictionaryProblem, type DictionaryWordsTable } from './problem-codes';
export { dictionaryEntrySchema, dictionarySchema } from './schema';
export { translationNotices } from './translation-notices';
