// The app's words for every fix a problem may suggest, keyed by code (part of problem-words.ts).
import { dayMonthYear } from './problem-word-parts';
import type { FixWordsTable } from '../../../../src-shared/problems/problem';

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
