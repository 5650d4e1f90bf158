// Every reason an AppError of src-shared carries (src-shared/problems/reasons.ts) has words in every door: a message
// and what to do, with every value the person needs; and a reason travels from src-shared through the bridge and
// --json to the words a person sees (decision 0010). The tables' types make a missing code fail the typecheck.
import { describe, expect, it } from 'vitest';
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
import { envelopeSchema } from '../../../src-shared/bridge/define';
import { APP_REASON_WORDS } from '../../../src-renderer/src/lib/words/reason-words';
import { CLI_REASON_WORDS } from '../../../src-main/cli/words/reason-words';
import { cliErrorMessage, cliFailureDetails, cliFailureJson } from '../../../src-main/cli/setting-words';
import { wizardFailureDetails } from '../../../src-renderer/src/lib/setting-words';

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
