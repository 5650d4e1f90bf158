// The command line's words for every dictionary problem: the app's sentences, a refused value's reason in the CLI's
// problem words.
import type { DictionaryWordsTable } from '../../../src-shared/dictionaries/problem-codes';
import { dictionaryWords } from '../../../src-renderer/src/lib/words/dictionary-words';
import { problemSentence } from '../../../src-renderer/src/lib/words/problem-sentence';
import { CLI_TABLES } from './problem-words';

export const CLI_DICTIONARY_WORDS: DictionaryWordsTable = dictionaryWords((reason) =>
  problemSentence(CLI_TABLES, reason),
);
