// The app's words for every validation problem and fix, keyed by code (decision 0007). Pure TypeScript over
// src-shared: the results and rows-to-fix files main writes use these words too, and the CLI's table starts from them.
import { inSentence, withArticle } from '../../../../src-shared/english';
import type { Fix } from '../../../../src-shared/problems/codes';
import type { FixWordsTable, ProblemWordsTable } from '../../../../src-shared/problems/problem';
import { countryName } from '../../../../src-shared/transforms/country';
import { MONTH_NAMES } from '../../../../src-shared/transforms/month-names';
import { UNSENT_KIND_WORDS } from '../../../../src-shared/transforms/phone-kind';
import { isoDate } from '../../../../src-shared/transforms/calendar';
import { PART_WORDS } from '../../../../src-shared/mapping/target-key';
import { quote } from '../../../../src-shared/validate/engine/words';
import type { Problem } from '../../../../src-shared/validate/types';
import { fixWords, problemSentence } from './problem-sentence';
import {
  labelOf,
  dayMonthYear,
  noDate,
  giveCountry,
  PLACEHOLDERS,
  EXCEL_ERRORS,
  INVISIBLE,
  OTHER_NAME_WORDS,
  place,
  countryWithCode,
  schemaWords,
  deceasedWhat,
  ANYWAY,
} from './problem-word-parts';

