export type * from './types';
export {
  suggestMapping,
  missingRequired,
  confidenceOf,
  columnsReadingEmptyWords,
  mappingNotes,
  mappingNoteEntries,
  columnNote,
  columnNoteHint,
  refusalWords,
  leftOutWords,
} from './suggest';
export { applyTemplate, toTemplate, parseTemplate, mappingTemplateSchema } from './template';
export {
  CONSTANT_REFUSAL_CODES,
  checkConstant,
  joinsRowLists,
  wordConstantRefusal,
  type ConstantRefusal,
  type ConstantRefusalWordsTable,
} from './constants';
export { describeTarget, fieldsOf, targetKey } from './target-key';
export { normaliseHeader } from './normalise-header';
