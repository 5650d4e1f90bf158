// `report --from/--to`: the date forms an import file may hold (2024-03-31, 31 March 2024, March 31, 2024, 20240331,
// a month "2024-03" or a year "2024"), read as the day the filter starts or ends; a date like 03/04/2024 that reads
// either way is refused with both readings, never guessed.
import { InvalidArgumentError } from 'commander';
import { daysInMonth, isoDate, parseDate } from '../../src-shared/transforms/date';

/** A commander argument parser for --from (`start`: a month or year from its first day) or --to (to its last). */
export function reportDateFlag(flag: string, end: 'start' | 'end'): (text: string) => string {
  return (text) => readReportDate(flag, text, end);
}

export function readReportDate(flag: string, text: string, end: 'start' | 'end'): string {
  const value = text.trim();
  // A bare number of other lengths would read as a spreadsheet's day count: no one types a date so on a command line.
  if (/^\d+$/.test(value) && value.length !== 4 && value.length !== 8) throw refused(flag, text);
  const monthFirst = parseDate(value, 'mdy');
  const dayFirst = parseDate(value, 'dmy');
  if (!monthFirst.ok && !dayFirst.ok) throw refused(flag, text);
  if (monthFirst.ok && dayFirst.ok && isoDate(full(monthFirst.date, end)) !== isoDate(full(dayFirst.date, end))) {
    const [one, other] = [isoDate(full(monthFirst.date, end)), isoDate(full(dayFirst.date, end))];
    throw new InvalidArgumentError(
      `"${text}" reads as ${one} or ${other}: write it ${flag} ${one} or ${flag} ${other}.`,
    );
  }
  const read = monthFirst.ok ? monthFirst : dayFirst;
  if (!read.ok) throw refused(flag, text);
  return isoDate(full(read.date, end));
}

/** A year or a month made a day: its first for --from, its last for --to. */
function full(date: { year: number; month?: number; day?: number }, end: 'start' | 'end') {
  const month = date.month ?? (end === 'start' ? 1 : 12);
  const day = date.day ?? (end === 'start' ? 1 : daysInMonth(date.year, month));
  return { year: date.year, month, day };
}

const refused = (flag: string, text: string): InvalidArgumentError =>
  new InvalidArgumentError(
    `"${text}" is not a date ${flag} can read: write it YYYY-MM-DD (e.g. 2024-03-31), or as 31 March 2024, a month ` +
      '(2024-03) or a year (2024).',
  );
