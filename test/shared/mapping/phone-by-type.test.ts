// Numbers kept in pairs of columns, one naming each number's kind (Raiser's Edge, Google
// Contacts, CRMs): suggested as such, and each number sent to the field of its kind, row by row.
import { paramsOf } from '../../helpers/mapping-reasons';
import { describe, expect, it } from 'vitest';
import { suggestMapping, missingRequired } from '../../../src-shared/mapping/suggest';
import { applyTemplate, parseTemplate, toTemplate } from '../../../src-shared/mapping/template';
import { phoneKindOf } from '../../../src-shared/transforms/phone-kind';
import { markDuplicateEmails, validateRows } from '../../../src-shared/validate/validate-rows';
import { chosen, tableOf } from './helpers';
import { TODAY } from '../validate/helpers';
import { say } from '../../helpers/problem-words';

describe('the kind a type cell names', () => {
  it.each([
    ['Home', 'home'],
    ['Home Phone', 'home'],
    ['HOME', 'home'],
    ['Residence', 'home'],
    ['Privat', 'home'],
    ['H', 'home'],
    ['Cell', 'mobile'],
    ['* Mobile', 'mobile'],
    ['Cellular', 'mobile'],
    ['Cell Phone', 'mobile'],
    ['Business Cell', 'mobile'],
    ['Móvil', 'mobile'],
    ['Handy', 'mobile'],
    ['Business', 'work'],
    ['Work', 'work'],
    ['Office', 'work'],
    ['Direct Dial', 'work'],
    ['Bus', 'work'],
    ['W', 'work'],
    ['E-Mail', 'email'],
    ['Email', 'email'],
    ['Email - Business', 'email'],
    ['Email - Home', 'email'],
    ['Fax', 'fax'],
    ['Home Fax', 'fax'],
    ['Business Fax', 'fax'],
    ['Pager', 'pager'],
    ['Spouse Cell', 'someone-else'],
    ['Assistant', 'someone-else'],
    ['Emergency Contact', 'someone-else'],
    ['Spouse E-Mail', 'someone-else'],
    ['Daughter Cell', 'someone-else'],
    ['Summer Home', 'not-current'],
    ['Former Business', 'not-current'],
    ['Home - Do Not Call', 'not-current'],
    ['Residence Hall', 'not-current'],
    ['Old Home', 'not-current'],
    ['Cellulaire', 'mobile'],
    ['Mobiltelefon', 'mobile'],
    ['Festnetz', 'home'],
    ['Hogar', 'home'],
    ['E Mail', 'email'],
    ['CL', 'mobile'],
    ['FX', 'fax'],
    ['Website', 'web'],
    ['LinkedIn', 'web'],
  ])('"%s" is %s', (cell, kind) => {
    expect(phoneKindOf(cell)).toBe(kind);
  });

  it.each(['', 'Other', 'Main', 'Primary', 'Phone', '12', 'X', 'P1', 'O', 'PR'])(
    '"%s" names no kind: nothing is guessed',
    (cell) => {
      expect(phoneKindOf(cell)).toBeUndefined();
    },
  );
});

