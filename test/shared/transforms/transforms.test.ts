import { afterEach, describe, expect, it } from 'vitest';
import * as t_country from '../../../src-shared/transforms/country';
import { fromExcelSerial, inferDateOrder } from '../../../src-shared/transforms/date';
import * as t_date from '../../../src-shared/transforms/date';
import * as t_email from '../../../src-shared/transforms/email';
import * as t_flag from '../../../src-shared/transforms/flag';
import { undoFormulaGuard } from '../../../src-shared/transforms/formula-guard';
import { guardCell } from '../../../src-shared/spreadsheet-safety';
import * as t_gender from '../../../src-shared/transforms/gender';
import { splitList } from '../../../src-shared/transforms/list';
import * as t_phone from '../../../src-shared/transforms/phone';
import * as t_state from '../../../src-shared/transforms/state';
import { textFormulaText } from '../../../src-shared/transforms/excel-text';
import { collapseSpaces, hasLineBreak, linesOf, showLineBreaks } from '../../../src-shared/transforms/text';
import * as t_web_address from '../../../src-shared/transforms/web-address';
import { isZipCode } from '../../../src-shared/transforms/zip';
import * as t_zip from '../../../src-shared/transforms/zip';
import { flatSaying, flatSayingMaybe } from '../../helpers/problem-words';

// Outcomes flat, with their problem's words (the app's table) beside the codes.
const toCountryCode = flatSaying(t_country.toCountryCode);
const parseDate = flatSaying(t_date.parseDate);
const parseDayAndMonth = flatSayingMaybe(t_date.parseDayAndMonth);
const toEmail = flatSaying(t_email.toEmail);
const toFlag = flatSaying(t_flag.toFlag);
const toGender = flatSaying(t_gender.toGender);
const toPhone = flatSaying(t_phone.toPhone);
const toStateCode = flatSaying(t_state.toStateCode);
const toUrl = flatSaying(t_web_address.toUrl);
const toZipCode = flatSaying(t_zip.toZipCode);

const value = (outcome: { ok: boolean; value?: string }) => (outcome.ok ? outcome.value : undefined);

describe('spaces', () => {
  it('trims and collapses runs, tabs and non-breaking spaces', () => {
    expect(collapseSpaces('  Ann \t  Lee\u00a0 Jr. ')).toBe('Ann Lee Jr.');
  });
  it('keeps line breaks inside long text and leaves clean values alone', () => {
    expect(collapseSpaces('line one\nline two')).toBe('line one\nline two');
    expect(collapseSpaces('Ann Lee')).toBe('Ann Lee');
  });
});

describe('email', () => {
  it('lowercases when switched on, keeps case when off', () => {
    expect(toEmail('Ann.Lee@Example.ORG', true)).toEqual({ ok: true, value: 'ann.lee@example.org', changed: true });
    expect(value(toEmail('Ann.Lee@Example.ORG', false))).toBe('Ann.Lee@Example.ORG');
  });
  it('refuses what is not an address, suggesting a repair for common slips', () => {
    expect(toEmail('ann.lee@example', true).ok).toBe(false);
    expect(toEmail('ann lee@example.org', true)).toMatchObject({ ok: false, fix: { value: 'annlee@example.org' } });
    expect(toEmail('mailto ann@example.org', true)).toMatchObject({ ok: false });
  });
  it('refuses two addresses in one cell, suggesting the first', () => {
    for (const cell of [
      'ann@example.org; ann@gmail.com',
      'ann@example.org,ann@gmail.com',
      'ann@example.org / ann@gmail.com',
      'ann@example.org or ann@gmail.com',
      'ann@example.org ann@gmail.com',
    ]) {
      expect(toEmail(cell, true), cell).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^holds 2 addresses, and the field takes one/),
        fix: { value: 'ann@example.org' },
      });
    }
    // One address and a word is not two addresses.
    expect(toEmail('ann@example.org; home', true)).not.toMatchObject({ message: expect.stringMatching(/holds/) });
  });
  it('takes the address out of a name or mailto: around it, with a note', () => {
    for (const cell of [
      'Ann Lee <Ann@Example.org>',
      '"Lee, Ann" <ann@example.org>',
      '<ann@example.org>',
      'mailto:ann@example.org',
      'Ann Lee < ann@example.org >',
    ]) {
      expect(toEmail(cell, true), cell).toMatchObject({
        ok: true,
        value: 'ann@example.org',
        changed: true,
        note: expect.stringContaining('the address alone, ann@example.org, is sent'),
      });
    }
    expect(value(toEmail('Ann Lee <Ann@Example.org>', false))).toBe('Ann@Example.org');
    // Only one address, and a real one: anything else stays refused.
    for (const cell of [
      'Ann <ann@example>',
      'Ann <ann@example.org> <bob@example.org>',
      'Ann <ann@example.org',
      'ann@example.org <bob@example.org>x',
    ])
      expect(toEmail(cell, true).ok, cell).toBe(false);
  });
});

