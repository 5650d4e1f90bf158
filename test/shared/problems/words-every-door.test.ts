// Every problem code and every fix code has words in every door: a sentence, with every param said (no "undefined",
// no "[object"). The tables' types already make a missing code fail the typecheck; this test checks the words. The
// refusals of an option typed (a report's filter) likewise, and the reasons a file is refused (an AppError's reason).
import { describe, expect, it } from 'vitest';
import {
  FIX_CODES,
  PROBLEM_CODES,
  PROBLEM_TABLE,
  type FixCode,
  type FixParams,
  type ProblemCode,
  type ProblemParams,
} from '../../../src-shared/problems/codes';
import type { ProblemTables } from '../../../src-renderer/src/lib/words/problem-sentence';
import { problemSentence, fixWords } from '../../../src-renderer/src/lib/words/problem-sentence';
import { APP_TABLES } from '../../../src-renderer/src/lib/words/problem-words';
import { CLI_TABLES } from '../../../src-main/cli/words/problem-words';
import { problem } from '../../../src-shared/problems/problem';
import {
  REFUSAL_CODES,
  readRefusal,
  refusalMessage,
  wordRefusal,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
} from '../../../src-shared/problems/refusals';
import { describeIssues, envelopeSchema } from '../../../src-shared/bridge/define';
import { givingOptionsSchema } from '../../../src-shared/reports/giving-options';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import { CLI_REFUSAL_WORDS } from '../../../src-main/cli/words/refusal-words';
import type { Problem } from '../../../src-shared/validate/types';
import { AppError, wordedFailure, type AppErrorShape } from '../../../src-shared/errors';
import {
  REASON_CODES,
  reason,
  reasonFallback,
  wordReason,
  type Reason,
  type ReasonCode,
  type ReasonParams,
} from '../../../src-shared/problems/reasons';
import type { PlacedIssue } from '../../../src-shared/problems/json-issues';
import { APP_REASON_WORDS } from '../../../src-renderer/src/lib/words/reason-words';
import { CLI_REASON_WORDS } from '../../../src-main/cli/words/reason-words';
import { cliErrorMessage, cliFailureDetails, cliFailureJson } from '../../../src-main/cli/setting-words';
import { wizardFailureDetails } from '../../../src-renderer/src/lib/setting-words';

const date = { year: 1985, month: 7, day: 4 };
const kindCell = { typeCell: 'Fax', typeHeader: 'Phone Type' };

