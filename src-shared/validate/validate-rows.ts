import { REQUIRED_ON_CREATE, fieldSpec, type FieldSpec } from '../fields/catalogue';
import type { Table } from '../intake/types';
import type { Mapping } from '../mapping/types';
import { parseDate, parseDayAndMonth, placeholderDate, placeholderRefusal, quickDate } from '../transforms/date';
import { foldedHash } from '../transforms/email';
import { splitFullName } from '../transforms/full-name';
import { isEmptyWordCell } from '../transforms/empty-words';
import { excelErrorProblem, isExcelError } from '../transforms/excel-error';
import { isGenderNotKnown, readsMAsWoman, womanForM } from '../transforms/gender';
import { textFormulaNote, textFormulaText } from '../transforms/excel-text';
import { undoFormulaGuard } from '../transforms/formula-guard';
import { joinLists } from '../transforms/list';
import { phoneKindOf, UNSENT_KIND_WORDS } from '../transforms/phone-kind';
import { joinPart } from '../transforms/value-parts';
import { yesNoOf } from '../transforms/flag';
import { collapseSpaces, hasLineBreak, isBlank, isTrimmed, linesOf, showLineBreaks } from '../transforms/text';
import type { TransformSettings } from '../transforms/types';
import {
  cleanValue,
  phoneCountryOf,
  US_ZIP_COUNTRIES,
  type CellProblem,
  type CleanOutcome,
  type RowContext,
} from './clean-field';
import {
  compileMapping,
  type ColumnPlan,
  type CompiledMapping,
  type ConstantPlan,
  type FieldPlan,
  type LineTwoPlan,
  type PartPlan,
  type PhoneByTypePlan,
  type RoutePlan,
} from './compile-mapping';
import { deceasedProblem, deceasedVerdict, type DeceasedColumn } from './deceased';
import { fastEmail, newEmailScanState } from './fast-cells';
import type { OutgoingUser, OutgoingValue } from './outgoing-user';
import { crossFieldProblems, type RuleInputs } from './row-rules';
import type { ChunkOptions, Problem, RowResult, RowStatus, ValidateOptions, ValidationResult } from './types';
import { nextTask } from '../intake/next-task';

type BirthDatePlan = Extract<ColumnPlan, { kind: 'birth-date' }>;
type CustomPlan = Extract<ColumnPlan, { kind: 'custom' }>;
type FullNamePlan = Extract<ColumnPlan, { kind: 'full-name' }>;

/** Time one slice of validation runs before it yields (no task near 50 ms, few yields). */
const SLICE_MS = 15;
const APOSTROPHE = 39;
const EQUALS = 61;
/** The earliest birth year the service takes (dob_year), from the catalogue. */
const EARLIEST_BIRTH_YEAR = fieldSpec('dob_year')?.min ?? 1900;
/**
 * quickDate's number (year * 10000 + month * 100 + day) of the first day of that year: one compare tells an earlier
 * date.
 */
const EARLIEST_BIRTH_DATE = EARLIEST_BIRTH_YEAR * 10000 + 101;

const labelOf = (field: string): string => fieldSpec(field)?.label ?? field;
/** A cell quoted in a message, shortened past 80 characters, its line breaks shown as ↵. */
function quote(value: string): string {
  const shown = showLineBreaks(value);
  return `"${shown.length > 80 ? `${shown.slice(0, 77)}...` : shown}"`;
}

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
  const country = plan.country === undefined ? '' : (row.countryOf(plan.country) ?? '');
  if (plan.lastRaw === raw && plan.lastCountry === country) return plan.lastOutcome!;
  let values = memo.get(country);
  if (!values) memo.set(country, (values = new Map()));
  let outcome = values.get(raw);
  if (!outcome) {
    outcome = cleanValue(plan.spec, plan.schema, raw, settings, row, plan.accepts);
    // Rows share a remembered list (tags, groups): frozen, so it is replaced, never edited in place.
    if (outcome.ok && Array.isArray(outcome.value)) Object.freeze(outcome.value);
    if (values.size < MEMO_LIMIT) values.set(raw, outcome);
  }
  plan.lastRaw = raw;
  plan.lastCountry = country;
  plan.lastOutcome = outcome;
  return outcome;
}

type Value = OutgoingValue | undefined;

/** Rows checked together: each column is walked down the block before the next one. */
const BLOCK_ROWS = 256;

/**
 * Validates rows against one compiled mapping, a block of rows at a time and a column at a time
 * (one tight loop a column: the common clean cell costs one call and one store). Per row the
 * steps run in the same order as row by row would: columns in plan order, then constants,
 * required fields and the checks across fields. A row's values are kept by slot
 * (CompiledMapping.slots) in arrays reused from block to block, so checking a row costs its
 * verdict and little else. The User itself is written only when asked for (userOf): the same
 * steps run again on the same cells, which gives the same values and problems.
 */
class RowValidator implements RowContext {
  /** values[slot][r]: row r of the block. */
  private readonly values: Value[][];
  private readonly problems: Problem[][] = [];
  /** Fields with an error, per row (made on a row's first error: most rows have none). */
  private readonly failed: (Set<string> | undefined)[] = [];
  private start = 0;
  private size = 0;
  /** The row of the block cleanValue is working on (countryOf answers for it). */
  private row = 0;
  /** Custom fields are written only into a User: nothing else reads them. */
  private building = false;
  private readonly inputs: RuleInputs = { day: undefined, month: undefined, year: undefined, graduated: undefined };
  private readonly slot: Readonly<
    Record<'email' | 'homeCountry' | 'workCountry' | 'day' | 'month' | 'year' | 'graduated' | 'custom', number>
  >;
  private readonly required: readonly { field: string; slot: number }[];
  private readonly emailKeyed: (email: string) => string;
  /** foldedHash of row r's address when feedEmailColumn's scan gave it, else -1. */
  private readonly emailHashes = new Int32Array(BLOCK_ROWS);
  /** The header row r's email came from, when not the email column's (a column of addresses by kind). */
  private readonly emailFrom: (string | undefined)[] = [];
  private readonly scanned = newEmailScanState();
  /** Gender columns writing H and M (hombre, mujer): their M is a woman. */
  private readonly mujer: ReadonlySet<FieldPlan>;