describe('dates', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each([
    ['1985-07-04', null, 'iso'],
    ['1985-07-04T00:00:00', null, 'iso'],
    ['07/04/1985', 'mdy', 'month-first'],
    ['04/07/1985', 'dmy', 'day-first'],
    ['04.07.1985', 'dmy', 'day-first'],
    ['31232', null, 'excel-serial'],
    ['July 4, 1985', null, 'words'],
    ['4 Jul 1985', null, 'words'],
    ['19850704', null, 'compact'],
  ] as const)('reads %s (order %s) as 4 July 1985', (text, order, form) => {
    expect(parseDate(text, order)).toEqual({ ok: true, date: { year: 1985, month: 7, day: 4 }, form });
  });

  it.each(['America/Los_Angeles', 'Asia/Tokyo'])('gives the same calendar date with TZ=%s', (tz) => {
    process.env.TZ = tz;
    expect(parseDate('1985-07-04', null)).toMatchObject({ date: { year: 1985, month: 7, day: 4 } });
    expect(fromExcelSerial(31232)).toEqual({ year: 1985, month: 7, day: 4 });
    expect(fromExcelSerial(1)).toEqual({ year: 1900, month: 1, day: 1 });
    expect(fromExcelSerial(61)).toEqual({ year: 1900, month: 3, day: 1 });
  });

  it('settles an unambiguous slash date on its own, whichever order it is in', () => {
    expect(parseDate('25/03/1990', null)).toMatchObject({ ok: true, date: { day: 25, month: 3 } });
    expect(parseDate('03/25/1990', null)).toMatchObject({ ok: true, date: { day: 25, month: 3 } });
  });

  it('refuses to guess an ambiguous date and says how to choose', () => {
    expect(parseDate('03/04/1990', null)).toMatchObject({
      ok: false,
      kind: 'ambiguous-date',
      message: 'could be 4 March 1990 or 3 April 1990: choose the date order (month first or day first)',
      hint: { setting: 'date-order' },
    });
  });

  it('refuses dates that do not exist, in every form', () => {
    expect(parseDate('1987-02-30', null)).toMatchObject({
      ok: false,
      kind: 'bad-date',
      message: expect.stringMatching(/February 1987 has no day 30/),
    });
    expect(parseDate('02/30/1987', 'mdy')).toMatchObject({ ok: false, kind: 'bad-date' });
    expect(parseDate('13/13/1987', null)).toMatchObject({ ok: false, kind: 'bad-date' });
    expect(parseDate('60', null)).toMatchObject({ ok: false }); // Excel's fictitious 29 February 1900
    expect(parseDate('yesterday', null)).toMatchObject({ ok: false, kind: 'bad-date' });
  });

  it('suggests, but does not apply, a century for two-digit years, in every form that writes one', () => {
    for (const text of ['07/04/85', '4-Jul-85', 'Jul 4, 85', '4 July 85']) {
      expect(parseDate(text, 'mdy'), text).toMatchObject({
        ok: false,
        message: expect.stringContaining('two-digit year'),
        fix: { value: '1985-07-04' },
      });
    }
    expect(parseDate('4-Jul-05', null)).toMatchObject({ ok: false, fix: { value: '2005-07-04' } });
  });

  it('reads a year-first date written without separators, and refuses one that is no date', () => {
    expect(parseDate('20010229', null)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/February 2001 has no day 29/),
    });
    expect(parseDate('19851304', null)).toMatchObject({ ok: false, message: expect.stringMatching(/no month 13/) });
    // Other eight-digit numbers are not taken for dates.
    expect(parseDate('12345678', null)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a date we can read/),
    });
  });

  it('points the other way when the chosen order cannot be right', () => {
    expect(parseDate('25/03/1990', 'mdy')).toMatchObject({ ok: false, fix: { value: '1990-03-25' } });
  });

  it('reads a lone four-digit year as the year only', () => {
    expect(parseDate('1985', null)).toEqual({ ok: true, date: { year: 1985 }, form: 'year' });
  });

  it('reads the date of a date-time cell saved as CSV, and drops the time', () => {
    for (const text of [
      '7/4/1985 0:00',
      '07/04/1985 00:00:00',
      '7/4/1985 12:00:00 AM',
      '7/4/1985 9:30 p.m.',
      'July 4, 1985 0:00',
      '1985-07-04 00:00',
    ]) {
      expect(parseDate(text, 'mdy'), text).toMatchObject({ ok: true, date: { year: 1985, month: 7, day: 4 } });
    }
    expect(parseDate('4/7/1985 0:00', 'dmy')).toMatchObject({ ok: true, date: { year: 1985, month: 7, day: 4 } });
    // The date part is judged as it would be alone.
    expect(parseDate('2/30/1987 0:00', 'mdy')).toMatchObject({ ok: false, kind: 'bad-date' });
    expect(parseDate('03/04/1990 0:00', null)).toMatchObject({ ok: false, kind: 'ambiguous-date' });
    expect(parseDate('0:00', null)).toMatchObject({ ok: false });
    expect(inferDateOrder(['03/04/1990 0:00', '12/25/1990 0:00'])).toBe('mdy');
  });

  it('infers the order of a column from its values', () => {
    expect(inferDateOrder(['03/04/1990', '12/25/1990'])).toBe('mdy');
    expect(inferDateOrder(['03/04/1990', '25/12/1990'])).toBe('dmy');
    expect(inferDateOrder(['03/04/1990'])).toBe('unknown');
    expect(inferDateOrder(['12/25/1990', '25/12/1990'])).toBe('mixed');
  });

  it("reads dates written with month names in the partner institutions' languages, and in Chinese, Japanese and Korean form", () => {
    for (const [text, year, month, day] of [
      ['4 juillet 1985', 1985, 7, 4],
      ['1er janvier 1990', 1990, 1, 1],
      ['5 de mayo de 1990', 1990, 5, 5],
      ['4. Juli 1985', 1985, 7, 4],
      ['14 März 1988', 1988, 3, 14],
      ['4 giugno 1979', 1979, 6, 4],
      ['4 mei 1985', 1985, 5, 4],
      ['5 de março de 1990', 1990, 3, 5],
      ['1985年7月4日', 1985, 7, 4],
      ['1985년 7월 4일', 1985, 7, 4],
    ] as const) {
      expect(parseDate(text, null), text).toEqual({ ok: true, date: { year, month, day }, form: 'words' });
    }
    expect(parseDayAndMonth('4 juillet', null)).toEqual({ ok: true, day: 4, month: 7 });
    expect(parseDate('4 Julember 1985', null)).toMatchObject({ ok: false });
    expect(parseDate('1985年2月30日', null)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/February 1985 has no day 30/),
    });
  });

  it("names Outlook's empty date (0/0/00, 00/00/0000) as a placeholder to leave empty, and a month 0 as no month", () => {
    for (const text of ['0/0/00', '00/00/0000'])
      expect(parseDate(text, 'mdy'), text).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^is an empty date, as Outlook and other programs write no date/),
        fix: { value: '' },
      });
    expect(parseDate('0/5/1990', 'mdy')).toMatchObject({
      ok: false,
      message: 'is not a real date read as month/day/year (there is no month 0)',
    });
  });

  it('reads a birthday without its year (07/04, July 4, 4-Jul, --07-04), never a month and a year', () => {
    for (const text of [
      '07/04',
      '7/4',
      'July 4',
      'Jul. 4th',
      'july 4',
      '4 July',
      '4-Jul',
      '4th of July',
      '--07-04',
      '--0704',
    ]) {
      expect(parseDayAndMonth(text, 'mdy'), text).toEqual({ ok: true, day: 4, month: 7 });
    }
    expect(parseDayAndMonth('4.7.', 'dmy')).toEqual({ ok: true, day: 4, month: 7 });
    expect(parseDayAndMonth('25/12', null)).toEqual({ ok: true, day: 25, month: 12 });
    expect(parseDayAndMonth('12/25', null)).toEqual({ ok: true, day: 25, month: 12 });
    expect(parseDayAndMonth('02/29', null)).toEqual({ ok: true, day: 29, month: 2 });
    expect(parseDayAndMonth('03/04', null)).toMatchObject({
      ok: false,
      kind: 'ambiguous-date',
      message: 'could be 4 March or 3 April: choose the date order (month first or day first)',
      hint: { setting: 'date-order' },
    });
    expect(parseDayAndMonth('02/30', null)).toMatchObject({
      ok: false,
      kind: 'bad-date',
      message: expect.stringMatching(/February has no day 30/),
    });
    expect(parseDayAndMonth('02/30', 'dmy')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/read as day\/month \(there is no month 30\)/),
    });
    expect(parseDayAndMonth('25/12', 'mdy')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no month 25/),
    });
    expect(parseDayAndMonth('June 31', null)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/June has no day 31/),
    });
    for (const text of ['10/85', '1985', '07/04/1985', 'Julember 4', '5/', 'x'])
      expect(parseDayAndMonth(text, 'mdy'), text).toBeUndefined();
    expect(inferDateOrder(['03/04', '25/12'])).toBe('dmy');
    expect(inferDateOrder(['03/04', '12/25'])).toBe('mdy');
    expect(inferDateOrder(['4.7.', '14.3.'])).toBe('dmy');
  });
});

