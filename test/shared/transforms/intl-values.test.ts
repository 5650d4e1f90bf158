// Values of lists from outside the US, each transform on its own: providers' country email
// domains, phone numbers their country has no such number of, postcodes in their country's form,
// countries by their own names or by a name two share, damaged and Spanish whole names, genders
// nobody gave, and partial birth dates.
import { describe, expect, it } from 'vitest';
import * as t_country from '../../../src-shared/transforms/country';
import * as t_date from '../../../src-shared/transforms/date';
import { likelyDomain } from '../../../src-shared/transforms/email-domain';
import * as t_full_name from '../../../src-shared/transforms/full-name';
import { isGenderNotKnown } from '../../../src-shared/transforms/gender';
import * as t_phone from '../../../src-shared/transforms/phone';
import * as t_state from '../../../src-shared/transforms/state';
import { postcodeCountries } from '../../../src-shared/transforms/zip';
import * as t_zip from '../../../src-shared/transforms/zip';
import { flatSaying } from '../../helpers/problem-words';

// Outcomes flat, with their problem's words (the app's table) beside the codes.
const toCountryCode = flatSaying(t_country.toCountryCode);
const parseDate = flatSaying(t_date.parseDate);
const splitFullName = flatSaying(t_full_name.splitFullName);
const toPhone = flatSaying(t_phone.toPhone);
const toStateCode = flatSaying(t_state.toStateCode);
const toPostcode = flatSaying(t_zip.toPostcode);

describe("a provider's email domain in another country", () => {
  it('is never taken for a typo of its domain in the UK', () => {
    for (const domain of [
      'yahoo.co.in',
      'yahoo.co.jp',
      'yahoo.co.id',
      'yahoo.co.nz',
      'yahoo.co.za',
      'yahoo.co.th',
      'yahoo.co.kr',
      'yahoo.com.hk',
      'yahoo.com.br',
      'yahoo.in',
      'hotmail.co.jp',
      'hotmail.com.ar',
      'outlook.de',
      'live.com.au',
      'gmx.at',
      'aol.co.uk',
    ]) {
      expect(likelyDomain(domain), domain).toBeUndefined();
    }
  });
  it('still finds the slips: a provider that has no country domains, an ending no country has, a mistyped name', () => {
    expect(likelyDomain('gmail.co')).toBe('gmail.com');
    expect(likelyDomain('hotmail.co')).toBe('hotmail.com');
    expect(likelyDomain('yahoo.cm')).toBe('yahoo.com');
    expect(likelyDomain('yahoo.co.ik')).toBe('yahoo.co.uk');
    expect(likelyDomain('hotmial.co.uk')).toBe('hotmail.co.uk');
    expect(likelyDomain('yaho.co.in')).toBe('yahoo.co.in');
    // A short name one letter from a provider's may be anyone's: no guess.
    expect(likelyDomain('love.co.uk')).toBeUndefined();
  });
});