  constructor(
    private readonly table: Table,
    private readonly compiled: CompiledMapping,
    private readonly settings: TransformSettings,
    private readonly today: Date,
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
      graduated: at('year_graduated'),
      custom: at('custom_fields'),
    };
    this.required = REQUIRED_ON_CREATE.map((field) => ({ field, slot: at(field) }));
    const genderColumns = compiled.columns.filter(
      (plan): plan is FieldPlan => plan.kind === 'field' && plan.spec.kind === 'gender',
    );
    this.mujer = new Set(genderColumns.filter((plan) => readsMAsWoman(table.rows, plan.column)));
    // Duplicates are told apart in any case; an address already lower-cased is its own key.
    this.emailKeyed = settings.lowercaseEmail ? (email) => email : (email) => email.toLowerCase();
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
    const emails = this.values[this.slot.email]!;
    const hashes = this.emailHashes;
    const emailColumn = this.compiled.headerOf.get('email') ?? null;
    for (let r = 0; r < this.size; r++) {
      const problems = this.problems[r]!;
      const email = emails[r];
      const key = typeof email === 'string' ? this.emailKeyed(email) : undefined;
      out[start + r] = new CheckedRow(
        start + r,
        this.rowNumberOf(r),
        problems,
        statusOf(problems),
        key,
        this.emailFrom[r] ?? emailColumn,
        this,
        start + r,
      );
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

  private rowNumberOf(r: number): number {
    return this.table.rowNumbers[this.start + r] ?? this.start + r + 1;
  }

  private run(start: number, end: number): void {
    const { compiled } = this;
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
    // Country columns come first (state, ZIP and phone checks read the row's country), then the
    // countries given to every row (--set home_country=GB fills the rows whose cell is empty),
    // then the other columns, then the other constants.
    let countriesGiven = false;
    for (const plan of compiled.columns) {
      if (!countriesGiven && !(plan.kind === 'field' && plan.spec.kind === 'country')) {
        this.feedConstants(true);
        countriesGiven = true;
      }
      if (plan.kind === 'field') {
        if (plan === compiled.emailPlan && !this.building) this.feedEmailColumn(plan);
        else this.feedFieldColumn(plan);
      } else if (plan.kind === 'birth-date')
        this.feedCellsOf(plan, (r, cell, raw) => this.feedBirthDate(r, plan, cell, raw));
      else if (plan.kind === 'full-name')
        this.feedCellsOf(plan, (r, cell, raw) => this.feedFullName(r, plan, cell, raw));
      else this.feedCellsOf(plan, (r, cell, raw) => this.feedCustom(r, plan, cell, raw));
    }
    if (!countriesGiven) this.feedConstants(true);
    // Numbers by their kind fill only what no column gave; constants after them, as a row would take them.
    for (const plan of compiled.phonesByType) this.feedPhonesByType(plan);
    this.feedConstants(false);
    for (const column of compiled.deceased) this.checkDeceased(column);
    const secondary = compiled.slotOf.get('secondary_email');
    if (secondary !== undefined) this.settleSecondaryEmail(secondary);
    for (let r = 0; r < this.size; r++) {
      this.row = r;
      this.checkRequired(r);
      this.checkAcrossFields(r);
    }
  }

  /** A cell written as databases write an empty cell (NULL, None, NaN), when those read as empty. */
  private isEmptyWord(cell: string): boolean {
    return this.settings.emptyWords && isEmptyWordCell(cell);
  }

  /** An empty cell, one written as databases write an empty cell, or ="" (a text formula of nothing). */
  private holdsNothing(cell: string): boolean {
    return isBlank(cell) || this.isEmptyWord(cell) || isEmptyTextFormula(cell);
  }

  /**
   * A cell written ="…" (Excel's way to keep leading zeros in a CSV file) in a column that is not
   * one field's: its text, with a warning naming the form; the cell itself for any other.
   */
  private withoutTextFormula(
    r: number,
    header: string,
    field: string,
    subject: string,
    cell: string,
    raw: string,
  ): string {
    const formula = cell.charCodeAt(0) === EQUALS || isTrimmed(cell.charCodeAt(0)) ? textFormulaText(cell) : undefined;
    if (formula === undefined) return cell;
    if (!isBlank(formula))
      this.report(
        r,
        header,
        field,
        raw,
        { code: 'suspicious', severity: 'warning', message: textFormulaNote(formula) },
        subject,
      );
    return formula;
  }

  /** The text cleaned: the guard our errors files add, undone (problems quote the cell as written). */
  private cellText(raw: string): string {
    return this.settings.undoFormulaGuard && raw.charCodeAt(0) === APOSTROPHE ? undoFormulaGuard(raw) : raw;
  }

  /** One mapped column down the block: the fast path first, then the full cleaning. */
  private feedFieldColumn(plan: FieldPlan): void {
    const { rows } = this.table;
    const { column, fast, slot } = plan;
    const field = plan.spec.name;
    const values = this.values[slot]!;
    const failed = this.failed;
    const check = this.building ? undefined : plan.check;
    const phone = plan.spec.kind === 'phone';
    const zipOf = plan.spec.kind === 'zipcode' ? plan.country : undefined;
    const mujer = this.mujer.has(plan);
    // "Unspecified", "Unknown" in a gender column: no gender given, read as an empty cell (the suggestion's note says
    // so).
    const gender = plan.spec.kind === 'gender';
    const { parts } = plan;
    for (let r = 0, at = this.start; r < this.size; r++, at++) {
      const raw = parts === undefined ? (rows[at]?.[column] ?? '') : withParts(rows[at], column, parts);
      if (raw === '') continue;
      const cell = mujer ? womanForM(this.cellText(raw)) : this.cellText(raw);
      if ((phone && this.readsAbroad(plan.spec, r)) || (zipOf !== undefined && this.postcodeAbroad(zipOf, r))) {
        // The fast path reads North American numbers and US ZIPs: on an address abroad they are read in that country.
      } else if (check !== undefined) {
        if (check(cell)) {
          values[r] = cell; // present and clean: the value itself is written with the User
          continue;
        }
      } else if (fast !== undefined) {
        const value = fast(cell);
        if (value !== undefined) {
          if (values[r] === undefined && failed[r] === undefined) values[r] = value;
          else if (!failed[r]?.has(field)) this.assign(r, slot, field, value, plan.header, raw, plan.joinWith);
          continue;
        }
      }
      if (this.holdsNothing(cell) || (gender && isGenderNotKnown(cell))) continue;
      this.row = r;
      this.feedField(r, plan, cell, raw);
    }
  }

  /** Whether row r's address is in a country without US ZIP codes (12345 is then read as that country's postcode). */
  private postcodeAbroad(prefix: 'home' | 'work', r: number): boolean {
    this.row = r;
    const country = this.countryOf(prefix);
    return country !== undefined && !US_ZIP_COUNTRIES.has(country);
  }

  /**
   * Whether row r reads the phone field's numbers in a country other than the US (cleanValue then reads them there).
   */
  private readsAbroad(spec: FieldSpec, r: number): boolean {
    this.row = r;
    const country = phoneCountryOf(spec, this);
    return country !== undefined && country !== 'US';
  }

  /**
   * The one email column while checking: feedFieldColumn's fast path, keeping the hash its scan
   * gives. A loop of its own: through feedFieldColumn's shared call of `fast` it cost ~10 ms more
   * on the 100,000-row benchmark (measured, 11 interleaved runs).
   */
  private feedEmailColumn(plan: FieldPlan): void {
    const { rows } = this.table;
    const { column, slot } = plan;
    const values = this.values[slot]!;
    const { emailHashes, scanned } = this;
    const size = plan.spec.size ?? Infinity;
    const lowercase = this.settings.lowercaseEmail;
    for (let r = 0, at = this.start; r < this.size; r++, at++) {
      const raw = rows[at]?.[column] ?? '';
      if (raw === '') continue;
      const cell = this.cellText(raw);
      const value = fastEmail(cell, size, lowercase, scanned);
      if (value !== undefined) {
        values[r] = value;
        emailHashes[r] = scanned.hash;
        continue;
      }
      if (this.holdsNothing(cell)) continue;
      this.row = r;
      this.feedField(r, plan, cell, raw);
    }
  }

  /**
   * Cells of a column that is not one field's; each feed skips the words for an empty cell (NULL) itself, past its fast
   * path.
   */
  private feedCellsOf(plan: ColumnPlan, feed: (r: number, cell: string, raw: string) => void): void {
    const { rows } = this.table;
    for (let r = 0, at = this.start; r < this.size; r++, at++) {
      const raw = rows[at]?.[plan.column] ?? '';
      if (raw === '') continue;
      const cell = this.cellText(raw);
      if (isBlank(cell)) continue;
      this.row = r;
      feed(r, cell, raw);
    }
  }

  private feedField(r: number, plan: FieldPlan, cell: string, raw: string): void {
    if (plan.lineTwo !== undefined && hasLineBreak(cell) && !this.givesLineTwo(r, plan.lineTwo))
      return this.feedAddressLines(r, plan, plan.lineTwo, cell, raw);
    const outcome = cleanRemembered(plan, cell, this.settings, this);
    const field = plan.spec.name;
    if (!outcome.ok) return this.report(r, plan.header, field, raw, outcome.problem);
    if (outcome.warning) this.report(r, plan.header, field, raw, outcome.warning);
    if (!this.failed[r]?.has(field)) this.assign(r, plan.slot, field, outcome.value, plan.header, raw, plan.joinWith);
  }

  /**
   * Whether row r gives the address line 2 an address line 1 of several lines would spill into (a column's cell or a
   * constant).
   */
  private givesLineTwo(r: number, lineTwo: LineTwoPlan): boolean {
    if (lineTwo.constant) return true;
    const row = this.table.rows[this.start + r];
    for (const column of lineTwo.columns) {
      const raw = row?.[column] ?? '';
      if (raw !== '' && !this.holdsNothing(this.cellText(raw))) return true;
    }
    return false;
  }

  /**
   * An address line 1 of several lines ("1 Main St↵Apt 2↵Building C", as Salesforce's Mailing
   * Street holds it) on a row without address line 2: the first line is line 1, the others line
   * 2 (joined by ", "), with a warning quoting the cell. Each is cleaned as its field's cell.
   */
  private feedAddressLines(r: number, plan: FieldPlan, lineTwo: LineTwoPlan, cell: string, raw: string): void {
    const lines = linesOf(cell);
    if (lines.length < 2) {
      // One line and blank ones: cleanValue sends it, saying so.
      const outcome = cleanValue(plan.spec, plan.schema, cell, this.settings, this, plan.accepts);
      if (!outcome.ok) return this.report(r, plan.header, plan.spec.name, raw, outcome.problem);
      if (outcome.warning) this.report(r, plan.header, plan.spec.name, raw, outcome.warning);
      return this.assign(r, plan.slot, plan.spec.name, outcome.value, plan.header, raw, plan.joinWith);
    }
    const first = lines[0]!;
    // Workday's and Outlook's formatted address ends with "Boston, MA 02134" and the country, which columns of their
    // own give.
    const place = this.placeCells(r, plan.spec.name);
    const repeats = lines.slice(1).filter((line) => repeatsPlace(line, place));
    const kept = lines.slice(1).filter((line) => !repeats.includes(line));
    const rest = kept.join(', ');
    const one = labelOf(plan.spec.name);
    const repeated =
      repeats.length === 0
        ? ''
        : `; ${repeats.map((line) => `"${line}"`).join(' and ')} ${repeats.length > 1 ? 'repeat' : 'repeats'} the row's own city, ZIP code or country and ${repeats.length > 1 ? 'are' : 'is'} not sent`;
    this.report(r, plan.header, plan.spec.name, raw, {
      code: 'suspicious',
      severity: 'warning',
      message: `holds ${lines.length} lines (↵ marks a line break), and the field keeps one: the first, "${first}", is sent as line 1${kept.length > 0 ? ` and ${kept.length > 1 ? 'the others' : 'the next'} as line 2, "${rest}"` : ''}${repeated}`,
    });
    for (const [spec, schema, slot, text, accepts, joinWith] of [
      [plan.spec, plan.schema, plan.slot, first, plan.accepts, plan.joinWith],
      ...(kept.length > 0
        ? [[lineTwo.spec, lineTwo.schema, lineTwo.slot, rest, lineTwo.accepts, lineTwo.joinWith] as const]
        : []),
    ] as const) {
      const outcome = cleanValue(spec, schema, text, this.settings, this, accepts);
      const subject = `${labelOf(spec.name)} ${quote(text)} (from ${one} ${quote(raw)})`;
      if (!outcome.ok) {
        this.report(r, plan.header, spec.name, raw, outcome.problem, subject);
        continue;
      }
      if (outcome.warning) this.report(r, plan.header, spec.name, raw, outcome.warning, subject);
      if (!this.failed[r]?.has(spec.name)) this.assign(r, slot, spec.name, outcome.value, plan.header, raw, joinWith);
    }
  }

  /** The row's own cells of city, state, ZIP code and country beside an address line (home_address1: the home ones). */
  private placeCells(r: number, lineField: string): string[] {
    const prefix = lineField.slice(0, lineField.indexOf('_'));
    const row = this.table.rows[this.start + r];
    const cells: string[] = [];
    for (const part of PLACE_PARTS) {
      const column = this.compiled.columnOf.get(`${prefix}_${part}`);
      const cell = column === undefined ? '' : (row?.[column] ?? '').trim();
      if (cell.length >= 2) cells.push(cell);
    }
    return cells;
  }

  private feedBirthDate(r: number, plan: BirthDatePlan, cell: string, raw: string): void {
    const { settings, slot } = this;
    const header = plan.header;
    const quick = quickDate(cell, settings.parseDates ? settings.dateOrder : null, settings.parseDates);
    if (quick > 0) {
      // Before 1900 (the earliest birth year the service takes), most often a placeholder for no date: one compare.
      if (quick < EARLIEST_BIRTH_DATE)
        return this.refuseBirthDate(
          r,
          header,
          raw,
          earlyBirthDate(Math.floor(quick / 10000), Math.floor(quick / 100) % 100, quick % 100),
        );
      const year = Math.floor(quick / 10000);
      this.assign(r, slot.day, 'dob_day', quick % 100, header, raw);
      this.assign(r, slot.month, 'dob_month', Math.floor(quick / 100) % 100, header, raw);
      this.assign(r, slot.year, 'dob_year', year, header, raw);
      return;
    }
    this.readBirthDate(r, plan, cell, raw, true);
  }

  /**
   * A birth-date cell the quick reading did not take: parseDate reads it or words its refusal. `unwrap`: read the text
   * of ="…".
   */
  private readBirthDate(r: number, plan: BirthDatePlan, cell: string, raw: string, unwrap: boolean): void {
    const { settings, slot } = this;
    const header = plan.header;
    if (this.isEmptyWord(cell)) return;
    if (unwrap) {
      const text = this.withoutTextFormula(r, header, 'dob_year', `Birth date ${quote(raw)}`, cell, raw);
      if (text !== cell) return isBlank(text) ? undefined : this.readBirthDate(r, plan, text, raw, false);
    }
    if (isExcelError(cell)) return this.refuseBirthDate(r, header, raw, excelErrorProblem(cell));
    // A birthday without its year (07/04, July 4): day and month, the year left empty. 4.7 is
    // 4 July here, not Excel's day 4.7 (in January 1900) that parseDate would read.
    const dayMonth =
      settings.parseDates || cell.startsWith('--')
        ? parseDayAndMonth(collapseSpaces(cell), settings.dateOrder)
        : undefined;
    if (dayMonth) {
      if (!dayMonth.ok)
        return this.refuseBirthDate(r, header, raw, {
          code: dayMonth.code,
          severity: 'error',
          message: dayMonth.message,
          ...(dayMonth.hint ? { hint: dayMonth.hint } : {}),
        });
      this.assign(r, slot.day, 'dob_day', dayMonth.day, header, raw);
      this.assign(r, slot.month, 'dob_month', dayMonth.month, header, raw);
      return;
    }
    let parsed = plan.memo.get(cell);
    if (!parsed) {
      parsed = parseDate(collapseSpaces(cell), settings.parseDates ? settings.dateOrder : null, settings.date1904);
      if (plan.memo.size < MEMO_LIMIT) plan.memo.set(cell, parsed);
    }
    if (!parsed.ok || (!settings.parseDates && parsed.form !== 'iso')) {
      const problem: CellProblem = parsed.ok
        ? { code: 'bad-date', severity: 'error', message: 'is not written YYYY-MM-DD (date reading is switched off)' }
        : {
            code: parsed.code,
            severity: 'error',
            message: parsed.message,
            ...(parsed.fix ? { fix: parsed.fix } : {}),
            ...(parsed.hint ? { hint: parsed.hint } : {}),
          };
      return this.refuseBirthDate(r, header, raw, problem);
    }
    const { day, month, year } = parsed.date;
    if (year < EARLIEST_BIRTH_YEAR) return this.refuseBirthDate(r, header, raw, earlyBirthDate(year, month, day));
    if (day === undefined && year > this.today.getUTCFullYear()) {
      return this.refuseBirthDate(r, header, raw, {
        code: 'out-of-range',
        severity: 'error',
        message: `gives the year ${year}, which is in the future`,
      });
    }
    if (day !== undefined) this.assign(r, slot.day, 'dob_day', day, header, raw);
    if (month !== undefined) this.assign(r, slot.month, 'dob_month', month, header, raw);
    this.assign(r, slot.year, 'dob_year', year, header, raw);
  }

  /** A birth-date cell that gives no date: one problem, and none of the three dob fields. */
  private refuseBirthDate(r: number, header: string, raw: string, problem: CellProblem): void {
    this.report(r, header, 'dob_year', raw, problem, `Birth date ${quote(raw)}`);
    this.failed[r]!.add('dob_day').add('dob_month');
  }

  /**
   * A whole name: split, and each part cleaned as its own field's cell would be; a name that cannot be split gives
   * neither first nor last name.
   */
  private feedFullName(r: number, plan: FullNamePlan, whole: string, raw: string): void {
    if (this.isEmptyWord(whole)) return;
    let cell = this.withoutTextFormula(r, plan.header, 'first_name', `Name ${quote(raw)}`, whole, raw);
    if (isBlank(cell)) return;
    if (hasLineBreak(cell)) {
      // "Ann↵Lee": the lines of a name are one name.
      const lines = linesOf(cell);
      cell = lines.join(' ');
      if (lines.length > 1)
        this.report(
          r,
          plan.header,
          'first_name',
          raw,
          {
            code: 'suspicious',
            severity: 'warning',
            message: `holds ${lines.length} lines (↵ marks a line break): read as one name, "${cell}"`,
          },
          `Name ${quote(raw)}`,
        );
    }
    if (isExcelError(cell)) return this.refuseFullName(r, plan.header, raw, excelErrorProblem(cell));
    const split = splitFullName(collapseSpaces(cell), plan.lastFirst);
    if (!split.ok)
      return this.refuseFullName(r, plan.header, raw, {
        code: 'bad-format',
        severity: 'error',
        message: split.message,
      });
    for (const { part, spec, schema, slot } of plan.parts) {
      const value = split.parts[part];
      if (value === undefined) continue;
      const field = spec.name;
      const outcome = cleanValue(spec, schema, value, this.settings, this);
      const subject = `${labelOf(field)} ${quote(value)} (from the name ${quote(raw)})`;
      if (!outcome.ok) {
        this.report(r, plan.header, field, raw, outcome.problem, subject);
        continue;
      }
      if (outcome.warning) this.report(r, plan.header, field, raw, outcome.warning, subject);
      if (!this.failed[r]?.has(field)) this.assign(r, slot, field, outcome.value, plan.header, raw);
    }
    if (split.doubt)
      this.report(
        r,
        plan.header,
        'last_name',
        raw,
        { code: 'suspicious', severity: 'warning', message: split.doubt },
        `Name ${quote(raw)}`,
      );
  }

  /** A whole-name cell that cannot be split: one problem, and neither first nor last name. */
  private refuseFullName(r: number, header: string, raw: string, problem: CellProblem): void {
    this.report(r, header, 'first_name', raw, problem, `Name ${quote(raw)}`);
    this.failed[r]!.add('last_name');
  }

  /**
   * A custom column's cell: an Excel error is refused; any other value is written into the User only (no check reads
   * it).
   */
  private feedCustom(r: number, plan: CustomPlan, whole: string, raw: string): void {
    const subject = `Custom field "${plan.name}" ${quote(raw)}`;
    const cell = this.withoutTextFormula(r, plan.header, 'custom_fields', subject, whole, raw);
    if (isExcelError(cell)) return this.report(r, plan.header, 'custom_fields', raw, excelErrorProblem(cell), subject);
    if (!this.building || isBlank(cell) || this.isEmptyWord(cell)) return;
    const values = this.values[this.slot.custom]!;
    const list = (values[r] as Record<string, string>[] | undefined) ?? [];
    list.push({ [plan.name]: this.settings.trimSpaces ? collapseSpaces(cell) : cell });
    values[r] = list;
  }

  /**
   * A column of numbers whose kinds another column names, down the block: each number to the
   * field of its kind where no column gave one (an address to email, else secondary email). A
   * number of another kind (fax), of a kind not named, or with its field taken is not sent, and
   * said: never dropped silently.
   */
  private feedPhonesByType(plan: PhoneByTypePlan): void {
    const { rows } = this.table;
    const { parts } = plan;
    for (let r = 0, at = this.start; r < this.size; r++, at++) {
      const raw = parts === undefined ? (rows[at]?.[plan.column] ?? '') : withParts(rows[at], plan.column, parts);
      if (raw === '') continue;
      const cell = this.cellText(raw);
      if (this.holdsNothing(cell)) continue;
      this.row = r;
      const typeCell = (rows[at]?.[plan.typeColumn] ?? '').trim();
      const flag = plan.flags.find((f) => yesNoOf((rows[at]?.[f.column] ?? '').trim()) === '1');
      if (flag) {
        this.report(
          r,
          plan.header,
          null,
          raw,
          {
            code: 'suspicious',
            severity: 'warning',
            message: `is marked ${flag.meaning === 'inactive' ? 'inactive' : 'not to contact'} in "${flag.header}": not sent`,
          },
          `${quote(raw)} in "${plan.header}"`,
        );
        continue;
      }
      // Google Contacts writes several numbers of one slot in a cell, their kinds alike: "Mobile ::: Work" beside
      // "617... ::: 212...".
      const numbers = cell.split(':::');
      const kinds = typeCell.split(':::');
      if (numbers.length > 1 && kinds.length === numbers.length)
        numbers.forEach((number, i) => this.routeNumber(r, plan, number.trim(), kinds[i]!.trim()));
      else this.routeNumber(r, plan, cell, typeCell, raw);
    }
  }

  /**
   * One number (or address) of a phone-by-type column to the field of its kind, or not sent and said why. `raw`: the
   * cell as written, when it is the whole cell.
   */
  private routeNumber(r: number, plan: PhoneByTypePlan, cell: string, typeCell: string, raw = cell): void {
    const kind = phoneKindOf(typeCell);
    const subject = `${quote(raw)} in "${plan.header}"`;
    const notSent = (why: string) =>
      this.report(
        r,
        plan.header,
        null,
        raw,
        { code: 'suspicious', severity: 'warning', message: `${why}: not sent` },
        subject,
      );
    if (kind === undefined) {
      notSent(
        typeCell === ''
          ? `has no kind in "${plan.typeHeader}" (home, cell or business), so no phone field to go to`
          : `is of the kind "${typeCell}" in "${plan.typeHeader}", which is not home, cell, business or e-mail`,
      );
    } else if (kind === 'email') {
      // The first address a row gives is its email, the next its secondary email.
      const first = this.sendRouted(r, plan, plan.routes.email, cell, raw, subject);
      const taken =
        first === undefined ? undefined : this.sendRouted(r, plan, plan.routes.secondary, cell, raw, subject);
      if (taken !== undefined)
        notSent(
          `is an email address ("${typeCell}" in "${plan.typeHeader}"), but the row already has an email and a secondary email`,
        );
    } else if (kind === 'mobile' || kind === 'home' || kind === 'work') {
      const route = plan.routes[kind];
      const taken = this.sendRouted(r, plan, route, cell, raw, subject);
      if (taken !== undefined)
        notSent(
          `is a ${labelOf(route.spec.name).toLowerCase()} number ("${typeCell}" in "${plan.typeHeader}"), but the row's ${labelOf(route.spec.name)} ${taken}`,
        );
    } else
      notSent(
        `is ${UNSENT_KIND_WORDS[kind]} ("${typeCell}" in "${plan.typeHeader}")${kind === 'not-current' ? '' : ', which the service has no field for'}`,
      );
  }

  /**
   * Cleans a number (or address) for a field and writes it there. When the field is taken (a
   * column gave another value, or one that cannot be read), nothing is written and what holds
   * it is said: 'is already "617 555 0100" (from "Home Phone")'.
   */
  private sendRouted(
    r: number,
    plan: PhoneByTypePlan,
    route: RoutePlan,
    cell: string,
    raw: string,
    subject: string,
  ): string | undefined {
    const field = route.spec.name;
    const existing = this.values[route.slot]![r];
    const from = this.compiled.headerOf.get(field);
    if (this.failed[r]?.has(field))
      return `is given${from ? ` by "${from}"` : ''} a value that cannot be read (see its problem)`;
    const outcome = cleanValue(route.spec, route.schema, cell, this.settings, this);
    if (!outcome.ok) {
      this.report(
        r,
        plan.header,
        field,
        raw,
        outcome.problem,
        `${labelOf(field)} ${quote(raw)} (from "${plan.header}")`,
      );
      return undefined;
    }
    if (existing !== undefined && existing !== outcome.value && !this.sameValue(route, existing, outcome.value))
      return `is already ${quote(String(existing))}${from ? ` (from "${from}")` : ''}`;
    if (outcome.warning) this.report(r, plan.header, field, raw, outcome.warning, subject);
    if (existing === undefined && route.slot === this.slot.email) this.emailFrom[r] = plan.header;
    this.values[route.slot]![r] = outcome.value;
    return undefined;
  }

  /** Whether a value a column wrote (while checking, a clean phone is kept as written) cleans to `value`. */
  private sameValue(route: RoutePlan, existing: OutgoingValue, value: OutgoingValue): boolean {
    if (typeof existing !== 'string') return false;
    const cleaned = cleanValue(route.spec, route.schema, existing, this.settings, this);
    return cleaned.ok && cleaned.value === value;
  }

  /** One constant down the block, into the rows no column gave a value or an error for that field. */
  /** The constants of country fields, or the others. */
  private feedConstants(countries: boolean): void {
    for (const constant of this.compiled.constants)
      if ((constant.spec.kind === 'country') === countries) this.feedConstant(constant);
  }

  private feedConstant(constant: ConstantPlan): void {
    const field = constant.spec.name;
    const values = this.values[constant.slot]!;
    const { failed } = this;
    // A list given to every row (--set tags="Reunion 2026") joins each row's own list: the batch is tagged.
    const joins = constant.spec.kind === 'string-list';
    for (let r = 0; r < this.size; r++) {
      const existing = values[r];
      if ((existing !== undefined && !(joins && Array.isArray(existing))) || failed[r]?.has(field)) continue;
      this.row = r;
      const outcome = constant.outcome ?? cleanValue(constant.spec, constant.schema, constant.raw, this.settings, this);
      if (!outcome.ok) {
        this.report(r, null, field, constant.raw, outcome.problem, constantSubject(constant));
        continue;
      }
      // What a value grants is said on every row it is given to (groups=admin), as for a cell.
      if (outcome.warning) this.report(r, null, field, constant.raw, outcome.warning, constantSubject(constant));
      values[r] =
        Array.isArray(existing) && Array.isArray(outcome.value)
          ? joinLists(existing as string[], outcome.value as string[])
          : outcome.value;
    }
  }

  /**
   * Rows the column marks as deceased: one problem a row, from the first column marking it (an error unless switched
   * off).
   */
  private checkDeceased({ column, header }: DeceasedColumn): void {
    const { rows } = this.table;
    for (let r = 0, at = this.start; r < this.size; r++, at++) {
      const raw = rows[at]?.[column] ?? '';
      if (raw === '') continue;
      const verdict = deceasedVerdict(this.cellText(raw), this.settings.emptyWords);
      if (verdict === 'no' || this.problems[r]!.some((p) => p.code === 'deceased')) continue;
      this.report(r, header, null, raw, deceasedProblem(header, raw, verdict, this.settings.refuseDeceased), '');
    }
  }

  private checkRequired(r: number): void {
    const { compiled, values } = this;
    for (const { field, slot } of this.required) {
      if (values[slot]![r] !== undefined || this.failed[r]?.has(field)) continue;
      if (compiled.missingRequired.includes(field)) {
        this.report(
          r,
          null,
          field,
          '',
          {
            code: 'required',
            severity: 'error',
            message: `No column gives ${labelOf(field)}, which the service requires. ${howToGive(field)}`,
          },
          '',
        );
      } else {
        const hasConstant = compiled.constants.some((c) => c.spec.name === field);
        this.report(
          r,
          compiled.headerOf.get(field) ?? null,
          field,
          '',
          {
            code: 'required',
            severity: 'error',
            message: `${labelOf(field)} is empty, and the service requires it. Fill the cell${hasConstant ? '' : ', or give one value for every row'}.`,
          },
          '',
        );
      }
    }
  }

  private checkAcrossFields(r: number): void {
    const { values, slot, inputs, compiled } = this;
    const year = values[slot.year]![r];
    const graduated = values[slot.graduated]![r];
    if (year === undefined && graduated === undefined) return;
    inputs.day = values[slot.day]![r];
    inputs.month = values[slot.month]![r];
    inputs.year = year;
    inputs.graduated = graduated;
    const rules = crossFieldProblems(inputs, this.today);
    if (!rules) return;
    const valueOf = (field: string) => values[compiled.slotOf.get(field)!]!;
    for (const rule of rules) {
      if (rule.fields.some((field) => this.failed[r]?.has(field))) continue;
      this.problemsOf(r).push({
        row: this.rowNumberOf(r),
        column: sourceOf(compiled, rule.fields),
        field: rule.field,
        value: this.ruleValue(r, rule.fields),
        message: rule.message,
        severity: rule.severity,
        code: rule.code,
      });
      if (rule.severity === 'error') for (const f of rule.fields) valueOf(f)[r] = undefined;
    }
  }

  /**
   * The secondary email beside the email: on a row whose email is empty it is sent as the email
   * (Workday's "Primary Work Email" of a person without a home one: the service requires one);
   * when it is the email again (any case), it is not sent: the service would hold one address twice.
   */
  private settleSecondaryEmail(slot: number): void {
    const emails = this.values[this.slot.email]!;
    const secondaries = this.values[slot]!;
    for (let r = 0; r < this.size; r++) {
      const email = emails[r];
      const secondary = secondaries[r];
      if (typeof secondary !== 'string') continue;
      const report = (message: string) => {
        const column = this.compiled.columnOf.get('secondary_email');
        const written = column === undefined ? secondary : (this.table.rows[this.start + r]?.[column] ?? secondary);
        this.report(r, this.compiled.headerOf.get('secondary_email') ?? null, 'secondary_email', written, {
          code: 'suspicious',
          severity: 'warning',
          message,
        });
      };
      if (email === undefined && !this.failed[r]?.has('email')) {
        emails[r] = secondary;
        secondaries[r] = undefined;
        this.emailFrom[r] = this.compiled.headerOf.get('secondary_email');
        report('is sent as the email, which the row leaves empty (the service requires one)');
      } else if (typeof email === 'string' && email.toLowerCase() === secondary.toLowerCase()) {
        secondaries[r] = undefined;
        report('is the same address as the email: not sent as a second one');
      }
    }
  }

  /**
   * What a check across fields quotes: the cell as written when one column gives them all (a birth date), else the
   * values.
   */
  private ruleValue(r: number, fields: readonly string[]): string {
    const { columnOf, slotOf } = this.compiled;
    const column = columnOf.get(fields[0]!);
    if (column !== undefined && fields.every((field) => columnOf.get(field) === column))
      return this.table.rows[this.start + r]?.[column] ?? '';
    return fields
      .map((field) => this.values[slotOf.get(field)!]![r])
      .filter((value) => value !== undefined)
      .join(' / ');
  }

  /** Row r's own list of problems (rows without any share a frozen empty one). */
  private problemsOf(r: number): Problem[] {
    let problems = this.problems[r]!;
    if (problems === NO_PROBLEMS) this.problems[r] = problems = [];
    return problems;
  }

  private report(
    r: number,
    column: string | null,
    field: string | null,
    value: string,
    problem: CellProblem,
    prefix?: string,
  ): void {
    const subject = prefix ?? (field ? `${labelOf(field)} ${quote(value)}` : quote(value));
    const sentence = subject === '' ? problem.message : `${subject} ${problem.message}`;
    this.problemsOf(r).push({
      row: this.rowNumberOf(r),
      column,
      field,
      value,
      message: sentence.endsWith('.') ? sentence : `${sentence}.`,
      severity: problem.severity,
      code: problem.code,
      ...(problem.fix ? { fix: problem.fix } : {}),
      ...(problem.hint ? { hint: problem.hint } : {}),
    });
    if (field && problem.severity === 'error') (this.failed[r] ??= new Set()).add(field);
  }

  private assign(
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
      const other = this.compiled.headerOf.get(field);
      this.report(r, column, field, raw, {
        code: 'mapping',
        severity: 'error',
        message: `disagrees with ${quote(String(existing))} from ${other ? `column "${other}"` : 'another column'}: two columns give ${labelOf(field)}; keep one`,
      });
      values[r] = undefined;
    }
  }
}

