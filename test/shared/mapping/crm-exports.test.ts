// Columns of real CRM and platform exports (Salesforce EDA and NPSP, Blackbaud CRM, Advance,
// Dynamics, Graduway, Hivebrite, Slate, Workday, PeopleSoft, Google Contacts) read as they mean.
import { noteText } from '../../helpers/column-note-words';
import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import { validateRows } from '../../../src-shared/validate/validate-rows';
import { chosen, tableOf } from './helpers';

const alone = (header: string, values: string[] = []) => suggestMapping(tableOf({ [header]: values })).columns[0]!;
/** A file with first and last names and an email, and the column under test. */
const beside = (columns: Record<string, string[]>) =>
  tableOf({
    'First Name': ['Ann', 'Bob', 'Cy'],
    'Last Name': ['Lee', 'Ray', 'Dee'],
    Email: ['ann@example.com', 'bob@example.com', 'cy@example.com'],
    ...columns,
  });
const columnOf = (columns: Record<string, string[]>, header: string) =>
  suggestMapping(beside(columns)).columns.find((column) => column.header === header)!;
const UNSUBSCRIBE = { kind: 'field', field: 'unsubscribe' };

describe('email opt-out columns feed Unsubscribe', () => {
  it.each([
    ['hed__Do_Not_Contact__c', ['false', 'true']],
    ['NPSP__DO_NOT_CONTACT__C', ['false', 'true']],
    ['Primary email address\\Do not email', ['False', 'True', 'Yes', 'No']],
    ['NO_EMAIL_IND', ['Y', 'N']],
    ['Do Not Email Flag', ['Y', 'N']],
    ['Do not allow Emails', ['Allow', 'Do Not Allow']],
    ['Exclude from Email', ['Y', 'N']],
    ['Email Notifications', ['Subscribed', 'Unsubscribed']],
  ])('"%s"', (header, values) => {
    expect(columnOf({ [header]: values }, header).target).toEqual(UNSUBSCRIBE);
  });

  it('sends Do Not Allow as unsubscribed and Allow as not, Unsubscribed and Subscribed likewise', () => {
    for (const [header, yes, no] of [
      ['Do not allow Emails', 'Do Not Allow', 'Allow'],
      ['Email Notifications', 'Unsubscribed', 'Subscribed'],
    ] as const) {
      const table = beside({ [header]: [yes, no, yes] });
      const result = validateRows(table, { ...suggestMapping(table).mapping, constants: { enabled: '1' } });
      expect(
        result.rows.map((row) => row.user.unsubscribe),
        header,
      ).toEqual([1, 0, 1]);
    }
  });

  it('reads a column of X marks (X and blank) as yes and no: three people opted out', () => {
    const table = beside({ 'Do Not Email': ['X', '', 'X'] });
    table.rows.push(
      ['Di', 'Fox', 'di@example.com', 'X'],
      ['Ed', 'Gu', 'ed@example.com', 'N'],
      ['Flo', 'Hu', 'flo@example.com', ''],
    );
    table.rowNumbers.push(5, 6, 7);
    const suggestion = suggestMapping(table);
    expect(suggestion.columns[3]!.target).toEqual(UNSUBSCRIBE);
    const result = validateRows(table, { ...suggestion.mapping, constants: { enabled: '1' } });
    expect(result.rows.map((row) => row.user.unsubscribe)).toEqual([1, undefined, 1, 1, 0, undefined]);
  });

  it('keeps an opt-out column whose values are mostly answers, its odd cells refused on their own rows', () => {
    const table = beside({ 'Do Not Email': ['X', 'Opted Out', 'Do Not Email', 'N', '2', 'Yes please'] });
    expect(suggestMapping(table).columns[3]!.target).toEqual(UNSUBSCRIBE);
    expect(columnOf({ 'Do Not Email': ['Senior', 'Junior', 'Alumni'] }, 'Do Not Email').target).toEqual({
      kind: 'ignore',
    });
  });

  it("gives no contact-preference note to a phone number's own Do Not Contact flag", () => {
    const table = beside({
      'Phone 1 Type': ['Home', 'Cell', 'Home'],
      'Phone 1 Number': ['617-555-0100', '617-555-0101', '617-555-0102'],
      'Phone 1 Do Not Contact': ['No', 'Yes', 'No'],
    });
    expect(noteText(suggestMapping(table).columns[5]!.note)).toBeUndefined();
  });

  it('leaves an opt-in or a subscription unmapped, with the contact-preference note', () => {
    for (const header of ['Receive Newsletter', 'Subscribed', 'Accepts Email', 'Mailing List', 'Newsletter']) {
      const column = columnOf({ [header]: ['Y', 'N', 'Y'] }, header);
      expect(column.target, header).toEqual({ kind: 'ignore' });
      expect(noteText(column.note), header).toMatch(
        /looks like a contact preference .* would still get the service's emails/,
      );
    }
  });

  it('feeds Unsubscribe from one opt-out column, and says of the other that its people need marking in the first', () => {
    const suggestion = suggestMapping(
      beside({ HASOPTEDOUTOFEMAIL: ['false', 'true'], NPSP__DO_NOT_CONTACT__C: ['true', 'false'] }),
    );
    expect(suggestion.columns[3]!.target).toEqual(UNSUBSCRIBE);
    expect(suggestion.columns[4]!.target).toEqual({ kind: 'ignore' });
    expect(noteText(suggestion.columns[4]!.note)).toMatch(
      /Unsubscribe comes from "HASOPTEDOUTOFEMAIL": if "NPSP__DO_NOT_CONTACT__C" marks people that one does not, mark them in "HASOPTEDOUTOFEMAIL" too/,
    );
  });

  it('takes no Dynamics "(Do Not Modify)" column for a contact preference, nor another\'s opt-out words for the alum\'s', () => {
    expect(
      noteText(columnOf({ '(Do Not Modify) Contact': ['a1b2', 'c3d4'] }, '(Do Not Modify) Contact').note),
    ).toBeUndefined();
    expect(alone('Spouse Email Notifications', ['Subscribed', 'Unsubscribed']).target).toEqual({ kind: 'ignore' });
  });

  it("reads a Salesforce package's custom field past its namespace", () => {
    expect(alone('hed__Gender__c', ['Female', 'Male']).target).toEqual({ kind: 'field', field: 'gender' });
    expect(alone('npe01__WorkPhone__c', ['(415) 555-0802', '(303) 555-0804']).target).toEqual({
      kind: 'field',
      field: 'work_phone',
    });
  });
});

