// Class years written with words, terms or months: read as the one year they hold, said (read-as); two digits read
// in the century that makes sense and marked to check. An academic year or several years: refused with the
// four-digit year as the suggested fix, never taken silently.
import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import { DEFAULT_TRANSFORMS } from '../../../../src-shared/transforms/settings';
import { cleanValue, type RowContext } from '../../../../src-shared/validate/clean-field';
import { sendSchemas } from '../../../../src-shared/validate/send-schemas';
import { outcomeWithWords } from '../../../helpers/problem-words';

const THIS_YEAR = new Date().getUTCFullYear();
const row: RowContext = { countryOf: () => undefined };

function clean(name: string, cell: string) {
  const spec = fieldSpec(name)!;
  return outcomeWithWords(cleanValue(spec, sendSchemas(THIS_YEAR).fields.get(name)!, cell, DEFAULT_TRANSFORMS, row));
}

describe('class years written with more than the year', () => {
  it.each([
    // cell, year read, what the note says
    ['MBA 2006', 2006, 'is read as 2006'],
    ['2006 MBA', 2006, 'is read as 2006'],
    ['B.A. 2006', 2006, 'is read as 2006'],
    ['Ph.D., 2011', 2011, 'is read as 2011'],
    ['Class of 2006 MBA', 2006, 'is read as 2006'],
    ['Spring 2019', 2019, 'is read as 2019'],
    ['Fall 2019', 2019, 'is read as 2019'],
    ['May 2019', 2019, 'is read as 2019'],
    ['Dec. 2019', 2019, 'is read as 2019'],
    ['September 2019', 2019, 'is read as 2019'],
    ['‘2019', 2019, 'is read as 2019'],
    ['`2019', 2019, 'is read as 2019'],
    ["MBA '05", 2005, 'is read as 2005 — check'],
    ['MBA ’05', 2005, 'is read as 2005 — check'],
    ["MBA'05", 2005, 'is read as 2005 — check'],
    ["Spring '19", 2019, 'is read as 2019 — check'],
  ])('%s is read as %s', (cell, year, words) => {
    expect(clean('year_graduated', cell)).toEqual({
      ok: true,
      value: year,
      warning: expect.objectContaining({ kind: 'read-as', severity: 'warning', message: words }),
    });
  });

  it.each([
    // cell, suggested year, what the message says
    // An academic year: the class year is the year it ends, the graduation year.
    ['2019-2020', '2020', 'is an academic year'],
    ['2019–20', '2020', 'is an academic year'],
    ['2019/20', '2020', 'is an academic year'],
    ['2019 - 2020', '2020', 'is an academic year'],
    ['1999-00', '2000', 'is an academic year'],
    // Two different years: an alum with two degrees, the first offered as the preferred one.
    ['Class of 2019 & 2021', '2019', 'holds more than one year'],
    ['2019 (BA), 2021 (MA)', '2019', 'holds more than one year'],
    // A span of years with a dash: the years attended (a batch), the class year the last.
    ['2015-2019', '2019', 'is a span of years'],
    ['Batch 2016–2020', '2020', 'is a span of years'],
    ['1985-1990', '1990', 'is a span of years'],
    ['1985/1990', '1985', 'holds more than one year'],
  ])('%s -> %s', (cell, year, words) => {
    const outcome = clean('year_graduated', cell);
    expect(outcome).toEqual({
      ok: false,
      problem: expect.objectContaining({
        severity: 'error',
        message: expect.stringContaining(words),
        fix: expect.objectContaining({ value: year }),
      }),
    });
  });

  it('still sends a plain year, and does not guess at a day, a fiscal year or a year among other numbers', () => {
    expect(clean('year_graduated', '2019')).toEqual({ ok: true, value: 2019 });
    for (const cell of [
      'May 19',
      'Dec-19',
      '2019-05',
      '2019-21',
      'FY2019',
      '2006 (2)',
      '20190515',
      'MBA 2006 2007',
      'Julember 2019',
    ]) {
      const outcome = clean('year_graduated', cell);
      expect(outcome.ok, cell).toBe(false);
      if (!outcome.ok) expect(outcome.problem.fix, cell).toBeUndefined();
    }
  });

  it('reads an academic year only as a class year, not as a birth year', () => {
    const outcome = clean('dob_year', '1985-86');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problem.fix).toBeUndefined();
    expect(clean('dob_year', 'May 1985')).toEqual({
      ok: true,
      value: 1985,
      warning: expect.objectContaining({ kind: 'read-as', severity: 'warning', message: 'is read as 1985' }),
    });
  });
});
