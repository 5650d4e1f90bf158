// An update policy written by hand, read or refused: each problem led by its line (JSON's own
// slips by line and column), in the words mapping templates use.
import { closest, distance } from 'fastest-levenshtein';
import { AppError } from '../errors';
import { describeIssue, inLineOrder, parseJsonText, type TemplateProblem } from '../mapping/template-problems';
import { POLICY_KEYS, updatePolicySchema, type UpdatePolicy } from './policy';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses policy JSON (text or value); throws AppError('invalid-input') naming each problem by its line. */
export function parseUpdatePolicy(json: unknown, source = 'The update policy'): UpdatePolicy {
  const text = typeof json === 'string' ? json : undefined;
  const value = text !== undefined ? parseJsonText(text, source) : json;
  const parsed = updatePolicySchema.safeParse(value);
  const problems = [
    ...unknownPolicyKeys(value),
    ...(parsed.success
      ? []
      : parsed.error.issues.filter((issue) => issue.code !== 'unrecognized_keys').map((i) => describeIssue(i, value))),
  ];
  if (!isObject(value)) problems.push({ path: [], words: 'The policy must be an object in { }.' });
  if (!parsed.success || problems.length > 0)
    throw new AppError('invalid-input', `${source} is not an update policy we can use.`, [
      ...inLineOrder(problems, text),
      'It takes "groups" (names, email, birth-date, ids, personal, addresses, phones, flags, other: ' +
        '"fill-empty", "update" or "never"), "fields", "givenAlsoForExisting" and "nameForms".',
    ]);
  return parsed.data;
}

function unknownPolicyKeys(value: unknown): TemplateProblem[] {
  if (!isObject(value)) return [];
  const groups = isObject(value.groups) ? value.groups : {};
  return [
    ...strangers(value, POLICY_KEYS.policy, [], 'an update policy'),
    ...strangers(groups, POLICY_KEYS.groups, ['groups'], '"groups"'),
  ];
}

function strangers(object: Record<string, unknown>, known: readonly string[], path: PropertyKey[], whose: string) {
  return Object.keys(object)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const best = closest(key.toLowerCase(), [...known]);
      const near = distance(key.toLowerCase(), best) <= Math.max(2, Math.floor(key.length / 4)) ? best : undefined;
      const guess = near
        ? ` Did you mean "${near}"?`
        : ` The keys it takes are ${known.map((k) => `"${k}"`).join(', ')}.`;
      return { path: [...path, key], words: `"${key}" is no key of ${whose}, so it would be ignored.${guess}` };
    });
}