describe('gender', () => {
  it.each([
    ['Male', 'm'],
    ['M', 'm'],
    ['female', 'f'],
    ['F', 'f'],
    ['f', 'f'],
    ['Woman', 'f'],
    ['man', 'm'],
    ['w', 'f'],
    ['Weiblich', 'f'],
    ['Männlich', 'm'],
    ['Femme', 'f'],
    ['Hombre', 'm'],
  ])('%s -> %s', (text, expected) => {
    expect(value(toGender(text, true))).toBe(expected);
  });
  it("reads the words of the partner institutions' languages and their abbreviations, in any case, with accents or without", () => {
    const words: [string, string][] = [
      // German, Dutch, Portuguese, Spanish, Italian, French, Swedish/Norwegian/Danish, Polish, English abbreviations
      ['Mann', 'm'],
      ['Frau', 'f'],
      ['männl.', 'm'],
      ['weibl.', 'f'],
      ['MAENNLICH', 'm'],
      ['Man', 'm'],
      ['Vrouw', 'f'],
      ['Mannelijk', 'm'],
      ['Vrouwelijk', 'f'],
      ['Masculino', 'm'],
      ['Feminino', 'f'],
      ['Homem', 'm'],
      ['Mulher', 'f'],
      ['Femenino', 'f'],
      ['Mujer', 'f'],
      ['Varón', 'm'],
      ['Varon', 'm'],
      ['Uomo', 'm'],
      ['Donna', 'f'],
      ['Maschio', 'm'],
      ['Femmina', 'f'],
      ['Maschile', 'm'],
      ['Femminile', 'f'],
      ['Homme', 'm'],
      ['Féminin', 'f'],
      ['Feminin', 'f'],
      ['Masculin', 'm'],
      ['Fém.', 'f'],
      ['Kvinna', 'f'],
      ['Kvinnlig', 'f'],
      ['Manlig', 'm'],
      ['Kvinne', 'f'],
      ['Kvinde', 'f'],
      ['K', 'f'],
      ['Mężczyzna', 'm'],
      ['Kobieta', 'f'],
      ['Męski', 'm'],
      ['Żeński', 'f'],
      ['Masc.', 'm'],
      ['Masc', 'm'],
      ['Fem.', 'f'],
      ['FEM', 'f'],
      ['M.', 'm'],
      ['F.', 'f'],
      ['Masculine', 'm'],
      ['Feminine', 'f'],
      ['男', 'm'],
      ['女', 'f'],
      ['男性', 'm'],
      ['女性', 'f'],
      ['남', 'm'],
      ['여', 'f'],
      ['남성', 'm'],
      ['여성', 'f'],
    ];
    for (const [text, expected] of words) expect(value(toGender(text, true)), text).toBe(expected);
    // A Dutch V is vrouw, a Spanish one varón: never guessed.
    expect(toGender('V', true).ok).toBe(false);
  });
  it('refuses other values, and words when switched off', () => {
    expect(toGender('U', true).ok).toBe(false);
    expect(toGender('Frau', false).ok).toBe(false);
    expect(toGender('Male', false).ok).toBe(false);
    expect(toGender('Woman', false).ok).toBe(false);
    expect(toGender('Zebra', true)).toMatchObject({ ok: false, message: expect.stringMatching(/m or f/) });
    // Names of an object's own machinery are cells like any other.
    for (const text of ['constructor', 'toString', '__proto__']) {
      expect(toGender(text, true).ok, text).toBe(false);
      expect(toFlag(text, true).ok, text).toBe(false);
      expect(toCountryCode(text, true).ok, text).toBe(false);
    }
  });
  it('suggests an empty cell for "not known" and for a gender the service has no value for', () => {
    for (const text of ['Unknown', 'U', 'N/A', 'Prefer not to say', 'Non-binary', 'X', 'Other', 'Divers']) {
      expect(toGender(text, true), text).toMatchObject({
        ok: false,
        fix: { description: 'leave the cell empty (the service has no value for it)', value: '' },
      });
    }
  });
});