/** How a problem of a value given to every row names it. */
const constantSubject = (constant: ConstantPlan): string =>
  `The value given to every row for ${labelOf(constant.spec.name)}, ${quote(constant.raw)},`;

const PLACE_PARTS = ['city', 'state', 'zipcode', 'country'] as const;

/**
 * Whether a line of an address holds nothing but the row's city, state, ZIP code and country,
 * which their own columns send ("Boston, MA 02134"; a state written by its code beside a column
 * of names). "1 New York Ave" beside the city New York is a street: it holds more.
 */
function repeatsPlace(line: string, place: readonly string[]): boolean {
  const words = (text: string) => ` ${collapseSpaces(text.replace(/,/g, ' ')).toLowerCase()} `;
  let rest = words(line);
  for (const cell of place) rest = rest.split(words(cell)).join(' ');
  const left = rest.trim();
  return left !== words(line).trim() && (left === '' || /^[a-z]{2}$/.test(left));
}

/**
 * A row's cell with the parts other columns hold joined to it (217 + 5550123: "217 5550123"); '' when the cell is
 * empty.
 */
function withParts(row: readonly string[] | undefined, column: number, parts: readonly PartPlan[]): string {
  const cell = row?.[column] ?? '';
  const trimmed = cell.trim();
  if (trimmed === '') return cell;
  let whole = trimmed;
  for (const { column: at, part } of parts) {
    const value = (row?.[at] ?? '').trim();
    if (value !== '') whole = joinPart(part, whole, value);
  }
  // Nothing joined: the cell as written (its spaces are cleaning's to tell).
  return whole === trimmed ? cell : whole;
}

