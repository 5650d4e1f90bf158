export { evidence, probabilityOf, scoreOf, type Evidence, type EvidenceCode, type MatchField } from './evidence';
export { LEVELS } from './levels';
export { guardsOf, type Guard, type GuardCode } from './guards';
export {
  matchRow,
  scoreCandidate,
  type Candidate,
  type MatchOptions,
  type MatchResult,
  type MatchStep,
} from './match-row';
export {
  DEFAULT_MATCH_RULES,
  isPresetName,
  MATCH_FIELDS,
  MATCH_RULE_PRESETS,
  matchRulesSchema,
  rulesFrom,
  type MatchRulePreset,
  type MatchRules,
} from './rules';
export { UserIndex, type IndexedUser } from './user-index';
export { areNicknames, foldText, givenNameRelation, nameWords, surnameKey } from '../identity';
export { profileOf, type Profile } from './profile';
export { editDistance, jaroWinkler, nysiis } from './strings';
export { identityText, userIdentityText } from './fingerprint';
export { findInFileDuplicates, type FileRow, type InFileFinding } from './in-file';
export { estimateM, refineWeights, type EmOptions, type EmOutcome } from './em';
