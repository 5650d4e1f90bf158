import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors';
import type { Table } from '../../../src-shared/intake/types';
import { parseConstant } from '../../../src-shared/mapping/constants';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import { applyTemplate, parseTemplate, toTemplate } from '../../../src-shared/mapping/template';

const table = (headers: string[]): Table => ({ headers, rows: [headers.map(() => 'x')], rowNumbers: [2] });
const original = table(['Constituent ID', 'First Name', 'Last Name', 'E-mail Address', 'Class Year', 'Major']);

function savedTemplate() {
  const { mapping } = suggestMapping(original);
  mapping.columns[5] = { ...mapping.columns[5]!, target: { kind: 'custom', name: 'Major' } };
  mapping.constants = { enabled: '1' };
  mapping.transforms.dateOrder = 'dmy';
  return JSON.parse(JSON.stringify(toTemplate(mapping, original, 'Registrar list'))) as unknown;
}

describe('mapping templates', () => {
  it('round-trip through JSON and map the same file the same way', () => {
    const template = parseTemplate(JSON.stringify(savedTemplate()));
    const report = applyTemplate(template, original);
    expect(report).toMatchObject({ missing: [], added: [], renamed: [], exactMatch: true });
    expect(report.mapping.constants).toEqual({ enabled: '1' });
    expect(report.mapping.transforms.dateOrder).toBe('dmy');
    expect(report.mapping.columns.map((c) => c.target)).toEqual([
      { kind: 'field', field: 'inst_id' },
      { kind: 'field', field: 'first_name' },
      { kind: 'field', field: 'last_name' },
      { kind: 'field', field: 'email' },
      { kind: 'field', field: 'year_graduated' },
      { kind: 'custom', name: 'Major' },
    ]);
  });

  it('keep a whole-name column split when saved and applied again', () => {
    const names = table(['Name', 'Email']);
    const { mapping } = suggestMapping(names);
    expect(mapping.columns[0]!.target).toEqual({ kind: 'full-name' });
    const report = applyTemplate(parseTemplate(JSON.stringify(toTemplate(mapping, names))), names);
    expect(report.mapping.columns.map((c) => c.target)).toEqual([{ kind: 'full-name' }, { kind: 'field', field: 'email' }]);
  });

  it('follow columns by header when they move', () => {
    const report = applyTemplate(parseTemplate(savedTemplate()), table(['E-mail Address', 'Last Name', 'First Name', 'Constituent ID', 'Major', 'Class Year']));
    expect(report.exactMatch).toBe(true);
    expect(report.mapping.columns[0]).toEqual({ column: 0, header: 'E-mail Address', target: { kind: 'field', field: 'email' } });
  });

  it('report missing columns, never map a new column silently, and propose renamed ones', () => {
    const next = table(['Constituent ID', 'First Name', 'Last Name', 'Email Address', 'Class Year', 'Phone']);
    const report = applyTemplate(parseTemplate(savedTemplate()), next);
    expect(report.missing).toEqual(['E-mail Address', 'Major']);
    expect(report.added).toEqual(['Email Address', 'Phone']);
    expect(report.renamed).toEqual([{ from: 'E-mail Address', to: 'Email Address', target: { kind: 'field', field: 'email' } }]);
    expect(report.mapping.columns.find((c) => c.header === 'Email Address')!.target).toEqual({ kind: 'ignore' });
    expect(report.mapping.columns.find((c) => c.header === 'Phone')!.target).toEqual({ kind: 'ignore' });
    expect(report.exactMatch).toBe(false);
  });

  it('propose no rename between headers spelled alike whose words differ in meaning: Country and County, Address Line 1 and 2', () => {
    const before = table(['Email', 'Country', 'Address Line 1', 'Class Agent']);
    const { mapping } = suggestMapping(before);
    mapping.columns[3] = { ...mapping.columns[3]!, target: { kind: 'custom', name: 'Class Agent' } };
    const saved = parseTemplate(JSON.stringify(toTemplate(mapping, before)));
    const report = applyTemplate(saved, table(['Email', 'County', 'Address Line 2', 'Class Agents']));
    expect(report.missing).toEqual(['Country', 'Address Line 1', 'Class Agent']);
    expect(report.renamed).toEqual([{ from: 'Class Agent', to: 'Class Agents', target: { kind: 'custom', name: 'Class Agent' } }]);
  });

  it('refuse what is not a template, saying where', () => {
    expect(() => parseTemplate('{ nope')).toThrow(/is not valid JSON/);
    const wrongVersion = { ...(savedTemplate() as object), version: 2 };
    try {
      parseTemplate(wrongVersion);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).details?.join(' ')).toMatch(/version: must be 1/);
    }
    const badField = savedTemplate() as { columns: { target: unknown }[] };
    badField.columns[0]!.target = { kind: 'field', field: 'user_id' };
    expect(() => parseTemplate(badField)).toThrow(AppError);
  });
});

describe('constants (--set FIELD=VALUE)', () => {
  it('read a field and its value', () => {
    expect(parseConstant('enabled=1')).toEqual({ field: 'enabled', value: '1' });
    expect(parseConstant('tags=Reunion 2025; Donor')).toEqual({ field: 'tags', value: 'Reunion 2025; Donor' });
  });
  it('refuse unknown fields with a suggestion, fields the service sets, and empty values', () => {
    expect(() => parseConstant('enabeld=1')).toThrow(/"enabeld" is not a User field/);
    try {
      parseConstant('enabeld=1');
    } catch (error) {
      expect((error as AppError).details?.[0]).toMatch(/Did you mean "enabled"/);
    }
    expect(() => parseConstant('user_id=5')).toThrow(/is set by the service/);
    // A custom field is no field to guess a name for: the way to fill one is said instead.
    try {
      parseConstant('custom_fields.Major=History');
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).details?.[0]).toMatch(/^A custom field keeps a column of the file under its header: map a column to it/);
    }
    expect(() => parseConstant('enabled=')).toThrow(/give a value after "="/);
    expect(() => parseConstant('enabled')).toThrow(/FIELD=VALUE/);
  });
});