describe("Excel's text formula", () => {
  it('gives the text of ="…" (quotes inside doubled, spaces around allowed), and nothing for another cell or a formula that is more than a text', () => {
    expect(textFormulaText('="00123"')).toBe('00123');
    expect(textFormulaText(' = "00123" ')).toBe('00123');
    expect(textFormulaText('="Say ""hi"""')).toBe('Say "hi"');
    expect(textFormulaText('=""')).toBe('');
    for (const cell of ['00123', '"00123"', '="a"&"b"', '=A1', '="00123', '=SUM(A1:A3)', `'="1"`, ''])
      expect(textFormulaText(cell), cell).toBeUndefined();
  });
});

describe('lines', () => {
  it('finds line breaks of every kind and splits a cell into its lines, trimmed, empty ones left out', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b', 'a\u2029b'])
      expect(hasLineBreak(text), JSON.stringify(text)).toBe(true);
    expect(hasLineBreak('a b\tc')).toBe(false);
    expect(linesOf('1 Main St \r\n\r\n  Apt 2\rBuilding C\n')).toEqual(['1 Main St', 'Apt 2', 'Building C']);
    expect(showLineBreaks('Boston\r\nMA\nUSA')).toBe('Boston↵MA↵USA');
  });
});

describe('US ZIP codes', () => {
  it.each([
    ['2134', '02134'],
    ['501', '00501'],
    ['02134', '02134'],
    ['021341234', '02134-1234'],
    ['02134 1234', '02134-1234'],
    ['21341234', '02134-1234'],
    ['02134-1234', '02134-1234'],
  ])('%s -> %s', (text, expected) => {
    expect(value(toZipCode(text, true))).toBe(expected);
  });
  it('refuses what cannot be a ZIP code, and leaves repairs off when switched off', () => {
    expect(toZipCode('M5V 2T6', true).ok).toBe(false);
    expect(toZipCode('12', true).ok).toBe(false);
    expect(toZipCode('2134', false).ok).toBe(false);
  });
  it('pads only what Excel shortened (never a ZIP already starting with 0), and refuses all zeros as a placeholder', () => {
    // Excel drops leading zeros: 0213 and 0213123 have lost some other digit, not a zero.
    for (const text of ['0213', '021', '0213123']) expect(toZipCode(text, true).ok, text).toBe(false);
    for (const text of ['00000', '00000-0000', '000000000', '00000-1234']) {
      expect(toZipCode(text, true), text).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^starts 00000, which no ZIP code does/),
        fix: { description: 'leave the cell empty', value: '' },
      });
    }
    expect(isZipCode('00000')).toBe(false);
    expect(isZipCode('00000-1234')).toBe(false);
    expect(isZipCode('00501')).toBe(true);
  });
});