export const APP_PROBLEM_WORDS: ProblemWordsTable = {
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
  'email.more-than-address': ({ address }) => `holds more than the address; the address alone, ${address}, is sent`,
  'email.ascii-domain': ({ domain, address }) =>
    `has a domain in letters outside ASCII (${domain}): sent in the ASCII form mail servers read, ${address}, the same address`,
  'email.more-than-address-ascii': ({ domain, address }) =>
    'holds more than the address; the address alone has a domain in letters outside ASCII ' +
    `(${domain}): sent in the ASCII form mail servers read, ${address}, the same address`,
  'email.several-addresses': ({ count }) =>
    `holds ${count} addresses, and the field takes one: keep one here (another can go to a second email column, ` +
    'mapped to Secondary email)',
  'email.non-ascii-local-part': ({ letter }) =>
    `has "${letter}" before the @: the service takes the part of an address before the @ in plain ASCII only ` +
    "(letters a-z without accents, digits and . ! # $ % & ' * + / = ? ^ _ ` { | } ~ -); ask the person for an " +
    'address written so',
  'email.not-an-address': () => 'is not an email address (expected name@example.org)',
  'email.domain-typo': ({ domain }) =>
    `has a domain that looks like a typo of ${domain}: sent as written, but mail to it may bounce`,
  'email.duplicate': ({ email, others }) => {
    const shown =
      others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ');
    return (
      `Email "${email}" is also on row${others.length > 1 ? 's' : ''} ${shown} of this file: one person, one row. ` +
      'Keep one row or correct the address.'
    );
  },
  'secondary-email.sent-as-email': () => 'is sent as the email, which the row leaves empty (the service requires one)',
  'secondary-email.same-as-email': () => 'is the same address as the email: not sent as a second one',
  'phone.no-digits': () => 'is not a phone number (it has no digits)',
  'phone.north-american-abroad': ({ country }) =>
    `is not a number of the row's country (${country}), and reads as a North American number without its +1`,
  'phone.several': () =>
    'holds more than one phone number: the field keeps one (another can go to another phone field)',
  'phone.more-than-number': ({ number }) => `holds more than a phone number; the number alone, ${number}, is sent`,
  'phone.local-without-area-code': ({ number }) =>
    'has 7 digits: a local number without its area code. ' +
    `Write its area code before it (for example 617 ${number}); ` +
    'if the file has the area codes in a column of their own, join that column to this one first',
  'phone.trunk-zero': ({ countryGiven }) =>
    'is not a North American number (none starts with 0): ' +
    'it looks like a number of another country without its country code. ' +
    'Write it with its code (+44 7700 900123, +81 3 1234 5678), ' +
    (countryGiven
      ? "or correct the row's country"
      : `or, if the address is outside North America, ${giveCountry('GB')}`),
  'phone.unreadable': ({ country }) =>
    `is not a phone number we can read (numbers without +country code are read as ${country} numbers)`,
  'phone.unlisted': (p) =>
    `is shaped like a number for ${place(p.place)} but in no range of numbers in use there, ` +
    `as far as Google's phone number data knows: sent as ${p.number}; check it`,
  'phone.invalid': (p) =>
    `is not a valid number for ${place(p.place)}: ` +
    'no number there has this length and these first digits (digits missing, extra or mistyped?)',
  'phone-kind.marked': ({ inactive, header }) =>
    `is marked ${inactive ? 'inactive' : 'not to contact'} in "${header}": not sent`,
  'phone-kind.no-kind': ({ typeHeader }) =>
    `has no kind in "${typeHeader}" (home, cell or business), so no phone field to go to: not sent`,
  'phone-kind.unknown-kind': ({ typeCell, typeHeader }) =>
    `is of the kind "${typeCell}" in "${typeHeader}", which is not home, cell, business or e-mail: not sent`,
  'phone-kind.emails-taken': ({ typeCell, typeHeader }) =>
    `is an email address ("${typeCell}" in "${typeHeader}"), but the row already has an email and a secondary ` +
    'email: not sent',
  'phone-kind.field-taken': ({ field, typeCell, typeHeader, taken }) => {
    const label = labelOf(field);
    const from = taken.from ? (taken.failed ? ` by "${taken.from}"` : ` (from "${taken.from}")`) : '';
    const why = taken.failed
      ? `is given${from} a value that cannot be read (see its problem)`
      : `is already ${quote(taken.existing)}${from}`;
    return (
      `is ${withArticle(inSentence(label))} number ("${typeCell}" in "${typeHeader}"), but the row's ${label} ` +
      `${why}: not sent`
    );
  },
  'phone-kind.unsent-kind': ({ kind, typeCell, typeHeader }) =>
    `is ${UNSENT_KIND_WORDS[kind]} ("${typeCell}" in "${typeHeader}")` +
    `${kind === 'not-current' ? '' : ', which the service has no field for'}: not sent`,
  'country.mostly-meant': ({ one, other }) =>
    `names ${countryWithCode(one)} or ${countryWithCode(other)}: read as ${countryWithCode(one)}, which lists ` +
    `almost always mean; write ${other} if not`,
  'country.two-countries': ({ one, other }) =>
    `names two countries, ${countryWithCode(one)} and ${countryWithCode(other)}: write the one meant, by its ` +
    'two-letter code or its full name',
  'country.dissolved': () =>
    'is a country that no longer exists: write the country the address is in today, by its two-letter code or its name',
  'country.unknown': () =>
    'is not a country we recognise: write its two-letter ISO code (US, GB, FR) or its English name',
  'state.canadian-province': ({ province }) =>
    `is a Canadian province (${province}), and the row has no country: ${giveCountry('CA')} and it is read as one`,
  'state.not-a-state': ({ countryGiven }) =>
    'is not a US state: write its two-letter code (MA) or its name (Massachusetts)' +
    (countryGiven ? '' : `. If the address is outside the US, ${giveCountry('GB')}`),
  'state.not-a-province': () =>
    'is not a Canadian province or territory: write its two-letter code (ON for Ontario), or leave the cell empty',
  'state.region-not-sent': () =>
    'is not a two-letter code, the only form the service takes for a state or region: not sent (the rest of the ' +
    "address is). If the region has an official two-letter code (Bayern's is BY), write that instead",
  'zip.placeholder': () =>
    'starts 00000, which no ZIP code does: a placeholder a system writes where there is no ZIP code',
  'zip.not-a-zip': () =>
    'is not a US ZIP code (expected 5 digits, or 5 digits, a dash and 4 digits: 02134 or 02134-1234)',
  'zip.foreign-postcode': ({ countries }) =>
    `is not a US ZIP code but has the form of a postcode of ${countries.map(countryName).join(' or ')}, and the ` +
    `row has no country, so it is read as a US address. If the address is there, ${giveCountry(countries[0] ?? 'GB')}`,
  'postcode.no-digit': () => 'has no digit, which postcodes have: sent as written; check it',
  'postcode.more-than-code': ({ code }) => `holds more than the postcode; the postcode alone, ${code}, is sent`,
  'postcode.not-in-form': ({ countryName: name, example }) =>
    `is not in the form of ${name}'s postcodes (as ${example}): sent as written; check it`,
  'postcode.lost-zeros': ({ count, code }) =>
    `has lost its leading ${count === 1 ? 'zero' : 'zeros'}, as a spreadsheet drops them: sent as ${code}`,
  'address.several-lines': ({ count, first, kept, rest, repeats }) => {
    const next = kept > 0 ? ` and ${kept > 1 ? 'the others' : 'the next'} as line 2, "${rest}"` : '';
    const several = repeats.length > 1;
    const repeated =
      repeats.length === 0
        ? ''
        : `; ${repeats.map((line) => `"${line}"`).join(' and ')} ${several ? 'repeat' : 'repeats'} ` +
          `the row's own city, ZIP code or country and ${several ? 'are' : 'is'} not sent`;
    return (
      `holds ${count} lines (↵ marks a line break), and the field keeps one: the first, "${first}", is sent as ` +
      `line 1${next}${repeated}`
    );
  },
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
  'name.lost-letters': () =>
    'has "?" where a letter should be: the file was saved in an encoding without that letter ' +
    '(Excel\'s "CSV (Comma delimited)" writes "?" for letters such as ş, ı, ł or ć), so the name has lost letters. ' +
    'Save the sheet again as "CSV UTF-8 (Comma delimited)" and load that file',
  'name.brackets': () =>
    'holds a part in brackets: is it a nickname or a maiden name? ' +
    'Put that part in a column of its own (Nickname or Maiden name), and the name as "First Last" or "Last, First"',
  'name.two-people': () => 'names two people (one row is one person): give each person a row of their own',
  'name.no-space': () =>
    'is written without a space between the family name and the given name, so where one ends is unclear: ' +
    'write it with a space (山田 太郎, 王 伟), or map separate family-name and given-name columns',
  'name.one-name': () =>
    'holds one name only: the service needs a first and a last name. ' +
    'Write both ("Ann Lee" or "Lee, Ann"), or map separate first- and last-name columns',
  'name.several-commas': () =>
    'has more than one comma, so where the last name ends is unclear: write it "Last, First" or "First Middle Last"',
  'name.read-last-first': ({ last, first }) =>
    `was read as last name "${last}" and first name "${first}", ` +
    'as the header puts the last name first: check it, or write the name as "Last, First"',
  'name.read-with-middle': ({ first, middle, last }) =>
    `was read as first name "${first}", middle name "${middle}" and last name "${last}": ` +
    'check it, or write the name as "Last, First" so the last name is certain',
  'name.several-lines': ({ count, name }) => `holds ${count} lines (↵ marks a line break): read as one name, "${name}"`,
  'name.two-names': ({ kept, other, field, splitTo }) =>
    `holds two names, "${kept}" and "${other}" (${OTHER_NAME_WORDS[field]}?)` +
    (splitTo ? `; split, "${other}" goes to ${labelOf(splitTo)}` : ''),
  'name.title': ({ title }) =>
    `starts with the title "${title}", which the service keeps in a field of its own (Title): map ` +
    `${withArticle('title')} column, or send the name without it`,
  'name.suffix': ({ suffix }) =>
    `ends with "${suffix}", which the service keeps in a field of its own (Suffix): map ` +
    `${withArticle('suffix')} column, or send the name without it`,
  'text.lines-joined': ({ count, joined }) =>
    `${count > 1 ? `holds ${count} lines` : 'holds a line break'} (↵ marks a line break), and the field keeps one ` +
    `line: sent as "${joined}"`,
  'id.several-lines': ({ count }) =>
    `${count > 1 ? `holds ${count} lines` : 'holds a line break'}, and an ID is one value on one line: correct the cell`,
  'id.decimal-tail': ({ tail, whole }) =>
    `ends in ${tail}, as a column of numbers saved by a script or a spreadsheet does: the ID is probably ${whole}`,
  'mapping.columns-disagree': ({ field, existing, from }) =>
    `disagrees with ${quote(existing)} from ${from ? `column "${from}"` : 'another column'}: two columns give ` +
    `${labelOf(field)}; keep one`,
  'mapping.custom-field-unnamed': ({ header }) =>
    `Column "${header}" is kept as a custom field but has no name: give it one.`,
  'mapping.custom-field-reserved': ({ header, name }) =>
    `Column "${header}" is kept as a custom field named "${name}", a name programs keep for themselves (it ` +
    `would be refused on the way to the service): give it another name, such as "${header} (custom)".`,
  'mapping.phone-type-column-missing': ({ header, typeHeader }) =>
    `Column "${header}" sends each number to the phone field its kind names in the column ` +
    `"${typeHeader}", which this file does not have: map "${header}" to one phone field, or choose the ` +
    'column naming the kinds.',
  'mapping.phone-flag-column-missing': ({ header, flagHeader, inactive }) =>
    `Column "${header}" leaves out the numbers the column "${flagHeader}" marks ` +
    `${inactive ? 'inactive' : 'not to contact'}, but this file does not have it: every number is sent.`,
  'mapping.not-a-field': ({ header, field }) =>
    `Column "${header}" is mapped to "${field}", which is not a User field a file can fill.`,
  'mapping.part-without-whole': ({ header, part, whole, mapped }) =>
    `Column "${header}" is mapped as the ${PART_WORDS[part].toLowerCase()} of the column "${whole}", which ` +
    `${mapped ? 'is not mapped to a field' : 'this file does not have'}: map "${whole}" to its field, or leave ` +
    `"${header}" out.`,
  'mapping.two-birth-dates': ({ birthHeader, separateHeader }) =>
    `Both a birth-date column ("${birthHeader}") and a separate birth day, month or year column ` +
    `("${separateHeader}") are mapped: rows where they disagree are flagged.`,
  'mapping.constant-not-a-field': ({ field }) =>
    `"${field}" is given one value for every row, but it is not a User field a file can fill.`,
  'required.no-column': ({ field, oneValue }) => {
    const label = labelOf(field);
    return (
      `No column gives ${label}, which the service requires. ` +
      `Map a column to ${label}${oneValue ? ', or give one value for every row' : " (each person's own)"}.`
    );
  },
  'required.empty': ({ field, oneValue, advise }) => {
    const label = labelOf(field);
    const more = advise
      ? ', or give one value for every row'
      : oneValue
        ? ''
        : ` with the person's own ${inSentence(label)}`;
    return `${label} is empty, and the service requires it. Fill the cell${more}.`;
  },
  'deceased.refused': ({ header, cell, unclear }) => {
    const living = unclear
      ? 'If the person is living, write No in the cell or empty it'
      : 'If the person is living, empty the cell or write No';
    return `${deceasedWhat(header, cell, unclear)}. The row is not imported. ${living}; ${ANYWAY}`;
  },
  'deceased.imported': ({ header, cell, unclear }) =>
    `${deceasedWhat(header, cell, unclear)}; imported anyway, as the settings ask`,
};

