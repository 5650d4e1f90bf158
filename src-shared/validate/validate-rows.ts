import { REQUIRED_ON_CREATE, fieldSpec } from '../fields/catalogue';
import type { Table } from '../intake/types';
import type { Mapping } from '../mapping/types';
import { parseDate } from '../transforms/date';
import { undoFormulaGuard } from '../transforms/formula-guard';
import { collapseSpaces } from '../transforms/text';
import type { TransformSettings } from '../transforms/types';
import { cleanValue, type CellProblem, type CleanOutcome, type RowContext } from './clean-field';
import { compileMapping, type ColumnPlan, type CompiledMapping, type ConstantPlan } from './compile-mapping';

type FieldPlan = Extract<ColumnPlan, { kind: 'field' }>;
type BirthDatePlan = Extract<ColumnPlan, { kind: 'birth-date' }>;
import type { OutgoingUser, OutgoingValue } from './outgoing-user';
import { crossFieldProblems } from './row-rules';
import type { ChunkOptions, Problem, RowResult, ValidateOptions, ValidationResult } from './types';
import { nextTask } from '../intake/next-task';

/** Time one slice of validation runs before it yields (no task near 50 ms, few yields). */
const SLICE_MS = 15;
const ROWS_BETWEEN_CLOCK_READS = 50;
const APOSTROPHE = 39;

const labelOf = (field: string): string => fieldSpec(field)?.label ?? field;
const quote = (value: string): string => `"${value.length > 80 ? `${value.slice(0, 77)}...` : value}"`;

function howToGive(field: string): string {
  return `Map a column to ${labelOf(field)}, or give one value for every row (--set ${field}=VALUE in the CLI, "Same value for every row" in the wizard).`;
}

/** Shared by every row without problems (most rows): frozen, so replace a row's list rather than push to it. */
const NO_PROBLEMS: Problem[] = Object.freeze([]) as unknown as Problem[];

/** Distinct values remembered per column at most: past this a column is too varied to gain from it. */
const MEMO_LIMIT = 20_000;

function cleanRemembered(plan: FieldPlan, raw: string, settings: TransformSettings, row: RowContext): CleanOutcome {
  const memo = plan.memo;
  if (!memo) return cleanValue(plan.spec, plan.schema, raw, settings, row, plan.accepts);
  // State and ZIP outcomes depend on the row's country: one memo per country.
  const byCountry = plan.spec.kind === 'state' || plan.spec.kind === 'zipcode';
  const country = byCountry ? (row.countryOf(plan.spec.name.startsWith('work_') ? 'work' : 'home') ?? '') : '';
  let values = memo.get(country);
  if (!values) memo.set(country, (values = new Map()));
  let outcome = values.get(raw);
  if (!outcome) {
    outcome = cleanValue(plan.spec, plan.schema, raw, settings, row, plan.accepts);
    // Rows share a remembered list (tags, groups): frozen, so it is replaced, never edited in place.
    if (outcome.ok && Array.isArray(outcome.value)) Object.freeze(outcome.value);
    if (values.size < MEMO_LIMIT) values.set(raw, outcome);
  }
  return outcome;
}

/**
 * Validates rows against one compiled mapping. One instance serves every row: the per-row state
 * lives in fields reset by `validate`, so a row costs its results and little else.
 */
class RowValidator implements RowContext {
  private user: OutgoingUser = {};
  private problems: Problem[] = [];
  /** Fields with an error on the current row (made on the first error: most rows have none). */
  private failed: Set<string> | undefined;
  private rowNumber = 0;

  constructor(
    private readonly table: Table,
    private readonly compiled: CompiledMapping,
    private readonly settings: TransformSettings,
    private readonly today: Date,
  ) {}

  countryOf(prefix: 'home' | 'work'): string | undefined {
    const country = this.user[prefix === 'home' ? 'home_country' : 'work_country'];
    return typeof country === 'string' ? country : undefined;
  }