/** ="" (spaces around allowed): a text formula of nothing, an empty cell. */
function isEmptyTextFormula(cell: string): boolean {
  const first = cell.charCodeAt(0);
  if (first !== EQUALS && !isTrimmed(first)) return false;
  const text = textFormulaText(cell);
  return text !== undefined && isBlank(text);
}

/** A birth date before 1900: a placeholder for no date, named, or too early a year. */
function earlyBirthDate(year: number, month: number | undefined, day: number | undefined): CellProblem {
  const placeholder = month !== undefined && day !== undefined ? placeholderDate(year, month, day) : undefined;
  if (placeholder !== undefined) return { code: 'bad-date', severity: 'error', ...placeholderRefusal(placeholder) };
  return {
    code: 'out-of-range',
    severity: 'error',
    message: `gives the year ${year}: a birth year must be ${EARLIEST_BIRTH_YEAR} or more`,
  };
}

const statusOf = (problems: readonly Problem[]): RowStatus =>
  problems.length > 0 && problems.some((p) => p.severity === 'error') ? 'invalid' : 'valid';

/**
 * A validated row. Its User is written from the row's cells the first time it is read (then
 * kept): building 100,000 Users while a file is checked cost ~110 ms and most of the memory
 * beyond the table on the 100,000-row benchmark file, and reviewing a file never needs them.
 * `index` may be renumbered (the worker validates slices); the row it was checked from stays
 * its own.
 */