describe('phone numbers their country has no such number of', () => {
  const refusal = (text: string, country: string) => toPhone(text, true, country);
  it('are refused whatever the form written, cut short, too long or with a trunk 0 that cannot be', () => {
    for (const [text, country, where] of [
      ['07700 9001', 'GB', 'United Kingdom (+44)'],
      ['+44 7700 9001', 'GB', 'United Kingdom (+44)'],
      // +44 is Guernsey's, Jersey's and the Isle of Man's too: named by its code on a row elsewhere.
      ['+44 7700 9001', 'US', 'the country code +44'],
      ['0803 123 456', 'NG', 'Nigeria (+234)'],
      ['0151 12', 'DE', 'Germany (+49)'],
      ['+49 151 12', 'FR', 'Germany (+49)'],
      ['0412 345', 'AU', 'Australia (+61)'],
      ['0151 123456789012', 'DE', 'Germany (+49)'],
      ['09 123 4567', 'NZ', 'New Zealand (+64)'],
    ] as const) {
      expect(refusal(text, country), `${text} in ${country}`).toMatchObject({
        ok: false,
        message: `is not a valid number for ${where}: no number there has this length and these first digits (digits missing, extra or mistyped?)`,
        fix: { description: 'leave the cell empty (the person is sent without this number)', value: '' },
      });
    }
  });
  it("suggests the number with its 0 when a spreadsheet dropped one that belongs to it (Italy's 06)", () => {
    expect(refusal('612345678', 'IT')).toMatchObject({ ok: false, fix: { value: '+39 06 1234 5678' } });
  });
  it('sends a number shaped as its country writes them but in no range in use, with a warning', () => {
    expect(toPhone('07700 900123', true, 'GB')).toEqual({
      ok: true,
      value: '+44 7700 900123',
      changed: true,
      note: "is shaped like a number for United Kingdom (+44) but in no range of numbers in use there, as far as Google's phone number data knows: sent as +44 7700 900123; check it",
    });
  });
  it('still sends the numbers in use, however written, and never reads a US 011 as a way abroad for a refusal', () => {
    for (const [text, country, sent] of [
      ['021 123 4567', 'NZ', '+64 21 123 4567'],
      ['0151 23456789', 'DE', '+49 1512 3456789'],
      ['+39 06 1234 5678', 'IT', '+39 06 1234 5678'],
      ['0044 20 7946 0958', 'GB', '+44 20 7946 0958'],
    ] as const) {
      expect(toPhone(text, true, country), text).toMatchObject({ ok: true, value: sent });
    }
    expect(toPhone('0113 496 0000', true, 'US')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^is not a North American number \(none starts with 0\)/),
    });
  });
  it('says how to give a country when a row without one reads a foreign number as North American', () => {
    expect(toPhone('07700 900123', true, 'US', false)).toMatchObject({
      ok: false,
      message: expect.stringContaining(
        "give the row's country (a Country column, or one country for every row, with the country's two-letter code, e.g. GB)",
      ),
      hint: { setting: 'value-for-every-row', field: 'home_country', example: 'GB' },
    });
    expect(toPhone('07700 900123', true, 'US', true)).toMatchObject({
      ok: false,
      message: expect.stringContaining("or correct the row's country"),
    });
  });
});

describe('postcodes outside the US', () => {
  const sent = (text: string, country: string, name = country) => toPostcode(text, country, name, true);
  it("are written in their country's form, silently (a code in the US form passes as it is, as the fast path takes it)", () => {
    for (const [text, country, value] of [
      ['v6e 3p3', 'CA', 'V6E 3P3'],
      ['G1V0A6', 'CA', 'G1V 0A6'],
      ['sw1a1aa', 'GB', 'SW1A 1AA'],
      ['CF10 1AA', 'GB', 'CF10 1AA'],
      ['D02X285', 'IE', 'D02 X285'],
      ['1012ab', 'NL', '1012 AB'],
      ['10115', 'DE', '10115'],
      ['2000', 'AU', '2000'],
      ['100-0001', 'JP', '100-0001'],
      ['114 55', 'SE', '114 55'],
    ] as const) {
      expect(sent(text, country), text).toEqual({ ok: true, value, changed: value !== text });
    }
  });
  it('get back the leading zeros a spreadsheet dropped, for countries whose codes are digits of one length and may start with 0', () => {
    for (const [text, country, value] of [
      ['1067', 'DE', '01067'],
      ['184', 'IT', '00184'],
      ['154', 'NO', '0154'],
      ['800', 'AU', '0800'],
    ] as const) {
      expect(sent(text, country), text).toMatchObject({
        ok: true,
        value,
        note: expect.stringMatching(/^has lost its leading zeros?, as a spreadsheet drops them: sent as /),
      });
    }
    // Swiss codes never start with 0: 800 is no code with a zero lost.
    expect(sent('800', 'CH', 'Switzerland')).toMatchObject({
      ok: true,
      value: '800',
      note: "is not in the form of Switzerland's postcodes (as 8001): sent as written; check it",
    });
  });
  it('are taken out of the words around them, saying so', () => {
    expect(sent('NSW 2000', 'AU')).toMatchObject({
      ok: true,
      value: '2000',
      note: 'holds more than the postcode; the postcode alone, 2000, is sent',
    });
    expect(sent('D-10115', 'DE')).toMatchObject({ ok: true, value: '10115' });
    expect(sent('10115 Berlin', 'DE')).toMatchObject({ ok: true, value: '10115' });
    expect(sent('X-10115', 'DE').ok && sent('X-10115', 'DE')).toMatchObject({
      value: 'X-10115',
      note: expect.stringMatching(/^is not in the form/),
    });
  });
  it('that fit no form of their country are sent as written, the warning saying what is wrong', () => {
    expect(sent('ABCDEFGHIJ', 'FR', 'France')).toEqual({
      ok: true,
      value: 'ABCDEFGHIJ',
      changed: false,
      note: "is not in the form of France's postcodes (as 75008): sent as written; check it",
    });
    expect(sent('ABCDEF', 'KE')).toMatchObject({
      ok: true,
      note: 'has no digit, which postcodes have: sent as written; check it',
    });
    expect(sent('00100', 'KE')).toEqual({ ok: true, value: '00100', changed: false });
  });
  it('are taken out of a town name with accents written after them', () => {
    expect(sent('80331 München', 'DE')).toMatchObject({ ok: true, value: '80331' });
    expect(sent('8001 Zürich', 'CH')).toMatchObject({ ok: true, value: '8001' });
  });

  it('are told by their form on a row without a country', () => {
    expect(postcodeCountries('CF10 1AA')).toEqual(['GB']);
    expect(postcodeCountries('K1A 0B1')).toEqual(['CA']);
    // Forms of digits and a dash say nothing either: 02134-123 is a US ZIP mistyped, not a Brazilian code.
    expect(postcodeCountries('100-0001')).toEqual([]);
    expect(postcodeCountries('02134-123')).toEqual([]);
    expect(postcodeCountries('02134')).toEqual([]);
    expect(postcodeCountries('02134-1234')).toEqual([]);
  });
});