export const APP_FIX_WORDS: FixWordsTable = {
  'fix.empty-cell': () => 'leave the cell empty',
  'fix.empty-no-number': () => 'leave the cell empty (the person is sent without this number)',
  'fix.empty-no-value': () => 'leave the cell empty (the service has no value for it)',
  'fix.remove-invisible': () => 'remove the invisible characters',
  'fix.without-lead': ({ lead }) => `send it without the leading "${lead}"`,
  'fix.other-order': ({ date }, value) => `it reads as ${readable(date) ?? value} in the other order`,
  'fix.four-digit-year': ({ year }, value) => `if the year is ${year}, use ${value}`,
  'fix.north-american': (_p, value) => `if it is a North American number, use ${value}`,
  'fix.keep-first': (_p, value) => `keep the first, ${value}`,
  'fix.british-mobile': (_p, value) => `if it is a British mobile number, use ${value}`,
  'fix.leading-zero': (_p, value) => `if it lost its leading 0 (as a spreadsheet drops it), use ${value}`,
  'fix.state': ({ name }, value) => `use ${value} (${name})`,
  'fix.use': (_p, value) => `use ${value}`,
  'fix.use-if-address': (_p, value) => `if the address is ${value}, use it`,
  'fix.use-if-id': (_p, value) => `if the ID is ${value}, use it`,
  'fix.send': (_p, value) => `send "${value}"`,
  'fix.class-graduated': (_p, value) => `if the class graduated in ${value}, use ${value}`,
  'fix.preferred-class-year': (_p, value) => `if ${value} is the preferred class year, use ${value}`,
  'fix.use-year': (_p, value) => `use ${value}`,
  'fix.if-year': (_p, value) => `if the year is ${value}, use ${value}`,
};

/** 1985-07-04 as 4 July 1985. */
function readable(iso: string): string | undefined {
  const [year, month, day] = iso.split('-').map(Number);
  return year && month && day ? dayMonthYear(year, month, day) : undefined;
}

export const APP_TABLES = { problems: APP_PROBLEM_WORDS, fixes: APP_FIX_WORDS } as const;

/** A problem as one sentence in the app's words (without the control its hint names). */
export const appProblemSentence = (problem: Problem): string => problemSentence(APP_TABLES, problem);

/** What a fix does, in the app's words. */
export const appFixWords = (fix: Fix): string => fixWords(APP_TABLES, fix);
