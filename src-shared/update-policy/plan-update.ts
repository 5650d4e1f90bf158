// What an update may change on a person already on the service, under an update policy: the
// changes to send (a per-row list of field changes, applied to a fresh copy just before the PUT)
// and the differences left as on the service, each with its reason. Some of those are proposed
// changes a person can accept; the others change only with a setting (a group's rule, or a value
// given for every row extended to people already there).
import { diffUser, type BlankRule, type FieldChange } from '../diff/user-diff';
import { isBlank } from '../diff/values';
import { holdPartialAddresses } from './address-blocks';
import { nameFormReason, nicknameFromFirstName } from './name-forms';
import { ACCEPTABLE, type KeptReason } from './reasons';

export { ACCEPTABLE, KEPT_REASONS, type KeptReason } from './reasons';
import { givenAlsoForExisting, nameFormsOf, ruleFor, type UpdatePolicy } from './policy';

export interface ProposedChange {
  field: string;
  before: unknown;
  after: unknown;
  reason: KeptReason;
}

export interface UpdateOptions {
  /** The fields the file feeds; with blank 'clear', these are cleared when the row leaves them blank. */
  fields: readonly string[];
  blank: BlankRule;
  lists?: 'add' | 'replace';
  policy?: UpdatePolicy;
  /** The part of the row's values that came from values given for every row (field -> value or list items). */
  given?: Readonly<Record<string, unknown>>;
  /** A person accepted this row's proposed changes. */
  accept?: boolean;
}

export interface UpdatePlan {
  changes: FieldChange[];
  /** Differences not sent, each with its reason. */
  kept: ProposedChange[];
}

export function planUpdate(
  row: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>>,
  options: UpdateOptions,
): UpdatePlan {
  const { policy } = options;
  const own = ownPart(row, options);
  const extended = new Set(Object.keys(options.given ?? {}).filter((field) => givenAlsoForExisting(policy, field)));
  const raw = diffUser(own.row, server, { fields: own.fields, blank: options.blank, lists: options.lists });
  const changes: FieldChange[] = [];
  const kept: ProposedChange[] = [...own.kept(server)];
  const keepNames = nameFormsOf(policy) === 'keep-service';
  for (const change of raw) {
    const { field } = change;
    if (extended.has(field)) {
      changes.push({ ...change, given: true });
      continue;
    }
    const nameForm = keepNames && !isBlank(change.before) ? nameFormReason(field, change.after, server) : null;
    const rule = ruleFor(policy, field);
    if (nameForm) kept.push({ ...change, reason: nameForm });
    else if (rule === 'update' || (rule === 'fill-empty' && isBlank(change.before))) changes.push(change);
    else kept.push({ ...change, reason: rule === 'never' ? 'never' : 'fill-empty' });
  }
  const whole = holdPartialAddresses(own.row, server, changes, kept, policy);
  changes.splice(0, changes.length, ...whole.changes);
  kept.splice(0, kept.length, ...whole.kept);
  const accepted = options.accept ? kept.filter((k) => ACCEPTABLE.has(k.reason)) : [];
  for (const { field, before, after } of accepted) changes.push({ field, before, after, accepted: true });
  const stay = options.accept ? kept.filter((k) => !ACCEPTABLE.has(k.reason)) : kept;
  const formalKept = stay.some((k) => k.field === 'first_name' && k.reason === 'nickname');
  const nickname =
    formalKept && ruleFor(policy, 'nickname') !== 'never' ? nicknameFromFirstName(own.row, server) : null;
  if (nickname !== null && !changes.some((c) => c.field === 'nickname'))
    changes.push({ field: 'nickname', before: server['nickname'] ?? null, after: nickname });
  return { changes, kept: stay };
}

/**
 * The row without the values given for every row that apply to new people only (a list keeps its
 * own items), the fields a blank may clear without them, and the differences those values make.
 */
function ownPart(row: Readonly<Record<string, unknown>>, options: UpdateOptions) {
  const given = Object.entries(options.given ?? {}).filter(([field]) => !givenAlsoForExisting(options.policy, field));
  const ownRow: Record<string, unknown> = { ...row };
  const fields = new Set(options.fields);
  for (const [field, value] of given) {
    const rest = Array.isArray(value) && Array.isArray(row[field]) ? withoutItems(row[field], value) : undefined;
    if (rest && rest.length > 0) ownRow[field] = rest;
    else {
      delete ownRow[field];
      fields.delete(field);
    }
  }
  return {
    row: ownRow,
    fields: [...fields],
    kept: (server: Readonly<Record<string, unknown>>): ProposedChange[] =>
      given.flatMap(([field, value]) =>
        diffUser({ [field]: value }, server, { fields: [], blank: 'keep', lists: options.lists }).map((change) => ({
          ...change,
          reason: 'given' as const,
        })),
      ),
  };
}

function withoutItems(list: readonly unknown[], items: readonly unknown[]): unknown[] {
  const drop = new Set(items.map((item) => String(item).trim().toLowerCase()));
  return list.filter((item) => !drop.has(String(item).trim().toLowerCase()));
}
