export { DictionaryStore, DICTIONARIES_FILE_NAME, type DictionarySummary } from './dictionary-store';
