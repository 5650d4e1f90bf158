import type { Table } from '../../intake/types';
import { checkedEmailKey } from '../../identity';
import { foldedHash } from '../../transforms/email';
import { placedProblem, problem } from '../../problems/problem';
import { joinLists } from '../../transforms/list';
import { isBlank } from '../../transforms/text';
import type { TransformSettings } from '../../transforms/types';
import { cleanValue, type CellProblem, type CleanOutcome } from '../clean-field';
import type { ColumnPlan, CompiledMapping, FieldPlan } from '../compile-mapping';
import { newEmailScanState } from '../fast-cells';
import type { OutgoingUser, OutgoingValue } from '../outgoing-user';
import { AFTER_COLUMNS, COLUMN_RULES, COUNTRY_CONSTANTS, womanColumnsOf } from '../rules/registry';
import { isEmptyWord, type CellContext } from '../rules/cell-outcome';
import type { RowView } from '../rules/row-outcome';
import { runRowStep } from './row-steps';
import { feedEachCell } from './cell-steps';
import { feedFieldColumn } from './field-column';
import { cleanRemembered } from './remembered';
import type { ProblemKind, Problem, RowResult, RowStatus, Subject } from '../types';
import { CheckedRow } from './checked-row';
import { isEmptyTextFormula, withoutFormulaGuard } from './cells';
import type { EmailIndex } from './email-index';

/** Rows checked together: each column is walked down the block before the next one. */
export const BLOCK_ROWS = 256;

/** Shared by every row without problems (most rows): frozen, so replace a row's list rather than push to it. */
const NO_PROBLEMS: Problem[] = Object.freeze([]) as unknown as Problem[];

export type Value = OutgoingValue | undefined;

export const statusOf = (problems: readonly Problem[]): RowStatus =>
  problems.length > 0 && problems.some((p) => p.severity === 'error') ? 'invalid' : 'valid';

/**
 * The engine: validates rows against one compiled mapping, a block of rows at a time and a column
 * at a time (one tight loop a column: the common clean cell costs one call and one store). The
 * rules of each kind of column and the checks after them live in ../rules (registry.ts lists
 * them). Each rule is a plain function of a cell and its row (CellContext), or of a row (RowView),
 * and returns its outcome; the block answers for the row while the rule runs, and the engine writes
 * the outcome (field-column.ts, cell-steps.ts, row-steps.ts, with the fast paths). Per row the steps run in the
 * same order as row by row would: columns in plan order, then constants, required fields and the
 * checks across fields. A row's values are kept by slot (CompiledMapping.slots) in arrays reused
 * from block to block, so checking a row costs its verdict and little else. The User itself is
 * written only when asked for (userOf): the same steps run again on the same cells, which gives
 * the same values and problems.
 */
export class BlockValidator implements CellContext, RowView {
  /** values[slot][r]: row r of the block. */
  readonly values: Value[][];
  readonly problems: Problem[][] = [];
  /** Fields with an error, per row (made on a row's first error: most rows have none). */
  readonly failed: (Set<string> | undefined)[] = [];
  /** The table's index of the block's first row. */
  start = 0;
  size = 0;
  /** The row of the block a rule is working on (countryOf answers for it). */
  row = 0;
  /** Whether Users are being written (custom fields are written only into a User: nothing else reads them). */
  building = false;
  /** While a User is written: the values given for every row it took (a list: the items they added). */
  given: Record<string, unknown> | undefined;
  /** The slots of the fields the engine and several rules read. */
  readonly slot: Readonly<
    Record<'email' | 'homeCountry' | 'workCountry' | 'day' | 'month' | 'year' | 'custom', number>
  >;
  /** foldedHash of row r's address when the email column's scan gave it, else -1. */
  readonly emailHashes = new Int32Array(BLOCK_ROWS);
  /** The header row r's email came from, when not the email column's (a column of addresses by kind). */
  readonly emailFrom: (string | undefined)[] = [];
  readonly emailScan = newEmailScanState();
  /** Gender columns written H and M (hombre, mujer): their M is a woman. */
  readonly womanColumns: ReadonlySet<FieldPlan>;
  /** The email column's header (null: none), where a row's address comes from unless emailFrom says. */
  readonly emailColumn: string | null;