describe('suggesting a phone column by the kind beside it', () => {
  it("pairs Raiser's Edge's Phone N Type and Phone N Number, and keeps the type column out", () => {
    const table = tableOf({
      'First Name': ['Ann', 'Bob'],
      'Phone 1 Type': ['Home', 'Cell'],
      'Phone 1 Number': ['(617) 555-0101', '(212) 555-0104'],
      'Phone 2 Type': ['Cell', 'E-Mail'],
      'Phone 2 Number': ['(617) 555-0102', 'bob@example.org'],
    });
    const { columns, mapping } = suggestMapping(table);
    expect(columns[2]!.target).toEqual({ kind: 'phone-by-type', typeHeader: 'Phone 1 Type' });
    expect(columns[4]!.target).toEqual({ kind: 'phone-by-type', typeHeader: 'Phone 2 Type' });
    expect(columns[1]!.target).toEqual({ kind: 'ignore' });
    expect(columns[1]!.reason).toEqual([{ code: 'layout.names-kinds', params: { numbersHeader: 'Phone 1 Number' } }]);
    // An address may come through a number whose kind is E-Mail: email is not said to be missing.
    expect(missingRequired(mapping)).toEqual(['last_name', 'enabled']);
  });

  it("pairs Raiser's Edge export columns (CnPh_1_01_Phone_type) and Google Contacts' (Phone 1 - Type, Phone 1 - Value)", () => {
    const re = tableOf({
      CnPh_1_01_Phone_type: ['Email', 'Home'],
      CnPh_1_01_Phone_number: ['ann@example.org', '617-555-0101'],
      CnPh_1_02_Phone_type: ['Business'],
      CnPh_1_02_Phone_number: ['617-555-0199'],
    });
    expect(chosen(re)).toEqual({
      CnPh_1_01_Phone_type: 'ignore',
      CnPh_1_01_Phone_number: 'phone-by-type',
      CnPh_1_02_Phone_type: 'ignore',
      CnPh_1_02_Phone_number: 'phone-by-type',
    });
    expect(suggestMapping(re).columns[3]!.target).toEqual({
      kind: 'phone-by-type',
      typeHeader: 'CnPh_1_02_Phone_type',
    });
    const google = tableOf({
      'Phone 1 - Type': ['* Mobile', 'Work'],
      'Phone 1 - Value': ['+1 617-555-0101', '+1 212-555-0102'],
      'Phone Type': ['Home'],
      Phone: ['617-555-0100'],
    });
    expect(chosen(google)).toEqual({
      'Phone 1 - Type': 'ignore',
      'Phone 1 - Value': 'phone-by-type',
      'Phone Type': 'ignore',
      Phone: 'phone-by-type',
    });
  });

  it('sends no number as one kind beside a type column of codes it cannot read: the column is left to be mapped by hand', () => {
    const table = tableOf({
      'Phone Type': ['HM', 'PR', 'P1', 'PR'],
      'Phone Number': ['617-555-0101', '617-555-0102', '617-555-0103', '617-555-0104'],
    });
    const { columns } = suggestMapping(table);
    expect(columns.map((c) => c.target)).toEqual([{ kind: 'ignore' }, { kind: 'ignore' }]);
    expect(columns[1]!.reason).toEqual([
      { code: 'layout.unread-kinds', params: { typeHeader: 'Phone Type', values: ['PR', 'P1'] } },
    ]);
  });

  it("reads Banner's SPRTELE_TELE_CODE as the kinds of SPRTELE_PHONE_NUMBER: codes it cannot read send no number as one kind", () => {
    const banner = tableOf({
      SPRTELE_TELE_CODE: ['PR', 'CELL', 'BU', 'PR'],
      SPRTELE_PHONE_NUMBER: ['6175550101', '6175550102', '6175550103', '6175550104'],
    });
    expect(chosen(banner)).toEqual({ SPRTELE_TELE_CODE: 'ignore', SPRTELE_PHONE_NUMBER: 'ignore' });
    expect(paramsOf(suggestMapping(banner).columns[1]!.reason, 'layout.unread-kinds')?.values).toEqual(['PR']);
    const known = tableOf({
      SPRTELE_TELE_CODE: ['HOME', 'CELL', 'BU', 'CELL'],
      SPRTELE_PHONE_NUMBER: ['6175550101', '6175550102', '6175550103', '6175550104'],
    });
    expect(suggestMapping(known).columns[1]!.target).toEqual({
      kind: 'phone-by-type',
      typeHeader: 'SPRTELE_TELE_CODE',
    });
  });

  it('reads a "Phone Type" of priorities (Primary, Secondary) as no kinds: the numbers go where the header says, as before', () => {
    const table = tableOf({
      'Phone Type': ['Primary', 'Secondary', 'Primary'],
      Phone: ['617-555-0143', '617-555-0144', '617-555-0145'],
    });
    expect(chosen(table)).toEqual({ 'Phone Type': 'ignore', Phone: 'home_phone' });
  });

  it('judges the kinds by rows, not by distinct values: a few rare kinds do not undo the pairing', () => {
    const kinds = [
      ...Array(30).fill('Home'),
      ...Array(20).fill('Cell'),
      'Summer Home',
      'Lake',
      'Cabin',
      'Boat',
      'Other',
    ];
    const table = tableOf({
      'Phone 1 Type': kinds,
      'Phone 1 Number': kinds.map((_, i) => `617-555-${String(1000 + i)}`),
    });
    expect(suggestMapping(table).columns[1]!.target).toEqual({ kind: 'phone-by-type', typeHeader: 'Phone 1 Type' });
  });

  it('pairs "Phone Number Type" and French, Spanish and German headers', () => {
    for (const [type, number] of [
      ['Phone Number Type', 'Phone Number'],
      ['Type de téléphone', 'Téléphone'],
      ['Tipo de teléfono', 'Teléfono'],
      ['Telefontyp', 'Telefonnummer'],
    ] as const) {
      expect(
        suggestMapping(
          tableOf({
            [type]: ['Portable', 'Domicile', 'Travail'],
            [number]: ['0612345678', '0123456789', '0198765432'],
          }),
        ).columns[1]!.target,
        type,
      ).toEqual({ kind: 'phone-by-type', typeHeader: type });
    }
  });

  it('never pairs a number about someone else, nor lets a weak phone header take a field the kinds fill', () => {
    const others = tableOf({
      'Spouse Phone Type': ['Cell'],
      'Spouse Phone': ['617-555-0911'],
      'Parent Phone Type': ['Home'],
      'Parent Phone Number': ['617-555-0913'],
      CnRelInd_1_01_Ph_1_01_Phone_type: ['Cell'],
      CnRelInd_1_01_Ph_1_01_Phone_number: ['617-555-0914'],
    });
    expect(suggestMapping(others).columns.map((c) => c.target.kind)).toEqual([
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
      'ignore',
    ]);
    const re = tableOf({
      'Phone 1 Type': ['Home', 'Cell'],
      'Phone 1 Number': ['617-555-0101', '617-555-0102'],
      'Phone 1 Is Primary': ['Yes', 'Yes'],
      'Phone Comments': ['old number was 617-555-0999', ''],
    });
    const { columns } = suggestMapping(re);
    expect(columns.slice(0, 3).map((c) => c.target.kind)).toEqual(['ignore', 'phone-by-type', 'ignore']);
    expect(chosen(re)['Phone Comments']).not.toMatch(/_phone$/);
    expect(columns[2]!.reason).toEqual([
      { code: 'layout.number-flag', params: { numbersHeader: 'Phone 1 Number', marks: false } },
    ]);
  });

  it("reads Raiser's Edge's Inactive and Do Not Contact flags of each number: a number they mark is not sent, and they never set the alum's own fields", () => {
    const table = tableOf({
      'First Name': ['Ann', 'Bob'],
      'Last Name': ['Lee', 'Ray'],
      Email: ['ann@example.org', 'bob@example.org'],
      CnPh_1_01_Phone_type: ['Home', 'Business'],
      CnPh_1_01_Phone_number: ['617-555-0101', '212-555-0102'],
      CnPh_1_01_Inactive: ['No', 'Yes'],
      CnPh_1_01_Do_Not_Contact: ['Yes', 'No'],
      CnPh_1_01_Is_primary: ['Yes', 'No'],
    });
    const { columns, mapping } = suggestMapping(table);
    expect(columns[4]!.target).toEqual({
      kind: 'phone-by-type',
      typeHeader: 'CnPh_1_01_Phone_type',
      flags: [
        { header: 'CnPh_1_01_Inactive', meaning: 'inactive' },
        { header: 'CnPh_1_01_Do_Not_Contact', meaning: 'do-not-contact' },
      ],
    });
    expect(columns.slice(5).map((c) => c.target)).toEqual([{ kind: 'ignore' }, { kind: 'ignore' }, { kind: 'ignore' }]);
    const rows = validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY }).rows;
    expect(rows.map((row) => row.user)).toEqual([
      { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', enabled: 1 },
      { first_name: 'Bob', last_name: 'Ray', email: 'bob@example.org', enabled: 1 },
    ]);
    expect(rows.map((row) => row.problems.map((p) => say(p)))).toEqual([
      ['"617-555-0101" in "CnPh_1_01_Phone_number" is marked not to contact in "CnPh_1_01_Do_Not_Contact": not sent.'],
      ['"212-555-0102" in "CnPh_1_01_Phone_number" is marked inactive in "CnPh_1_01_Inactive": not sent.'],
    ]);
  });

  it('joins an area code column to numbers sent by their kind', () => {
    const table = tableOf({
      'First Name': ['Ann'],
      'Last Name': ['Lee'],
      Email: ['ann@example.org'],
      'Phone Type': ['Cell'],
      'Phone Area Code': ['617'],
      'Phone Number': ['5550101'],
    });
    const { columns, mapping } = suggestMapping(table);
    expect(columns[4]!.target).toEqual({ kind: 'part-of', header: 'Phone Number', part: 'area-code' });
    expect(
      validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY }).rows[0]!.user,
    ).toMatchObject({ mobile_phone: '+1 617 555 0101' });
  });

  it('survives a saved template, and a file without the type column is told', () => {
    const table = tableOf({ 'First Name': ['Ann'], 'Phone 1 Type': ['Home'], 'Phone 1 Number': ['617-555-0101'] });
    const { mapping } = suggestMapping(table);
    const template = parseTemplate(JSON.stringify(toTemplate(mapping, table, 'RE phones')));
    expect(applyTemplate(template, table).mapping.columns[2]!.target).toEqual({
      kind: 'phone-by-type',
      typeHeader: 'Phone 1 Type',
    });
    const without = tableOf({ 'First Name': ['Ann'], 'Phone 1 Number': ['617-555-0101'] });
    const applied = applyTemplate(template, without).mapping;
    const result = validateRows(
      without,
      { ...applied, constants: { last_name: 'Lee', email: 'ann@example.org', enabled: '1' } },
      { today: TODAY },
    );
    expect(result.mappingProblems.map((p) => say(p))).toEqual([
      'Column "Phone 1 Number" sends each number to the phone field its kind names in the column "Phone 1 Type", which this file does not have: map "Phone 1 Number" to one phone field, or choose the column naming the kinds.',
    ]);
  });
});