describe('an email column never feeds an address', () => {
  it.each(['Email Address 3', 'E-mail Address 3'])('"%s" of addresses is no third address line', (header) => {
    const suggestion = suggestMapping(
      beside({ 'Email 2': ['ann2@example.com', '', ''], [header]: ['ann3@example.org', 'bob3@example.org', ''] }),
    );
    expect(suggestion.columns[4]!.target).toEqual({ kind: 'ignore' });
    expect(suggestion.columns[4]!.alternatives.map((a) => a.target)).not.toContainEqual({
      kind: 'field',
      field: 'home_address2',
    });
  });

  it('by its header alone, and by its values alone', () => {
    expect(alone('E-mail Address 3').alternatives.map((a) => a.target)).not.toContainEqual({
      kind: 'field',
      field: 'home_address2',
    });
    expect(alone('Address 3', ['ann@example.org', 'bob@example.org']).target).not.toEqual({
      kind: 'field',
      field: 'home_address2',
    });
    expect(alone('Address 3', ['Apt 4', 'Suite 200']).target).toEqual({ kind: 'field', field: 'home_address2' });
  });

  it('never reads a column of yes and no as an address part ("Mailing List" beside no City column, or beside one)', () => {
    expect(chosen(beside({ 'Mailing List': ['Y', 'N', 'Y'] }))['Mailing List']).toBe('ignore');
    expect(chosen(beside({ City: ['Boston', 'Austin', 'Denver'], 'Mailing List': ['Y', 'N', 'Y'] }))).toMatchObject({
      City: 'home_city',
      'Mailing List': 'ignore',
    });
  });
});

describe('one bad cell does not cost a column its mapping', () => {
  it('keeps "Primary Home Email" as the email when a cell holds two addresses, the work one as the second', () => {
    const table = tableOf({
      'First Name': ['Ann', 'Bob', 'Cy'],
      'Primary Home Email': ['ann@gmail.com', 'bob@gmail.com', 'cy@gmail.com; cy2@gmail.com'],
      'Primary Work Email': ['alee@corp.example.com', '', ''],
    });
    expect(chosen(table)).toMatchObject({ 'Primary Home Email': 'email', 'Primary Work Email': 'secondary_email' });
    const result = validateRows(table, {
      ...suggestMapping(table).mapping,
      constants: { enabled: '1', last_name: 'Lee' },
    });
    expect(result.rows.map((row) => row.status)).toEqual(['valid', 'valid', 'invalid']);
  });
});