  constructor(
    readonly table: Table,
    readonly compiled: CompiledMapping,
    readonly settings: TransformSettings,
    readonly today: Date,
    /** false: every cell goes the plain way, through its rule (the property tests compare the two). */
    readonly fastPaths = true,
  ) {
    const at = (field: string) => compiled.slotOf.get(field)!;
    this.values = compiled.slots.map(() => new Array<Value>(BLOCK_ROWS).fill(undefined));
    this.slot = {
      email: at('email'),
      homeCountry: at('home_country'),
      workCountry: at('work_country'),
      day: at('dob_day'),
      month: at('dob_month'),
      year: at('dob_year'),
      custom: at('custom_fields'),
    };
    this.womanColumns = womanColumnsOf(table, compiled);
    this.emailColumn = compiled.headerOf.get('email') ?? null;
  }

  /** The cells of the row a rule is working on, as read. */
  get cells(): readonly string[] | undefined {
    return this.table.rows[this.start + this.row];
  }

  columnOf(field: string): number | undefined {
    return this.compiled.columnOf.get(field);
  }

  cleanField(plan: FieldPlan, text: string): CleanOutcome {
    return this.fastPaths
      ? cleanRemembered(plan, text, this.settings, this)
      : cleanValue(plan.spec, plan.schema, text, this.settings, this, plan.accepts);
  }

  valueOf(field: string): Value {
    const slot = this.compiled.slotOf.get(field);
    return slot === undefined ? undefined : this.values[slot]![this.row];
  }

  hasError(field: string): boolean {
    return this.failed[this.row]?.has(field) ?? false;
  }

  hasProblemOfKind(kind: ProblemKind): boolean {
    const problems = this.problems[this.row]!;
    return problems.length > 0 && problems.some((problem) => problem.kind === kind);
  }

  countryOf(prefix: 'home' | 'work'): string | undefined {
    const country = this.values[prefix === 'home' ? this.slot.homeCountry : this.slot.workCountry]![this.row];
    return typeof country === 'string' ? country : undefined;
  }

  /**
   * Checks rows [start, end) (at most BLOCK_ROWS) into out[start..end), and notes their addresses
   * in `index` when given; their Users are written when first read.
   */
  check(start: number, end: number, out: RowResult[], index?: EmailIndex): void {
    this.run(start, end);
    this.record(start, out, index);
  }

  /**
   * The block's rows, checked, into out[start..]. A loop of its own: compiled inside check() with
   * run() and the rules it inlines, it took V8 ~20 ms a compile, and several compiles.
   */
  private record(start: number, out: RowResult[], index?: EmailIndex): void {
    const emails = this.values[this.slot.email]!;
    const hashes = this.emailHashes;
    const { emailColumn } = this;
    // Duplicates are told apart in any case; an address already lower-cased is its own key.
    const lowercased = this.settings.lowercaseEmail;
    for (let r = 0; r < this.size; r++) {
      const problems = this.problems[r]!;
      const email = emails[r];
      const key = typeof email !== 'string' ? undefined : checkedEmailKey(email, lowercased);
      const from = this.emailFrom[r] ?? emailColumn;
      const status = problems === NO_PROBLEMS ? 'valid' : statusOf(problems);
      out[start + r] = new CheckedRow(start + r, this.rowNumberOf(r), problems, status, key, from, this);
      // A hash from the scan belongs to the one value written to the slot (nothing else writes there then).
      if (key !== undefined && index) index.note(start + r, key, hashes[r]! >= 0 ? hashes[r]! : foldedHash(key));
    }
  }

  /**
   * Row `at`'s address as written in its column, when the cell holds just it (Ann.Lee@Example.org); undefined
   * otherwise.
   */
  writtenEmail(at: number, header: string | null, key: string): string | undefined {
    if (header === null) return undefined;
    const cell = this.table.rows[at]?.[this.table.headers.indexOf(header)]?.trim();
    return cell !== undefined && cell.toLowerCase() === key ? cell : undefined;
  }

  /** The cleaned User of one row: the fields without errors, in slot order. */
  userOf(index: number): OutgoingUser {
    this.building = true;
    this.given = undefined;
    try {
      this.run(index, index + 1);
    } finally {
      this.building = false;
    }
    const user: OutgoingUser = {};
    const { slots } = this.compiled;
    for (let slot = 0; slot < slots.length; slot++) {
      const value = this.values[slot]![0];
      if (value !== undefined) user[slots[slot]!] = value;
    }
    return user;
  }

