// Headers about another person, a past value, a letter's lines, website activity, a death, or
// citizenship and birth: never mapped onto the alum's own fields, by header or by values.
import { noteText } from '../../helpers/column-note-words';
import { codesOf, paramsOf } from '../../helpers/mapping-reasons';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src-shared/intake/types';
import { columnNoteHint, mappingNoteEntries, suggestMapping } from '../../../src-shared/mapping/suggest';
import { chosen, chosenBy, tableOf } from './helpers';

const alone = (header: string, values: string[] = []) => suggestMapping(tableOf({ [header]: values })).columns[0]!;

describe('citizenship, birth place and origin are not where the person lives', () => {
  it.each([
    'Country of Citizenship',
    'Country of Birth',
    'Citizenship',
    'Nationality',
    'Birth Country',
    'Country of Origin',
    'Birth City',
    'Birth State',
    'Place of Birth',
    'Citizenship Country',
    'Staatsangehörigkeit',
    'Pays de naissance',
    'País de nacimiento',
    'SPBPERS_CITZ_CODE',
  ])('"%s" is left unmapped, however country-like its values', (header) => {
    const column = alone(header, ['India', 'China', 'United States', 'Germany']);
    expect(column.target).toEqual({ kind: 'ignore' });
    expect(column.alternatives.map((a) => a.target)).not.toContainEqual({ kind: 'field', field: 'home_country' });
  });

  it('leaves the home country to the Country column, and says why the citizenship one is not it', () => {
    const table = tableOf({
      Country: ['', 'USA'],
      'Country of Citizenship': ['India', 'China'],
      'Cell Phone': ['617-555-0100', '(617) 555-0101'],
    });
    expect(chosen(table)).toEqual({
      Country: 'home_country',
      'Country of Citizenship': 'ignore',
      'Cell Phone': 'mobile_phone',
    });
    const citizenship = alone('Country of Citizenship', ['India', 'China']);
    expect(citizenship.reason).toEqual([
      {
        code: 'header.false-friend',
        params: {
          header: 'Country of Citizenship',
          words: ['citizenship'],
          about: 'citizenship',
        },
      },
    ]);
    // With no Country column at all, still not the home country (a US address would be judged against India).
    const noCountry = tableOf({
      Address: ['1 Main St'],
      State: ['MA'],
      Zip: ['02134'],
      'Country of Citizenship': ['India'],
    });
    expect(chosen(noCountry)['Country of Citizenship']).toBe('ignore');
  });

  it('keeps birth dates, birth years and birth names, and the country of residence', () => {
    expect(
      chosen(
        tableOf({
          'Birth Date': ['1985-07-04'],
          'Birth Year': ['1985'],
          'Birth Name': ['Park'],
          'Country of Residence': ['France'],
        }),
      ),
    ).toEqual({
      'Birth Date': 'birth-date',
      'Birth Year': 'ignore', // the full date feeds the year already
      'Birth Name': 'maiden_name',
      'Country of Residence': 'home_country',
    });
  });
});

