// Main trusts no plan row. Whatever hands rows to planning (the window, the web host, the CLI, a
// script speaking to the host) may be wrong or forged, so every row's User is checked here against
// the send schemas before it is looked up, and every create body again before it is planned to
// be sent. A row that fails is not dropped: it is planned as invalid, with its field and the
// reason, so it shows in the plan and in the results file like any other row to fix.
import { isBlank } from '../../../../src-shared/diff';
import { fieldSpec, isUserField, REQUIRED_ON_CREATE } from '../../../../src-shared/fields/catalogue';
import {
  crossFieldIssues,
  fieldAccepts,
  sendSchemas,
  type SendSchemas,
} from '../../../../src-shared/validate/send-schemas';
import type { PlannedRow } from '../types';
import { counted } from '../../../../src-shared/english';
import type { PlanRowProblem } from '../problem-words';

/** One reason a row is refused: the field and why, in words completing the field's label. */
export interface RowRefusal {
  rowNumber: number;
  field: string;
  why: string;
}

interface CheckableRow {
  rowNumber: number;
  user: Record<string, unknown>;
  problems?: readonly PlanRowProblem[];
}

/** A row as planning takes it after the check: a refused row carries the refusal's words as its problem. */
export type TrustedRow<T> = Omit<T, 'problems'> & { problems?: readonly PlanRowProblem[] };

const acceptsByYear = new Map<number, Map<string, ((value: unknown) => boolean) | undefined>>();

function quickTests(thisYear: number): Map<string, ((value: unknown) => boolean) | undefined> {
  let tests = acceptsByYear.get(thisYear);
  if (!tests) {
    tests = new Map();
    for (const [name] of sendSchemas(thisYear).fields) tests.set(name, fieldAccepts(fieldSpec(name)!, thisYear));
    acceptsByYear.set(thisYear, tests);
  }
  return tests;
}

/** Why each field of `user` cannot be sent, field by field (blank values are fine: they send nothing). */
export function refusalsOf(user: Readonly<Record<string, unknown>>, rowNumber: number, thisYear: number): RowRefusal[] {
  const schemas: SendSchemas = sendSchemas(thisYear);
  const quick = quickTests(thisYear);
  const refusals: RowRefusal[] = [];
  for (const [field, value] of Object.entries(user)) {
    const schema = schemas.fields.get(field);
    if (!schema) {
      const why = isUserField(field) ? 'is kept by the service and is never sent' : 'is not a field of a user';
      refusals.push({ rowNumber, field, why });
      continue;
    }
    if (value === null || value === undefined) continue;
    if (quick.get(field)?.(value)) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) refusals.push({ rowNumber, field, why: parsed.error.issues[0]?.message ?? 'is not valid' });
  }
  for (const issue of crossFieldIssues(user)) refusals.push({ rowNumber, field: issue.field, why: issue.message });
  return refusals;
}

/** "Row 12: Birth year (dob_year) must be 1900 or more" */
export function describeRefusal(refusal: RowRefusal): string {
  const label = fieldSpec(refusal.field)?.label;
  const name = label ? `${label} (${refusal.field})` : `"${refusal.field.slice(0, 80)}"`;
  return `Row ${refusal.rowNumber}: ${name} ${refusal.why}`;
}

function refusalMessage(refusals: readonly RowRefusal[]): string {
  const lines = refusals.map(describeRefusal).join('; ');
  return `${lines}. The app checks every row before it is sent and refused this one; fix the file and plan again.`;
}

/**
 * The rows as planning may take them: a row whose User breaks the send schemas gets the refusal
 * as its problem (so it is planned invalid, never looked up nor sent). Rows that already carry
 * problems are left as they are: they are never sent either.
 */
export function trustedPlanRows<T extends CheckableRow>(
  rows: readonly T[],
  thisYear: number = new Date().getFullYear(),
  log: (line: string) => void = () => {},
): TrustedRow<T>[] {
  let refused = 0;
  const checked = rows.map((row): TrustedRow<T> => {
    if ((row.problems ?? []).length > 0) return row;
    const refusals = refusalsOf(row.user, row.rowNumber, thisYear);
    if (refusals.length === 0) return row;
    refused += 1;
    return { ...row, problems: [refusalMessage(refusals)] };
  });
  if (refused > 0) log(`jobs: ${counted(refused, 'plan row')} refused by the send schemas`);
  return checked;
}

/**
 * Planned creates checked as the whole User the service will receive (required fields present,
 * nothing unknown): a create that would break the schema is planned invalid instead.
 */
export function trustedCreates(rows: PlannedRow[], thisYear: number = new Date().getFullYear()): PlannedRow[] {
  const { user } = sendSchemas(thisYear);
  return rows.map((row) => {
    if (row.op?.type !== 'create') return row;
    const body = row.op.body;
    const missing = REQUIRED_ON_CREATE.filter((field) => isBlank(body[field]));
    const parsed = missing.length > 0 ? undefined : user.safeParse(body);
    if (parsed?.success) return row;
    const why = 'is missing, and a new user needs it';
    const refusals: RowRefusal[] = parsed
      ? parsed.error.issues.map((issue) => ({
          rowNumber: row.rowNumber,
          field: String(issue.path[0] ?? ('keys' in issue ? issue.keys.join(', ') : '(the whole user)')),
          why: issue.code === 'unrecognized_keys' ? 'is not a field a new user takes' : issue.message,
        }))
      : missing.map((field) => ({ rowNumber: row.rowNumber, field, why }));
    const { op: _op, ...rest } = row;
    return { ...rest, plan: 'invalid', message: refusalMessage(refusals) };
  });
}
