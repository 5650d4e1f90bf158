// The home and work addresses (an address block's numbered columns are read in address-headers.ts).
// One row: a target, why these headers name it (their source: a vendor's export, a language), and
// the headers, as normaliseHeader writes them (lower case, accents and punctuation removed).
import type { HeaderRow } from './header-row';
import { HOME_CITY_AND_STATE_HEADERS } from './addresses-city-and-state';
import { HOME_POSTCODE_AND_COUNTRY_HEADERS } from './addresses-postcode-and-country';
import { HOME_STREET_HEADERS } from './addresses-street';
import { WORK_ADDRESS_HEADERS } from './addresses-work';

export const ADDRESS_HEADERS: readonly HeaderRow[] = [
  ...HOME_STREET_HEADERS,
  ...HOME_CITY_AND_STATE_HEADERS,
  ...HOME_POSTCODE_AND_COUNTRY_HEADERS,
  ...WORK_ADDRESS_HEADERS,
];