  validate(index: number): RowResult {
    const { compiled, settings } = this;
    const cells = this.table.rows[index] ?? [];
    this.rowNumber = this.table.rowNumbers[index] ?? index + 1;
    this.user = {};
    this.problems = NO_PROBLEMS;
    this.failed = undefined;

    const unguard = settings.undoFormulaGuard;
    for (const plan of compiled.columns) {
      const raw = cells[plan.column] ?? '';
      if (raw === '') continue;
      // The text cleaned (the guard our errors files add, undone); problems quote the cell as written.
      const cell = unguard && raw.charCodeAt(0) === APOSTROPHE ? undoFormulaGuard(raw) : raw;
      if (plan.kind === 'field' && plan.fast) {
        const value = plan.fast(cell);
        if (value !== undefined) {
          this.feedClean(plan, value, raw);
          continue;
        }
      }
      if (cell.trim() === '') continue;
      if (plan.kind === 'field') this.feedField(plan, cell, raw);
      else if (plan.kind === 'birth-date') this.feedBirthDate(plan, cell, raw);
      else {
        const list = (this.user.custom_fields as Record<string, string>[] | undefined) ?? [];
        list.push({ [plan.name]: settings.trimSpaces ? collapseSpaces(cell) : cell });
        this.user.custom_fields = list;
      }
    }
    for (const constant of compiled.constants) this.feedConstant(constant);
    this.checkRequired();
    this.checkAcrossFields();

    const problems = this.problems.length === 0 ? NO_PROBLEMS : this.problems;
    return { index, rowNumber: this.rowNumber, user: this.user, problems, status: problems.some((p) => p.severity === 'error') ? 'invalid' : 'valid' };
  }

  private feedClean(plan: FieldPlan, value: OutgoingValue, raw: string): void {
    if (!this.failed?.has(plan.spec.name)) this.assign(plan.spec.name, value, plan.header, raw, plan.joinWith);
  }

  private feedField(plan: FieldPlan, cell: string, raw: string): void {
    const outcome = cleanRemembered(plan, cell, this.settings, this);
    const field = plan.spec.name;
    if (!outcome.ok) return this.report(plan.header, field, raw, outcome.problem);
    if (outcome.warning) this.report(plan.header, field, raw, outcome.warning);
    if (!this.failed?.has(field)) this.assign(field, outcome.value, plan.header, raw, plan.joinWith);
  }

  private feedBirthDate(plan: BirthDatePlan, cell: string, raw: string): void {
    const { settings } = this;
    const header = plan.header;
    let parsed = plan.memo.get(cell);
    if (!parsed) {
      parsed = parseDate(collapseSpaces(cell), settings.parseDates ? settings.dateOrder : null);
      if (plan.memo.size < MEMO_LIMIT) plan.memo.set(cell, parsed);
    }
    if (!parsed.ok || (!settings.parseDates && parsed.form !== 'iso')) {
      const problem: CellProblem = parsed.ok
        ? { code: 'bad-date', severity: 'error', message: 'is not written YYYY-MM-DD (date reading is switched off)' }
        : { code: parsed.code, severity: 'error', message: parsed.message, ...(parsed.fix ? { fix: parsed.fix } : {}) };
      this.report(header, 'dob_year', raw, problem, `Birth date ${quote(raw)}`);
      (this.failed ??= new Set()).add('dob_day').add('dob_month');
      return;
    }
    const { day, month, year } = parsed.date;
    if (day !== undefined) this.assign('dob_day', day, header, raw);
    if (month !== undefined) this.assign('dob_month', month, header, raw);
    this.assign('dob_year', year, header, raw);
  }

  private feedConstant(constant: ConstantPlan): void {
    const field = constant.spec.name;
    if (this.user[field] !== undefined || this.failed?.has(field)) return;
    const outcome = constant.outcome ?? cleanValue(constant.spec, constant.schema, constant.raw, this.settings, this);
    if (!outcome.ok) this.report(null, field, constant.raw, outcome.problem, `The value given to every row for ${labelOf(field)}, ${quote(constant.raw)},`);
    else this.assign(field, outcome.value, null, constant.raw);
  }

  private checkRequired(): void {
    const { compiled } = this;
    for (const field of REQUIRED_ON_CREATE) {
      if (this.user[field] !== undefined || this.failed?.has(field)) continue;
      if (compiled.missingRequired.includes(field)) {
        this.report(null, field, '', { code: 'required', severity: 'error', message: `No column gives ${labelOf(field)}, which the service requires. ${howToGive(field)}` }, '');
      } else {
        const hasConstant = compiled.constants.some((c) => c.spec.name === field);
        this.report(compiled.headerOf.get(field) ?? null, field, '', { code: 'required', severity: 'error', message: `${labelOf(field)} is empty, and the service requires it. Fill the cell${hasConstant ? '' : ', or give one value for every row'}.` }, '');
      }
    }
  }

