// Checks across fields of one row, after each field is clean on its own.
import { problem, type CellProblem } from '../problems/problem';
import { daysInMonth, isRealDate } from '../transforms/date';
import type { OutgoingValue } from './outgoing-user';

/** A class year earlier than this many years after the birth year is worth a look. */
export const MIN_AGE_AT_GRADUATION = 15;

type RuleProblem = { problem: CellProblem; field: string; fields: string[] };

/** True when the calendar date is later than today's date in UTC. */
function isAfter(year: number, month: number, day: number, today: Date): boolean {
  const thisYear = today.getUTCFullYear();
  if (year !== thisYear) return year > thisYear;
  const thisMonth = today.getUTCMonth() + 1;
  return month !== thisMonth ? month > thisMonth : day > today.getUTCDate();
}

/** The numbers the rules read from one row (undefined when absent). */
export interface RuleInputs {
  day: OutgoingValue | undefined;
  month: OutgoingValue | undefined;
  year: OutgoingValue | undefined;
  graduated: OutgoingValue | undefined;
}

/** Problems across fields of one row; undefined when there are none (the usual case). */
export function crossFieldProblems(inputs: RuleInputs, today: Date): RuleProblem[] | undefined {
  let found: RuleProblem[] | undefined;
  const day = typeof inputs.day === 'number' ? inputs.day : undefined;
  const month = typeof inputs.month === 'number' ? inputs.month : undefined;
  const year = typeof inputs.year === 'number' ? inputs.year : undefined;

  if (day !== undefined && month !== undefined && year !== undefined) {
    if (!isRealDate(year, month, day)) {
      (found ??= []).push({
        field: 'dob_day',
        fields: ['dob_day', 'dob_month', 'dob_year'],
        problem: problem('birth-date.not-real', { day, month, year, days: daysInMonth(year, month) }),
      });
    } else if (isAfter(year, month, day, today)) {
      (found ??= []).push({
        field: 'dob_year',
        fields: ['dob_day', 'dob_month', 'dob_year'],
        problem: problem('birth-date.in-future', { day, month, year }),
      });
    }
  }
  const graduated = typeof inputs.graduated === 'number' ? inputs.graduated : undefined;
  if (graduated !== undefined && year !== undefined && graduated < year + MIN_AGE_AT_GRADUATION) {
    (found ??= []).push({
      field: 'year_graduated',
      fields: ['year_graduated', 'dob_year'],
      problem: problem('class-year.soon-after-birth', { graduated, year, minAge: MIN_AGE_AT_GRADUATION }),
    });
  }
  return found;
}
