// A birthday without its year (07/04, July 4, 4-Jul, --07-04): a day and a month, the year left empty.
import { problem, type CellProblem } from '../problems/problem';
import type { SettingHint } from '../setting-hint';
import { isRealDate } from './calendar';
import { monthFromName, mayNameMonth } from './month-names';
import type { DateOrder } from './types';

const DATE_ORDER_HINT: SettingHint = { setting: 'date-order' };

/** A day and a month without a year. */
export type DayAndMonth = { ok: true; day: number; month: number } | { ok: false; problem: CellProblem };

/** --07-04 (ISO 8601 and vCard's date without a year), --0704. */
const ISO_NO_YEAR = /^--(\d{2})-?(\d{2})$/;
/** 07/04, 4.7. (German), 07-04. */
const SLASHED_NO_YEAR = /^(\d{1,2})[/.-](\d{1,2})\.?$/;
/** July 4, Jul. 4th. */
const WORDS_NO_YEAR_MONTH_FIRST = /^(\p{L}{3,10})\.? (\d{1,2})(?:st|nd|rd|th)?$/iu;
/** 4 July, 4-Jul (Excel's d-mmm), 4th of July, 4. Juli, 5 de mayo. */
const WORDS_NO_YEAR_DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th|er|\.|º)?(?: of| de)?[ -](\p{L}{3,10})\.?$/iu;

/** Whether the day is in the month in some year (29 February is). */
function isDayOfMonth(month: number, day: number): boolean {
  return isRealDate(2000, month, day);
}

/**
 * A birthday written without its year (07/04, July 4, 4-Jul, --07-04), as contact lists and some
 * CRMs keep it; undefined when the value is not written so. `order` settles 03/04; without it an
 * ambiguous value is refused, never guessed.
 */
export function parseDayAndMonth(value: string, order: DateOrder | null): DayAndMonth | undefined {
  const iso = ISO_NO_YEAR.exec(value);
  if (iso) return dayAndMonth(Number(iso[1]), Number(iso[2]));
  const named = mayNameMonth(value);
  const monthFirst = named ? WORDS_NO_YEAR_MONTH_FIRST.exec(value) : null;
  const dayFirst = named && !monthFirst ? WORDS_NO_YEAR_DAY_FIRST.exec(value) : null;
  const words = monthFirst
    ? { month: monthFirst[1]!, day: monthFirst[2]! }
    : dayFirst
      ? { day: dayFirst[1]!, month: dayFirst[2]! }
      : undefined;
  if (words) {
    const month = monthFromName(words.month);
    return month === undefined ? undefined : dayAndMonth(month, Number(words.day));
  }
  const slashed = SLASHED_NO_YEAR.exec(value);
  if (!slashed) return undefined;
  const [first, second] = [Number(slashed[1]), Number(slashed[2])];
  const fitsMonthFirst = isDayOfMonth(first, second);
  const fitsDayFirst = isDayOfMonth(second, first);
  // A month (1-12) and a day (1-31) either way round, or not this form (10/85: a month and a year?).
  const monthAndDay = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;
  if (!monthAndDay(first, second) && !monthAndDay(second, first)) return undefined;
  if (order === 'mdy') return dayAndMonth(first, second, 'mdy');
  if (order === 'dmy') return dayAndMonth(second, first, 'dmy');
  if (fitsMonthFirst && fitsDayFirst && first !== second) {
    return { ok: false, problem: problem('date.ambiguous-day-month', { first, second }, { hint: DATE_ORDER_HINT }) };
  }
  if (fitsDayFirst && !fitsMonthFirst) return dayAndMonth(second, first);
  return monthAndDay(first, second) ? dayAndMonth(first, second) : dayAndMonth(second, first);
}

function dayAndMonth(month: number, day: number, order?: DateOrder): DayAndMonth {
  if (isDayOfMonth(month, day)) return { ok: true, day, month };
  return { ok: false, problem: problem('date.not-real-day-of-year', { month, day, ...(order ? { order } : {}) }) };
}
