// Numbers kept in pairs of columns, one naming each number's kind (Raiser's Edge, Google
// Contacts, CRMs): suggested as such, and each number sent to the field of its kind, row by row.
import { describe, expect, it } from 'vitest';
import { suggestMapping, missingRequired } from '../../../src-shared/mapping/suggest';
import { applyTemplate, parseTemplate, toTemplate } from '../../../src-shared/mapping/template';
import { phoneKindOf } from '../../../src-shared/transforms/phone-kind';
import { validateRows } from '../../../src-shared/validate/validate-rows';
import { chosen, tableOf } from './helpers';
import { TODAY } from '../validate/helpers';

describe('the kind a type cell names', () => {
  it.each([
    ['Home', 'home'], ['Home Phone', 'home'], ['HOME', 'home'], ['Residence', 'home'], ['Privat', 'home'], ['H', 'home'],
    ['Cell', 'mobile'], ['* Mobile', 'mobile'], ['Cellular', 'mobile'], ['Cell Phone', 'mobile'], ['Business Cell', 'mobile'], ['Móvil', 'mobile'], ['Handy', 'mobile'],
    ['Business', 'work'], ['Work', 'work'], ['Office', 'work'], ['Direct Dial', 'work'], ['Bus', 'work'], ['W', 'work'],
    ['E-Mail', 'email'], ['Email', 'email'], ['Email - Business', 'email'], ['Email - Home', 'email'],
    ['Fax', 'fax'], ['Home Fax', 'fax'], ['Business Fax', 'fax'], ['Pager', 'pager'],
    ['Spouse Cell', 'someone-else'], ['Assistant', 'someone-else'], ['Emergency Contact', 'someone-else'],
    ['Website', 'web'], ['LinkedIn', 'web'],
  ])('"%s" is %s', (cell, kind) => {
    expect(phoneKindOf(cell)).toBe(kind);
  });

  it.each(['', 'Other', 'Summer', 'Main', 'Primary', 'Phone', '12', 'X'])('"%s" names no kind: nothing is guessed', (cell) => {
    expect(phoneKindOf(cell)).toBeUndefined();
  });
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
    expect(columns[1]!.reason).toBe('not mapped: it names the kind of each number in "Phone 1 Number" (home, cell, business...), which sends each number to the phone field of its kind; not sent itself');
    // An address may come through a number whose kind is E-Mail: email is not said to be missing.
    expect(missingRequired(mapping)).toEqual(['last_name', 'enabled']);
  });

  it("pairs Raiser's Edge export columns (CnPh_1_01_Phone_type) and Google Contacts' (Phone 1 - Type, Phone 1 - Value)", () => {
    const re = tableOf({ CnPh_1_01_Phone_type: ['Email', 'Home'], CnPh_1_01_Phone_number: ['ann@example.org', '617-555-0101'], CnPh_1_02_Phone_type: ['Business'], CnPh_1_02_Phone_number: ['617-555-0199'] });
    expect(chosen(re)).toEqual({ CnPh_1_01_Phone_type: 'ignore', CnPh_1_01_Phone_number: 'phone-by-type', CnPh_1_02_Phone_type: 'ignore', CnPh_1_02_Phone_number: 'phone-by-type' });
    expect(suggestMapping(re).columns[3]!.target).toEqual({ kind: 'phone-by-type', typeHeader: 'CnPh_1_02_Phone_type' });
    const google = tableOf({ 'Phone 1 - Type': ['* Mobile', 'Work'], 'Phone 1 - Value': ['+1 617-555-0101', '+1 212-555-0102'], 'Phone Type': ['Home'], Phone: ['617-555-0100'] });
    expect(chosen(google)).toEqual({ 'Phone 1 - Type': 'ignore', 'Phone 1 - Value': 'phone-by-type', 'Phone Type': 'ignore', Phone: 'phone-by-type' });
  });

  it('leaves a type column of codes it cannot read, and its numbers, to the header as before', () => {
    const table = tableOf({ 'Phone Type': ['1', '2', '7'], 'Phone Number': ['617-555-0101', '617-555-0102', '617-555-0103'] });
    const { columns } = suggestMapping(table);
    expect(columns[1]!.target).toEqual({ kind: 'field', field: 'home_phone' });
    expect(columns[0]!.target).toEqual({ kind: 'ignore' });
  });

  it('survives a saved template, and a file without the type column is told', () => {
    const table = tableOf({ 'First Name': ['Ann'], 'Phone 1 Type': ['Home'], 'Phone 1 Number': ['617-555-0101'] });
    const { mapping } = suggestMapping(table);
    const template = parseTemplate(JSON.stringify(toTemplate(mapping, table, 'RE phones')));
    expect(applyTemplate(template, table).mapping.columns[2]!.target).toEqual({ kind: 'phone-by-type', typeHeader: 'Phone 1 Type' });
    const without = tableOf({ 'First Name': ['Ann'], 'Phone 1 Number': ['617-555-0101'] });
    const applied = applyTemplate(template, without).mapping;
    const result = validateRows(without, { ...applied, constants: { last_name: 'Lee', email: 'ann@example.org', enabled: '1' } }, { today: TODAY });
    expect(result.mappingProblems.map((p) => p.message)).toEqual([
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
    'Phone 1 Number': ['(617) 555-0101', 'bob@example.org', 'carla@example.org', '(212) 555-0199', '(617) 555-0109', '555-01'],
    'Phone 2 Type': ['Cell', 'Cellular', 'Email - Business', 'Email', 'Summer', ''],
    'Phone 2 Number': ['(617) 555-0102', '212.555.0104', 'carla@acme.com', 'dev2@example.org', '(617) 555-0107', '(617) 555-0106'],
  });
  const { mapping } = suggestMapping(table);
  const result = validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY });
  const [ann, bob, carla, dev, elena, femi] = result.rows;
  const messages = (row: typeof ann) => row!.problems.map((p) => `${p.severity}: ${p.message}`);

  it('writes home, mobile and work numbers and addresses where their kinds say', () => {
    expect(ann!.user).toMatchObject({ home_phone: '+1 617 555 0101', mobile_phone: '+1 617 555 0102', email: 'ann@example.org' });
    expect(ann!.problems).toEqual([]);
    // An address whose kind is E-Mail is the row's email; a second one its secondary email.
    expect(bob!.user).toMatchObject({ email: 'bob@example.org', mobile_phone: '+1 212 555 0104' });
    expect(carla!.user).toMatchObject({ email: 'carla@example.org', secondary_email: 'carla@acme.com' });
    expect(carla!.status).toBe('valid');
    expect(dev!.user).toMatchObject({ email: 'dev@example.org', secondary_email: 'dev2@example.org', mobile_phone: '+1 212 555 0123' });
  });

  it('sends nothing silently: the same number as a column gives is no problem; another one, another kind or no kind is said', () => {
    expect(messages(bob)).toEqual([]);
    expect(messages(dev)).toEqual(['warning: "(212) 555-0199" in "Phone 1 Number" is a mobile phone number ("Cell" in "Phone 1 Type"), but the row\'s Mobile phone is already "(212) 555-0123" (from "Mobile Phone"): not sent.']);
    expect(messages(elena)).toEqual([
      'warning: "(617) 555-0109" in "Phone 1 Number" is a fax number ("Home Fax" in "Phone 1 Type"), which the service has no field for: not sent.',
      'warning: "(617) 555-0107" in "Phone 2 Number" is of the kind "Summer" in "Phone 2 Type", which is not home, cell, business or e-mail: not sent.',
    ]);
    expect(elena!.status).toBe('valid');
  });

  it('refuses a number it cannot read under the field of its kind, and a row with no address at all needs one', () => {
    expect(messages(femi)).toEqual([
      'error: Home phone "555-01" (from "Phone 1 Number") is not a phone number we can read (numbers without +country code are read as US numbers).',
      'warning: "(617) 555-0106" in "Phone 2 Number" has no kind in "Phone 2 Type" (home, cell or business), so no phone field to go to: not sent.',
      'error: Email is empty, and the service requires it. Fill the cell, or give one value for every row.',
    ]);
    expect(femi!.status).toBe('invalid');
  });

  it('agrees between checking rows and writing their Users (a fresh validation reads the same)', () => {
    const again = validateRows(table, { ...mapping, constants: { enabled: '1' } }, { today: TODAY });
    expect(again.rows.map((row) => row.user)).toEqual(result.rows.map((row) => row.user));
    expect(result.counts).toMatchObject({ rows: 6, valid: 5, invalid: 1, warnings: 3, duplicates: 0 });
  });
});