describe('US states', () => {
  it.each([
    ['Massachusetts', 'MA'],
    ['new york', 'NY'],
    ['ma', 'MA'],
    ['MA', 'MA'],
    ['District of Columbia', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['Mass.', 'MA'],
    ['Calif.', 'CA'],
    ['N.Y.', 'NY'],
    ['W. Va.', 'WV'],
    ['Wash.', 'WA'],
    ['D.C.', 'DC'],
    ['Penn', 'PA'],
    ['N. Carolina', 'NC'],
    ['S Dakota', 'SD'],
    ['W. Virginia', 'WV'],
  ])('%s -> %s', (text, expected) => {
    expect(value(toStateCode(text.replace(',', ''), true, undefined))).toBe(expected);
    expect(value(toStateCode(text.replace(',', ''), true, 'US'))).toBe(expected);
  });
  it('refuses an unknown US state, suggesting the closest', () => {
    expect(toStateCode('Massachusets', true, 'US')).toMatchObject({ ok: false, fix: { value: 'MA' } });
    expect(toStateCode('ZZ', true, undefined).ok).toBe(false);
    // An abbreviation is a name: with names switched off it is refused, as a name would be.
    expect(toStateCode('Mass.', false, 'US').ok).toBe(false);
  });
  it('finds no province for a cell reading "constructor" or "__proto__" (a Map, not an object)', () => {
    expect(toStateCode('Constructor', true, 'CA')).toEqual({ ok: true, value: 'Constructor', changed: false });
    expect(toStateCode('__proto__', true, undefined)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^is not a US state/),
    });
  });
  it('says a Canadian province on a row without a country is one, instead of suggesting a US state', () => {
    for (const text of ['ON', 'BC', 'Québec', 'AB']) {
      const outcome = toStateCode(text, true, undefined);
      expect(outcome, text).toMatchObject({
        ok: false,
        message: expect.stringMatching(
          /^is a Canadian province \([A-Z]{2}\), and the row has no country: give the row's country/,
        ),
      });
      expect(outcome, text).not.toHaveProperty('fix');
    }
  });
  it.each([
    ['Ontario', 'ON'],
    ['Québec', 'QC'],
    ['british columbia', 'BC'],
    ['Colombie-Britannique', 'BC'],
    ['Nouvelle-Écosse', 'NS'],
    ['on', 'ON'],
    ['PE', 'PE'],
    ['P.E.I.', 'PE'],
    ['Nfld.', 'NL'],
    ['Sask.', 'SK'],
    ['Que.', 'QC'],
    ['Man.', 'MB'],
    ['Alta.', 'AB'],
    ['NF', 'NL'],
    ['PQ', 'QC'],
  ])('Canada: %s -> %s', (text, expected) => {
    expect(value(toStateCode(text, true, 'CA'))).toBe(expected);
  });
  it('keeps regions of other countries as written (two letters in capitals), and converts nothing when switched off', () => {
    expect(value(toStateCode('Ontario', true, 'GB'))).toBe('Ontario');
    expect(value(toStateCode('by', true, 'DE'))).toBe('BY');
    expect(value(toStateCode('Ontario', false, 'CA'))).toBe('Ontario');
    expect(value(toStateCode('Massachusetts', true, 'CA'))).toBe('Massachusetts');
  });
});

