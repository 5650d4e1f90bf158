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
export {
  MAPPING_REASON_CODES,
  keptOff,
  keptOffByWord,
  wordReasonParts,
  type MappingReason,
  type MappingReasonCode,
  type MappingReasonPart,
  type MappingReasonWordsTable,
} from './reason-codes';
export { describeTarget, fieldsOf, targetKey } from './target-key';
export { normaliseHeader } from './normalise-header';
