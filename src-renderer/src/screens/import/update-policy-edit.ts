// The update policy as the Plan step edits it: kept in the mapping (saved with a template), only
// what differs from the protective defaults.
import type { Mapping } from '../../../../src-shared/mapping/types';
import { groupSpec, type FieldGroupName, type UpdateRule } from '../../../../src-shared/update-policy/groups';
import { joinPolicies, type UpdatePolicy } from '../../../../src-shared/update-policy/policy';

/** The policy with one group's rule (a default rule is not written). */
export function withGroupRule(policy: UpdatePolicy | undefined, group: FieldGroupName, rule: UpdateRule): UpdatePolicy {
  const groups = { ...policy?.groups };
  if (rule === groupSpec(group).rule) delete groups[group];
  else groups[group] = rule;
  const { groups: _previous, ...rest } = policy ?? {};
  return Object.keys(groups).length > 0 ? { ...rest, groups } : rest;
}

/** The policy with a value given for every row extended to people already there, or not. */
export function withGivenForExisting(policy: UpdatePolicy | undefined, field: string, on: boolean): UpdatePolicy {
  const others = (policy?.givenAlsoForExisting ?? []).filter((f) => f !== field);
  const next = on ? [...others, field] : others;
  const { givenAlsoForExisting: _previous, ...rest } = policy ?? {};
  return next.length > 0 ? { ...rest, givenAlsoForExisting: next } : rest;
}

/** The policy letting the file's names win after a nickname, maiden-name or typo match, or not. */
export function withFileNames(policy: UpdatePolicy | undefined, on: boolean): UpdatePolicy {
  const { nameForms: _previous, ...rest } = policy ?? {};
  return on ? { ...rest, nameForms: 'file-wins' } : rest;
}

/** The mapping carrying `policy` (none when it is the defaults); the older only-fill-empty list joins it. */
export function withPolicy(mapping: Mapping, policy: UpdatePolicy): Mapping {
  const { updatePolicy: _previous, ...rest } = mapping;
  const joined = joinPolicies(undefined, policy);
  return Object.keys(joined).length > 0 ? { ...rest, updatePolicy: joined } : rest;
}
