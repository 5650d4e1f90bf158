// Whole numbers (yes/no counts, months by name, years as class lists write them) and decimal numbers.
import { monthFromName } from '../../transforms/date';
import { yesNoOf } from '../../transforms/flag';
import { yearWritten } from './year-written';
import { problem } from '../../problems/problem';
import { refused, sentWithWarning, type KindCleaner } from './outcome';

const INTEGER = /^[+-]?\d+(?:\.0+)?$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

export const cleanInteger: KindCleaner = (spec, text, settings) => {
  // Yes and no, not a status: "Inactive" in an unsubscribe column says nothing of the kind.
  const answer = spec.yesNo && settings.flagWords ? yesNoOf(text) : undefined;
  if (answer !== undefined) return Number(answer);
  const month = spec.name === 'dob_month' && settings.parseDates ? monthFromName(text) : undefined;
  if (month) return month;
  const year =
    spec.name === 'year_graduated' || spec.name === 'dob_year'
      ? yearWritten(text, spec.name === 'year_graduated')
      : undefined;
  if (year?.problem.severity === 'warning') return sentWithWarning(year.year, year.problem);
  if (year) return refused(year.problem);
  if (INTEGER.test(text)) return Number(text);
  return refused(problem(spec.yesNo && settings.flagWords ? 'number.not-yes-no' : 'number.not-whole'));
};

export const cleanDecimal: KindCleaner = (_spec, text) => {
  if (DECIMAL.test(text)) return Number(text);
  if (DECIMAL_COMMA.test(text)) return Number(text.replace(',', '.'));
  return refused(problem('number.not-number'));
};
