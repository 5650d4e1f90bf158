import { AppError } from '../../../src-shared/errors';
import { DEFAULT_FISCAL_YEAR_START_MONTH, isStartMonth } from '../../../src-shared/reports/fiscal-year';
import type { SettingsStore } from './settings-store';

// The month an environment's fiscal year starts, kept in settings.json with the environment (the
// built-in ones, which have no entry there, in a small map of their own). Files from before the
// setting existed read as January.

export async function readFiscalYearStart(store: SettingsStore, name: string): Promise<number> {
  const settings = await store.read();
  const key = name.toLowerCase();
  const stored = settings.environments.find((e) => e.name.toLowerCase() === key);
  const month = stored ? stored.fiscalYearStartMonth : settings.builtInFiscalYearStartMonths?.[key];
  return month ?? DEFAULT_FISCAL_YEAR_START_MONTH;
}

export async function writeFiscalYearStart(
  store: SettingsStore,
  name: string,
  builtIn: boolean,
  month: number,
): Promise<void> {
  if (!isStartMonth(month)) {
    throw new AppError(
      'invalid-input',
      `The fiscal year's first month must be 1 to 12 (January to December): not ${month}.`,
    );
  }
  const key = name.toLowerCase();
  await store.update((settings) => {
    if (builtIn) {
      settings.builtInFiscalYearStartMonths = { ...settings.builtInFiscalYearStartMonths, [key]: month };
      return;
    }
    const stored = settings.environments.find((e) => e.name.toLowerCase() === key);
    if (!stored) throw new AppError('not-found', `There is no environment named "${name}".`);
    stored.fiscalYearStartMonth = month;
  });
}
