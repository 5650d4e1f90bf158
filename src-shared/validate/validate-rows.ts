import { fieldSpec } from '../fields/catalogue';
import type { Table } from '../intake/types';
import type { Mapping } from '../mapping/types';
import { parseDate } from '../transforms/date';
import { collapseSpaces } from '../transforms/text';
import type { TransformSettings } from '../transforms/types';
import { cleanValue, type CellProblem, type RowContext } from './clean-field';
import { compileMapping, type CompiledMapping } from './compile-mapping';
import type { OutgoingUser, OutgoingValue } from './outgoing-user';
import { crossFieldProblems } from './row-rules';
import type { ChunkOptions, Problem, RowResult, ValidateOptions, ValidationCounts, ValidationResult } from './types';

const DEFAULT_CHUNK_ROWS = 2000;

const labelOf = (field: string): string => fieldSpec(field)?.label ?? field;
const quote = (value: string): string => `"${value.length > 80 ? `${value.slice(0, 77)}...` : value}"`;

function howToGive(field: string): string {
  return `Map a column to ${labelOf(field)}, or give one value for every row (--set ${field}=VALUE in the CLI, "Same value for every row" in the wizard).`;
}

/** Validates row `index` of the table against a compiled mapping. Duplicates are judged elsewhere. */
function validateRowAt(table: Table, compiled: CompiledMapping, settings: TransformSettings, index: number, today: Date): RowResult {
  const cells = table.rows[index] ?? [];
  const rowNumber = table.rowNumbers[index] ?? index + 1;
  const user: OutgoingUser = {};
  const problems: Problem[] = [];
  /** Field -> header of the column (or null for a constant) that gave its value. */
  const sources = new Map<string, string | null>();
  const failed = new Set<string>();
  const row: RowContext = { countryOf: (prefix) => (typeof user[`${prefix}_country`] === 'string' ? (user[`${prefix}_country`] as string) : undefined) };

  const report = (column: string | null, field: string | null, value: string, problem: CellProblem, prefix?: string) => {
    const subject = prefix ?? (field ? `${labelOf(field)} ${quote(value)}` : quote(value));
    const sentence = subject === '' ? problem.message : `${subject} ${problem.message}`;
    problems.push({ row: rowNumber, column, field, value, message: sentence.endsWith('.') ? sentence : `${sentence}.`, severity: problem.severity, code: problem.code, ...(problem.fix ? { fix: problem.fix } : {}) });
    if (field && problem.severity === 'error') failed.add(field);
  };

  const assign = (field: string, value: OutgoingValue, column: string | null, raw: string, joinWith?: string) => {
    const existing = user[field];
    if (existing === undefined) {
      user[field] = value;
      sources.set(field, column);
    } else if (Array.isArray(existing) && Array.isArray(value)) {
      user[field] = [...new Set([...(existing as string[]), ...(value as string[])])];
    } else if (joinWith !== undefined && typeof existing === 'string' && typeof value === 'string') {
      user[field] = `${existing}${joinWith}${value}`;
    } else if (existing !== value) {
      const other = sources.get(field);
      report(column, field, raw, {
        code: 'mapping',
        severity: 'error',
        message: `disagrees with ${quote(String(existing))} from ${other ? `column "${other}"` : 'another column'}: two columns give ${labelOf(field)}; keep one`,
      });
      delete user[field];
    }
  };

  for (const plan of compiled.columns) {
    const raw = cells[plan.column] ?? '';
    if (raw.trim() === '') continue;
    if (plan.kind === 'field') {
      const outcome = cleanValue(plan.spec, plan.schema, raw, settings, row);
      if (!outcome.ok) report(plan.header, plan.spec.name, raw, outcome.problem);
      else {
        if (outcome.warning) report(plan.header, plan.spec.name, raw, outcome.warning);
        if (!failed.has(plan.spec.name)) assign(plan.spec.name, outcome.value, plan.header, raw, plan.joinWith);
      }
    } else if (plan.kind === 'birth-date') {
      const text = collapseSpaces(raw);
      const parsed = parseDate(text, settings.parseDates ? settings.dateOrder : null);
      const isoOnly = !settings.parseDates && parsed.ok && parsed.form !== 'iso';
      if (!parsed.ok || isoOnly) {
        const problem: CellProblem = parsed.ok
          ? { code: 'bad-date', severity: 'error', message: 'is not written YYYY-MM-DD (date reading is switched off)' }
          : { code: parsed.code, severity: 'error', message: parsed.message, ...(parsed.fix ? { fix: parsed.fix } : {}) };
        report(plan.header, 'dob_year', raw, problem, `Birth date ${quote(raw)}`);
        failed.add('dob_day').add('dob_month');
        continue;
      }
      const { day, month, year } = parsed.date;
      if (day !== undefined) assign('dob_day', day, plan.header, raw);
      if (month !== undefined) assign('dob_month', month, plan.header, raw);
      assign('dob_year', year, plan.header, raw);
    } else {
      const list = (user.custom_fields as Record<string, string>[] | undefined) ?? [];
      list.push({ [plan.name]: settings.trimSpaces ? collapseSpaces(raw) : raw });
      user.custom_fields = list;
    }
  }

  for (const constant of compiled.constants) {
    const field = constant.spec.name;
    if (user[field] !== undefined || failed.has(field)) continue;
    const outcome = cleanValue(constant.spec, constant.schema, constant.raw, settings, row);
    if (!outcome.ok) report(null, field, constant.raw, outcome.problem, `The value given to every row for ${labelOf(field)}, ${quote(constant.raw)},`);
    else assign(field, outcome.value, null, constant.raw);
  }

  for (const field of ['first_name', 'last_name', 'email', 'enabled']) {
    if (user[field] !== undefined || failed.has(field)) continue;
    if (compiled.missingRequired.includes(field)) {
      report(null, field, '', { code: 'required', severity: 'error', message: `No column gives ${labelOf(field)}, which the service requires. ${howToGive(field)}` }, '');
    } else {
      const column = columnFeeding(compiled, field);
      report(column, field, '', { code: 'required', severity: 'error', message: `${labelOf(field)} is empty, and the service requires it. Fill the cell${compiled.constants.some((c) => c.spec.name === field) ? '' : ', or give one value for every row'}.` }, '');
    }
  }

  for (const rule of crossFieldProblems(user, today)) {
    if (rule.fields.some((field) => failed.has(field))) continue;
    const field = rule.field ?? rule.fields[0]!;
    const value = rule.fields.map((f) => user[f]).filter((v) => v !== undefined).join(' / ');
    problems.push({ row: rowNumber, column: sourceOf(sources, rule.fields), field, value, message: rule.message, severity: rule.severity, code: rule.code });
    if (rule.severity === 'error') for (const f of rule.fields) delete user[f];
  }

  return { index, rowNumber, user, problems, status: problems.some((p) => p.severity === 'error') ? 'invalid' : 'valid' };
}