describe('countries', () => {
  it('refuses a name two countries share, naming both', () => {
    expect(toCountryCode('Congo', true)).toMatchObject({
      ok: false,
      message:
        'names two countries, Congo - Brazzaville (CG) and Congo - Kinshasa (CD): write the one meant, by its two-letter code or its full name',
    });
    // "Korea" in a list of people is South Korea but for the rarest exception: sent so, with a note.
    for (const text of ['Korea', 'KOREA', 'Corée', 'Corea', 'Корея'])
      expect(toCountryCode(text, true), text).toMatchObject({
        ok: true,
        value: 'KR',
        note: expect.stringContaining('read as South Korea (KR)'),
      });
    for (const [text, code] of [
      ['South Korea', 'KR'],
      ['Korea, Republic of', 'KR'],
      ["Korea, Democratic People's Republic of", 'KP'],
      ['Congo-Brazzaville', 'CG'],
      ['DR Congo', 'CD'],
    ] as const) {
      expect(toCountryCode(text, true), text).toMatchObject({ ok: true, value: code });
    }
  });
  it('reads a country by its name in its own language', () => {
    for (const [text, code] of [
      ['Česko', 'CZ'],
      ['Magyarország', 'HU'],
      ['Ελλάδα', 'GR'],
      ['Hrvatska', 'HR'],
      ['Slovensko', 'SK'],
      ['Slovenija', 'SI'],
      ['Eesti', 'EE'],
      ['Latvija', 'LV'],
      ['Lietuva', 'LT'],
      ['Україна', 'UA'],
      ['Srbija', 'RS'],
      ['Cymru', 'GB'],
      ['Shqipëria', 'AL'],
      ['Türkiye', 'TR'],
    ] as const) {
      expect(toCountryCode(text, true), text).toMatchObject({ ok: true, value: code });
    }
    expect(toCountryCode('Atlantis', true).ok).toBe(false);
    expect(toCountryCode('Yugoslavia', true)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^is a country that no longer exists/),
    });
  });
});