  private checkAcrossFields(): void {
    const rules = crossFieldProblems(this.user, this.today);
    if (!rules) return;
    for (const rule of rules) {
      if (rule.fields.some((field) => this.failed?.has(field))) continue;
      const value = rule.fields.map((f) => this.user[f]).filter((v) => v !== undefined).join(' / ');
      if (this.problems === NO_PROBLEMS) this.problems = [];
      this.problems.push({ row: this.rowNumber, column: sourceOf(this.compiled, rule.fields), field: rule.field, value, message: rule.message, severity: rule.severity, code: rule.code });
      if (rule.severity === 'error') for (const f of rule.fields) delete this.user[f];
    }
  }

  private report(column: string | null, field: string | null, value: string, problem: CellProblem, prefix?: string): void {
    const subject = prefix ?? (field ? `${labelOf(field)} ${quote(value)}` : quote(value));
    const sentence = subject === '' ? problem.message : `${subject} ${problem.message}`;
    if (this.problems === NO_PROBLEMS) this.problems = [];
    this.problems.push({ row: this.rowNumber, column, field, value, message: sentence.endsWith('.') ? sentence : `${sentence}.`, severity: problem.severity, code: problem.code, ...(problem.fix ? { fix: problem.fix } : {}) });
    if (field && problem.severity === 'error') (this.failed ??= new Set()).add(field);
  }

  private assign(field: string, value: OutgoingValue, column: string | null, raw: string, joinWith?: string): void {
    const { user } = this;
    const existing = user[field];
    if (existing === undefined) user[field] = value;
    else if (Array.isArray(existing) && Array.isArray(value)) user[field] = [...new Set([...(existing as string[]), ...(value as string[])])];
    else if (joinWith !== undefined && typeof existing === 'string' && typeof value === 'string') user[field] = `${existing}${joinWith}${value}`;
    else if (existing !== value) {
      const other = this.compiled.headerOf.get(field);
      this.report(column, field, raw, {
        code: 'mapping',
        severity: 'error',
        message: `disagrees with ${quote(String(existing))} from ${other ? `column "${other}"` : 'another column'}: two columns give ${labelOf(field)}; keep one`,
      });
      delete user[field];
    }
  }
}

function sourceOf(compiled: CompiledMapping, fields: string[]): string | null {
  for (const field of fields) {
    const column = compiled.headerOf.get(field);
    if (column) return column;
  }
  return null;
}

/** Rows by email address (any case), built a slice at a time; lists only for addresses seen twice. */
class EmailIndex {
  private readonly first = new Map<string, RowResult>();
  private readonly groups = new Map<string, RowResult[]>();

  add(rows: readonly RowResult[], from = 0, to = rows.length): void {
    for (let i = from; i < to; i++) {
      const row = rows[i]!;
      const email = row.user.email;
      if (typeof email !== 'string') continue;
      const key = email.toLowerCase();
      const seen = this.first.get(key);
      if (!seen) this.first.set(key, row);
      else {
        const group = this.groups.get(key);
        if (group) group.push(row);
        else this.groups.set(key, [seen, row]);
      }
    }
  }

  /** Adds the duplicate problem to every row involved; returns those rows. */
  mark(emailColumn: string | null): RowResult[] {
    const involved: RowResult[] = [];
    for (const group of this.groups.values()) {
      const numbers = group.map((r) => r.rowNumber);
      for (const row of group) {
        const others = numbers.filter((n) => n !== row.rowNumber);
        const shown = others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ');
        const email = String(row.user.email);
        row.problems = [
          ...row.problems,
          {
            row: row.rowNumber,
            column: emailColumn,
            field: 'email',
            value: email,
            message: `Email "${email}" is also on row${others.length > 1 ? 's' : ''} ${shown} of this file: one person, one row. Keep one row or correct the address.`,
            severity: 'error',
            code: 'duplicate-email',
          },
        ];
        involved.push(row);
      }
    }
    return involved;
  }
}