function columnFeeding(compiled: CompiledMapping, field: string): string | null {
  for (const plan of compiled.columns) {
    if (plan.kind === 'field' && plan.spec.name === field) return plan.header;
    if (plan.kind === 'birth-date' && field.startsWith('dob_')) return plan.header;
  }
  return null;
}

function sourceOf(sources: Map<string, string | null>, fields: string[]): string | null {
  for (const field of fields) {
    const column = sources.get(field);
    if (column) return column;
  }
  return null;
}

/** Recomputes in-file duplicate-email problems over all rows (in place); returns how many rows are involved. */
export function markDuplicateEmails(rows: RowResult[], emailColumn: string | null = null): number {
  const byEmail = new Map<string, RowResult[]>();
  for (const row of rows) {
    if (row.problems.some((p) => p.code === 'duplicate-email')) {
      row.problems = row.problems.filter((p) => p.code !== 'duplicate-email');
      row.status = row.problems.some((p) => p.severity === 'error') ? 'invalid' : 'valid';
    }
    const email = row.user.email;
    if (typeof email !== 'string') continue;
    const key = email.toLowerCase();
    const group = byEmail.get(key);
    if (group) group.push(row);
    else byEmail.set(key, [row]);
  }
  let involved = 0;
  for (const group of byEmail.values()) {
    if (group.length < 2) continue;
    involved += group.length;
    const numbers = group.map((r) => r.rowNumber);
    for (const row of group) {
      const others = numbers.filter((n) => n !== row.rowNumber);
      const shown = others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ');
      row.problems.push({
        row: row.rowNumber,
        column: emailColumn,
        field: 'email',
        value: String(row.user.email),
        message: `Email "${String(row.user.email)}" is also on row${others.length > 1 ? 's' : ''} ${shown} of this file: one person, one row. Keep one row or correct the address.`,
        severity: 'error',
        code: 'duplicate-email',
      });
      row.status = 'invalid';
    }
  }
  return involved;
}

function countRows(rows: RowResult[], duplicates: number): ValidationCounts {
  let valid = 0;
  let warnings = 0;
  for (const row of rows) {
    if (row.status === 'valid') valid++;
    if (row.problems.some((p) => p.severity === 'warning')) warnings++;
  }
  return { rows: rows.length, valid, invalid: rows.length - valid, warnings, duplicates };
}

function finish(rows: RowResult[], compiled: CompiledMapping): ValidationResult {
  const duplicates = markDuplicateEmails(rows, columnFeeding(compiled, 'email'));
  return { rows, counts: countRows(rows, duplicates), missingRequired: compiled.missingRequired, mappingProblems: compiled.problems };
}

/** Validates every row at once (CLI, tests). */
export function validateRows(table: Table, mapping: Mapping, options: ValidateOptions = {}): ValidationResult {
  const today = options.today ?? new Date();
  const compiled = compileMapping(mapping, today.getUTCFullYear());
  const rows = new Array<RowResult>(table.rows.length);
  for (let index = 0; index < table.rows.length; index++) rows[index] = validateRowAt(table, compiled, mapping.transforms, index, today);
  return finish(rows, compiled);
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Validates in chunks, yielding between them (worker: progress, no long task, cancellable). */
export async function validateRowsInChunks(table: Table, mapping: Mapping, options: ChunkOptions = {}): Promise<ValidationResult> {
  const today = options.today ?? new Date();
  const chunk = Math.max(1, options.chunkRows ?? DEFAULT_CHUNK_ROWS);
  const compiled = compileMapping(mapping, today.getUTCFullYear());
  const total = table.rows.length;
  const rows = new Array<RowResult>(total);
  for (let start = 0; start < total; start += chunk) {
    options.signal?.throwIfAborted();
    const end = Math.min(total, start + chunk);
    for (let index = start; index < end; index++) rows[index] = validateRowAt(table, compiled, mapping.transforms, index, today);
    options.onProgress?.(end, total);
    await nextTask();
  }
  return finish(rows, compiled);
}

/** Validates one row (the wizard re-validates an edited cell); then call markDuplicateEmails over all rows. */
export function validateOneRow(table: Table, mapping: Mapping, index: number, options: ValidateOptions = {}): RowResult {
  const today = options.today ?? new Date();
  return validateRowAt(table, compileMapping(mapping, today.getUTCFullYear()), mapping.transforms, index, today);
}

