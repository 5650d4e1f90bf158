// Main trusts no plan row. Whatever hands rows to planning (the window, the web host, the CLI, a
// script speaking to the host) may be wrong or forged, so every row's User is checked here against
// the send schemas before it is looked up, and every create body again before it is planned to
// be sent. A row that fails is not dropped: it is planned as invalid, with its field and the
// reason, so it shows in the plan and in the results file like any other row to fix.
import { isBlank } from '../../../../src-shared/diff';
import { fieldSpec, isUserField, REQUIRED_ON_CREATE } from '../../../../src-shared/fields/catalogue';
import { problemsMessage } from '../../../../src-shared/import-pipeline/plan-input';
import { placedProblem, problem, type CellProblem } from '../../../../src-shared/problems/problem';
import { schemaProblem } from '../../../../src-shared/validate/clean-field';
import {
  crossFieldIssues,
  crossFieldProblem,
  fieldAccepts,
  sendSchemas,
  type SendSchemas,
} from '../../../../src-shared/validate/send-schemas';
import type { PlanProblem } from '../../../../src-shared/bridge/jobs';
import type { PlannedRow } from '../types';
import { counted } from '../../../../src-shared/english';
import { problemWordsLine, type PlanRowProblem } from '../problem-words';

interface CheckableRow {
  rowNumber: number;
  user: Record<string, unknown>;
  /** Data, or the words an older plan-input.json kept (left as they are). */
  problems?: readonly PlanRowProblem[];
}

/** A row as planning takes it after the check: a refused row carries its refusals as problems (data). */
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

/** The longest value a plan problem keeps (the bridge's limit). */
const KEPT_VALUE = 10_000;

function valueText(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? String(value));
  return text.slice(0, KEPT_VALUE);
}

/** A refusal placed on its row and field, said of both ("Row 12: Birth year (dob_year) must be 1900 or more"). */
function refusal(rowNumber: number, field: string, value: unknown, found: CellProblem): PlanProblem {
  return placedProblem(found, rowNumber, null, field, valueText(value), { of: 'sent' as const });
}

/** Why each field of `user` cannot be sent, field by field, as problems (blank values are fine: they send nothing). */
export function refusalsOf(
  user: Readonly<Record<string, unknown>>,
  rowNumber: number,
  thisYear: number,
): PlanProblem[] {
  const schemas: SendSchemas = sendSchemas(thisYear);
  const quick = quickTests(thisYear);
  const refusals: PlanProblem[] = [];
  for (const [field, value] of Object.entries(user)) {
    const schema = schemas.fields.get(field);
    if (!schema) {
      const found = problem(isUserField(field) ? 'send.kept-by-service' : 'send.not-a-field');
      refusals.push(refusal(rowNumber, field, value, found));
      continue;
    }
    if (value === null || value === undefined) continue;
    if (quick.get(field)?.(value)) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      refusals.push(refusal(rowNumber, field, value, schemaProblem(fieldSpec(field)!, issueOf(parsed.error), value)));
  }
  for (const issue of crossFieldIssues(user))
    refusals.push(refusal(rowNumber, issue.field, user[issue.field], issue.problem));
  return refusals;
}

const issueOf = (error: { issues: readonly { code: string }[] }): { code: string } =>
  error.issues[0] ?? { code: 'custom' };

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
    return { ...row, problems: refusals };
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
  const quick = quickTests(thisYear);
  return rows.map((row) => {
    if (row.op?.type !== 'create') return row;
    const body = row.op.body;
    const missing = REQUIRED_ON_CREATE.filter((field) => isBlank(body[field]));
    if (missing.length === 0 && quicklyAccepted(body, quick)) return row;
    const parsed = missing.length > 0 ? undefined : user.safeParse(body);
    if (parsed?.success) return row;
    const problems = parsed
      ? parsed.error.issues.flatMap((issue) => createRefusals(row.rowNumber, body, issue))
      : missing.map((field) => refusal(row.rowNumber, field, body[field], problem('send.missing-to-create')));
    const { op: _op, ...rest } = row;
    return { ...rest, plan: 'invalid', message: problemsMessage(problems.map(problemWordsLine)), problems };
  });
}

/**
 * A create body the whole-User schema would take, told by each field's cheap twin (send-schemas.test.ts proves each
 * twin takes exactly what its zod schema takes) and the checks across fields; anything else (an unknown key, a null,
 * a field without a twin) goes to zod. Planning 2,000 creates spent about 140 ms in zod alone.
 */
function quicklyAccepted(
  body: Readonly<Record<string, unknown>>,
  quick: ReadonlyMap<string, ((value: unknown) => boolean) | undefined>,
): boolean {
  for (const field in body) {
    if (!quick.has(field)) return false;
    const value = body[field];
    if (value !== undefined && !quick.get(field)?.(value)) return false;
  }
  return crossFieldIssues(body).length === 0;
}

type UserIssue = { code: string; path: readonly PropertyKey[]; keys?: readonly string[]; params?: unknown };

/** The problems of one issue zod found in a whole create body. */
function createRefusals(rowNumber: number, body: Readonly<Record<string, unknown>>, issue: UserIssue): PlanProblem[] {
  if (issue.code === 'unrecognized_keys')
    return (issue.keys ?? []).map((key) => refusal(rowNumber, key, body[key], problem('send.not-for-new-user')));
  const field = String(issue.path[0] ?? '');
  const across = crossFieldProblem(issue);
  if (across) return [refusal(rowNumber, field, body[field], across)];
  const spec = fieldSpec(field);
  const found = spec ? schemaProblem(spec, issue, body[field]) : problem('send.not-a-field');
  return [refusal(rowNumber, field, body[field], found)];
}
