// Columns holding a part of other columns' values: an area code, an extension, a house number,
// a last-name prefix, a second surname, the four digits of a ZIP+4.
import { noteText } from '../../helpers/column-note-words';
import { describe, expect, it } from 'vitest';
import { mappingNotes, suggestMapping } from '../../../src-shared/mapping/suggest';
import { chosen, tableOf } from './helpers';
import { validateRows } from '../../../src-shared/validate/validate-rows';
import { TODAY } from '../validate/helpers';
import { say } from '../../helpers/problem-words';

describe('a phone number in two columns', () => {
  const banner = tableOf({
    SPRIDEN_LAST_NAME: ['Smith', 'Nguyen'],
    SPRTELE_PHONE_AREA: ['217', '512'],
    SPRTELE_PHONE_NUMBER: ['5550123', '5550199'],
  });

  it("maps Banner's area code as a part of the number beside it, and says in words how they are joined, with the file's own values", () => {
    const { columns } = suggestMapping(banner);
    expect(chosen(banner)).toEqual({
      SPRIDEN_LAST_NAME: 'last_name',
      SPRTELE_PHONE_AREA: 'part-of',
      SPRTELE_PHONE_NUMBER: 'home_phone',
    });
    expect(columns[1]!.target).toEqual({ kind: 'part-of', header: 'SPRTELE_PHONE_NUMBER', part: 'area-code' });
    expect(columns[1]!.reason).toEqual([
      {
        code: 'part.joined-as',
        params: { header: 'SPRTELE_PHONE_AREA', part: 'area-code', partner: 'SPRTELE_PHONE_NUMBER', byValues: false },
      },
    ]);
    expect(mappingNotes(columns).map(noteText)).toEqual([
      '"SPRTELE_PHONE_AREA" holds the area codes of the numbers in "SPRTELE_PHONE_NUMBER": each is joined before its number (217 5550123) and read as one phone number; a number already holding its area code is read as it is.',
    ]);
  });

  it.each(['Area Code', 'Phone Area Code', 'Home Phone Area', 'Phone Prefix', 'Vorwahl', 'Prefisso', 'Netnummer'])(
    'reads "%s" as an area code, never as a phone',
    (header) => {
      const table = tableOf({ [header]: ['617', '212'], Phone: ['555-0100', '555-0101'] });
      const { columns } = suggestMapping(table);
      expect(columns[0]!.target).toEqual({ kind: 'part-of', header: 'Phone', part: 'area-code' });
      expect(noteText(columns[0]!.note)).toMatch(
        new RegExp(
          `^"${header}" holds the area codes of the numbers in "Phone": each is joined before its number \\(617 555-0100\\)`,
        ),
      );
    },
  );

  it('says nothing to join when the numbers hold their area code already', () => {
    const table = tableOf({ 'Area Code': ['617'], Mobile: ['(617) 555-0100'] });
    expect(mappingNotes(suggestMapping(table).columns).map(noteText)).toEqual([
      '"Area Code" holds area codes, which the phone numbers in "Mobile" seem to hold already: it is not sent.',
    ]);
  });

  it('never reads an "Extension" column of words (a building\'s wing, a school\'s program) as phone extensions', () => {
    for (const values of [
      ['East Wing', 'Annex'],
      ['Continuing Education', 'Summer School'],
    ]) {
      expect(
        chosen(tableOf({ Phone: ['617-555-0143', '617-555-0144'], Extension: values })).Extension,
        values[0],
      ).not.toBe('part-of');
    }
  });

  it('reads extensions and country calling codes as parts of the nearest phone column', () => {
    const table = tableOf({
      'Home Phone': ['617-555-0100'],
      'Business Phone': ['617-555-0199'],
      'Business Phone Ext': ['123'],
      'Phone Country Code': ['44'],
    });
    const { columns } = suggestMapping(table);
    expect(chosen(table)).toEqual({
      'Home Phone': 'home_phone',
      'Business Phone': 'work_phone',
      'Business Phone Ext': 'part-of',
      'Phone Country Code': 'part-of',
    });
    expect(columns.slice(2).map((c) => c.target)).toEqual([
      { kind: 'part-of', header: 'Business Phone', part: 'extension' },
      { kind: 'part-of', header: 'Business Phone', part: 'country-code' },
    ]);
    expect(noteText(columns[2]!.note)).toBe(
      '"Business Phone Ext" holds extensions of the numbers in "Business Phone": each is written after its number (617-555-0199 x123), as the service takes it.',
    );
    expect(noteText(columns[3]!.note)).toMatch(
      /^"Phone Country Code" holds the country calling codes of the numbers in "Business Phone": .*\(\+44 617-555-0199\)/,
    );
    // "Country Code" alone is still the country.
    expect(chosen(tableOf({ 'Country Code': ['US'] }))['Country Code']).toBe('home_country');
  });

  it('reads a "Country Code" column of calling codes (44, +49, 1) as the codes of the numbers, and leaves the country to a "Country" column', () => {
    const table = tableOf({
      'Country Code': ['44', '+49', '1'],
      Mobile: ['7700 900123', '30 901820', '617-555-0101'],
      Country: ['United Kingdom', 'Germany', 'United States'],
    });
    const { columns } = suggestMapping(table);
    expect(chosen(table)).toEqual({ 'Country Code': 'part-of', Mobile: 'mobile_phone', Country: 'home_country' });
    expect(columns[0]!.reason).toEqual([
      {
        code: 'part.joined-as',
        params: { header: 'Country Code', part: 'country-calling-code', partner: 'Mobile', byValues: true },
      },
    ]);
    const result = validateRows(
      table,
      { ...suggestMapping(table).mapping, constants: { first_name: 'Ann', last_name: 'Lee', enabled: '1' } },
      { today: TODAY },
    );
    expect(result.rows.map((row) => row.user.mobile_phone)).toEqual([
      '+44 7700 900123',
      '+49 30 901820',
      '+1 617 555 0101',
    ]);
    // ISO codes, or numbers that are no calling codes (ISO's numeric 826, 840), are no such column.
    expect(
      chosen(tableOf({ 'Country Code': ['GB', 'US'], Mobile: ['07700 900123', '617-555-0101'] }))['Country Code'],
    ).toBe('home_country');
    expect(
      chosen(tableOf({ 'Country Code': ['826', '840'], Mobile: ['07700 900123', '617-555-0101'] }))['Country Code'],
    ).not.toBe('part-of');
  });
});