class CheckedRow implements RowResult {
  readonly #validator: RowValidator;
  readonly #at: number;
  readonly #email: string | undefined;
  readonly #emailColumn: string | null;
  #user: OutgoingUser | undefined;

  constructor(
    public index: number,
    public rowNumber: number,
    public problems: Problem[],
    public status: RowStatus,
    email: string | undefined,
    emailColumn: string | null,
    validator: RowValidator,
    at: number,
  ) {
    this.#email = email;
    this.#emailColumn = emailColumn;
    this.#validator = validator;
    this.#at = at;
  }

  get user(): OutgoingUser {
    return (this.#user ??= this.#validator.userOf(this.#at));
  }

  /** The row's clean email address, lower-cased: what duplicates are found by. */
  get emailKey(): string | undefined {
    return this.#email;
  }

  /** The header the address came from (null: from a value given to every row). */
  get emailColumn(): string | null {
    return this.#emailColumn;
  }

  /** The address as the file writes it, for problems to quote (duplicates are found in any case). */
  get emailAsWritten(): string {
    return (
      (this.#email !== undefined
        ? this.#validator.writtenEmail(this.#at, this.#emailColumn, this.#email)
        : undefined) ?? String(this.user.email)
    );
  }
}

function emailKeyOf(row: RowResult): string | undefined {
  if (row instanceof CheckedRow) return row.emailKey;
  const email = row.user.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
}

function sourceOf(compiled: CompiledMapping, fields: string[]): string | null {
  for (const field of fields) {
    const column = compiled.headerOf.get(field);
    if (column) return column;
  }
  return null;
}

/**
 * The rows of a file by email address (any case), built as rows are checked. Addresses seen sit
 * in an open-addressing table (one typed array, sized for every row at once): a row's slot is
 * found by foldedHash, which the scan checking an address gives for free, and addresses are
 * compared only when hashes agree. A Set of the addresses hashed each one again: ~30 ms of the
 * 100,000-row benchmark, against ~15 ms. Only the rows of the few repeated addresses are
 * gathered, in one more pass, when marking.
 */
class EmailIndex {
  /** By slot, two numbers: row index + 1 (0: a free slot), then the address's hash. */
  private readonly table: Int32Array;
  private readonly repeated = new Set<string>();

