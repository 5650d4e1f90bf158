// A phone number, read in the country of its row's address (else the default country).
import type { FieldSpec } from '../../fields/catalogue';
import { toPhone } from '../../transforms/phone';
import { fromTransform, type KindCleaner, type RowContext } from './outcome';

/**
 * The country a phone number without +code is read in: its address's country when the row gives
 * one (a work phone falls back on the home address), else the default (020 7946 0958 is a London
 * number on a row in GB, and no number at all read as a US one).
 */
export function phoneCountryOf(spec: FieldSpec, row: RowContext): string | undefined {
  return spec.name.startsWith('work_') ? (row.countryOf('work') ?? row.countryOf('home')) : row.countryOf('home');
}

export const cleanPhone: KindCleaner = (spec, text, settings, row) => {
  const country = phoneCountryOf(spec, row);
  const byRow = country !== undefined;
  return fromTransform(toPhone(text, settings.normalisePhones, country ?? settings.defaultPhoneCountry, byRow));
};