describe('countries', () => {
  it.each([
    ['United States', 'US'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['us', 'US'],
    ['England', 'GB'],
    ['United Kingdom', 'GB'],
    ['Deutschland', 'DE'],
    ['DEU', 'DE'],
    ['France', 'FR'],
    ['South Korea', 'KR'],
    ['中国', 'CN'],
    ['日本', 'JP'],
    ['대한민국', 'KR'],
    ['한국', 'KR'],
    ['台灣', 'TW'],
    ['アメリカ合衆国', 'US'],
    ['Россия', 'RU'],
    ['США', 'US'],
    ['السعودية', 'SA'],
    ['Corea del Sur', 'KR'],
    ['Tchéquie', 'CZ'],
    ['U.A.E.', 'AE'],
    ['Inglaterra', 'GB'],
    ['ロシア', 'RU'],
    ['러시아', 'RU'],
    ['印度尼西亚', 'ID'],
    ['澳洲', 'AU'],
    ['الإمارات', 'AE'],
    ['日本国', 'JP'],
  ])('%s -> %s', (text, expected) => {
    expect(value(toCountryCode(text, true))).toBe(expected);
  });
  it.each([
    // The official forms registrar systems print, older names and abbreviations.
    ['Viet Nam', 'VN'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['Venezuela, Bolivarian Republic of', 'VE'],
    ['Tanzania, United Republic of', 'TZ'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['DRC', 'CD'],
    ['Congo, Republic of the', 'CG'],
    ["Korea, Democratic People's Republic of", 'KP'],
    ['Korea, Republic of', 'KR'],
    ['China, Hong Kong SAR', 'HK'],
    ['Macau SAR', 'MO'],
    ['The Bahamas', 'BS'],
    ['St Kitts and Nevis', 'KN'],
    ['St. Lucia', 'LC'],
    ['Trinidad & Tobago', 'TT'],
    ['East Timor', 'TL'],
    ['Burma', 'MM'],
    ['U.K.', 'GB'],
    ['U.S.A', 'US'],
    ['Republic of China', 'TW'],
    ['Mainland China', 'CN'],
    ['Kingdom of Saudi Arabia', 'SA'],
    ['U.S. Virgin Islands', 'VI'],
    // Names in the languages of partner institutions' lists.
    ['Nederland', 'NL'],
    ['België', 'BE'],
    ['Brasil', 'BR'],
    ['Italia', 'IT'],
    ['Sverige', 'SE'],
    ['Norge', 'NO'],
    ['Danmark', 'DK'],
    ['Suomi', 'FI'],
    ['Polska', 'PL'],
  ])('%s -> %s', (text, expected) => {
    expect(value(toCountryCode(text, true))).toBe(expected);
  });
  it('refuses what is not a country, and names when switched off', () => {
    expect(toCountryCode('Atlantis', true).ok).toBe(false);
    expect(toCountryCode('Indiana', true).ok).toBe(false);
    // Before a comma, a name shared by two countries is not guessed.
    expect(toCountryCode('Congo, Atlantis', true).ok).toBe(false);
    // "Congo" alone names two countries too (test/shared/transforms/intl-values.test.ts).
    expect(toCountryCode('Congo', true).ok).toBe(false);
    expect(toCountryCode('France', false).ok).toBe(false);
  });
});

describe('phones', () => {
  it.each([
    ['(617) 555-0143', '+1 617 555 0143'],
    ['617.555.0143', '+1 617 555 0143'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['617-555-0143 x12', '+1 617 555 0143 ext. 12'],
    ['6175550143.0', '+1 617 555 0143'],
    ['0044 20 7946 0958', '+44 20 7946 0958'],
    ['001 617 555 0143', '+1 617 555 0143'],
    ['011 44 20 7946 0958', '+44 20 7946 0958'],
  ])('%s -> %s', (text, expected) => {
    expect(value(toPhone(text, true, 'US'))).toBe(expected);
  });
  it('reads 00 as a way of dialling abroad where the default country dials so too (Australia dials 0011)', () => {
    expect(value(toPhone('0044 20 7946 0958', true, 'GB'))).toBe('+44 20 7946 0958');
    expect(value(toPhone('0011 44 20 7946 0958', true, 'AU'))).toBe('+44 20 7946 0958');
  });
  it('refuses what cannot be a number', () => {
    expect(toPhone('555-01', true, 'US').ok).toBe(false);
    expect(toPhone('none', true, 'US').ok).toBe(false);
  });
  it('says a North American number of 7 digits lacks its area code (Banner keeps it in a column of its own)', () => {
    for (const text of ['5550123', '555-0123', '555 0123']) {
      expect(toPhone(text, true, 'US'), text).toMatchObject({
        ok: false,
        message: expect.stringMatching(
          /^has 7 digits: a local number without its area code\. Write its area code before it \(for example 617 555.?0123\)/,
        ),
      });
    }
    // Elsewhere 7 digits may be a whole number: no such guess.
    expect(toPhone('12345', true, 'US')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^is not a phone number we can read/),
    });
    const british = toPhone('5550123', true, 'GB');
    expect(british.ok ? '' : british.message).not.toMatch(/area code/);
  });
  it('refuses two numbers in one cell, suggesting the first', () => {
    for (const text of [
      '617 555 0100 / 617 555 0101',
      '(617) 555-0100; +44 20 7946 0958',
      '617-555-0100 or 617-555-0101',
    ]) {
      expect(toPhone(text, true, 'US'), text).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^holds more than one phone number/),
        fix: { description: 'keep the first, +1 617 555 0100', value: '+1 617 555 0100' },
      });
    }
  });
  it('sends a number written among other words alone, saying so', () => {
    for (const text of ['617 555 0100 / ask for Ann', 'call 617 555 0100', 'tel: +1 617 555 0100']) {
      expect(toPhone(text, true, 'US'), text).toEqual({
        ok: true,
        value: '+1 617 555 0100',
        changed: true,
        note: 'holds more than a phone number; the number alone, +1 617 555 0100, is sent',
      });
    }
    expect(toPhone('ask for Ann', true, 'US').ok).toBe(false);
  });
  it('keeps the number as written when switched off', () => {
    expect(value(toPhone('(617) 555-0143', false, 'US'))).toBe('(617) 555-0143');
  });
});

