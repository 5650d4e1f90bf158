import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFiscalYearStart, writeFiscalYearStart } from '../../../src-main/services/environments/fiscal-year-setting';
import { SettingsStore } from '../../../src-main/services/environments/settings-store';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'alumni-fy-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

const environment = { name: 'client-test', kind: 'test', url: 'https://alumni.example.edu' };

describe('fiscal-year start month per environment', () => {
  it('reads January from a settings file written before the setting existed', async () => {
    writeFileSync(join(home, 'settings.json'), JSON.stringify({ version: 1, environments: [environment] }));
    const store = new SettingsStore(home);
    expect(await readFiscalYearStart(store, 'client-test')).toBe(1);
    expect(await readFiscalYearStart(store, 'sandbox')).toBe(1);
  });

  it('keeps the month with the environment, and the built-in ones apart, other settings untouched', async () => {
    writeFileSync(
      join(home, 'settings.json'),
      JSON.stringify({ version: 1, environments: [environment], mappingTemplates: { a: 1 } }),
    );
    const store = new SettingsStore(home);
    await writeFiscalYearStart(store, 'Client-Test', false, 7);
    await writeFiscalYearStart(store, 'sandbox', true, 4);
    expect(await readFiscalYearStart(store, 'client-test')).toBe(7);
    expect(await readFiscalYearStart(store, 'sandbox')).toBe(4);
    expect(await readFiscalYearStart(store, 'sandbox-production')).toBe(1);
    const written = JSON.parse(readFileSync(store.file, 'utf8'));
    expect(written.environments).toEqual([{ ...environment, fiscalYearStartMonth: 7 }]);
    expect(written.builtInFiscalYearStartMonths).toEqual({ sandbox: 4 });
    expect(written.mappingTemplates).toEqual({ a: 1 });
  });

  it('reads a hand-edited nonsense month as unset instead of refusing the whole file', async () => {
    writeFileSync(
      join(home, 'settings.json'),
      JSON.stringify({ version: 1, environments: [{ ...environment, fiscalYearStartMonth: 13 }] }),
    );
    const store = new SettingsStore(home);
    expect(await readFiscalYearStart(store, 'client-test')).toBe(1);
    await expect(writeFiscalYearStart(store, 'client-test', false, 0)).rejects.toThrow(/1 to 12/);
    await expect(writeFiscalYearStart(store, 'nobody', false, 7)).rejects.toThrow(/no environment named/);
  });
});