/** Recomputes in-file duplicate-email problems over all rows (in place); returns how many rows are involved. */
export function markDuplicateEmails(rows: RowResult[], emailColumn: string | null = null): number {
  for (const row of rows) {
    if (row.problems.length > 0 && row.problems.some((p) => p.code === 'duplicate-email')) {
      row.problems = row.problems.filter((p) => p.code !== 'duplicate-email');
      row.status = row.problems.some((p) => p.severity === 'error') ? 'invalid' : 'valid';
    }
  }
  const index = new EmailIndex();
  index.add(rows);
  const involved = index.mark(emailColumn);
  for (const row of involved) row.status = 'invalid';
  return involved.length;
}

/** Counts kept while rows are validated, a slice at a time. */
class Tally {
  valid = 0;
  warnings = 0;

  add(rows: readonly RowResult[], from = 0, to = rows.length): void {
    for (let i = from; i < to; i++) {
      const row = rows[i]!;
      if (row.status === 'valid') this.valid++;
      if (row.problems.length > 0 && row.problems.some((p) => p.severity === 'warning')) this.warnings++;
    }
  }
}

/** Marks duplicates (a pass over the few rows involved, not over the file) and counts. */
function finish(rows: RowResult[], compiled: CompiledMapping, emails: EmailIndex, tally: Tally): ValidationResult {
  const involved = emails.mark(compiled.headerOf.get('email') ?? null);
  for (const row of involved) {
    if (row.status === 'valid') tally.valid--;
    row.status = 'invalid';
  }
  return {
    rows,
    counts: { rows: rows.length, valid: tally.valid, invalid: rows.length - tally.valid, warnings: tally.warnings, duplicates: involved.length },
    missingRequired: compiled.missingRequired,
    mappingProblems: compiled.problems,
  };
}

/** Validates every row at once (CLI, tests). */
export function validateRows(table: Table, mapping: Mapping, options: ValidateOptions = {}): ValidationResult {
  const today = options.today ?? new Date();
  const compiled = compileMapping(mapping, today.getUTCFullYear());
  const validator = new RowValidator(table, compiled, mapping.transforms, today);
  const rows = new Array<RowResult>(table.rows.length);
  for (let index = 0; index < table.rows.length; index++) rows[index] = validator.validate(index);
  const emails = new EmailIndex();
  const tally = new Tally();
  emails.add(rows);
  tally.add(rows);
  return finish(rows, compiled, emails, tally);
}


/** Validates in chunks, yielding between them (worker: progress, no long task, cancellable). */
export async function validateRowsInChunks(table: Table, mapping: Mapping, options: ChunkOptions = {}): Promise<ValidationResult> {
  const today = options.today ?? new Date();
  const chunk = options.chunkRows === undefined ? undefined : Math.max(1, options.chunkRows);
  const compiled = compileMapping(mapping, today.getUTCFullYear());
  const validator = new RowValidator(table, compiled, mapping.transforms, today);
  const total = table.rows.length;
  const rows = new Array<RowResult>(total);
  const emails = new EmailIndex();
  const tally = new Tally();
  for (let start = 0, end = 0; start < total; start = end) {
    options.signal?.throwIfAborted();
    // A slice ends after `chunkRows` rows when given, else after SLICE_MS (the clock read every few rows).
    const limit = chunk === undefined ? total : Math.min(total, start + chunk);
    const deadline = performance.now() + SLICE_MS;
    while (end < limit) {
      const stop = Math.min(limit, end + ROWS_BETWEEN_CLOCK_READS);
      for (; end < stop; end++) rows[end] = validator.validate(end);
      if (chunk === undefined && performance.now() >= deadline) break;
    }
    emails.add(rows, start, end);
    tally.add(rows, start, end);
    options.onProgress?.(end, total);
    await nextTask();
  }
  return finish(rows, compiled, emails, tally);
}

/** Validates one row (the wizard re-validates an edited cell); then call markDuplicateEmails over all rows. */
export function validateOneRow(table: Table, mapping: Mapping, index: number, options: ValidateOptions = {}): RowResult {
  const today = options.today ?? new Date();
  return new RowValidator(table, compileMapping(mapping, today.getUTCFullYear()), mapping.transforms, today).validate(index);
}

