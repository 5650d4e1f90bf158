// Pieces the app's problem words are made of: labels, dates, placeholders, Excel errors, schema rules and the words
// of a deceased mark. The table itself is problem-words.ts.
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import type { DateParts, PhonePlace, PlaceholderDate, SchemaRule } from '../../../../src-shared/problems/codes';
import { countryName } from '../../../../src-shared/transforms/country';
import { MONTH_NAMES } from '../../../../src-shared/transforms/month-names';

export const labelOf = (field: string): string => fieldSpec(field)?.label ?? field;

/** 4 July 1985. */
export const dayMonthYear = (year: number, month: number, day: number): string =>
  `${day} ${MONTH_NAMES[month] ?? `month ${month}`} ${year}`;

/** Why a day, month and year are no date. */
export const noDate = ({ year, month, day }: DateParts): string =>
  month < 1 || month > 12 ? `there is no month ${month}` : `${MONTH_NAMES[month]} ${year} has no day ${day}`;

export const giveCountry = (example: string): string =>
  `give the row's country (a Country column, or one country for every row, with the country's two-letter code, e.g. ${example})`;

export const PLACEHOLDERS: Record<PlaceholderDate, string> = {
  'mysql-zero': "MySQL's empty date",
  'year-one': 'the earliest date many databases and programs store (1 January of year 1)',
  'sql-server-earliest': "SQL Server's earliest date",
  'excel-zero': "Excel's date zero (what a date cell holding 0 shows)",
  'excel-zero-other': "Excel's date zero, as some programs show it",
  'excel-zero-shown': "Excel's date zero, as Excel shows it",
  'excel-zero-serial': "Excel's date zero (an empty date cell)",
  'outlook-empty': 'an empty date, as Outlook and other programs write no date',
};

export const EXCEL_ERRORS: Record<string, string> = {
  '#N/A': 'a lookup found nothing',
  '#REF!': 'a formula points to cells that were deleted',
  '#VALUE!': 'a formula got the wrong kind of value',
  '#NAME?': 'a formula uses a name Excel does not know',
  '#DIV/0!': 'a formula divided by zero',
  '#NUM!': 'a formula gave an impossible number',
  '#NULL!': 'a formula names two ranges that do not meet',
  '#SPILL!': 'a formula had no room for its results',
  '#CALC!': 'a formula could not be calculated',
  '#FIELD!': 'a formula asked for a field that does not exist',
  '#BLOCKED!': 'a formula was blocked',
  '#CONNECT!': 'a formula could not reach its source',
  '#BUSY!': 'a formula was still calculating',
  '#UNKNOWN!': 'a formula gave a value Excel does not know',
  '#GETTING_DATA': 'a formula was still fetching its data',
};

export const INVISIBLE = {
  ad: 'a soft hyphen',
  '200b': 'a zero-width space',
  '2060': 'a word joiner',
  feff: 'a byte order mark',
};

export const OTHER_NAME_WORDS: Readonly<Record<string, string>> = {
  last_name: 'a maiden name',
  maiden_name: 'another surname',
  first_name: 'the name the person goes by',
};

export const place = ({ country, callingCode }: PhonePlace): string =>
  country === undefined ? `the country code +${callingCode}` : `${countryName(country)} (+${callingCode})`;

export const countryWithCode = (code: string): string => `${countryName(code)} (${code})`;

export function schemaWords({ rule }: { rule: SchemaRule }): string {
  switch (rule) {
    case 'whole-number':
      return 'must be a whole number';
    case 'number':
      return 'must be a number';
    case 'four-digit-year':
      return 'must be a four-digit year';
    case 'text':
      return 'must be text';
    case 'email':
      return 'is not an email address (expected name@example.org)';
    case 'url':
      return 'is not a web address (expected https://example.org/...)';
    case 'flag':
      return 'must be 1 or 0';
    case 'date':
      return 'must be a date written YYYY-MM-DD';
    case 'gender':
      return 'must be m or f';
    case 'state':
      return 'must be a two-letter state code (MA)';
    case 'country':
      return 'must be a two-letter country code (US)';
    case 'names':
      return 'must be a list of names';
    case 'pairs':
      return 'must be a list of name/value pairs';
    case 'list':
      return 'must be a list';
  }
}

export function deceasedWhat(header: string, cell: string, unclear: boolean): string {
  const shown = `"${cell.length > 60 ? `${cell.slice(0, 57)}...` : cell}"`;
  return unclear
    ? `Column "${header}" holds ${shown}, which does not say whether this person is living: the row is taken as ` +
        `marked deceased, since the service has no place for that and would invite and appeal to a deceased ` +
        `person like a living alum`
    : `Column "${header}" marks this person as deceased (it holds ${shown}), and the service has no place for ` +
        `that: they would be invited and appealed to like a living alum`;
}

export const ANYWAY =
  'to import such rows anyway, switch off "Refuse rows marked deceased" (in a saved mapping: "refuseDeceased": false)';
