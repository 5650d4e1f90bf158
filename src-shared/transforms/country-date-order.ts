// The order in which a country writes day and month in a date like 03/04/1990: month first in the United States and a
// few places that follow its usage, day first nearly everywhere else that writes the year last. Canada writes both,
// and countries that write the year first (China, Japan, Korea, Hungary...) say nothing of a year-last date: no answer.
import type { DateOrder } from './types';

/** Month first: the US, its territories and the countries that follow its usage. */
const MONTH_FIRST = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'PH', 'FM', 'MH', 'PW']);
/** Both orders in common use, or the year first: no order to propose. */
const NO_ONE_ORDER = new Set(['CA', 'CN', 'JP', 'KR', 'KP', 'TW', 'HU', 'MN', 'LT', 'SE', 'IR']);

/** The order a country's dates like 03/04/1990 are written in, or undefined when it has no one order. */
export function dateOrderOfCountry(code: string): DateOrder | undefined {
  const country = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || NO_ONE_ORDER.has(country)) return undefined;
  return MONTH_FIRST.has(country) ? 'mdy' : 'dmy';
}
