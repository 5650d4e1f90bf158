// A birth-date column: one cell gives dob_day, dob_month and dob_year (or a birthday without its year).
import { fieldSpec } from '../../fields/catalogue';
import {
  isoDate,
  parseDate,
  parseDayAndMonth,
  placeholderDate,
  placeholderRefusal,
  quickDate,
} from '../../transforms/date';
import { excelErrorProblem, isExcelError } from '../../transforms/excel-error';
import { collapseSpaces, isBlank } from '../../transforms/text';
import { problem, type CellProblem } from '../../problems/problem';
import type { ColumnPlan } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import { MEMO_LIMIT } from '../engine/remembered';
import { YOUNGEST_AGE } from '../values/year-written';

export type BirthDatePlan = Extract<ColumnPlan, { kind: 'birth-date' }>;

/** The earliest birth year the service takes (dob_year), from the catalogue. */
const EARLIEST_BIRTH_YEAR = fieldSpec('dob_year')?.min ?? 1900;
/** quickDate's number (year * 10000 + month * 100 + day) of that year's first day: one compare tells an earlier one. */
const EARLIEST_BIRTH_DATE = EARLIEST_BIRTH_YEAR * 10000 + 101;

/** One birth-date cell: the quick reading of a plain date first, else the full one. */
export function feedBirthDate(block: BlockValidator, r: number, plan: BirthDatePlan, cell: string, raw: string): void {
  const { settings, slot } = block;
  const header = plan.header;
  const quick = quickDate(cell, settings.parseDates ? settings.dateOrder : null, settings.parseDates);
  if (quick > 0) {
    const year = Math.floor(quick / 10000);
    const month = Math.floor(quick / 100) % 100;
    // Before 1900 (the earliest birth year the service takes), most often a placeholder for no date: one compare.
    if (quick < EARLIEST_BIRTH_DATE) return refuse(block, r, header, raw, earlyBirthDate(year, month, quick % 100));
    const days = block.values[slot.day]!;
    const months = block.values[slot.month]!;
    const years = block.values[slot.year]!;
    if (days[r] === undefined && months[r] === undefined && years[r] === undefined && block.failed[r] === undefined) {
      // Nothing else gave the row a birth date (most rows): written as assign would, without its checks.
      days[r] = quick % 100;
      months[r] = month;
      years[r] = year;
      return;
    }
    block.assign(r, slot.day, 'dob_day', quick % 100, header, raw);
    block.assign(r, slot.month, 'dob_month', month, header, raw);
    block.assign(r, slot.year, 'dob_year', year, header, raw);
    return;
  }
  readBirthDate(block, r, plan, cell, raw, true);
}

/**
 * A birth-date cell the quick reading did not take: parseDate reads it or words its refusal. `unwrap`: read the text
 * of ="…".
 */
function readBirthDate(
  block: BlockValidator,
  r: number,
  plan: BirthDatePlan,
  cell: string,
  raw: string,
  unwrap: boolean,
): void {
  const { settings, slot } = block;
  const header = plan.header;
  if (block.isEmptyWord(cell)) return;
  if (unwrap) {
    const text = block.withoutTextFormula(r, header, 'dob_year', { of: 'birth-date', value: raw }, cell, raw);
    if (text !== cell) return isBlank(text) ? undefined : readBirthDate(block, r, plan, text, raw, false);
  }
  if (isExcelError(cell)) return refuse(block, r, header, raw, excelErrorProblem(cell));
  // A birthday without its year (07/04, July 4): day and month, the year left empty. 4.7 is
  // 4 July here, not Excel's day 4.7 (in January 1900) that parseDate would read.
  const dayMonth =
    settings.parseDates || cell.startsWith('--')
      ? parseDayAndMonth(collapseSpaces(cell), settings.dateOrder)
      : undefined;
  if (dayMonth) {
    if (!dayMonth.ok) return refuse(block, r, header, raw, dayMonth.problem);
    block.assign(r, slot.day, 'dob_day', dayMonth.day, header, raw);
    block.assign(r, slot.month, 'dob_month', dayMonth.month, header, raw);
    return;
  }
  let parsed = plan.memo.get(cell);
  if (!parsed) {
    // 1/17/80: a birth year of two digits is read in the century giving an age of at least 15, and marked to check.
    const latest = block.today.getUTCFullYear() - YOUNGEST_AGE;
    parsed = parseDate(
      collapseSpaces(cell),
      settings.parseDates ? settings.dateOrder : null,
      settings.date1904,
      latest,
    );
    if (plan.memo.size < MEMO_LIMIT) plan.memo.set(cell, parsed);
  }
  if (!parsed.ok || (!settings.parseDates && parsed.form !== 'iso')) {
    return refuse(block, r, header, raw, parsed.ok ? problem('date.not-iso') : parsed.problem);
  }
  const { day, month, year } = parsed.date;
  if (year < EARLIEST_BIRTH_YEAR) return refuse(block, r, header, raw, earlyBirthDate(year, month, day));
  if (day === undefined && year > block.today.getUTCFullYear()) {
    return refuse(block, r, header, raw, problem('birth-date.year-in-future', { year }));
  }
  if (day !== undefined) block.assign(r, slot.day, 'dob_day', day, header, raw);
  if (month !== undefined) block.assign(r, slot.month, 'dob_month', month, header, raw);
  block.assign(r, slot.year, 'dob_year', year, header, raw);
  if (parsed.twoDigitYear) {
    const reading = day !== undefined && month !== undefined ? isoDate({ year, month, day }) : String(year);
    const warning = problem('birth-date.two-digit-year', { reading });
    block.report(r, header, 'dob_year', raw, warning, { of: 'birth-date', value: raw });
  }
}

/** A birth-date cell that gives no date: one problem, and none of the three dob fields. */
function refuse(block: BlockValidator, r: number, header: string, raw: string, found: CellProblem): void {
  block.report(r, header, 'dob_year', raw, found, { of: 'birth-date', value: raw });
  block.failed[r]!.add('dob_day').add('dob_month');
}

/** A birth date before 1900: a placeholder for no date, named, or too early a year. */
function earlyBirthDate(year: number, month: number | undefined, day: number | undefined): CellProblem {
  const placeholder = month !== undefined && day !== undefined ? placeholderDate(year, month, day) : undefined;
  if (placeholder !== undefined) return placeholderRefusal(placeholder);
  return problem('birth-date.too-early', { year, earliest: EARLIEST_BIRTH_YEAR });
}