describe('sending each number to the field of its kind', () => {
  const table = tableOf({
    'First Name': ['Ann', 'Bob', 'Carla', 'Dev', 'Elena', 'Femi'],
    'Last Name': ['Lee', 'Ray', 'Nguyen', 'Khan', 'Silva', 'Okafor'],
    Email: ['ann@example.org', '', '', 'dev@example.org', 'elena@example.org', ''],
    'Mobile Phone': ['', '(212) 555-0104', '', '(212) 555-0123', '', ''],
    'Phone 1 Type': ['Home', 'E-Mail', 'Email', 'Cell', 'Home Fax', 'Home'],
    'Phone 1 Number': [
      '(617) 555-0101',
      'bob@example.org',
      'carla@example.org',
      '(212) 555-0199',
      '(617) 555-0109',
      '555-01',
    ],
    'Phone 2 Type': ['Cell', 'Cellular', 'Email - Business', 'Email', 'Summer', ''],
    'Phone 2 Number': [
      '(617) 555-0102',
      '212.555.0104',
      'carla@acme.com',
      'dev2@example.org',
      '(617) 555-0107',
      '(617) 555-0106',
    ],
  });
  const { mapping } = suggestMapping(table);
  const result = validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY });
  const [ann, bob, carla, dev, elena, femi] = result.rows;
  const messages = (row: typeof ann) => row!.problems.map((p) => `${p.severity}: ${say(p)}`);

  it('writes home, mobile and work numbers and addresses where their kinds say', () => {
    expect(ann!.user).toMatchObject({
      home_phone: '+1 617 555 0101',
      mobile_phone: '+1 617 555 0102',
      email: 'ann@example.org',
    });
    expect(ann!.problems).toEqual([]);
    // An address whose kind is E-Mail is the row's email; a second one its secondary email.
    expect(bob!.user).toMatchObject({ email: 'bob@example.org', mobile_phone: '+1 212 555 0104' });
    expect(carla!.user).toMatchObject({ email: 'carla@example.org', secondary_email: 'carla@acme.com' });
    expect(carla!.status).toBe('valid');
    expect(dev!.user).toMatchObject({
      email: 'dev@example.org',
      secondary_email: 'dev2@example.org',
      mobile_phone: '+1 212 555 0123',
    });
  });

  it('sends nothing silently: the same number as a column gives is no problem; another one, another kind or no kind is said', () => {
    expect(messages(bob)).toEqual([]);
    expect(messages(dev)).toEqual([
      'warning: "(212) 555-0199" in "Phone 1 Number" is a mobile phone number ("Cell" in "Phone 1 Type"), but the row\'s Mobile phone is already "(212) 555-0123" (from "Mobile Phone"): not sent.',
    ]);
    expect(messages(elena)).toEqual([
      'warning: "(617) 555-0109" in "Phone 1 Number" is a fax number ("Home Fax" in "Phone 1 Type"), which the service has no field for: not sent.',
      'warning: "(617) 555-0107" in "Phone 2 Number" is a number for another season, an old one or one not to call ("Summer" in "Phone 2 Type"): not sent.',
    ]);
    expect(elena!.status).toBe('valid');
  });

  it('refuses a number it cannot read under the field of its kind, and a row with no address at all needs one', () => {
    expect(messages(femi)).toEqual([
      'error: Home phone "555-01" (from "Phone 1 Number") is not a phone number we can read (numbers without +country code are read as US numbers).',
      'warning: "(617) 555-0106" in "Phone 2 Number" has no kind in "Phone 2 Type" (home, cell or business), so no phone field to go to: not sent.',
      "error: Email is empty, and the service requires it. Fill the cell with the person's own email.",
    ]);
    expect(femi!.status).toBe('invalid');
  });

  it('agrees between checking rows and writing their Users (a fresh validation reads the same)', () => {
    const again = validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY });
    expect(again.rows.map((row) => row.user)).toEqual(result.rows.map((row) => row.user));
    expect(result.counts).toMatchObject({ rows: 6, valid: 5, invalid: 1, warnings: 3, duplicates: 0 });
  });

  it('names the column each repeated address came from, also when duplicates are judged again', () => {
    const repeated = tableOf({
      'First Name': ['Ann', 'Bob'],
      'Last Name': ['Lee', 'Lee'],
      Email: ['ann@example.org', ''],
      'Phone 1 Type': ['Home', 'E-Mail'],
      'Phone 1 Number': ['(617) 555-0101', 'Ann@Example.org'],
    });
    const checked = validateRows(
      repeated,
      { ...suggestMapping(repeated).mapping, constants: { enabled: '1' } },
      { today: TODAY },
    );
    const columns = () =>
      checked.rows.map((row) => row.problems.filter((p) => p.kind === 'duplicate-email').map((p) => p.column));
    expect(columns()).toEqual([['Email'], ['Phone 1 Number']]);
    markDuplicateEmails(checked.rows);
    expect(columns()).toEqual([['Email'], ['Phone 1 Number']]);
  });
});

