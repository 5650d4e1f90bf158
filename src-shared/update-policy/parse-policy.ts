// An update policy written by hand, read or refused: each problem as data placed by its line (JSON's own
// slips by line and column), as mapping templates give theirs.
import { closest, distance } from 'fastest-levenshtein';
import { refused } from '../errors';
import { describeIssue, inLineOrder, parseJsonText, type TemplateProblem } from '../mapping/template-problems';
import type { JsonSource, KeyHolder } from '../problems/json-issues';
import { reason } from '../problems/reasons';
import { POLICY_KEYS, updatePolicySchema, type UpdatePolicy } from './policy';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses policy JSON (text or value); throws AppError('invalid-input') naming each problem by its line. */
export function parseUpdatePolicy(json: unknown, source: JsonSource = { kind: 'policy' }): UpdatePolicy {
  const text = typeof json === 'string' ? json : undefined;
  const value = text !== undefined ? parseJsonText(text, source) : json;
  const parsed = updatePolicySchema.safeParse(value);
  const problems = [
    ...unknownPolicyKeys(value),
    ...(parsed.success
      ? []
      : parsed.error.issues.filter((issue) => issue.code !== 'unrecognized_keys').map((i) => describeIssue(i, value))),
  ];
  if (!isObject(value)) problems.push({ path: [], issue: { kind: 'not-object' } });
  if (!parsed.success || problems.length > 0)
    throw refused(reason('policy.refused', { source, issues: inLineOrder(problems, text) }));
  return parsed.data;
}

function unknownPolicyKeys(value: unknown): TemplateProblem[] {
  if (!isObject(value)) return [];
  const groups = isObject(value.groups) ? value.groups : {};
  return [
    ...strangers(value, POLICY_KEYS.policy, [], 'policy'),
    ...strangers(groups, POLICY_KEYS.groups, ['groups'], 'groups'),
  ];
}

function strangers(
  object: Record<string, unknown>,
  known: readonly string[],
  path: PropertyKey[],
  holder: KeyHolder,
): TemplateProblem[] {
  return Object.keys(object)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const best = closest(key.toLowerCase(), [...known]);
      const near = distance(key.toLowerCase(), best) <= Math.max(2, Math.floor(key.length / 4)) ? best : undefined;
      return {
        path: [...path, key],
        issue: { kind: 'unknown-key', key, holder, ...(near ? { near } : {}), known: [...known] },
      };
    });
}