describe('whole names are no part of a name', () => {
  it('never sends a sort name or a preferred whole name as the nickname; Preferred First Name is the nickname', () => {
    const advance = tableOf({
      PREF_NAME_SORT: ['Smith, John A.', 'Lee, Mary', 'White, Karen'],
      FIRST_NAME: ['John', 'Mary', 'Karen'],
      LAST_NAME: ['Smith', 'Lee', 'White'],
    });
    expect(chosen(advance)).toEqual({ PREF_NAME_SORT: 'ignore', FIRST_NAME: 'first_name', LAST_NAME: 'last_name' });
    const workday = tableOf({
      'Preferred Name': ['Alex Petrov', 'Bianca Rossi', 'Chris Johnson'],
      'Legal First Name': ['Aleksandr', 'Bianca', 'Christopher'],
      'Legal Last Name': ['Petrov', 'Rossi', 'Johnson'],
      'Preferred First Name': ['Alex', '', 'Chris'],
    });
    expect(chosen(workday)).toEqual({
      'Preferred Name': 'ignore',
      'Legal First Name': 'first_name',
      'Legal Last Name': 'last_name',
      'Preferred First Name': 'nickname',
    });
    expect(chosen(beside({ 'Preferred Name': ['Lee, Ann M.', 'Ray, Bob', 'Dee, Cy'] }))['Preferred Name']).toBe(
      'ignore',
    );
  });

  it('keeps a nickname column holding a few two-word nicknames, and a last name with its suffix', () => {
    expect(chosen(beside({ Nickname: ['Amazing Grace', 'Kat'] })).Nickname).toBe('nickname');
    expect(chosen(tableOf({ 'First Name': ['Ann', 'Bob'], 'Last Name': ['Lee, Jr.', 'Ray'] }))['Last Name']).toBe(
      'last_name',
    );
    // Without first- and last-name columns, a preferred whole name is split.
    expect(
      chosen(tableOf({ 'Preferred Name': ['Alex Petrov', 'Bianca Rossi'], Email: ['a@x.org', 'b@x.org'] }))[
        'Preferred Name'
      ],
    ).toBe('full-name');
  });
});

describe("Blackbaud CRM's query paths", () => {
  const bbcrm = tableOf({
    'Lookup ID': ['8-10001', '8-10002'],
    Keyname: ['Walsh', 'Nakamura'],
    'First name': ['Patrick', 'Yuki'],
    'Title\\Description': ['Mr.', 'Ms.'],
    'Suffix\\Description': ['III', ''],
    'Primary email address\\Email address': ['pwalsh@example.com', 'yuki@example.jp'],
    'Primary address\\State\\Abbreviation': ['MA', 'TX'],
    'Primary address\\Country\\Description': ['United States', 'Japan'],
    'Primary phone\\Number': ['508-555-0140', '+81 3-1234-5678'],
    'Primary phone\\Phone type': ['Home', 'Business'],
  });

  it('reads Keyname as the last name, "X\\Description" as X, and pairs the phone with its type', () => {
    expect(chosen(bbcrm)).toEqual({
      'Lookup ID': 'inst_id',
      Keyname: 'last_name',
      'First name': 'first_name',
      'Title\\Description': 'name_title',
      'Suffix\\Description': 'name_suffix',
      'Primary email address\\Email address': 'email',
      'Primary address\\State\\Abbreviation': 'home_state',
      'Primary address\\Country\\Description': 'home_country',
      'Primary phone\\Number': 'phone-by-type',
      'Primary phone\\Phone type': 'ignore',
    });
  });

  it("reads a work address's path as the work field, and someone else's as no field of the alum's", () => {
    expect(alone('Business address\\City', ['Boston', 'Austin']).target).toEqual({ kind: 'field', field: 'work_city' });
    expect(alone('Spouse\\Email address', ['a@x.org', 'b@x.org']).target).toEqual({ kind: 'ignore' });
  });

  it('pairs "Primary Phone" with "Primary Phone Type" as other phone and type pairs', () => {
    expect(
      chosen(tableOf({ 'Primary Phone Type': ['Home', 'Cell'], 'Primary Phone': ['617-555-0100', '617-555-0101'] }))[
        'Primary Phone'
      ],
    ).toBe('phone-by-type');
  });
});

