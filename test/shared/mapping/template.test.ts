import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors';
import type { Table } from '../../../src-shared/intake/types';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import { applyTemplate, parseTemplate, toTemplate } from '../../../src-shared/mapping/template';
import type { MappingTemplate } from '../../../src-shared/mapping/types';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import { appWords, thrownWords } from '../../helpers/reason-words';

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
    expect(report.mapping.columns.map((c) => c.target)).toEqual([
      { kind: 'full-name' },
      { kind: 'field', field: 'email' },
    ]);
  });

  it('follow columns by header when they move', () => {
    const report = applyTemplate(
      parseTemplate(savedTemplate()),
      table(['E-mail Address', 'Last Name', 'First Name', 'Constituent ID', 'Major', 'Class Year']),
    );
    expect(report.exactMatch).toBe(true);
    expect(report.mapping.columns[0]).toEqual({
      column: 0,
      header: 'E-mail Address',
      target: { kind: 'field', field: 'email' },
    });
  });

  it('report missing columns, never map a new column silently, and propose renamed ones', () => {
    const next = table(['Constituent ID', 'First Name', 'Last Name', 'Email Address', 'Class Year', 'Phone']);
    const report = applyTemplate(parseTemplate(savedTemplate()), next);
    expect(report.missing).toEqual(['E-mail Address', 'Major']);
    expect(report.added).toEqual(['Email Address', 'Phone']);
    expect(report.renamed).toEqual([
      { from: 'E-mail Address', to: 'Email Address', target: { kind: 'field', field: 'email' } },
    ]);
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
    expect(report.renamed).toEqual([
      { from: 'Class Agent', to: 'Class Agents', target: { kind: 'custom', name: 'Class Agent' } },
    ]);
  });

  it('refuse what is not a template, saying where', () => {
    expect(thrownWords(() => parseTemplate('{ nope')).message).toMatch(/is not valid JSON/);
    const wrongVersion = { ...(savedTemplate() as object), version: 2 };
    try {
      parseTemplate(wrongVersion);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(appWords(error).details?.join(' ')).toMatch(
        /"version" is 2: this template was made by another version of Alumni Loader/,
      );
    }
    const badField = savedTemplate() as { columns: { target: unknown }[] };
    badField.columns[0]!.target = { kind: 'field', field: 'user_id' };
    expect(() => parseTemplate(badField)).toThrow(AppError);
  });

  it('list a column in "columns" the file lacks even when "expectedHeaders" leaves it out', () => {
    const template = parseTemplate(savedTemplate()) as MappingTemplate;
    template.columns.push({ header: 'Spouse Email', target: { kind: 'field', field: 'secondary_email' } });
    expect(applyTemplate(template, original)).toMatchObject({ missing: ['Spouse Email'], exactMatch: false });
  });
});

/** The details of the refusal of a template given as text (JSON of `value` laid out as --save-mapping writes it). */
function refusal(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  try {
    parseTemplate(text, { kind: 'mapping', file: 'm.json' });
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    // In the app's words: the error carries its reason as data.
    const said = appWords(error);
    return [said.message, ...(said.details ?? [])];
  }
  return expect.unreachable();
}

describe('a template edited by hand is refused in words a person can act on', () => {
  interface HandEdited {
    version?: unknown;
    columns?: { target: Record<string, unknown> }[];
    colums?: unknown;
    transforms: Record<string, unknown>;
  }
  const edited = (edit: (template: HandEdited) => void) => {
    const template = savedTemplate() as HandEdited;
    edit(template);
    return template;
  };

  it('names the column by its header, quotes the field and suggests the nearest, on its line', () => {
    const lines = refusal(edited((t) => (t.columns![4]!.target.field = 'year_graduate')));
    expect(lines).toContain(
      'Line 45: The column "Class Year" (column 5 of "columns"): "field" is "year_graduate", which is not a User field a file can fill. Did you mean "year_graduated"?',
    );
    expect(refusal(edited((t) => (t.columns![0]!.target.field = 'user_id'))).join('\n')).toContain(
      '"field" is "user_id", which the service sets itself',
    );
  });

  it('says a kind of target it does not know, listing the kinds, not as jargon', () => {
    const lines = refusal(edited((t) => (t.columns![1]!.target.kind = 'feild')));
    expect(lines[1]).toMatch(
      /^Line \d+: The column "First Name" \(column 2 of "columns"\): "kind" is the text "feild", which is not allowed: write one of "field", "birth-date", .*"ignore"\. Did you mean "field"\?$/,
    );
    expect(lines.join(' ')).not.toMatch(/discriminator/i);
  });

  it("quotes a setting's bad value and lists the allowed ones", () => {
    const lines = refusal(edited((t) => (t.transforms.dateOrder = 'ymd')));
    expect(lines[1]).toMatch(
      /"dateOrder" is the text "ymd", which is not allowed: write one of "mdy", "dmy", or null to read each date on its own\.$/,
    );
    expect(refusal(edited((t) => (t.transforms.refuseDeceased = 'no'))).join('\n')).toMatch(
      /"refuseDeceased" is the text "no": write true or false \(without quotes\) instead\./,
    );
  });

  it('gives the line and column of a JSON slip, and says a comma left before "}"', () => {
    const text = '{\n  "version": 1,\n  "expectedHeaders": [],\n  "columns": [],\n}\n';
    expect(refusal(text)).toEqual([
      'The mapping file m.json is not valid JSON: at line 5, column 1 (a name in double quotes was expected).',
      'A comma is left after the last item on line 4: JSON allows none before "}". Remove it.',
    ]);
    expect(refusal('{\n  "version": 1\n  "columns": []\n}')[0]).toBe(
      'The mapping file m.json is not valid JSON: at line 3, column 3 (a comma is missing before this).',
    );
    expect(refusal('{\n  "version": 1,\n  "expectedHeaders": [],\n  "columns": [1, 2,]\n}')[0]).toMatch(
      /at line 4, column 20/,
    );
    expect(refusal('{ "version": 1, "columns": [')[0]).toBe(
      'The mapping file m.json is not valid JSON: it stops before the template is closed (is it cut short?).',
    );
  });

  it('says a missing version, or the version written as text, as such: not as another version of Alumni Loader', () => {
    expect(refusal(edited((t) => delete t.version))).toContain(
      'Line 1: "version" is missing: a saved mapping holds "version": 1.',
    );
    const text = refusal(edited((t) => (t.version = '1')));
    expect(text).toContain('Line 2: "version" is the text "1", not the number 1: write "version": 1, without quotes.');
    expect(text.join(' ')).not.toMatch(/another version/);
  });

  it('refuses a key it does not know (a setting misspelt would be ignored), naming the nearest', () => {
    expect(refusal(edited((t) => (t.transforms.lowercaseEmails = false)))).toContainEqual(
      expect.stringMatching(
        /^Line \d+: "lowercaseEmails" is no key of "transforms", so it would be ignored\. Did you mean "lowercaseEmail"\?$/,
      ),
    );
    expect(refusal(edited((t) => ((t.colums = t.columns), delete t.columns))).slice(1, 3)).toEqual([
      expect.stringMatching(/^Line 1: "columns" is missing\.$/),
      expect.stringMatching(
        /"colums" is no key of a mapping template, so it would be ignored\. Did you mean "columns"\?$/,
      ),
    ]);
  });

  it('knows every transform the app has (a new switch is no unknown key)', () => {
    const template = edited((t) => (t.transforms = { ...DEFAULT_TRANSFORMS }));
    expect(parseTemplate(JSON.stringify(template)).transforms).toEqual(DEFAULT_TRANSFORMS);
  });
});