describe("another person's data, past data, letter lines, website activity and deaths", () => {
  it.each([
    ['Advisor Email', ['prof.smith@univ.edu', 'dean@univ.edu'], 'advisor', 'other-person'],
    ['Assistant Phone', ['212-555-0199', '212-555-0198'], 'assistant', 'other-person'],
    ['Partner Email', ['a@x.org', 'b@x.org'], 'partner', 'other-person'],
    ['Guardian Phone', ['212-555-0199', '212-555-0198'], 'guardian', 'other-person'],
    ['Reference Email', ['a@x.org', 'b@x.org'], 'reference', 'other-person'],
    ['Class Agent Email', ['a@x.org', 'b@x.org'], 'agent', 'other-person'],
    ['Previous Address', ['99 Old Dorm Rd', '12 Former St'], 'previous', 'past-value'],
    ['Old Email', ['a@x.org', 'b@x.org'], 'old', 'past-value'],
    ['Addressee', ['Mr. and Mrs. John Smith', 'Dr. Ann Lee'], 'addressee', 'letter-line'],
    ['Inside Salutation', ['Dear Ann', 'Dear Bob'], 'inside', 'letter-line'],
    ['Date of Death', ['3/4/2019', '12/1/2020'], 'death', 'death'],
    ['Date Last Logged In', ['2/1/2024', '3/15/2024'], 'logged', 'website-activity'],
  ])('"%s" is left unmapped whatever its values, naming the word', (header, values, word, about) => {
    const column = alone(header, values);
    expect(column.target).toEqual({ kind: 'ignore' });
    expect(column.alternatives).toEqual([]);
    expect(column.reason).toEqual([{ code: 'header.false-friend', params: { header, words: [word], about } }]);
  });

  it.each([
    ['Mailing Name', ['mailing', 'name']],
    ['Envelope Name', ['envelope']],
    ['Last Login', ['last', 'login']],
    ['First Login', ['first', 'login']],
    ['Last Login Date', ['last', 'login']],
    ['Last Login At', ['last', 'login']],
    ['Contact Person Email', ['contact', 'person']],
  ])('"%s" is left unmapped by the words %j', (header, words) => {
    const column = alone(header, ['Mr. and Mrs. John Smith', '2/1/2024']);
    expect(column.target).toEqual({ kind: 'ignore' });
    expect(codesOf(column.reason)).toEqual(['header.false-friend']);
    expect(paramsOf(column.reason, 'header.false-friend')).toMatchObject({ header, words });
  });

  it('keeps the exact names that hold such a word: Former Last Name, Login, Login Name, Salutation (of titles), Do Not Email', () => {
    const table = tableOf({
      'Former Last Name': ['Park'],
      Login: ['alee'],
      Salutation: ['Mr.', 'Dr.'],
      'Do Not Email': ['Y', 'N'],
    });
    expect(chosen(table)).toEqual({
      'Former Last Name': 'maiden_name',
      Login: 'username',
      Salutation: 'name_title',
      'Do Not Email': 'unsubscribe',
    });
    expect(chosen(tableOf({ 'Login Name': ['alee'] }))['Login Name']).toBe('username');
  });

  it('never reads "Date of Death" as a birth date, nor any death column (Raiser\'s Edge and Banner ones too)', () => {
    const table = tableOf({
      'Date of Death': ['3/4/2019'],
      'Deceased Date': ['3/4/2019'],
      CnBio_Deceased_Date: ['3/4/2019'],
      SPBPERS_DEAD_DATE: ['2019-03-04'],
      DOD: ['3/4/2019'],
    });
    expect(Object.values(chosen(table))).toEqual(['ignore', 'ignore', 'ignore', 'ignore', 'ignore']);
  });

  it('keeps "Last Name" and "First" while "last" and "first" among other words are not name parts', () => {
    expect(chosen(tableOf({ 'Last Name': ['Lee'], First: ['Ann'], 'Pref Last': [] }))).toEqual({
      'Last Name': 'last_name',
      First: 'first_name',
      'Pref Last': 'ignore',
    });
    // A file without a last-name column: its activity and giving columns do not become one.
    const giving = tableOf({
      Name: ['Ann Lee'],
      'Last Gift Amount': ['100'],
      'First Gift Date': ['1/2/2003'],
      'Last Activity': ['2/1/2024'],
      'Last Modified By': ['Jane Admin'],
    });
    expect(chosen(giving)).toEqual({
      Name: 'full-name',
      'Last Gift Amount': 'ignore',
      'First Gift Date': 'ignore',
      'Last Activity': 'ignore',
      'Last Modified By': 'ignore',
    });
    expect(chosen(tableOf({ 'Pref Last': ['Lee'] }))['Pref Last']).toBe('last_name');
  });

  it('doubts a name, user-name or address column whose values are dates', () => {
    const column = alone('Username', ['2/1/2024', '3/15/2024', '1/4/2023']);
    expect(column.target).toEqual({ kind: 'ignore' });
    expect(codesOf(column.alternatives[0]!.reason)).toEqual(['header.synonym', 'values.dates']);
  });

  it('takes a date of something for no field but a date one: "Email Sent Date", "Address Update Date"', () => {
    const table = tableOf({
      Email: ['ann@x.org'],
      'Email Sent Date': ['ann@x.org'],
      'Address Update Date': ['2/1/2024'],
    });
    expect(chosen(table)).toEqual({ Email: 'email', 'Email Sent Date': 'ignore', 'Address Update Date': 'ignore' });
    // A graduation date is one date field's: the class year, its year suggested row by row.
    expect(chosen(tableOf({ 'Graduation Date': [] }))['Graduation Date']).toBe('year_graduated');
  });
});

