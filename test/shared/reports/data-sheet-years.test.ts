import { describe, expect, it } from 'vitest';
import { dataSheetWords, dataSheetYears, inWindow } from '../../../src-shared/reports/data-sheet-years';
import { GivingLedger } from '../../../src-shared/reports/giving-ledger';
import { GIVING_REPORT_KINDS } from '../../../src-shared/reports/giving-options';
import { dataRows } from '../../../src-shared/reports/giving-tables';
import { PeopleIndex } from '../../../src-shared/reports/people-index';
import { gift, user } from './giving-fixture';

// Which fiscal years each report's Data sheet holds, and that the row count checked against
// Excel's limit is the count of rows written.

describe('the Data sheet years', () => {
  it('are the years each report reads: the lists keep every year', () => {
    const windows = Object.fromEntries(GIVING_REPORT_KINDS.map((kind) => [kind, dataSheetYears(kind, 2025, 5)]));
    expect(windows).toEqual({
      summary: { from: 2020, to: 2025 },
      retention: { from: 2020, to: 2025 },
      participation: { from: 2025, to: 2025 },
      'gift-ranges': { from: 2021, to: 2025 },
      lybunt: null,
      sybunt: null,
    });
    expect(inWindow(null, 1950)).toBe(true);
    expect([2019, 2020, 2025, 2026].map((fy) => inWindow({ from: 2020, to: 2025 }, fy))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(dataSheetWords({ from: 2025, to: 2025 })).toMatch(/^One row per donor and fiscal year, for FY2025: /);
  });

  it('counts the rows it writes, and keeps "gave the year before" from the years it leaves out', () => {
    const people = new PeopleIndex();
    for (let p = 0; p < 50; p++) people.add(user(500 + p, 1980 + p));
    const ledger = new GivingLedger(people, 7);
    let n = 0;
    // Person p gives in calendar years 2010 + (p % 5) ... 2026, on 1 March (fiscal year = calendar year).
    for (let p = 0; p < 50; p++) {
      for (let year = 2010 + (p % 5); year <= 2026; year++)
        ledger.add(gift(n++, 500 + p, 10, `${year}-03-01 09:00:00`));
    }
    ledger.add(gift(n++, null, 5, '2022-03-01 09:00:00'));
    ledger.add(gift(n++, null, 5, '2012-03-01 09:00:00'));
    ledger.seal();
    for (const window of [null, { from: 2020, to: 2025 }, { from: 2011, to: 2011 }, { from: 1990, to: 1999 }]) {
      const rows = [...dataRows(ledger, 'all', window)];
      expect(rows.length).toBe(ledger.donorYearsIn(window));
      expect(rows.every((r) => inWindow(window, Number(r[3])))).toBe(true);
    }
    const rows = [...dataRows(ledger, 'all', { from: 2020, to: 2025 })];
    expect(rows.length).toBe(50 * 6 + 1);
    // Every donor gave in 2019 too, which the sheet leaves out: FY2020 says so.
    expect(rows.filter((r) => r[3] === 2020 && r[0] !== null).every((r) => r[8] === 1)).toBe(true);
    expect(rows.filter((r) => r[0] === 500).map((r) => r[7])).toEqual([2010, 2010, 2010, 2010, 2010, 2010]);
  });
});