/** Sample params for every code: a missing code fails the typecheck here too. */
const SAMPLES: { [C in ProblemCode]: ProblemParams[C][] } = {
  'cell.control-character': [
    { codePoint: 'U+0007', position: 3 },
    { codePoint: 'U+200B', position: 1, invisible: '200b' },
  ],
  'cell.excel-error': [{ error: '#N/A' }, { error: '#WHAT?' }],
  'cell.scientific-notation': [{}],
  'cell.empty-text-formula': [{}],
  'cell.text-formula': [{ text: '00123' }],
  'cell.apostrophe-number': [{ text: '00124' }],
  'cell.spreadsheet-formula': [{ lead: '=' }],
  'cell.schema': [
    { rule: 'whole-number' },
    { rule: 'number' },
    { rule: 'four-digit-year' },
    { rule: 'text' },
    { rule: 'email' },
    { rule: 'url' },
    { rule: 'flag' },
    { rule: 'date' },
    { rule: 'gender' },
    { rule: 'state' },
    { rule: 'country' },
    { rule: 'names' },
    { rule: 'pairs' },
    { rule: 'list' },
  ],
  'cell.not-allowed': [{ rule: 'flag' }, { rule: 'gender' }],
  'cell.too-long': [{ size: 255, length: 300 }],
  'cell.below-min': [{ min: 1900 }],
  'cell.above-max': [{ max: 2031 }],
  'date.excel-number': [{}],
  'date.placeholder': [
    { placeholder: 'mysql-zero' },
    { placeholder: 'year-one' },
    { placeholder: 'sql-server-earliest' },
    { placeholder: 'excel-zero' },
    { placeholder: 'excel-zero-other' },
    { placeholder: 'excel-zero-shown' },
    { placeholder: 'excel-zero-serial' },
    { placeholder: 'outlook-empty' },
  ],
  'date.unreadable': [{}],
  'date.not-real-in-order': [
    { year: 1987, month: 2, day: 30, order: 'mdy' },
    { year: 1987, month: 13, day: 1, order: 'dmy' },
  ],
  'date.ambiguous': [{ year: 1990, monthFirst: { month: 3, day: 4 }, dayFirst: { month: 4, day: 3 } }],
  'date.ambiguous-day-month': [{ first: 3, second: 4 }],
  'date.not-real-either-order': [{}],
  'date.two-digit-year': [{}],
  'date.not-real': [{ year: 1987, month: 2, day: 30 }],
  'date.not-real-day-of-year': [
    { month: 2, day: 30 },
    { month: 13, day: 1, order: 'mdy' },
  ],
  'date.not-iso': [{}],
  'date.year-only': [{}],
  'date.no-day': [{}],
  'birth-date.year-in-future': [{ year: 2999 }],
  'birth-date.too-early': [{ year: 1850, earliest: 1900 }],
  'birth-date.two-digit-year': [{ reading: '1980-01-17' }],
  'birth-date.not-real': [{ year: 1987, month: 2, day: 30, days: 28 }],
  'birth-date.in-future': [{ ...date, year: 2999 }],
  'class-year.soon-after-birth': [{ graduated: 1990, year: 1980, minAge: 15 }],
  'class-year.academic': [{}],
  'class-year.span': [{}],
  'class-year.several': [{}],
  'class-year.date': [{ year: 2007 }],
  'year.read-as': [{ year: 1967 }],
  'year.two-digits': [{ year: 1969 }],
  'number.not-yes-no': [{}],
  'number.not-whole': [{}],
  'number.not-number': [{}],
  'email.more-than-address': [{ address: 'ann@example.org' }],
  'email.ascii-domain': [{ domain: 'bücher.de', address: 'ann@xn--bcher-kva.de' }],
  'email.more-than-address-ascii': [{ domain: 'bücher.de', address: 'ann@xn--bcher-kva.de' }],
  'email.several-addresses': [{ count: 2 }],
  'email.non-ascii-local-part': [{ letter: 'ä' }],
  'email.not-an-address': [{}],
  'email.domain-typo': [{ domain: 'gmail.com' }],
  'email.duplicate': [
    { email: 'ann@example.org', others: [3] },
    { email: 'a@b.org', others: [2, 3, 4, 5, 6, 7, 8] },
  ],
  'secondary-email.sent-as-email': [{}],
  'secondary-email.same-as-email': [{}],
  'phone.no-digits': [{}],
  'phone.north-american-abroad': [{ country: 'GB' }],
  'phone.several': [{}],
  'phone.more-than-number': [{ number: '+1 617 555 0100' }],
  'phone.local-without-area-code': [{ number: '555-0123' }],
  'phone.trunk-zero': [{ countryGiven: true }, { countryGiven: false }],
  'phone.unreadable': [{ country: 'US' }],
  'phone.unlisted': [{ place: { country: 'GB', callingCode: '44' }, number: '+44 20 0000 0000' }],
  'phone.invalid': [{ place: { country: 'IT', callingCode: '39' } }, { place: { callingCode: '7' } }],
  'phone-kind.marked': [
    { inactive: true, header: 'Inactive' },
    { inactive: false, header: 'Do not call' },
  ],
  'phone-kind.no-kind': [{ typeHeader: 'Phone Type' }],
  'phone-kind.unknown-kind': [kindCell],
  'phone-kind.emails-taken': [kindCell],
  'phone-kind.field-taken': [
    { field: 'mobile_phone', ...kindCell, taken: { failed: true, from: 'Mobile' } },
    { field: 'home_phone', ...kindCell, taken: { failed: false, existing: '+1 617 555 0100' } },
  ],
  'phone-kind.unsent-kind': [
    { kind: 'fax', ...kindCell },
    { kind: 'pager', ...kindCell },
    { kind: 'someone-else', ...kindCell },
    { kind: 'not-current', ...kindCell },
    { kind: 'web', ...kindCell },
  ],
  'country.mostly-meant': [{ one: 'KR', other: 'KP' }],
  'country.two-countries': [{ one: 'CD', other: 'CG' }],
  'country.dissolved': [{}],
  'country.unknown': [{}],
  'state.canadian-province': [{ province: 'ON' }],
  'state.not-a-state': [{ countryGiven: true }, { countryGiven: false }],
  'state.not-a-province': [{}],
  'state.region-not-sent': [{}],
  'zip.placeholder': [{}],
  'zip.not-a-zip': [{}],
  'zip.foreign-postcode': [{ countries: ['GB'] }, { countries: ['CA', 'GB'] }],
  'postcode.no-digit': [{}],
  'postcode.more-than-code': [{ code: '2000' }],
  'postcode.not-in-form': [{ countryName: 'Germany', example: '10115' }],
  'postcode.lost-zeros': [
    { count: 1, code: '01067' },
    { count: 2, code: '00120' },
  ],
  'address.several-lines': [
    { count: 2, first: '1 Main St', kept: 1, rest: 'Apt 2', repeats: [] },
    { count: 4, first: '1 Main St', kept: 2, rest: 'Apt 2, Bldg C', repeats: ['Boston'] },
  ],
  'url.not-web-address': [{}],
  'flag.not-yes-no': [{ words: true }, { words: false }],
  'gender.not-allowed': [{}],
  'list.object-list': [{}],
  'list.admin-group': [{}],
  'name.lost-letters': [{}],
  'name.brackets': [{}],
  'name.two-people': [{}],
  'name.no-space': [{}],
  'name.one-name': [{}],
  'name.several-commas': [{}],
  'name.read-last-first': [{ last: 'García López', first: 'María' }],
  'name.read-with-middle': [{ first: 'María', middle: 'José García', last: 'López' }],
  'name.several-lines': [{ count: 2, name: 'Ann Lee' }],
  'name.two-names': [
    { kept: 'Baptiste', other: 'Moreau', field: 'last_name', splitTo: 'maiden_name' },
    { kept: 'Robert', other: 'Bob', field: 'first_name' },
  ],
  'name.title': [{ title: 'Dr.' }],
  'name.suffix': [{ suffix: 'Jr.' }],
  'text.lines-joined': [
    { count: 2, joined: 'Boston, MA' },
    { count: 1, joined: 'Boston' },
  ],
  'id.several-lines': [{ count: 2 }, { count: 1 }],
  'id.decimal-tail': [{ tail: '.0', whole: '12345' }],
  'mapping.columns-disagree': [
    { field: 'email', existing: 'ann@example.org', from: 'Email 2' },
    { field: 'email', existing: 'ann@example.org' },
  ],
  'mapping.custom-field-unnamed': [{ header: 'Notes' }],
  'mapping.custom-field-reserved': [{ header: 'Proto', name: '__proto__' }],
  'mapping.phone-type-column-missing': [{ header: 'Phone', typeHeader: 'Phone Type' }],
  'mapping.phone-flag-column-missing': [{ header: 'Phone', flagHeader: 'Inactive', inactive: true }],
  'mapping.not-a-field': [{ header: 'Shoe size', field: 'shoe_size' }],
  'mapping.part-without-whole': [
    { header: 'Area', part: 'area-code', whole: 'Phone', mapped: true },
    { header: 'Ext', part: 'extension', whole: 'Phone', mapped: false },
  ],
  'mapping.two-birth-dates': [{ birthHeader: 'DOB', separateHeader: 'Birth Year' }],
  'mapping.constant-not-a-field': [{ field: 'shoe_size' }],
  'required.no-column': [
    { field: 'email', oneValue: false },
    { field: 'enabled', oneValue: true },
  ],
  'required.empty': [
    { field: 'email', oneValue: false, advise: false },
    { field: 'enabled', oneValue: true, advise: true },
    { field: 'enabled', oneValue: true, advise: false },
  ],
  'deceased.refused': [
    { header: 'Deceased', cell: 'Yes', unclear: false },
    { header: 'Status', cell: 'Lost', unclear: true },
  ],
  'deceased.imported': [{ header: 'Deceased', cell: 'Yes', unclear: false }],
};