describe('a region on a row without a country', () => {
  it('says how to give the country when it is no US state', () => {
    expect(toStateCode('東京都', true, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining(
        "If the address is outside the US, give the row's country (a Country column, or one country for every row, with",
      ),
      hint: { setting: 'value-for-every-row', field: 'home_country', example: 'GB' },
    });
    // A near US state is a slip: its fix, no word of countries.
    expect(toStateCode('Massachusets', true, undefined)).toMatchObject({
      ok: false,
      fix: { value: 'MA' },
      message: expect.not.stringContaining('--set'),
    });
  });
});

describe('whole names', () => {
  it('refuses a name whose letters a Windows export turned into "?", saying to export again as CSV UTF-8', () => {
    for (const text of ['Ay?e Y?ld?z', 'Dragan Petrovi?', '?zg?r ?elik']) {
      expect(splitFullName(text), text).toMatchObject({
        ok: false,
        message: expect.stringContaining('"CSV UTF-8 (Comma delimited)"'),
      });
    }
    expect(splitFullName('Ann Lee ?').ok).toBe(true);
  });
  it('keeps the given names after the comma whole: a particle inside, two surnames, or a last-first header over Spanish letters', () => {
    const parts = (text: string, lastFirst = false) => {
      const split = splitFullName(text, lastFirst);
      return split.ok ? split.parts : split;
    };
    expect(parts('FERNÁNDEZ RUIZ, María del Carmen', true)).toEqual({
      first: 'María del Carmen',
      last: 'FERNÁNDEZ RUIZ',
    });
    expect(parts('GARCÍA LÓPEZ, José María', true)).toEqual({ first: 'José María', last: 'GARCÍA LÓPEZ' });
    expect(parts('López, José María', true)).toEqual({ first: 'José María', last: 'López' });
    expect(parts('Lee, Mary de la Paz')).toEqual({ first: 'Mary de la Paz', last: 'Lee' });
    // English names keep their middle name.
    expect(parts('Lee, Ann Marie')).toEqual({ first: 'Ann', middle: 'Marie', last: 'Lee' });
    expect(parts('Lee, Ann Marie', true)).toEqual({ first: 'Ann', middle: 'Marie', last: 'Lee' });
    expect(parts('Van Dyke, Ann Marie')).toEqual({ first: 'Ann', middle: 'Marie', last: 'Van Dyke' });
  });
});

describe('genders nobody gave', () => {
  it("reads Workday's Not Declared and the like as no gender", () => {
    for (const text of [
      'Not Declared',
      'not declared',
      'Prefer not to say',
      'Declined to state',
      'Not disclosed',
      'Prefer not to answer',
      'Decline to answer',
    ])
      expect(isGenderNotKnown(text), text).toBe(true);
    expect(isGenderNotKnown('Female')).toBe(false);
  });
});

describe("partial birth dates (Raiser's Edge)", () => {
  it('reads the year of 00/00/1975 and the month and year of 6/1989, 06/00/1989, June 1989', () => {
    expect(parseDate('00/00/1975', null)).toEqual({ ok: true, date: { year: 1975 }, form: 'partial' });
    for (const text of ['6/1989', '06/1989', '06-1989', '1989-06', 'June 1989', 'Jun-1989', '06/00/1989']) {
      expect(parseDate(text, null), text).toEqual({ ok: true, date: { year: 1989, month: 6 }, form: 'partial' });
    }
    expect(parseDate('06/00/1989', 'mdy')).toMatchObject({ ok: true, date: { year: 1989, month: 6 } });
    expect(parseDate('00/06/1989', 'dmy')).toMatchObject({ ok: true, date: { year: 1989, month: 6 } });
    // No month, or no date at all.
    expect(parseDate('13/1989', null).ok).toBe(false);
    expect(parseDate('00/00/0000', null)).toMatchObject({ ok: false, fix: { value: '' } });
  });
});

describe('a year and a month', () => {
  it("is a partial date, unless it reads as an academic year (2009-10: the next year's last digits)", () => {
    expect(parseDate('1989-06', 'mdy')).toMatchObject({ ok: true, date: { year: 1989, month: 6 }, form: 'partial' });
    for (const text of ['2009-10', '2011-12', '2019/20']) expect(parseDate(text, 'mdy').ok, text).toBe(false);
  });
});
