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
  'address-block': 'kept: the row changes only part of this address; accepting replaces the whole address',
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

/** How a partly changed address is treated (the rule of the address blocks' table). */
export const ADDRESS_BLOCK_WORDS =
  'An address changes as a whole: a row that changes only part of one (a new city beside the old street and ZIP) ' +
  'is a proposed change; accepting it replaces the whole address and clears the parts the row leaves blank.';
