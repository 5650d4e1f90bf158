// The policy's reasons and rules in plain words, the same in every door.
import type { UpdateRule } from './groups';
import type { KeptReason } from './reasons';

const REASONS: Record<KeptReason, string> = {
  'fill-empty': 'kept: only filled when empty',
  never: 'kept: never changed by an import',
  given: 'kept: the value for every row is for new people only',
  nickname: 'kept: the formal first name (the file has a nickname)',
  'maiden-name': 'kept: the married last name (the file has the maiden name)',
  spelling: "kept: the service's spelling",
};

export function keptReasonWords(reason: KeptReason): string {
  return REASONS[reason];
}

const RULES: Record<UpdateRule, string> = {
  'fill-empty': 'only fill when empty',
  update: 'update',
  never: 'never change',
};

export function ruleWords(rule: UpdateRule): string {
  return RULES[rule];
}
