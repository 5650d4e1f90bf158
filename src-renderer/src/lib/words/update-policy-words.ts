// The app's words for the update policy (src-shared/update-policy): why a difference is kept, each rule, and how a
// partly changed address is treated. The CLI's table starts from it; main's results files word with it (0007).
import type { KeptReason, UpdatePolicyWordsTable, UpdateRule } from '../../../../src-shared/update-policy';

export const APP_UPDATE_POLICY_WORDS: UpdatePolicyWordsTable = {
  kept: {
    'fill-empty': 'kept: only filled when empty',
    never: 'kept: never changed by an import',
    given: 'kept: the value for every row is for new people only',
    nickname: 'kept: the formal first name (the file has a nickname)',
    'maiden-name': 'kept: the married last name (the file has the maiden name)',
    spelling: "kept: the service's spelling",
    'address-block': 'kept: the row changes only part of this address; accepting replaces the whole address',
  },
  rules: {
    'fill-empty': 'only fill when empty',
    update: 'update',
    never: 'never change',
  },
  addressBlocks:
    'An address changes as a whole: a row that changes only part of one (a new city beside the old street and ZIP) ' +
    'is a proposed change; accepting it replaces the whole address and clears the parts the row leaves blank.',
};

export const keptReasonWords = (reason: KeptReason): string => APP_UPDATE_POLICY_WORDS.kept[reason];
export const ruleWords = (rule: UpdateRule): string => APP_UPDATE_POLICY_WORDS.rules[rule];
