export { DecisionMemory, fingerprintOf, personLabel, type NewDecision, type RememberedDecision } from './memory';
export { MatchesService } from './service';