describe('exports seen in the field', () => {
  it("reads Salesforce's assistant phone, a department, a high school's city and a home town as none of the alum's fields", () => {
    const table = tableOf({
      'Asst. Phone': ['212-555-0199'],
      Department: ['History'],
      'High School City': ['Albany'],
      'Home Town': ['Albany'],
      Hometown: ['Albany'],
      Geography: ['Northeast'],
    });
    expect(Object.values(chosen(table))).toEqual(['ignore', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore']);
    expect(paramsOf(alone('Home Town', ['Albany']).reason, 'header.false-friend')).toMatchObject({
      words: ['home', 'town'],
      about: 'comes-from',
    });
  });

  it('reads a second email address column as the secondary email, and "Constituent Code" as tags', () => {
    expect(
      chosen(
        tableOf({ 'Email Address 1': ['a@x.org'], 'Email Address 2': ['b@y.org'], 'Constituent Code': ['Alumni'] }),
      ),
    ).toEqual({ 'Email Address 1': 'email', 'Email Address 2': 'secondary_email', 'Constituent Code': 'tags' });
  });
});

describe('spelling: a word of its own is no misspelling of another', () => {
  it.each([
    ['County', ['Norfolk', 'Middlesex']],
    ['Cnty Code', []],
    ['SPRADDR_CNTY_CODE', []],
    ['Home County', []],
    ['Stage', ['Prospect', 'Donor']],
    ['Portal', []],
    ['Married Name', ['Smith']],
    ['Sender', []],
    ['Lang', ['en', 'fr']],
    ['Term', ['Fall 2003']],
    ['Subscribed', ['Y', 'N']],
    ['Inactive', ['Y', 'N']],
    ['Unapproved', ['Y', 'N']],
    ['Place of Birth', ['Boston']],
    ['Lieu de naissance', ['Lyon']],
  ])('"%s" is not matched by its spelling', (header, values) => {
    expect(alone(header, values).target).toEqual({ kind: 'ignore' });
  });

  it('still reads real misspellings, and a County column beside a US address stays out of the country', () => {
    expect(alone('Emial Adress').target).toEqual({ kind: 'field', field: 'email' });
    expect(alone('Contry').target).toEqual({ kind: 'field', field: 'home_country' });
    expect(alone('Postal Cod').target).toEqual({ kind: 'field', field: 'home_zipcode' });
    const table = tableOf({
      City: ['Quincy', 'Cambridge'],
      County: ['Norfolk', 'Middlesex'],
      State: ['MA', 'MA'],
      Zip: ['02169', '02139'],
    });
    expect(chosen(table)).toEqual({ City: 'home_city', County: 'ignore', State: 'home_state', Zip: 'home_zipcode' });
  });

  it('reads a second address line as the second line, not a misspelt first: "Mailing Address Line 2"', () => {
    expect(chosen(tableOf({ 'Mailing Street': ['1 Main St'], 'Mailing Address Line 2': ['Apt 2'] }))).toEqual({
      'Mailing Street': 'home_address1',
      'Mailing Address Line 2': 'home_address2',
    });
  });

  it('reads "No" after a phone as a number, and before a field as a refusal', () => {
    expect(
      chosen(tableOf({ 'Mobile No': ['07700 900123'], 'Phone No.': ['617-555-0100'], 'No Email': ['Y', 'N'] })),
    ).toEqual({ 'Mobile No': 'mobile_phone', 'Phone No.': 'home_phone', 'No Email': 'unsubscribe' });
  });

  it('keeps English words that are foreign synonyms out of word matching: "Promotion Code", "Land Line", "Long Name"', () => {
    expect(
      chosen(tableOf({ 'Promotion Code': ['SPRING20'], 'Long Name': ['Ann Lee'], 'Mail Preference': ['Home'] })),
    ).toEqual({ 'Promotion Code': 'ignore', 'Long Name': 'ignore', 'Mail Preference': 'ignore' });
    expect(alone('Land Line', ['617-555-0100']).target).toEqual({ kind: 'field', field: 'home_phone' });
  });
});

describe('second round of real exports', () => {
  it('gives the legal first name the first-name field and the preferred one the nickname, and a preferred name alone the first name', () => {
    expect(
      chosen(tableOf({ 'Legal First Name': ['Ann'], 'Preferred First Name': ['Annie'], 'Last Name': ['Lee'] })),
    ).toMatchObject({ 'Legal First Name': 'first_name', 'Preferred First Name': 'nickname', 'Last Name': 'last_name' });
    expect(
      chosen(
        tableOf({
          'Legal Name - First Name': ['Ann'],
          'Preferred Name - First Name': ['Annie'],
          'Legal Name - Last Name': ['Lee'],
        }),
      ),
    ).toMatchObject({
      'Legal Name - First Name': 'first_name',
      'Preferred Name - First Name': 'nickname',
      'Legal Name - Last Name': 'last_name',
    });
    expect(chosen(tableOf({ 'Preferred First Name': ['Annie'], 'Last Name': ['Lee'] }))['Preferred First Name']).toBe(
      'first_name',
    );
  });

  it('lets "Home Phone" take the home phone from a general "Phone" column, whichever comes first', () => {
    const numbers = ['(617) 555-0100', '617-555-0101'];
    expect(chosen(tableOf({ Phone: numbers, 'Home Phone': numbers }))).toMatchObject({
      Phone: 'ignore',
      'Home Phone': 'home_phone',
    });
    expect(chosen(tableOf({ Phone: numbers }))).toMatchObject({ Phone: 'home_phone' });
  });

  it('reads LinkedIn as one word and a form question by its subject (no "in" or "do" of an opt-in)', () => {
    expect(
      chosen(
        tableOf({
          'LinkedIn Profile URL': ['https://www.linkedin.com/in/ann'],
          'Social Media - LinkedIn': ['https://www.linkedin.com/in/bob'],
        }),
      ),
    ).toMatchObject({ 'LinkedIn Profile URL': 'social_c_link' });
    expect(
      chosen(
        tableOf({
          'What city do you live in?': ['Boston'],
          'Email Opt-in': ['Y'],
          'Opt In': ['Y'],
          'Do Not Email': ['N'],
        }),
      ),
    ).toMatchObject({
      'What city do you live in?': 'home_city',
      'Email Opt-in': 'ignore',
      'Opt In': 'ignore',
      'Do Not Email': 'unsubscribe',
    });
  });

  it('reads a phone header past a note on how to fill it in, and an area-code header over whole numbers as the number', () => {
    expect(
      chosen(
        tableOf({ 'Phone (incl. area code)': ['617-555-0100'], 'Mobile (include country code)': ['+44 7700 900123'] }),
      ),
    ).toEqual({ 'Phone (incl. area code)': 'home_phone', 'Mobile (include country code)': 'mobile_phone' });
    expect(chosen(tableOf({ 'Phone Area Code': ['617'], 'Phone Number': ['5550100'] }))).toEqual({
      'Phone Area Code': 'part-of',
      'Phone Number': 'home_phone',
    });
  });

  it("keeps affinity and club columns off the service's permission groups: only a header naming groups alone", () => {
    for (const header of ['Alumni Groups', 'Interest Groups', 'Affinity Groups', 'Group Membership'])
      expect(chosen(tableOf({ [header]: ['Band; Boston Chapter'] }))[header], header).toBe('tags');
    expect(chosen(tableOf({ Role: ['Parent'] })).Role).toBe('ignore');
    expect(chosen(tableOf({ Groups: ['user'] })).Groups).toBe('groups');
  });
});

describe('columns of CRM exports about someone or something else', () => {
  it("never reads a Raiser's Edge spouse's or relation's column as the alum's, not even from its values", () => {
    const table = tableOf({
      CnBio_First_Name: ['Michael'],
      CnBio_Last_Name: ['OBrien'],
      CnSpSpBio_Email: ['kath@gmail.com'],
      CnSpSpBio_Birth_date: ['1/22/1960'],
      CnSpSpPh_1_01_Phone_number: ['kath2@gmail.com'],
      CnRelInd_1_01_Class_of: ['1988'],
      CnSpSpAdrPrf_City: ['Boston'],
      CnAdrSalAll_1_01_Addressee: ['Mr. and Mrs. Michael OBrien'],
    });
    const suggestion = suggestMapping(table);
    expect(chosen(table)).toEqual({
      CnBio_First_Name: 'first_name',
      CnBio_Last_Name: 'last_name',
      CnSpSpBio_Email: 'ignore',
      CnSpSpBio_Birth_date: 'ignore',
      CnSpSpPh_1_01_Phone_number: 'ignore',
      CnRelInd_1_01_Class_of: 'ignore',
      CnSpSpAdrPrf_City: 'ignore',
      CnAdrSalAll_1_01_Addressee: 'ignore',
    });
    expect(suggestion.columns[2]!.reason).toEqual([
      { code: 'header.other-person', params: { header: 'CnSpSpBio_Email', prefix: 'CnSpSpBio_', about: 'spouse' } },
    ]);
    expect(paramsOf(suggestion.columns[5]!.reason, 'header.other-person')).toMatchObject({
      prefix: 'CnRelInd_1_01_',
      about: 'relation',
    });
  });

  it('reads a work address as the work one and an address part as that part, never as the home address line', () => {
    const table = tableOf({
      'Home Address Street': ['1 Elm St'],
      'Home Address City': ['Boston'],
      'Business Address Street': ['1 Main St'],
      'Business Address City': ['Boston'],
      'Work Address State': ['MA'],
      'Business Address Zip': ['02134'],
      'Business Street 2': ['Suite 400'],
      'Business Country/Region': ['United States'],
      'Primary address\\ZIP': ['02139'],
      'Other Street': ['5 Side Rd'],
    });
    expect(chosen(table)).toEqual({
      'Home Address Street': 'home_address1',
      'Home Address City': 'home_city',
      'Business Address Street': 'work_address1',
      'Business Address City': 'work_city',
      'Work Address State': 'work_state',
      'Business Address Zip': 'work_zipcode',
      'Business Street 2': 'work_address2',
      'Business Country/Region': 'work_country',
      'Primary address\\ZIP': 'home_zipcode',
      'Other Street': 'ignore',
    });
    expect(
      chosen(tableOf({ 'State/Region': ['ON'], 'Country/Region': ['Canada'], 'Web Page': ['www.ann.com'] })),
    ).toEqual({ 'State/Region': 'home_state', 'Country/Region': 'home_country', 'Web Page': 'website' });
  });

  it("never takes a government's number for the person (Social Security, national ID, tax ID) for the institution's ID", () => {
    for (const header of [
      'Government ID Number',
      'National ID Number',
      'Tax ID Number',
      'SSN',
      'Social Security Number',
      'Social Insurance Number',
      'Passport Number',
    ]) {
      const column = alone(header, ['123-45-6789', '987-65-4321']);
      expect(column.target, header).toEqual({ kind: 'ignore' });
      expect(paramsOf(column.reason, 'header.false-friend')?.about, header).toBe('government-id');
    }
    expect(alone('Constituent ID', ['123456']).target).toEqual({ kind: 'field', field: 'inst_id' });
  });

  it("reads a URL column of LinkedIn profile links (LinkedIn's connections export) as the LinkedIn link", () => {
    expect(alone('URL', ['https://www.linkedin.com/in/ann-lee', 'https://www.linkedin.com/in/bob-ray']).target).toEqual(
      { kind: 'field', field: 'social_c_link' },
    );
    expect(alone('URL', ['https://annlee.com', 'https://bobray.org']).target).toEqual({
      kind: 'field',
      field: 'website',
    });
  });

  it('maps the usual opt-out headers to Unsubscribe, and says so of a contact preference it leaves out', () => {
    for (const header of ['Opt Out of Email', 'Do Not Contact', 'Email Opt Out', 'Requests no e-mail'])
      expect(alone(header, ['True', 'False']).target, header).toEqual({ kind: 'field', field: 'unsubscribe' });
    for (const header of ['Email permission status', 'Solicit Codes', 'Email Opt-in', 'Marketing Consent']) {
      expect(noteText(alone(header, ['Unsubscribed', 'Implicit']).note), header).toMatch(
        /looks like a contact preference .* is not sent: people it marks as not to be emailed would still get the service's emails/,
      );
    }
    expect(noteText(alone('Class Year', ['1990', '1991']).note)).toBeUndefined();
  });

  it("never reads a campaign's, an appeal's or an event's title as the name title", () => {
    for (const header of ['Campaign Title', 'UNSUB_CAMPAIGN_TITLE', 'Appeal Title', 'Event Title'])
      expect(alone(header, ['Spring Appeal', 'Spring Appeal']).target, header).toEqual({ kind: 'ignore' });
    expect(alone('Title', ['Mr.', 'Dr.']).target).toEqual({ kind: 'field', field: 'name_title' });
  });

  it("never reads Mailchimp's location of a subscriber (from an IP address) as the person's, and says its Address column holds whole addresses", () => {
    const table = tableOf({
      'Email Address': ['ann@example.org'],
      Address: ['12 Elm St  Apt 4  Boston  MA  02134  US'],
      MEMBER_RATING: ['2'],
      OPTIN_TIME: ['2019-03-04 10:22:11'],
      LATITUDE: ['37.77'],
      LONGITUDE: ['-122.41'],
      TIMEZONE: ['America/Los_Angeles'],
      LEID: ['123'],
    });
    const suggestion = suggestMapping(table);
    expect(chosen(table)).toMatchObject({
      'Email Address': 'email',
      Address: 'home_address1',
      LATITUDE: 'ignore',
      LONGITUDE: 'ignore',
      TIMEZONE: 'ignore',
    });
    expect(suggestion.columns[4]!.reason).toEqual([{ code: 'layout.mailchimp-ip', params: { header: 'LATITUDE' } }]);
    expect(noteText(suggestion.columns[1]!.note)).toMatch(/holds whole addresses, their parts two spaces apart/);
    // Outside a Mailchimp export, a Latitude column is the home latitude.
    expect(chosen(tableOf({ Latitude: ['42.36', '40.71'] }))).toEqual({ Latitude: 'home_lat' });
  });

  it("never reads Banner's nation codes (each institution's own, often FIPS) as ISO country codes", () => {
    const column = alone('SPRADDR_NATN_CODE', ['GM', 'CH', 'UK']);
    expect(column.target).toEqual({ kind: 'ignore' });
    expect(codesOf(column.reason)).toEqual(['header.nation-codes', 'header.read-past-prefix']);
    expect(alone('SPRADDR_NATN_DESC', ['Germany', 'China']).target).toEqual({ kind: 'field', field: 'home_country' });
  });

  it('maps a graduation or conferral date to the class year, and says a "City, State ZIP" column is sent whole as the city', () => {
    for (const header of ['Graduation Date', 'Degree Conferred Date', 'Date of Graduation'])
      expect(alone(header, ['05/20/2007', '12/15/2009']).target, header).toEqual({
        kind: 'field',
        field: 'year_graduated',
      });
    const city = alone('City, State ZIP', ['Cambridge, MA 02139', 'Boston, MA 02134']);
    expect(city.target).toEqual({ kind: 'field', field: 'home_city' });
    expect(noteText(city.note)).toBe(
      '"City, State ZIP" holds the city with the state and ZIP code in one cell: it is sent whole as the city, and no state or ZIP code is sent from it. Split it into City, State and ZIP columns to send each.',
    );
    expect(noteText(alone('City', ['Boston', 'Cambridge']).note)).toBeUndefined();
  });

  it("keeps more government numbers, business units and faxes off the alum's fields, and reads more opt-out headers", () => {
    for (const header of ['NI Number', 'Codice Fiscale', 'State ID', 'CPF', 'DNI'])
      expect(alone(header, ['QQ123456C', 'AB123456D']).target, header).toEqual({ kind: 'ignore' });
    for (const header of ['Business Unit', 'Business Area', 'Business Segment', 'Business Fax'])
      expect(alone(header, ['Sales', 'Marketing']).target, header).toEqual({ kind: 'ignore' });
    for (const header of ['Opt-Out', 'Opted Out', 'Opt Out of All', 'No Contact'])
      expect(alone(header, ['Y', 'N']).target, header).toEqual({ kind: 'field', field: 'unsubscribe' });
    for (const header of ['GDPR Consent', 'OK to Email'])
      expect(noteText(alone(header, ['Y', 'N']).note), header).toMatch(/looks like a contact preference/);
  });

  it('says a Mailchimp export of unsubscribed members is one, with the way to import them as unsubscribed', () => {
    const suggestion = suggestMapping(
      tableOf({
        'Email Address': ['ann@example.org'],
        MEMBER_RATING: ['2'],
        OPTIN_TIME: ['2020-01-01'],
        UNSUB_TIME: ['2022-03-01'],
        LEID: ['123'],
      }),
    );
    expect(noteText(suggestion.columns[3]!.note)).toBe(
      '"UNSUB_TIME" is in Mailchimp\'s export of its unsubscribed members: everyone in this file opted out of email. Import them as such: give Unsubscribe the value 1 for every row.',
    );
    // The setting is named by each door (the CLI's flag, the wizard's control), from the hint.
    expect(suggestion.columns[3]!.noteHint).toEqual({
      setting: 'value-for-every-row',
      field: 'unsubscribe',
      example: '1',
    });
    expect(mappingNoteEntries(suggestion.columns)).toContainEqual({
      note: suggestion.columns[3]!.note,
      hint: { setting: 'value-for-every-row', field: 'unsubscribe', example: '1' },
    });
    expect(columnNoteHint(suggestion.columns[3]!, { kind: 'field', field: 'tags' })).toBeUndefined();
  });

  it('reads a second "Address" column right after the first as the second line, and a second address block as repeats', () => {
    const table: Table = {
      headers: ['Address', 'Address (2)', 'City', 'Address (3)', 'City (2)'],
      rows: [['1 Main St', 'Apt 2', 'Boston', '5 Work Rd', 'London']],
      rowNumbers: [2],
    };
    expect(chosenBy(suggestMapping(table).columns)).toEqual({
      Address: 'home_address1',
      'Address (2)': 'home_address2',
      City: 'home_city',
      'Address (3)': 'ignore',
      'City (2)': 'ignore',
    });
    // A "City/State/Zip" column of cities alone gets no note of a state or ZIP it does not hold.
    expect(noteText(alone('City/State/Zip', ['Boston', 'Cambridge']).note)).toBeUndefined();
  });
});
