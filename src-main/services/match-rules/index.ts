export { MatchRulesStore, MATCH_RULES_FILE_NAME } from './match-rules-store';