describe('flags', () => {
  it.each([
    ['yes', '1'],
    ['Y', '1'],
    ['TRUE', '1'],
    ['1', '1'],
    ['no', '0'],
    ['n', '0'],
    ['False', '0'],
    ['0', '0'],
    ['Active', '1'],
    ['INACTIVE', '0'],
    ['On', '1'],
    ['off', '0'],
    ['Enabled', '1'],
    ['Disabled', '0'],
    ['T', '1'],
    ['f', '0'],
    ['Ja', '1'],
    ['Nein', '0'],
    ['Oui', '1'],
    ['Non', '0'],
    ['Sí', '1'],
  ])('%s -> %s', (text, expected) => {
    expect(value(toFlag(text, true))).toBe(expected);
  });
  it('refuses other words, and words when switched off', () => {
    expect(toFlag('maybe', true).ok).toBe(false);
    expect(toFlag('yes', false).ok).toBe(false);
    expect(toFlag('Active', false).ok).toBe(false);
    expect(toFlag('pending', true)).toMatchObject({
      ok: false,
      message: expect.stringContaining('active/inactive are read too'),
    });
  });
});

describe('web addresses', () => {
  it('adds https:// when missing and keeps good addresses', () => {
    expect(toUrl('www.example.org/ann', true)).toEqual({
      ok: true,
      value: 'https://www.example.org/ann',
      changed: true,
    });
    expect(value(toUrl('http://example.org', true))).toBe('http://example.org');
  });
  it('refuses what is not a web address', () => {
    expect(toUrl('@annlee', true).ok).toBe(false);
    expect(toUrl('ftp://example.org', true).ok).toBe(false);
    expect(toUrl('not a site', true).ok).toBe(false);
  });
});

