// An update policy as data: what an import may change on people already on the service. Saved
// with a mapping template, given as a JSON file, recorded in the job. Only what differs from the
// protective defaults needs writing; an empty policy is the defaults.
import { z } from 'zod';
import { fieldSpec } from '../fields/catalogue';
import { FIELD_GROUPS, UPDATE_RULES, groupOf, groupSpec, type FieldGroupName, type UpdateRule } from './groups';

const ruleSchema = z.enum(UPDATE_RULES);
const fieldName = z.string().refine((name) => fieldSpec(name) !== undefined && !fieldSpec(name)!.serviceOwned, {
  error: 'is not a User field a file can fill',
});

/** What a matched name may become (issue: a nickname, a maiden name or a typo never replaces the service's). */
export const NAME_FORMS = ['keep-service', 'file-wins'] as const;
export type NameForms = (typeof NAME_FORMS)[number];

export const updatePolicySchema = z
  .object({
    /** A rule per group of fields; a group not named keeps its default. */
    groups: z
      .object(
        Object.fromEntries(FIELD_GROUPS.map((group) => [group, ruleSchema.optional()])) as {
          [K in FieldGroupName]: z.ZodOptional<typeof ruleSchema>;
        },
      )
      .strict()
      .optional(),
    /** A rule for one field, over its group's. */
    fields: z.record(fieldName, ruleSchema).optional(),
    /** Values given for every row that also apply to people already on the service (by default: new people only). */
    givenAlsoForExisting: z.array(fieldName).optional(),
    /** After a nickname, maiden-name or typo match: keep the service's name (default), or let the file's win. */
    nameForms: z.enum(NAME_FORMS).optional(),
  })
  .strict();
export type UpdatePolicy = z.infer<typeof updatePolicySchema>;

/** The keys a policy and its groups take (for "did you mean" on a key written by hand). */
export const POLICY_KEYS = { policy: Object.keys(updatePolicySchema.shape), groups: [...FIELD_GROUPS] } as const;

/** The rule for one field under a policy: the field's own, else its group's, else the group's default. */
export function ruleFor(policy: UpdatePolicy | undefined, field: string): UpdateRule {
  const own = policy?.fields?.[field];
  if (own) return own;
  const group = groupOf(field);
  return policy?.groups?.[group] ?? groupSpec(group).rule;
}

/** The rule of a group under a policy. */
export function groupRule(policy: UpdatePolicy | undefined, group: FieldGroupName): UpdateRule {
  return policy?.groups?.[group] ?? groupSpec(group).rule;
}

export function nameFormsOf(policy: UpdatePolicy | undefined): NameForms {
  return policy?.nameForms ?? 'keep-service';
}

/** Whether a value given for every row also applies to people already on the service. */
export function givenAlsoForExisting(policy: UpdatePolicy | undefined, field: string): boolean {
  return policy?.givenAlsoForExisting?.includes(field) ?? false;
}

/**
 * Two policies joined, the second's settings over the first's (a template's policy, then a door's
 * own choices). Lists of fields are joined.
 */
export function joinPolicies(base: UpdatePolicy | undefined, over: UpdatePolicy | undefined): UpdatePolicy {
  const groups = { ...base?.groups, ...over?.groups };
  const fields = { ...base?.fields, ...over?.fields };
  const given = [...new Set([...(base?.givenAlsoForExisting ?? []), ...(over?.givenAlsoForExisting ?? [])])];
  const nameForms = over?.nameForms ?? base?.nameForms;
  return {
    ...(Object.keys(groups).length > 0 ? { groups } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    ...(given.length > 0 ? { givenAlsoForExisting: given } : {}),
    ...(nameForms ? { nameForms } : {}),
  };
}

/** The older "only fill when empty" field list as a policy (templates and flags written before policies). */
export function policyOfOnlyFillEmpty(fields: readonly string[] | undefined): UpdatePolicy {
  if (!fields || fields.length === 0) return {};
  return { fields: Object.fromEntries(fields.map((field) => [field, 'fill-empty' as const])) };
}
