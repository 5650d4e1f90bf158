// Turns validated rows into a plan: for each row create, update (with its field changes),
// unchanged, conflict, skipped (the mode leaves it out) or invalid. Sends no write.
import type { ImportMode, MatchKey, PlanInputRow } from '../../../src-shared/bridge/jobs';
import { diffUser, isBlank, type BlankRule } from '../../../src-shared/diff';
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import type { ApiClient } from '../api/types';
import { matchValueOf, MATCH_KEY_LABEL } from './match-key';
import type { RequestContext } from './request';
import type { PlannedRow } from './types';
import { lookUpUsers, type LookupOptions } from './user-lookup';

export interface PlanSettings {
  mode: ImportMode;
  match: MatchKey;
  blank: BlankRule;
  /** The User fields the mapping feeds. */
  fields: readonly string[];
}

export interface PlanOutcome {
  rows: PlannedRow[];
  lookup: string;
}

type InputRow = Omit<PlanInputRow, 'problems'> & { problems?: string[] };

export async function planRows(rows: readonly InputRow[], settings: PlanSettings, client: ApiClient, ctx: RequestContext, lookup: LookupOptions = {}): Promise<PlanOutcome> {
  const keyed = rows.map((row) => ({ row, value: (row.problems ?? []).length === 0 ? matchValueOf(row.user, settings.match) : null }));
  const values = keyed.flatMap(({ value }) => (value === null ? [] : [value]));
  const found = await lookUpUsers(client, settings.match, values, ctx, lookup);
  const firstRowWith = new Map<string, number>();
  const planned = keyed.map(({ row, value }, index): PlannedRow => {
    const base = { index, rowNumber: row.rowNumber, cells: row.cells, matchValue: value, userId: null, changes: [], message: '' };
    const problems = row.problems ?? [];
    if (problems.length > 0) return { ...base, plan: 'invalid', message: problems.join('; ') };
    const label = MATCH_KEY_LABEL[settings.match];
    if (value === null) return { ...base, plan: 'invalid', message: `The row has no ${label} to match it with users on the service.` };
    const earlier = firstRowWith.get(value);
    if (earlier !== undefined) {
      return { ...base, plan: 'conflict', message: `Same ${label} as row ${earlier}: only row ${earlier} is imported. Merge the two rows and import again.` };
    }
    firstRowWith.set(value, row.rowNumber);
    const existing = found.found.get(value) ?? [];
    if (existing.length > 1) {
      const ids = existing.map((user) => user.user_id).join(', ');
      return { ...base, plan: 'conflict', message: `${existing.length} users on the service have this ${label} (user_id ${ids}); the row is left alone. Fix the duplicates on the service first.` };
    }
    const server = existing[0];
    if (server) {
      if (settings.mode === 'create') return { ...base, plan: 'skipped', userId: server.user_id, message: `Already on the service as user_id ${server.user_id}; mode "create" leaves existing users alone.` };
      const changes = diffUser(row.user, server, { fields: settings.fields, blank: settings.blank });
      if (changes.length === 0) return { ...base, plan: 'unchanged', userId: server.user_id, message: 'The service already holds these values.' };
      const set = Object.fromEntries(changes.map((change) => [change.field, change.after]));
      return { ...base, plan: 'update', userId: server.user_id, changes, op: { type: 'update', userId: server.user_id, set } };
    }
    if (settings.mode === 'update') return { ...base, plan: 'skipped', message: 'Not on the service; mode "update" creates no user.' };
    return { ...base, plan: 'create', op: { type: 'create', body: createBody(row.user) } };
  });
  return { rows: planned, lookup: found.how };
}

/** What a create sends: the row's non-blank fields, never a field the service owns. */
export function createBody(user: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(user).filter(([field, value]) => !isBlank(value) && !fieldSpec(field)?.serviceOwned));
}