describe('a house number beside its street', () => {
  it("feeds the street's field, joined after it as validation joins address lines, and says so", () => {
    const table = tableOf({
      Straat: ['Damrak', 'Coolsingel'],
      Huisnummer: ['1', '40'],
      Postcode: ['1012 LG', '3011 AD'],
    });
    const { columns } = suggestMapping(table);
    expect(chosen(table)).toEqual({ Straat: 'home_address1', Huisnummer: 'home_address1', Postcode: 'home_zipcode' });
    expect(columns[1]).toMatchObject({
      confidence: 'high',
      reason: [
        {
          code: 'part.joined',
          params: {
            header: 'Huisnummer',
            part: 'house-number',
            partner: 'Straat',
            target: { kind: 'field', field: 'home_address1' },
          },
        },
      ],
    });
    expect(noteText(columns[1]!.note)).toBe(
      '"Huisnummer" holds the house numbers of the streets in "Straat": both feed the address\'s first line, joined with a comma in the order of the columns (Damrak, 1). To write it otherwise ("Damrak 1"), join the two into one column in the file.',
    );
  });

  it('German "Straße" and "Hausnummer", and a house number column before its street', () => {
    const table = tableOf({ Hausnummer: ['5', '12a'], Straße: ['Lindenstraße', 'Marienplatz'] });
    expect(chosen(table)).toEqual({ Hausnummer: 'home_address1', Straße: 'home_address1' });
    expect(noteText(suggestMapping(table).columns[0]!.note)).toContain(
      '(5, Lindenstraße). To write it otherwise ("5 Lindenstraße")',
    );
  });

  it('does not join a number the street already holds, nor read a column of whole addresses as house numbers', () => {
    const twice = suggestMapping(tableOf({ Street: ['Damrak 1'], 'House Number': ['1'] }));
    expect(twice.columns.map((c) => c.target)).toEqual([{ kind: 'field', field: 'home_address1' }, { kind: 'ignore' }]);
    expect(noteText(twice.columns[1]!.note)).toBe(
      '"House Number" holds house numbers, which the streets in "Street" seem to hold already: it is not sent.',
    );
    expect(chosen(tableOf({ 'Street Number': ['12 Main St', '4 Elm St'] }))['Street Number']).toBe('home_address1');
    // No street column: nothing to join, said in the reason.
    expect(suggestMapping(tableOf({ Hausnummer: ['5'] })).columns[0]).toMatchObject({
      target: { kind: 'ignore' },
      reason: [{ code: 'header.part', params: { header: 'Hausnummer', part: 'house-number' } }],
    });
  });
});

describe('a last name in two columns', () => {
  it('keeps a Dutch "Tussenvoegsel" out of the fields and says what is lost and how to keep it', () => {
    const table = tableOf({
      Voornaam: ['Jan', 'Anna'],
      Tussenvoegsel: ['van der', 'de'],
      Achternaam: ['Berg', 'Vries'],
    });
    const { columns } = suggestMapping(table);
    expect(chosen(table)).toEqual({ Voornaam: 'first_name', Tussenvoegsel: 'ignore', Achternaam: 'last_name' });
    expect(mappingNotes(columns).map(noteText)).toEqual([
      '"Tussenvoegsel" holds the first words of the last names in "Achternaam" (van, van der, de): the service has no field of its own for them, so "van der Berg" would be sent as "Berg". To keep them, join the two into one last-name column in the file, or keep "Tussenvoegsel" as a custom field. Until then "Tussenvoegsel" is not sent.',
    ]);
  });

  it('takes the example from a row holding both: a row without a prefix is skipped', () => {
    const table = tableOf({ Tussenvoegsel: ['', 'de'], Achternaam: ['Jansen', 'Vries'] });
    expect(noteText(suggestMapping(table).columns[0]!.note)).toContain('so "de Vries" would be sent as "Vries"');
  });

  it('reads a Spanish second surname as a part of the last name, not as the last name', () => {
    const table = tableOf({ Nombre: ['María'], 'Primer apellido': ['García'], 'Segundo apellido': ['López'] });
    expect(chosen(table)).toEqual({
      Nombre: 'first_name',
      'Primer apellido': 'last_name',
      'Segundo apellido': 'ignore',
    });
    expect(noteText(suggestMapping(table).columns[2]!.note)).toContain(
      '(García López): join the two into one column in the file to send them.',
    );
  });
});