  rowNumberOf(r: number): number {
    return this.table.rowNumbers[this.start + r] ?? this.start + r + 1;
  }

  private run(start: number, end: number): void {
    this.clear(start, end);
    // Country columns come first (state, ZIP and phone checks read the row's country), then the
    // countries given to every row (fill the rows whose cell is empty), then the other columns.
    let countriesGiven = false;
    for (const plan of this.compiled.columns) {
      if (!countriesGiven && !(plan.kind === 'field' && plan.spec.kind === 'country')) {
        runRowStep(this, COUNTRY_CONSTANTS);
        countriesGiven = true;
      }
      this.feedColumn(plan);
    }
    if (!countriesGiven) runRowStep(this, COUNTRY_CONSTANTS);
    for (const step of AFTER_COLUMNS) runRowStep(this, step);
  }

  /** One column of the mapping, down the block, by the rule of its kind. */
  private feedColumn(plan: ColumnPlan): void {
    if (plan.kind === 'field') feedFieldColumn(this, plan);
    else (feedEachCell as (block: this, plan: ColumnPlan, rule: unknown) => void)(this, plan, COLUMN_RULES[plan.kind]);
  }

  /** Empties the block's values, problems and failed fields for rows [start, end). */
  private clear(start: number, end: number): void {
    this.start = start;
    this.size = end - start;
    for (const column of this.values) column.fill(undefined, 0, this.size);
    this.emailHashes.fill(-1, 0, this.size);
    this.emailFrom.length = 0;
    this.problems.length = 0;
    this.failed.length = 0;
    for (let r = 0; r < this.size; r++) {
      this.problems.push(NO_PROBLEMS);
      this.failed.push(undefined);
    }
  }

  /** An empty cell, one written as databases write an empty cell, or ="" (a text formula of nothing). */
  isEmptyCell(cell: string): boolean {
    // A digit or a letter other than N starts none of those, nor a space: most cells stop at this
    // test, and V8 then compiles this check small where the loops calling it inline it.
    const first = cell.charCodeAt(0);
    if ((first >= 48 && first <= 57) || (first >= 65 && first < 127 && first !== 78 && first !== 110)) return false;
    return isBlank(cell) || isEmptyWord(cell, this.settings) || isEmptyTextFormula(cell);
  }

  /** The text cleaned: the guard our errors files add, undone (problems quote the cell as written). */
  cellText(raw: string): string {
    return withoutFormulaGuard(raw, this.settings.undoFormulaGuard);
  }

  /** Row r's own list of problems (rows without any share a frozen empty one). */
  problemsOf(r: number): Problem[] {
    let problems = this.problems[r]!;
    if (problems === NO_PROBLEMS) this.problems[r] = problems = [];
    return problems;
  }

  /** Adds a problem to row r; `subject` replaces the usual one (the field's name and the quoted cell). */
  report(r: number, column: string | null, field: string | null, value: string, found: CellProblem, subject?: Subject) {
    this.problemsOf(r).push(placedProblem(found, this.rowNumberOf(r), column, field, value, subject));
    if (field && found.severity === 'error') (this.failed[r] ??= new Set()).add(field);
  }

  /**
   * Writes a field's value to row r: lists join, `joinWith` joins text (two name columns), and a
   * second, different value is refused as two columns disagreeing.
   */
  assign(
    r: number,
    slot: number,
    field: string,
    value: OutgoingValue,
    column: string | null,
    raw: string,
    joinWith?: string,
  ): void {
    const values = this.values[slot]!;
    const existing = values[r];
    if (existing === undefined) values[r] = value;
    else if (Array.isArray(existing) && Array.isArray(value))
      values[r] = joinLists(existing as string[], value as string[]);
    else if (joinWith !== undefined && typeof existing === 'string' && typeof value === 'string')
      values[r] = `${existing}${joinWith}${value}`;
    else if (existing !== value) {
      const from = this.compiled.headerOf.get(field);
      const params = { field, existing: String(existing), ...(from ? { from } : {}) };
      this.report(r, column, field, raw, problem('mapping.columns-disagree', params));
      values[r] = undefined;
    }
  }
}
