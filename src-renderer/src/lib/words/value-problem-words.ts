// The app's words for the problems of a cell whatever its field, and of dates, years, numbers, web addresses,
// flags, genders and lists (part of problem-words.ts).
import { MONTH_NAMES } from '../../../../src-shared/transforms/month-names';
import { isoDate } from '../../../../src-shared/transforms/calendar';
import { dayMonthYear, noDate, PLACEHOLDERS, EXCEL_ERRORS, INVISIBLE, schemaWords } from './problem-word-parts';
import type { ProblemWordsFor } from '../../../../src-shared/problems/problem';

export const VALUE_PROBLEM_WORDS: ProblemWordsFor<
  'cell' | 'date' | 'birth-date' | 'class-year' | 'year' | 'number' | 'url' | 'flag' | 'gender' | 'list'
> = {
  'cell.control-character': ({ codePoint, position, invisible }) =>
    invisible
      ? `holds an invisible character (${codePoint}, ${INVISIBLE[invisible]}, which copying from a web page or a ` +
        `document leaves) at position ${position}`
      : `holds an invisible control character (${codePoint}) at position ${position}`,
  'cell.excel-error': ({ error }) =>
    `is the Excel error ${error} (${EXCEL_ERRORS[error] ?? 'a formula failed'}), not data: correct the formula in ` +
    'the file, or empty the cell',
  'cell.scientific-notation': () =>
    'is a number Excel wrote in scientific notation, so its last digits are lost from the file. In Excel, format the ' +
    'column as Text (or as Number with no decimals), then save or export the file again; a number of 16 digits or ' +
    'more, which Excel cannot hold, has to come from its system as text',
  'cell.empty-text-formula': () => 'is ="", the formula of an empty text: leave the cell empty',
  'cell.text-formula': ({ text }) =>
    `is written ="…", the formula that makes Excel keep a text as typed (leading zeros included): its text, "${text}", is sent`,
  'cell.apostrophe-number': ({ text }) =>
    `starts with an apostrophe, the mark that makes Excel keep a number as typed (leading zeros included): "${text}" is sent`,
  'cell.spreadsheet-formula': ({ lead }) =>
    `starts like a spreadsheet formula ("${lead}"): the service stores it as written, and a spreadsheet that ` +
    'opens a list holding it may run it',
  'cell.schema': schemaWords,
  'cell.not-allowed': schemaWords,
  'cell.too-long': ({ size, length }) => `is ${length} characters long; the service takes at most ${size}`,
  'cell.below-min': ({ min }) => `must be ${min} or more`,
  'cell.above-max': ({ max }) => `must be ${max} or less`,
  'date.excel-number': () => 'is a number but not a date Excel could have stored',
  'date.placeholder': ({ placeholder }) =>
    `is ${PLACEHOLDERS[placeholder]}: a placeholder a database or a spreadsheet writes where there is no date, not a real one`,
  'date.unreadable': () => 'is not a date we can read (write 1985-07-04, 07/04/1985 or 4 July 1985)',
  'date.not-real-in-order': (p) =>
    `is not a real date read as ${p.order === 'mdy' ? 'month/day/year' : 'day/month/year'} (${noDate(p)})`,
  'date.ambiguous': ({ year, monthFirst, dayFirst }) =>
    `could be ${dayMonthYear(year, monthFirst.month, monthFirst.day)} or ` +
    `${dayMonthYear(year, dayFirst.month, dayFirst.day)}: choose the date order (month first or day first)`,
  'date.ambiguous-day-month': ({ first, second }) =>
    `could be ${second} ${MONTH_NAMES[first]} or ${first} ${MONTH_NAMES[second]}: choose the date order (month first or day first)`,
  'date.not-real-either-order': () => 'is not a real calendar date in either order (month/day/year or day/month/year)',
  'date.two-digit-year': () => 'has a two-digit year: write the year with four digits',
  'date.not-real': (p) => `is not a real date (${noDate(p)})`,
  'date.not-real-day-of-year': ({ month, day, order }) => {
    const why = month < 1 || month > 12 ? `there is no month ${month}` : `${MONTH_NAMES[month]} has no day ${day}`;
    const readAs = order === 'mdy' ? ' read as month/day' : order === 'dmy' ? ' read as day/month' : '';
    return `is not a real day of the year${readAs} (${why})`;
  },
  'date.not-iso': () => 'is not written YYYY-MM-DD (date reading is switched off)',
  'date.year-only': () => 'gives a year but no day and month',
  'date.no-day': () => 'gives a month and a year but no day',
  'birth-date.year-in-future': ({ year }) => `gives the year ${year}, which is in the future`,
  'birth-date.too-early': ({ year, earliest }) => `gives the year ${year}: a birth year must be ${earliest} or more`,
  'birth-date.two-digit-year': ({ reading }) => `is read as ${reading} — check`,
  'birth-date.not-real': ({ day, month, year, days }) =>
    `Birth date ${day}/${month}/${year} (day/month/year) is not a real date: ` +
    `${MONTH_NAMES[month] || `month ${month}`} ${year} has ${days} days.`,
  'birth-date.in-future': ({ day, month, year }) => `Birth date ${isoDate({ year, month, day })} is in the future.`,
  'class-year.soon-after-birth': ({ graduated, year, minAge }) =>
    `Class year ${graduated} is less than ${minAge} years after the birth year ${year}: check both.`,
  'class-year.academic': () => 'is an academic year: a class year is the year it ends, when the class graduates',
  'class-year.span': () =>
    'is a span of years (the years attended, as a batch is written): a class year is the year it ends, when ' +
    'the class graduates',
  'class-year.several': () =>
    "holds more than one year: the service keeps one class year (the preferred one; a second degree's year " +
    'can go to a custom field)',
  'class-year.date': ({ year }) => `is a date: its year, ${year}, is sent as the class year`,
  'year.read-as': ({ year }) => `is read as ${year}`,
  'year.two-digits': ({ year }) => `is read as ${year} — check`,
  'number.not-yes-no': () => 'is neither a yes or a no (Y/N, yes/no, true/false, 1/0) nor a whole number',
  'number.not-whole': () => 'is not a whole number',
  'number.not-number': () => 'is not a number',
  'url.not-web-address': () => 'is not a web address (expected https://example.org/...)',
  'flag.not-yes-no': ({ words }) =>
    words
      ? 'is not a yes-or-no value: write 1 or 0 (yes/no, true/false, y/n, active/inactive are read too)'
      : 'must be 1 or 0',
  'gender.not-allowed': () =>
    'is not one of the values the service accepts for gender: m or f (Male, Female, M, F are read too); leave the ' +
    'cell empty when it is neither or not known',
  'list.object-list': () => 'cannot be filled from a spreadsheet column (its structure is not published)',
  'list.admin-group': () =>
    "puts this person in the service's admin group, which gives the right to administer the service (its groups " +
    'are permission groups: admin, read-only, user). If the column holds affinities or clubs, map it to Tags ' +
    'instead',
};
