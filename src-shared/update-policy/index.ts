export {
  FIELD_GROUPS,
  GROUP_TABLE,
  UPDATE_RULES,
  fieldsOfGroup,
  groupOf,
  groupSpec,
  type FieldGroupName,
  type FieldGroupSpec,
  type UpdateRule,
} from './groups';
export {
  NAME_FORMS,
  givenAlsoForExisting,
  groupRule,
  joinPolicies,
  nameFormsOf,
  policyOfOnlyFillEmpty,
  ruleFor,
  updatePolicySchema,
  type NameForms,
  type UpdatePolicy,
} from './policy';
export { parseUpdatePolicy } from './parse-policy';
export { isTypo, nameFormReason, nicknameFromFirstName, type NameFormReason } from './name-forms';
export {
  ACCEPTABLE,
  planUpdate,
  type KeptReason,
  type ProposedChange,
  type UpdateOptions,
  type UpdatePlan,
} from './plan-update';
export { countUpdates, NO_UPDATE_COUNTS, updateCountsSchema, type UpdateCounts } from './counts';
export type { UpdatePolicyWordsTable } from './words-table';
export { ADDRESS_BLOCKS, addressBlockOf, holdPartialAddresses, type AddressBlock } from './address-blocks';