const FIX_SAMPLES: { [C in FixCode]: FixParams[C] } = {
  'fix.empty-cell': {},
  'fix.empty-no-number': {},
  'fix.empty-no-value': {},
  'fix.remove-invisible': {},
  'fix.without-lead': { lead: '=' },
  'fix.other-order': { date: '1987-03-02' },
  'fix.four-digit-year': { year: 1980 },
  'fix.north-american': {},
  'fix.keep-first': {},
  'fix.british-mobile': {},
  'fix.leading-zero': {},
  'fix.state': { name: 'Massachusetts' },
  'fix.use': {},
  'fix.use-if-address': {},
  'fix.use-if-id': {},
  'fix.send': {},
  'fix.class-graduated': {},
  'fix.preferred-class-year': {},
  'fix.use-year': {},
  'fix.if-year': {},
};

const DOORS: [string, ProblemTables][] = [
  ['app', APP_TABLES],
  ['cli', CLI_TABLES],
];

function expectPlainSentence(words: string): void {
  expect(words.trim().length).toBeGreaterThan(3);
  expect(words).not.toMatch(/undefined|\[object|NaN|null/);
}

describe.each(DOORS)('the %s door', (_door, tables) => {
  it('words every problem code with every sample of its params', () => {
    for (const code of PROBLEM_CODES) {
      const samples = SAMPLES[code] as object[];
      expect(samples.length, code).toBeGreaterThan(0);
      for (const params of samples) {
        const found = (problem as (c: ProblemCode, p: object) => ReturnType<typeof problem>)(code, params);
        const placed = { ...found, row: 2, column: 'Col', field: 'email', value: 'x' } as Problem;
        const sentence = problemSentence(tables, placed);
        expectPlainSentence(sentence);
        expect(sentence.endsWith('.'), `${code}: ${sentence}`).toBe(true);
      }
    }
  });

  it('says every param of a sample in the words (the values the person needs)', () => {
    const sentence = problemSentence(tables, {
      ...problem('date.ambiguous', { year: 1990, monthFirst: { month: 3, day: 4 }, dayFirst: { month: 4, day: 3 } }),
      row: 2,
      column: 'DOB',
      field: 'dob_year',
      value: '03/04/1990',
      subject: { of: 'birth-date', value: '03/04/1990' },
    });
    expect(sentence).toBe(
      'Birth date "03/04/1990" could be 4 March 1990 or 3 April 1990: choose the date order (month first or day first).',
    );
  });

  it('words every fix code', () => {
    for (const code of FIX_CODES) {
      const words = fixWords(tables, { code, params: FIX_SAMPLES[code], value: 'VALUE' } as never);
      expectPlainSentence(words);
    }
  });
});

describe('the table of codes', () => {
  it('gives each code one kind and one severity, and names codes as area.problem', () => {
    for (const code of PROBLEM_CODES) {
      expect(code).toMatch(/^[a-z-]+\.[a-z-]+$/);
      expect(['error', 'warning']).toContain(PROBLEM_TABLE[code].severity);
    }
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
  });
});

const REFUSAL_SAMPLES: { [C in RefusalCode]: RefusalParams[C][] } = {
  'input.calendar-date': [{}],
  'input.whole-number': [{ example: '42' }, { example: '2026' }],
  'input.above-zero': [{}],
  'input.at-least': [{ min: 1900 }],
  'input.at-most': [{ max: 12 }],
  'input.start-after-end': [{}],
  'input.created-order': [{}],
  'input.bands-rise': [{}],
  'address.empty': [{}],
  'address.not-web': [{ text: 'alumni example edu' }],
  'address.scheme': [{ scheme: 'ftp:' }],
  'address.plain-http': [{}],
  'address.credentials': [{}],
  'address.query': [{}],
};

describe.each([
  ['app', APP_REFUSAL_WORDS],
  ['cli', CLI_REFUSAL_WORDS],
] as const)('the %s door, refusing an option typed', (_door, table) => {
  it('words every refusal code with every sample of its params', () => {
    expect(Object.keys(table).sort()).toEqual([...REFUSAL_CODES].sort());
    for (const code of REFUSAL_CODES)
      for (const params of REFUSAL_SAMPLES[code]) {
        const refusal = { code, params } as Refusal;
        const words = wordRefusal(table, refusal);
        expectPlainSentence(words);
        for (const value of Object.values(params)) expect(words, code).toContain(String(value));
      }
  });

  it('reads a refusal back from the zod issue that carries it, and words it with the path', () => {
    const refused = givingOptionsSchema.safeParse({ startMonth: 13, from: '2024-05-01', to: '2024-04-01' });
    expect(refused.success).toBe(false);
    expect(readRefusal(refusalMessage('input.at-most', { max: 12 }))).toEqual({
      code: 'input.at-most',
      params: { max: 12 },
    });
    expect(describeIssues(refused.error!, table)).toEqual([
      'startMonth: must be 12 or less',
      'from: the start date comes after the end date',
    ]);
    // Without a table, the code stands: never the token nor its JSON.
    expect(describeIssues(refused.error!)).toEqual(['startMonth: input.at-most', 'from: input.start-after-end']);
  });
});

const column = { key: 'field', owner: { column: 4, header: 'Class Year' } };
/** Every kind of issue in a JSON file written by hand, with every variant of what it is about. */
const JSON_ISSUES: PlacedIssue[] = [
  { kind: 'unknown-key', key: 'lowercaseEmails', holder: 'transforms', near: 'lowercaseEmail', known: ['a'], line: 9 },
  { kind: 'unknown-key', key: 'zzz', holder: 'template', known: ['version', 'columns'], line: 2 },
  { kind: 'unknown-key', key: 'colour', holder: 'column', known: ['header', 'target'] },
  { kind: 'unknown-key', key: 'adresses', holder: 'groups', near: 'addresses', known: [] },
  { kind: 'unknown-key', key: 'x', holder: 'recipe', known: ['mode'] },
  { kind: 'unknown-key', key: 'y', holder: 'policy', known: ['groups'] },
  { kind: 'version-missing', wanted: 1 },
  { kind: 'version-text', text: '1', wanted: 1 },
  { kind: 'version-other', number: 2, wanted: 1 },
  { kind: 'version-wrong', found: { list: true }, wanted: 1 },
  { kind: 'missing', subject: { key: 'columns' } },
  { kind: 'missing', subject: { key: 'header', owner: { column: 0 } } },
  { kind: 'not-a-field', subject: column, field: 'year_graduate', serviceOwned: false, near: 'year_graduated' },
  { kind: 'not-a-field', subject: column, field: 'zzz', serviceOwned: false },
  { kind: 'not-a-field', subject: column, field: 'user_id', serviceOwned: true },
  {
    kind: 'not-allowed',
    subject: { key: 'kind', owner: { path: ['columns', 1, 'target'] } },
    found: { text: 'feild' },
    allowed: [{ text: 'field' }, { text: 'ignore' }],
    orNull: false,
    near: 'field',
  },
  {
    kind: 'not-allowed',
    subject: { key: 'dateOrder', owner: { path: ['transforms'] } },
    found: { number: 3 },
    allowed: [{ text: 'mdy' }],
    orNull: true,
  },
  { kind: 'wrong-type', subject: { key: 'refuseDeceased' }, found: { text: 'no' }, expected: 'boolean' },
  { kind: 'wrong-type', subject: { root: true }, found: { literal: 'null' }, expected: 'object' },
  { kind: 'wrong-type', subject: { key: 'constants' }, found: { object: true }, expected: 'bigint' },
  { kind: 'empty', subject: { key: 'header', owner: { column: 2 } }, header: true },
  { kind: 'empty', subject: { key: 'name' }, header: false },
  { kind: 'country-code', subject: { key: 'defaultPhoneCountry' }, found: { text: 'USA' } },
  { kind: 'schema', subject: { key: 'rate' }, message: 'Too big: expected number to be <=50' },
  { kind: 'not-object' },
];

// Why a file cannot be read (an AppError's reason, src-shared/problems/reasons.ts): every code, every variant.
const REASON_SAMPLES: { [C in ReasonCode]: ReasonParams[C][] } = {
  'file.empty': [{ file: 'list.csv' }],
  'file.encrypted': [{ file: 'list.xlsx' }],
  'file.xls': [
    { file: 'list.xls', renamed: false },
    { file: 'list.xlsx', renamed: true },
  ],
  'file.other-kind': (['pdf', 'png', 'jpeg', 'gif', 'gzip', 'rar', '7z'] as const).map((kind) => ({
    file: 'list.csv',
    kind,
  })),
  'file.binary': [{ file: 'list.csv' }],
  'file.markup': [
    { file: 'list.xls', kind: 'excel-2003-xml', named: '.xls' },
    { file: 'export.html', kind: 'html' },
    { file: 'list.csv', kind: 'xml', named: '.csv' },
  ],
  'file.json': [{ file: 'mapping.json' }],
  'file.xlsx-holds-text': [{ file: 'list.xlsx' }],
  'file.too-big': [{ file: 'list.csv', megabytes: 101, maxMegabytes: 100 }],
  'file.no-data': [{ file: 'list.csv' }, { file: 'list.xlsx', sheet: 'Alumni' }],
  'encoding.bom-contradicts': [{ file: 'list.csv', bom: 'utf-8', given: 'windows-1252' }],
  'encoding.not-utf16': [
    { file: 'list.csv', encoding: 'utf-16le', readsAs: 'utf-8' },
    { file: 'list.csv', encoding: 'utf-16be', readsAs: 'one-byte' },
  ],
  'encoding.bad-bytes': [
    { file: 'list.csv', encoding: 'utf-8', line: 7 },
    { file: 'list.csv', encoding: 'shift_jis' },
  ],
  'encoding.unknown': [{ name: 'ebcdic' }],
  'csv.delimiter-unknown': [{ delimiter: '#' }],
  'csv.too-many-rows': [{ max: 1000000 }],
  'csv.line-too-wide': [
    { file: 'list.csv', columns: 1001, more: true, max: 1000, line: 3 },
    { columns: 1001, more: false, max: 1000, line: 2 },
  ],
  'header.row-empty': [{ file: 'list.csv', row: 4, last: 9 }],
  'header.no-such-row': [{ file: 'list.csv', row: 40, last: 9 }],
  'table.no-data': [{ file: 'list.csv', row: 3 }, { file: 'list.csv' }],
  'table.too-wide': [{ file: 'list.csv', columns: 1200, max: 1000 }],
  'table.no-rows': [
    { file: 'list.csv', row: 1, last: 1 },
    { file: 'list.csv', row: 5, last: 3 },
  ],
  'xlsx.bomb': [
    { file: 'list.xlsx', why: { kind: 'zip64' } },
    { file: 'list.xlsx', why: { kind: 'parts', count: 20000 } },
    { file: 'list.xlsx', why: { kind: 'part-size', part: 'xl/worksheets/sheet1.xml', megabytes: 900 } },
    { file: 'list.xlsx', why: { kind: 'part-ratio', part: 'xl/worksheets/sheet1.xml', ratio: 1024 } },
    { file: 'list.xlsx', why: { kind: 'total', megabytes: 2048 } },
    { file: 'list.xlsx', why: { kind: 'unpacked-ratio', part: 'xl/worksheets/sheet1.xml', max: 200 } },
    { file: 'list.xlsx', why: { kind: 'unpacked-part', part: 'xl/worksheets/sheet1.xml', maxMegabytes: 512 } },
    { file: 'list.xlsx', why: { kind: 'unpacked-total', maxMegabytes: 1024 } },
  ],
  'xlsx.damaged': [
    { file: 'list.xlsx', why: { kind: 'zip' } },
    { file: 'list.xlsx', why: { kind: 'part', part: 'xl/styles.xml' } },
    { file: 'list.xlsx', why: { kind: 'workbook' } },
    { file: 'list.xlsx', why: { kind: 'no-worksheet' } },
  ],
  'xlsx.password': [{ file: 'list.xlsx' }],
  'xlsx.not-workbook': (['xlsb', 'word', 'powerpoint', 'ods', 'zip'] as const).map((kind) => ({
    file: 'list.xlsx',
    kind,
  })),
  'xlsx.sheet-unreadable': [{ file: 'list.xlsx', sheet: 'Alumni', cause: 'bad cell reference' }],
  'xlsx.too-many-rows': [{ sheet: 'Alumni', max: 1000000 }],
  'xlsx.no-sheet': [{ file: 'list.xlsx', sheet: 'Donors', sheets: ['Alumni', 'Notes'] }],
  'json.invalid': [
    { source: { kind: 'mapping', file: 'm.json' } },
    { source: { kind: 'recipe', file: 'r.json' }, cutShort: true },
    { source: { kind: 'policy' }, slip: { line: 5, column: 3, slip: 'CommaExpected' } },
    {
      source: { kind: 'recipe-mapping' },
      slip: { line: 7, column: 1, slip: 'PropertyNameExpected', trailingComma: { line: 6, closing: '}' } },
    },
  ],
  'template.refused': [{ source: { kind: 'mapping' }, issues: JSON_ISSUES }],
  'recipe.refused': [{ source: { kind: 'recipe', file: 'r.json' }, issues: JSON_ISSUES.slice(0, 3) }],
  'policy.refused': [{ source: { kind: 'policy', file: 'p.json' }, issues: [{ kind: 'not-object', line: 1 }] }],
};

/** The values a person needs, said: a reason's text and number params, nested ones too (kinds choose words). */
function leaves(params: object): string[] {
  return Object.entries(params).flatMap(([key, value]): string[] => {
    // Kinds choose words and a slip's name is worded; known keys are named only when none is near; a column or an
    // item is counted from 1 in words.
    if (['kind', 'readsAs', 'slip', 'holder', 'expected', 'known', 'column', 'path'].includes(key)) return [];
    if (Array.isArray(value))
      return value.flatMap((item) => (typeof item === 'object' ? leaves(item as object) : [String(item)]));
    if (typeof value === 'object' && value !== null) return leaves(value as object);
    if (typeof value === 'boolean') return [];
    return [String(value)];
  });
}

describe.each([
  ['app', APP_REASON_WORDS],
  ['cli', CLI_REASON_WORDS],
] as const)('the %s door, refusing a file', (_door, table) => {
  it('words every reason code with every sample of its params: a message, what to do, every value', () => {
    expect(Object.keys(table).sort()).toEqual([...REASON_CODES].sort());
    for (const code of REASON_CODES) {
      const samples = REASON_SAMPLES[code];
      expect(samples.length, code).toBeGreaterThan(0);
      for (const params of samples) {
        const said = wordReason(table, { code, params } as Reason);
        // A JSON file's words may say null (the value found, or what is allowed): no other slip of a param.
        const plain = (line: string) => {
          expect(line.trim().length, code).toBeGreaterThan(3);
          expect(line, code).not.toMatch(/undefined|\[object|NaN/);
        };
        plain(said.message);
        expect(said.message, code).toMatch(/[.]$/);
        expect(said.details.length, code).toBeGreaterThan(0);
        for (const line of said.details) plain(line);
        const all = [said.message, ...said.details].join(' ').toLowerCase();
        for (const value of leaves(params)) {
          // A count may be written with thousands separators (1,000,000).
          const written = /^\d+$/.test(value) ? [value, Number(value).toLocaleString('en-US')] : [value.toLowerCase()];
          expect(
            written.some((form) => all.includes(form)),
            `${code}: ${value} in ${all}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('a reason from src-shared to the words a person sees', () => {
  it('is thrown with no sentence, travels the bridge and --json as data, and reads the same in both doors', async () => {
    const { readTable } = await import('../../../src-shared/intake/read-table');
    let caught: unknown;
    await readTable(new Uint8Array(0), { fileName: 'list.csv' }).catch((error: unknown) => (caught = error));
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect(error.reason).toEqual({ code: 'file.empty', params: { file: 'list.csv' } });
    expect(error.message).toBe(reasonFallback(error.reason!));
    expect(error.details).toBeUndefined();
    // The bridge's contract keeps the reason; the window words it from the app's table.
    const envelope = envelopeSchema.parse(JSON.parse(JSON.stringify({ ok: false, error: error.toJSON() })));
    expect(envelope.ok === false && envelope.error.reason).toEqual(error.reason);
    const app = wordedFailure(APP_REASON_WORDS, envelope.ok ? error : (envelope.error as AppErrorShape));
    expect(app.message).toBe('list.csv is empty (0 bytes).');
    expect(app.details).toEqual(['Export the list again and choose the new file.']);
    // The command line: the same words, the reason kept beside them in --json.
    expect(cliFailureJson(error.toJSON())).toEqual({ ...app, reason: error.reason });
  });

  it('keeps its own lines first and a hint after them, in each door', () => {
    const failure = new AppError('invalid-input', 'x', ['Job 7 is kept.'], { setting: 'encoding', detect: true });
    const withReason = new AppError(
      failure.code,
      'x',
      failure.details,
      failure.hint,
      reason('encoding.unknown', { name: 'ebcdic' }),
    ).toJSON();
    const lines = cliFailureDetails(withReason);
    expect(lines[0]).toMatch(/^Use utf-8, /);
    expect(lines.slice(1)).toEqual(['Job 7 is kept.', 'In the command: leave --encoding out and it is detected.']);
    expect(wizardFailureDetails(withReason).at(-1)).toMatch(/^In the app: /);
    // A one-line report (a recipe's run) says the reason in words, never its code.
    const thrown = new AppError('invalid-input', 'x', undefined, undefined, withReason.reason);
    expect(cliErrorMessage(thrown)).toBe('The encoding "ebcdic" is not one we read.');
    expect(cliErrorMessage(new Error('disk full'))).toBe('disk full');
  });
});