describe("Google Contacts' numbered addresses", () => {
  const google = (type2: string[]) =>
    tableOf({
      'Given Name': ['Ann', 'Bob'],
      'Address 1 - Type': ['* Home', 'Home'],
      'Address 1 - Street': ['1 Main St', '9 Oak Ave'],
      'Address 1 - City': ['Boston', 'Austin'],
      'Address 2 - Type': type2,
      'Address 2 - Street': ['5 Elm St', '7 Pine Rd'],
      'Address 2 - City': ['Cambridge', 'Dallas'],
    });

  it('never reads "Address 2 - Street" as the first address\'s second line, and says it is another address', () => {
    const suggestion = suggestMapping(google(['Home', 'Other']));
    expect(chosen(google(['Home', 'Other']))).toMatchObject({
      'Address 1 - Street': 'home_address1',
      'Address 1 - City': 'home_city',
      'Address 2 - Street': 'ignore',
      'Address 2 - City': 'ignore',
    });
    expect(suggestion.columns[2]!.confidence).toBe('high');
    expect(suggestion.columns[5]!.reason).toEqual([
      {
        code: 'address.other-block',
        params: { header: 'Address 2 - Street', block: 2, typeHeader: 'Address 2 - Type' },
      },
    ]);
    expect(noteText(suggestion.columns[5]!.note)).toMatch(
      /"Address 2 - Street", "Address 2 - City" hold another address/,
    );
  });

  it('says when the first address is a work address on some rows only, and reads a second Dynamics address as another', () => {
    const mixed = suggestMapping(
      tableOf({ 'Address 1 - Type': ['Work', 'Home'], 'Address 1 - Street': ['1 Main St', '9 Oak Ave'] }),
    );
    expect(mixed.columns[1]!.target).toEqual({ kind: 'field', field: 'home_address1' });
    expect(noteText(mixed.columns[1]!.note)).toMatch(
      /"Address 1 - Type" says Work on some rows and not on others: address 1 is sent as the home address on every row/,
    );
    expect(
      chosen(
        tableOf({
          'Address 1: Street 1': ['1 Navy Yard', '10 Byron Way'],
          'Address 1: Street 2': ['Suite 2', ''],
          'Address 2: Street 1': ['5 Elm St', ''],
        }),
      ),
    ).toEqual({
      'Address 1: Street 1': 'home_address1',
      'Address 1: Street 2': 'home_address2',
      'Address 2: Street 1': 'ignore',
    });
  });

  it('maps a later block typed Home on some rows (Other on the rest) to the home address when the first is Work', () => {
    const table = tableOf({
      'Address 1 - Type': ['Work', 'Work', 'Work'],
      'Address 1 - Street': ['1 Main St', '9 Oak Ave', '3 Elm Ct'],
      'Address 2 - Type': ['Home', 'Other', 'Home'],
      'Address 2 - Street': ['5 Elm St', '7 Pine Rd', '2 Ash Ln'],
      'Address 2 - City': ['Cambridge', 'Dallas', 'Reno'],
    });
    expect(chosen(table)).toMatchObject({
      'Address 1 - Street': 'work_address1',
      'Address 2 - Street': 'home_address1',
      'Address 2 - City': 'home_city',
    });
  });

  it('maps a block to the work address when its type says Work on every row', () => {
    expect(chosen(google(['Work', 'Work']))).toMatchObject({
      'Address 1 - Street': 'home_address1',
      'Address 2 - Street': 'work_address1',
      'Address 2 - City': 'work_city',
    });
    expect(chosen(google(['Work', '']))).toMatchObject({ 'Address 2 - Street': 'work_address1' });
  });
});

describe('degree dates, IDs and titles', () => {
  it.each(['Completion Date', 'DEGR_CONFER_DT', 'Degree Conferred Date'])('"%s" is the class year', (header) => {
    expect(alone(header, ['2019-05-24', '2017-06-15']).target).toEqual({ kind: 'field', field: 'year_graduated' });
  });

  it("prefers the school's External ID to a platform's bare ID, and reads Person ID as the institution's", () => {
    expect(chosen(tableOf({ ID: ['5123', '5124'], 'External ID': ['ALU-0099', 'ALU-0100'] }))).toEqual({
      ID: 'ignore',
      'External ID': 'inst_id',
    });
    expect(alone('ID', ['5123', '5124']).target).toEqual({ kind: 'field', field: 'inst_id' });
    expect(chosen(tableOf({ 'Person ID': ['P0001001', 'P0001002'], 'Student ID': ['S1', 'S2'] }))).toEqual({
      'Person ID': 'ignore',
      'Student ID': 'inst_id',
    });
    expect(alone('Person ID', ['P0001001', 'P0001002']).target).toEqual({ kind: 'field', field: 'inst_id' });
  });

  it("leaves Slate's Ref unmapped, saying it is the system's own", () => {
    const ref = alone('Ref', ['203918475', '203918476']);
    expect(ref.target).toEqual({ kind: 'ignore' });
    expect(ref.reason).toEqual([{ code: 'header.export-reference', params: { header: 'Ref' } }]);
  });

  it("reads Civilité of M., Mme and Dr as the title, as other languages' titles", () => {
    expect(alone('Civilité', ['M.', 'Mme', 'Dr']).target).toEqual({ kind: 'field', field: 'name_title' });
    expect(alone('Anrede', ['Herr', 'Frau']).target).toEqual({ kind: 'field', field: 'name_title' });
    // A salutation is still no title.
    expect(alone('Salutation', ['Dear Ann', 'Dear Bob']).target).toEqual({ kind: 'ignore' });
  });
});

describe("Raiser's Edge partial birth dates", () => {
  it('are a birth date column: 6/1989 and 00/00/1975 are dates whose day is not known', () => {
    expect(chosen(beside({ Birthdate: ['6/1989', '00/00/1975', '03/04/1970'] })).Birthdate).toBe('birth-date');
  });
});