describe('tags and groups lists', () => {
  it('splits on ; , and |, trimming and dropping empties and repeats', () => {
    expect(splitList(' Athletics; Band|Band ,, Young Alumni ', [';', ',', '|'])).toEqual([
      'Athletics',
      'Band',
      'Young Alumni',
    ]);
  });
  it('splits only on the separators chosen', () => {
    expect(splitList('Smith, Jones; Band', [';'])).toEqual(['Smith, Jones', 'Band']);
  });
  it('splits Google Contacts\' " ::: " and drops Google\'s own labels, which every contact carries', () => {
    expect(splitList('* myContacts ::: Alumni ::: Class of 2010', [';'])).toEqual(['Alumni', 'Class of 2010']);
    expect(splitList('* starred ::: * Friends ::: Board', [';'])).toEqual(['Board']);
    // A star of the person's own is theirs.
    expect(splitList('* Donors', [';'])).toEqual(['* Donors']);
  });
  it('splits on line breaks too, and drops a repeat in another case, keeping the first spelling', () => {
    expect(splitList('Board\r\nDonor\nboard', [';'])).toEqual(['Board', 'Donor']);
    expect(splitList('Reunion; reunion; REUNION', [';'])).toEqual(['Reunion']);
  });
  it("reads a list of items each in quotes (Mailchimp's TAGS) by its quotes: no quote kept, a comma inside an item kept", () => {
    expect(splitList('"Class of 2010","Reunion"', [';', ',', '|'])).toEqual(['Class of 2010', 'Reunion']);
    expect(splitList('"Boston, MA Chapter", "Band"', [';', ',', '|'])).toEqual(['Boston, MA Chapter', 'Band']);
    // A quote inside an item is not a quoted list.
    expect(splitList('The "A" Team; Band', [';'])).toEqual(['The "A" Team', 'Band']);
  });
});

describe('the North American phone fast path', () => {
  it('gives exactly what libphonenumber gives, for many numbers in many forms', async () => {
    const { parsePhoneNumberFromString } = await import('libphonenumber-js');
    const forms = [
      (a: string, b: string, c: string) => `(${a}) ${b}-${c}`,
      (a: string, b: string, c: string) => `${a}.${b}.${c}`,
      (a: string, b: string, c: string) => `${a}-${b}-${c}`,
      (a: string, b: string, c: string) => `+1 ${a} ${b} ${c}`,
      (a: string, b: string, c: string) => `1-${a}-${b}-${c}`,
      (a: string, b: string, c: string) => `${a}${b}${c}`,
    ];
    let compared = 0;
    for (let i = 0; i < 600; i++) {
      const area = String(200 + ((i * 37) % 800));
      const exchange = String((i * 7919) % 1000).padStart(3, '0');
      const line = String((i * 104729) % 10000).padStart(4, '0');
      const text = forms[i % forms.length]!(area, exchange, line);
      const reference = parsePhoneNumberFromString(text, 'US');
      const ours = toPhone(text, true, 'US');
      // An exchange starting with 0 or 1 cannot exist, though its length is possible: refused.
      if (reference?.isPossible() && /^[2-9]/.test(exchange)) {
        expect(ours).toMatchObject({ ok: true, value: reference.formatInternational() });
        compared++;
      } else if (reference?.isPossible()) expect(ours, text).toMatchObject({ ok: false });
    }
    expect(compared).toBeGreaterThan(400);
  });
});

describe('undoing the formula guard of our results files', () => {
  it('gives back exactly what guardCell was given, and leaves other apostrophes alone', () => {
    for (const text of [
      '+1 555 0100',
      '=SUM(A1:A3)',
      '-minus',
      '@handle',
      '\tTab',
      '\rCR',
      '\nLF',
      'plain',
      '-12',
      '+3.5',
      "O'Neill",
      "'",
      '',
    ]) {
      expect(undoFormulaGuard(guardCell(text)), JSON.stringify(text)).toBe(text);
    }
    expect(undoFormulaGuard("'-12")).toBe("'-12"); // guardCell never writes this: a plain number is not guarded
    expect(undoFormulaGuard("'Neill")).toBe("'Neill");
    expect(undoFormulaGuard("''=x")).toBe("''=x");
  });
});