  constructor(private readonly rows: readonly RowResult[]) {
    let slots = 1024;
    while (slots < rows.length * 2) slots *= 2;
    this.table = new Int32Array(slots * 2);
  }

  /** Notes rows[index], whose address (key) has foldedHash `hash`. */
  note(index: number, key: string, hash: number): void {
    const { table } = this;
    const mask = table.length - 2;
    let at = (hash * 2) & mask;
    for (let held = table[at]!; held !== 0; held = table[at]!) {
      if (table[at + 1] === hash && emailKeyOf(this.rows[held - 1]!) === key) {
        this.repeated.add(key);
        return;
      }
      at = (at + 2) & mask;
    }
    table[at] = index + 1;
    table[at + 1] = hash;
  }

  /** Notes every row's address. */
  addAll(): void {
    const { rows } = this;
    for (let i = 0; i < rows.length; i++) {
      const key = emailKeyOf(rows[i]!);
      if (key !== undefined) this.note(i, key, foldedHash(key));
    }
  }

  /** Every row with that address, for the addresses seen twice or more, in file order. */
  private get groups(): Iterable<RowResult[]> {
    const groups = new Map<string, RowResult[]>();
    if (this.repeated.size === 0) return groups.values();
    for (const row of this.rows) {
      const key = emailKeyOf(row);
      if (key === undefined || !this.repeated.has(key)) continue;
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    return groups.values();
  }

  /**
   * Adds the duplicate problem to every row involved; returns those rows. `emailColumn`: the column of rows not checked
   * here.
   */
  mark(emailColumn: string | null): RowResult[] {
    const involved: RowResult[] = [];
    for (const group of this.groups) {
      const numbers = group.map((r) => r.rowNumber);
      for (const row of group) {
        const others = numbers.filter((n) => n !== row.rowNumber);
        const shown =
          others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ');
        const email = row instanceof CheckedRow ? row.emailAsWritten : String(row.user.email);
        row.problems = [
          ...row.problems,
          {
            row: row.rowNumber,
            column: row instanceof CheckedRow ? row.emailColumn : emailColumn,
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
      row.status = statusOf(row.problems);
    }
  }
  const index = new EmailIndex(rows);
  index.addAll();
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

/** Marks duplicates (one more pass over the rows only when an address repeats) and counts. */
function finish(rows: RowResult[], compiled: CompiledMapping, emails: EmailIndex, tally: Tally): ValidationResult {
  const involved = emails.mark(compiled.headerOf.get('email') ?? null);
  for (const row of involved) {
    if (row.status === 'valid') tally.valid--;
    row.status = 'invalid';
  }
  return {
    rows,
    counts: {
      rows: rows.length,
      valid: tally.valid,
      invalid: rows.length - tally.valid,
      warnings: tally.warnings,
      duplicates: involved.length,
    },
    missingRequired: compiled.missingRequired,
    mappingProblems: compiled.problems,
  };
}

/** Validates every row at once (CLI, tests). */
/** The mapping as the table is read: a workbook of the 1904 date system reads its serials so. */
function withDateSystem(table: Table, mapping: Mapping): Mapping {
  return table.date1904 ? { ...mapping, transforms: { ...mapping.transforms, date1904: true } } : mapping;
}

export function validateRows(table: Table, given: Mapping, options: ValidateOptions = {}): ValidationResult {
  const mapping = withDateSystem(table, given);
  const today = options.today ?? new Date();
  const compiled = compileMapping(mapping, today.getUTCFullYear());
  const validator = new RowValidator(table, compiled, mapping.transforms, today);
  const rows = new Array<RowResult>(table.rows.length);
  const emails = new EmailIndex(rows);
  for (let start = 0; start < rows.length; start += BLOCK_ROWS)
    validator.check(start, Math.min(rows.length, start + BLOCK_ROWS), rows, emails);
  const tally = new Tally();
  tally.add(rows);
  return finish(rows, compiled, emails, tally);
}

/** Validates in chunks, yielding between them (worker: progress, no long task, cancellable). */
export async function validateRowsInChunks(
  table: Table,
  given: Mapping,
  options: ChunkOptions = {},
): Promise<ValidationResult> {
  const mapping = withDateSystem(table, given);
  const today = options.today ?? new Date();
  const chunk = options.chunkRows === undefined ? undefined : Math.max(1, options.chunkRows);
  const compiled = compileMapping(mapping, today.getUTCFullYear());
  const validator = new RowValidator(table, compiled, mapping.transforms, today);
  const total = table.rows.length;
  const rows = new Array<RowResult>(total);
  const emails = new EmailIndex(rows);
  const tally = new Tally();
  for (let start = 0, end = 0; start < total; start = end) {
    options.signal?.throwIfAborted();
    // A slice ends after `chunkRows` rows when given, else after SLICE_MS (the clock read after each block).
    const limit = chunk === undefined ? total : Math.min(total, start + chunk);
    const deadline = performance.now() + SLICE_MS;
    while (end < limit) {
      const stop = Math.min(limit, end + BLOCK_ROWS);
      validator.check(end, stop, rows, emails);
      end = stop;
      if (chunk === undefined && performance.now() >= deadline) break;
    }
    tally.add(rows, start, end);
    options.onProgress?.(end, total);
    await nextTask();
  }
  return finish(rows, compiled, emails, tally);
}

/** Validates one row (the wizard re-validates an edited cell); then call markDuplicateEmails over all rows. */
export function validateOneRow(table: Table, given: Mapping, index: number, options: ValidateOptions = {}): RowResult {
  const mapping = withDateSystem(table, given);
  const today = options.today ?? new Date();
  const rows: RowResult[] = [];
  new RowValidator(table, compileMapping(mapping, today.getUTCFullYear()), mapping.transforms, today).check(
    index,
    index + 1,
    rows,
  );
  return rows[index]!;
}