describe("Google Contacts' several numbers in one slot", () => {
  it("reads Google's newer export: Label columns are kinds, never values, and Labels are the tags", () => {
    const table = tableOf({
      'E-mail 1 - Label': ['* Home'],
      'E-mail 1 - Value': ['ann@example.org'],
      'Phone 1 - Label': ['Mobile'],
      'Phone 1 - Value': ['617-555-0101'],
      'Website 1 - Label': ['Profile'],
      'Website 1 - Value': ['https://www.linkedin.com/in/annlee'],
      Labels: ['* myContacts ::: Alumni'],
    });
    expect(chosen(table)).toEqual({
      'E-mail 1 - Label': 'ignore',
      'E-mail 1 - Value': 'email',
      'Phone 1 - Label': 'ignore',
      'Phone 1 - Value': 'phone-by-type',
      'Website 1 - Label': 'ignore',
      'Website 1 - Value': 'social_c_link',
      Labels: 'tags',
    });
  });

  it('sends each number of "Mobile ::: Work" beside "617... ::: 212..." to the field of its own kind', () => {
    const table = tableOf({
      'Given Name': ['Ann'],
      'Family Name': ['Lee'],
      'E-mail 1 - Value': ['ann@example.org'],
      'Phone 1 - Type': ['Mobile ::: Work'],
      'Phone 1 - Value': ['617-555-0401 ::: 212-555-0402'],
      'Group Membership': ['* myContacts ::: Class of 2010'],
    });
    const { mapping } = suggestMapping(table);
    const [row] = validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY }).rows;
    expect(row!.user).toMatchObject({
      mobile_phone: '+1 617 555 0401',
      work_phone: '+1 212 555 0402',
      tags: ['Class of 2010'],
    });
    expect(row!.problems).toEqual([]);
  });
});
