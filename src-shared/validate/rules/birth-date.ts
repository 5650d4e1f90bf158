// A birth-date cell: one cell gives dob_day, dob_month and dob_year (or a birthday without its year).
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
import { MEMO_LIMIT } from '../engine/remembered';
import type { Subject } from '../types';
import { YOUNGEST_AGE } from '../values/year-written';
import { isEmptyWord, withoutTextFormula, type CellContext, type CellStep } from './cell-outcome';

export type BirthDatePlan = Extract<ColumnPlan, { kind: 'birth-date' }>;

/** The earliest birth year the service takes (dob_year), from the catalogue. */
const EARLIEST_BIRTH_YEAR = fieldSpec('dob_year')?.min ?? 1900;
/** quickDate's number (year * 10000 + month * 100 + day) of that year's first day: one compare tells an earlier one. */
export const EARLIEST_BIRTH_DATE = EARLIEST_BIRTH_YEAR * 10000 + 101;

/** One birth-date cell: the quick reading of a plain date first, else the full one. */
export function birthDateCell(plan: BirthDatePlan, cell: string, raw: string, row: CellContext): readonly CellStep[] {
  const { settings } = row;
  const steps: CellStep[] = [];
  const quick = quickDate(cell, settings.parseDates ? settings.dateOrder : null, settings.parseDates);
  if (quick > 0) {
    const year = Math.floor(quick / 10000);
    const month = Math.floor(quick / 100) % 100;
    // Before 1900 (the earliest birth year the service takes), most often a placeholder for no date: one compare.
    if (quick < EARLIEST_BIRTH_DATE) return refuse(steps, raw, earlyBirthDate(year, month, quick % 100));
    steps.push(dob('dob_day', quick % 100), dob('dob_month', month), dob('dob_year', year));
    return steps;
  }
  return readBirthDate(steps, row, plan, cell, raw, true);
}

const dob = (field: 'dob_day' | 'dob_month' | 'dob_year', value: number): CellStep => ({ value, field });
const subjectOf = (raw: string): Subject => ({ of: 'birth-date', value: raw });

/**
 * A birth-date cell the quick reading did not take: parseDate reads it or words its refusal. `unwrap`: read the text
 * of ="…".
 */
function readBirthDate(
  steps: CellStep[],
  row: CellContext,
  plan: BirthDatePlan,
  cell: string,
  raw: string,
  unwrap: boolean,
): readonly CellStep[] {
  const { settings } = row;
  if (isEmptyWord(cell, settings)) return steps;
  if (unwrap) {
    const text = withoutTextFormula(steps, 'dob_year', subjectOf(raw), cell);
    if (text !== cell) return isBlank(text) ? steps : readBirthDate(steps, row, plan, text, raw, false);
  }
  if (isExcelError(cell)) return refuse(steps, raw, excelErrorProblem(cell));
  // A birthday without its year (07/04, July 4): day and month, the year left empty. 4.7 is
  // 4 July here, not Excel's day 4.7 (in January 1900) that parseDate would read.
  const dayMonth =
    settings.parseDates || cell.startsWith('--')
      ? parseDayAndMonth(collapseSpaces(cell), settings.dateOrder)
      : undefined;
  if (dayMonth) {
    if (!dayMonth.ok) return refuse(steps, raw, dayMonth.problem);
    steps.push(dob('dob_day', dayMonth.day), dob('dob_month', dayMonth.month));
    return steps;
  }
  let parsed = plan.memo.get(cell);
  if (!parsed) {
    // 1/17/80: a birth year of two digits is read in the century giving an age of at least 15, and marked to check.
    const latest = row.today.getUTCFullYear() - YOUNGEST_AGE;
    parsed = parseDate(
      collapseSpaces(cell),
      settings.parseDates ? settings.dateOrder : null,
      settings.date1904,
      latest,
    );
    if (plan.memo.size < MEMO_LIMIT) plan.memo.set(cell, parsed);
  }
  if (!parsed.ok || (!settings.parseDates && parsed.form !== 'iso')) {
    return refuse(steps, raw, parsed.ok ? problem('date.not-iso') : parsed.problem);
  }
  const { day, month, year } = parsed.date;
  if (year < EARLIEST_BIRTH_YEAR) return refuse(steps, raw, earlyBirthDate(year, month, day));
  if (day === undefined && year > row.today.getUTCFullYear()) {
    return refuse(steps, raw, problem('birth-date.year-in-future', { year }));
  }
  if (day !== undefined) steps.push(dob('dob_day', day));
  if (month !== undefined) steps.push(dob('dob_month', month));
  steps.push(dob('dob_year', year));
  if (parsed.twoDigitYear) {
    const reading = day !== undefined && month !== undefined ? isoDate({ year, month, day }) : String(year);
    steps.push({
      problem: problem('birth-date.two-digit-year', { reading }),
      field: 'dob_year',
      subject: subjectOf(raw),
    });
  }
  return steps;
}

/** A birth-date cell that gives no date: one problem, and none of the three dob fields. */
function refuse(steps: CellStep[], raw: string, found: CellProblem): readonly CellStep[] {
  steps.push(
    { problem: found, field: 'dob_year', subject: subjectOf(raw) },
    { fails: 'dob_day' },
    { fails: 'dob_month' },
  );
  return steps;
}

/** A birth date before 1900: a placeholder for no date, named, or too early a year. */
function earlyBirthDate(year: number, month: number | undefined, day: number | undefined): CellProblem {
  const placeholder = month !== undefined && day !== undefined ? placeholderDate(year, month, day) : undefined;
  if (placeholder !== undefined) return placeholderRefusal(placeholder);
  return problem('birth-date.too-early', { year, earliest: EARLIEST_BIRTH_YEAR });
}
