// One row's plan once its user (or none) is known: create, update (with its field changes),
// unchanged or skipped, under the job's mode and update policy. planner.ts finds the user.
import type { z } from 'zod';
import type {
  ImportMode,
  MatchChoice,
  MatchKey,
  matchingSettingsSchema,
  PlanInputRow,
} from '../../../../src-shared/bridge/jobs';
import { isBlank, type BlankRule } from '../../../../src-shared/diff';
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import type { UserIndex } from '../../../../src-shared/matching';
import type { UserRecord } from '../../../../src-shared/records/types';
import { planUpdate } from '../../../../src-shared/update-policy/plan-update';
import { joinPolicies, policyOfOnlyFillEmpty, type UpdatePolicy } from '../../../../src-shared/update-policy/policy';
import type { PlanRowProblem } from '../problem-words';
import type { PlannedRow, RowMatch } from '../types';

export type MatchingSettings = z.output<typeof matchingSettingsSchema>;

export interface PlanSettings {
  mode: ImportMode;
  match: MatchKey;
  blank: BlankRule;
  /** The User fields the mapping feeds. */
  fields: readonly string[];
  matching?: MatchingSettings;
}

export type InputRow = Omit<PlanInputRow, 'problems' | 'createOnlyProblems'> & {
  problems?: readonly PlanRowProblem[];
  createOnlyProblems?: readonly PlanRowProblem[];
};
export type User = UserRecord & { user_id: number };

type Base = Omit<PlannedRow, 'plan'>;

const KEPT_MESSAGE = 'Nothing to send: the differences are kept as on the service (see what may change).';

/** The job's update policy: the older "only fill when empty" fields, then the policy given. */
export function policyOf(matching: MatchingSettings): UpdatePolicy {
  return joinPolicies(policyOfOnlyFillEmpty(matching.onlyFillEmpty), matching.updatePolicy);
}

/** One row's outcome once its user (or none) is known. */
export class RowPlanner {
  constructor(
    private readonly row: InputRow,
    private readonly base: Base,
    private readonly settings: PlanSettings,
    private readonly matching: MatchingSettings,
    private readonly policy: UpdatePolicy,
  ) {}

  onUser(server: User, found: RowMatch, note = ''): PlannedRow {
    const { base, row, settings } = this;
    const key = server[settings.match];
    const match: RowMatch =
      typeof key === 'string' || typeof key === 'number' ? { ...found, keyOnService: String(key).trim() } : found;
    const said = note ? `${note}. ` : '';
    if (settings.mode === 'create')
      return {
        ...base,
        plan: 'skipped',
        userId: server.user_id,
        message: `${said}Already on the service as user ${server.user_id}; mode "create" leaves existing users alone.`,
        match,
      };
    const accept = this.matching.accept;
    const { changes, kept } = planUpdate(row.user, server, {
      fields: settings.fields,
      blank: settings.blank,
      lists: this.matching.lists,
      policy: this.policy,
      ...(row.given ? { given: row.given } : {}),
      accept: accept !== undefined && (accept.all || accept.rows.includes(row.rowNumber)),
    });
    const keptPart = kept.length > 0 ? { kept } : {};
    if (changes.length === 0)
      return {
        ...base,
        plan: 'unchanged',
        userId: server.user_id,
        message: `${said}${kept.length > 0 ? KEPT_MESSAGE : 'The service already holds these values.'}`,
        match,
        ...keptPart,
      };
    const set = Object.fromEntries(changes.map((change) => [change.field, change.after]));
    return {
      ...base,
      plan: 'update',
      userId: server.user_id,
      changes,
      op: { type: 'update', userId: server.user_id, set },
      message: note,
      match,
      ...keptPart,
    };
  }

  onNobody(match: RowMatch, note = ''): PlannedRow {
    const { base, row, settings } = this;
    if (settings.mode === 'update')
      return {
        ...base,
        plan: 'skipped',
        message: `${note ? `${note}. ` : ''}Not on the service; mode "update" creates no user.`,
        match,
      };
    return { ...base, plan: 'create', op: { type: 'create', body: createBody(row.user) }, message: note, match };
  }

  decide(choice: MatchChoice, index: UserIndex<User>, match: RowMatch, how: string): PlannedRow {
    if (choice === 'skip') return { ...this.base, plan: 'skipped', message: `Skipped: ${how}.`, match };
    if (choice === 'new') return this.onNobody(match, `A new person: ${how}`);
    const user = index.byUserId(choice);
    if (!user)
      return {
        ...this.base,
        plan: 'invalid',
        message: `User ${choice} (${how}) is not among the users read from the service. Check the number.`,
        match,
      };
    return this.onUser(user, match, `user ${choice}: ${how}`);
  }
}

/** What a create sends: the row's non-blank fields (never one the service owns), marked as created by import. */
export function createBody(user: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body = Object.fromEntries(
    Object.entries(user).filter(([field, value]) => !isBlank(value) && !fieldSpec(field)?.serviceOwned),
  );
  if (!('is_import_user' in body)) body['is_import_user'] = 1;
  return body;
}