describe('the four digits of a ZIP+4', () => {
  it('are a part of the ZIP code, while a ZIP+4 column of whole codes is the ZIP code', () => {
    const split = tableOf({ Zip: ['02134', '02135'], 'Zip Code Extension': ['1234', ''] });
    expect(chosen(split)).toEqual({ Zip: 'home_zipcode', 'Zip Code Extension': 'part-of' });
    expect(noteText(suggestMapping(split).columns[1]!.note)).toContain('(02134-1234)');
    expect(chosen(tableOf({ 'ZIP+4': ['02134-1234', '02135-0001'] }))['ZIP+4']).toBe('home_zipcode');
    // Excel dropped the leading zeros of both: put back to join them.
    const dropped = tableOf({
      'First Name': ['Ann'],
      'Last Name': ['Lee'],
      Email: ['ann@example.org'],
      Zip: ['2134'],
      'Zip Code Extension': ['12'],
    });
    expect(chosen(dropped)['Zip Code Extension']).toBe('part-of');
    const { mapping } = suggestMapping(dropped);
    expect(
      validateRows(dropped, { ...mapping, constants: { enabled: '1' } }, { today: TODAY }).rows[0]!.user.home_zipcode,
    ).toBe('02134-0012');
  });
});

describe('a value joined back from its parts on each row', () => {
  const table = tableOf({
    SPRIDEN_FIRST_NAME: ['Ann', 'Bob', 'Carla', 'Dev', 'Elena'],
    SPRIDEN_LAST_NAME: ['Lee', 'Ray', 'Nguyen', 'Khan', 'Silva'],
    GOREMAL_EMAIL_ADDRESS: [
      'ann@example.edu',
      'bob@example.edu',
      'carla@example.edu',
      'dev@example.edu',
      'elena@example.edu',
    ],
    SPRTELE_PHONE_AREA: ['217', '', '217', '512', '44'],
    SPRTELE_PHONE_NUMBER: ['5550123', '2175550124', '555012', '', '5550188'],
    SPRTELE_PHONE_EXT: ['12', '', '', '', ''],
    SPRADDR_ZIP: ['61820', '61821', '61822-4321', '', '61823'],
    'Zip Code Extension': ['1234', '', '9999', '1111', ''],
  });
  const { mapping } = suggestMapping(table);
  const result = validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY });

  it('reads the area code before its number, the extension after it and the ZIP+4 digits after the ZIP', () => {
    expect(result.rows[0]!.user).toMatchObject({ home_phone: '+1 217 555 0123 ext. 12', home_zipcode: '61820-1234' });
    expect(result.rows[0]!.problems).toEqual([]);
  });

  it('leaves a value that holds its part already as it is, and sends no part without its value', () => {
    expect(result.rows[1]!.user).toMatchObject({ home_phone: '+1 217 555 0124', home_zipcode: '61821' });
    expect(result.rows[2]!.user.home_zipcode).toBe('61822-4321');
    expect(result.rows[3]!.user).not.toHaveProperty('home_phone');
    expect(result.rows[3]!.user).not.toHaveProperty('home_zipcode');
  });

  it('quotes the joined value when it cannot be read', () => {
    expect(result.rows[2]!.problems.map((p) => say(p))).toEqual([
      'Home phone "217 555012" is not a phone number we can read (numbers without +country code are read as US numbers).',
    ]);
    expect(result.rows[2]!.status).toBe('invalid');
  });

  it('says so when the column a part belongs to is not mapped to a field', () => {
    const unmapped = {
      ...mapping,
      constants: { enabled: '1' },
      columns: mapping.columns.map((c) =>
        c.header === 'SPRTELE_PHONE_NUMBER' ? { ...c, target: { kind: 'ignore' as const } } : c,
      ),
    };
    expect(validateRows(table, unmapped, { today: TODAY }).mappingProblems.map((p) => say(p))).toEqual([
      'Column "SPRTELE_PHONE_AREA" is mapped as the area code of the column "SPRTELE_PHONE_NUMBER", which is not mapped to a field: map "SPRTELE_PHONE_NUMBER" to its field, or leave "SPRTELE_PHONE_AREA" out.',
      'Column "SPRTELE_PHONE_EXT" is mapped as the extension of the column "SPRTELE_PHONE_NUMBER", which is not mapped to a field: map "SPRTELE_PHONE_NUMBER" to its field, or leave "SPRTELE_PHONE_EXT" out.',
    ]);
  });
});
