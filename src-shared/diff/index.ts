export {
  applyChanges,
  diffUser,
  driftedFields,
  mergedList,
  pendingChanges,
  type BlankRule,
  type DiffOptions,
  type FieldChange,
} from './user-diff';
export { clearedValue, isBlank, sameFieldValue, stableJson } from './values';
