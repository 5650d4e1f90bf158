export {
  evidence,
  POINTS,
  POSSIBLE_SCORE,
  scoreOf,
  SURE_LEAD,
  SURE_SCORE,
  type Evidence,
  type EvidenceCode,
} from './evidence';
export { matchRow, type Candidate, type MatchOptions, type MatchResult, type MatchStep } from './match-row';
export { UserIndex, surnameBlockKeys, type IndexedUser } from './user-index';
export { evidenceSentence, evidenceWords } from './words';
export { areNicknames, givenNameRelation } from './nicknames';
export { foldText, nameWords, surnameKey } from './normalise';
export { identityText } from './fingerprint';
export { findInFileDuplicates, type FileRow, type InFileFinding } from './in-file';
