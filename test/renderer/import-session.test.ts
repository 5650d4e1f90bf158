import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src-shared/mapping/types';
import type { GridRow } from '../../src-renderer/src/workers/import-protocol';
import { ImportSession } from '../../src-renderer/src/workers/import-session';
import { cellsOf, sentCellsOf, unpackRows, type PackedRows } from '../../src-renderer/src/workers/packed-rows';

const SAMPLE = join(import.meta.dirname, '..', '..', 'resources', 'samples', 'alumni-sample.csv');

async function openSample(csv = readFileSync(SAMPLE)) {
  const session = new ImportSession();
  const summary = await session.open('alumni-sample.csv', new Uint8Array(csv), {});
  const mapping: Mapping = { ...summary.suggestedMapping, constants: { enabled: '1' } };
  const slices: GridRow[][] = [];
  const validated = await session.validate(
    mapping,
    () => {},
    (rows) => slices.push(unpackRows(rows)),
  );
  return { session, summary, mapping, validated, rows: slices.flat() };
}

const unpacked = <T extends { rows: PackedRows }>(answer: T) => ({ ...answer, rows: unpackRows(answer.rows) });
const rowOf = (rows: GridRow[], rowNumber: number) => rows.find((r) => r.rowNumber === rowNumber)!;

describe('the import worker session', () => {
  it('reads the file, detects its layout and hashes its bytes', async () => {
    const { summary } = await openSample();
    expect(summary.detected).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',', headerRow: 1 });
    expect(summary.rowCount).toBe(200);
    expect(summary.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.missingRequired).toEqual(['enabled']);
  });

  it('streams every row with its problems, then counts them', async () => {
    const { rows, validated } = await openSample();
    expect(rows.map((r) => r.index)).toEqual([...Array(200).keys()]);
    expect(validated.counts).toMatchObject({ rows: 200, invalid: 9, duplicates: 2 });
    expect(rowOf(rows, 6).problems[0]).toMatchObject({ column: 'E-mail Address', severity: 'error' });
  });

  it('sends each slice as soon as it is judged, then sends again the rows whose duplicate lies in another slice', async () => {
    const session = new ImportSession(23);
    const summary = await session.open('alumni-sample.csv', new Uint8Array(readFileSync(SAMPLE)), {});
    const messages: GridRow[][] = [];
    const progress: number[] = [];
    await session.validate(
      { ...summary.suggestedMapping, constants: { enabled: '1' } },
      (done) => progress.push(done),
      (rows) => messages.push(unpackRows(rows)),
    );
    expect(progress).toEqual([23, 46, 69, 92, 115, 138, 161, 184, 200]);
    // Rows 24 and 25 (indexes 22 and 23) share an email but were judged in different slices.
    const firstSent = messages.flat().find((r) => r.rowNumber === 24)!;
    expect(firstSent.problems.some((p) => p.kind === 'duplicate-email')).toBe(false);
    const patch = messages.at(-1)!;
    expect(patch.map((r) => r.rowNumber)).toEqual([24, 25]);
    expect(patch.every((r) => r.status === 'invalid' && r.problems.some((p) => p.kind === 'duplicate-email'))).toBe(
      true,
    );
  });

  it('says what each cell sends once cleaned: a phone in international form, a name, a birth date (year-month-day), nothing for an ignored column', async () => {
    const { rows, summary } = await openSample();
    const row = rowOf(rows, 3);
    const sent = sentCellsOf(row);
    const at = (header: string) => summary.headers.indexOf(header);
    expect(cellsOf(row)[at('Cell')]).toBe('(212) 555-0198');
    expect(sent[at('Cell')]).toBe('+1 212 555 0198');
    expect(sent[at('First Name')]).toBe('Teri');
    expect(sent[at('Birth Date')]).toBe('1997-11-08');
    expect(sent[at('Last Name')]).toBe('Schmitt');
    expect(sent[at('State')]).toBe('NJ');
    expect(cellsOf(row)[at('Major')]).toBe('History');
    expect(sent[at('Major')]).toBe(''); // not mapped: nothing sent
  });

  it('an edited cell is checked again at once', async () => {
    const { session, rows, summary } = await openSample();
    const column = summary.headers.indexOf('E-mail Address');
    const answer = unpacked(session.edit(rowOf(rows, 6).index, column, 'karen.wu@example.org'));
    expect(answer.rows.map((r) => r.rowNumber)).toEqual([6]);
    expect(answer.rows[0]!.status).toBe('valid');
    expect(answer.counts.invalid).toBe(8);
  });

  it('leaving one of two duplicate rows out makes the other valid, and planning skips it', async () => {
    const { session, rows } = await openSample();
    const row25 = rowOf(rows, 25);
    const answer = unpacked(session.exclude([row25.index]));
    const changed = answer.rows.map((r) => r.rowNumber);
    expect(changed).toEqual([24, 25]);
    expect(answer.rows.find((r) => r.rowNumber === 24)!.status).toBe('valid');
    expect(answer.counts.duplicates).toBe(0);

    const plan = session.planInput([row25.index]);
    expect(plan.rows).toHaveLength(199);
    expect(plan.rows.some((r) => r.rowNumber === 25)).toBe(false);
    expect(plan.fields).toEqual(expect.arrayContaining(['email', 'enabled', 'dob_day', 'first_name']));
    expect(plan.rows.find((r) => r.rowNumber === 19)?.problems?.[0]).toMatchObject({
      column: 'Birth Date',
      field: expect.stringMatching(/^dob_/),
      severity: 'error',
    });
  });

  it('a row with errors left out is counted as excluded, not as a row with errors', async () => {
    const { session, rows, validated } = await openSample();
    expect(validated.counts).toMatchObject({ rows: 200, valid: 191, invalid: 9 });
    const row6 = rowOf(rows, 6);
    expect(row6.status).toBe('invalid');
    const answer = session.exclude([row6.index, rowOf(rows, 3).index]);
    expect(answer.counts).toMatchObject({ rows: 200, valid: 190, invalid: 8 });
    expect(session.exclude([]).counts).toMatchObject({ rows: 200, valid: 191, invalid: 9 });
  });

  it('offers one fix for many cells and applies it', async () => {
    const { session, validated } = await openSample();
    const state = validated.fixes.find((f) => f.action.kind === 'cells' && f.action.field === 'home_state');
    expect(state?.description).toMatch(/Home state: apply the suggested fix to 1 cell .*"Massachusets" becomes "MA"/);
    const answer = unpacked(session.fix('home_state', (state!.action as { code: string }).code));
    expect(answer.rows).toHaveLength(1);
    expect(cellsOf(answer.rows[0]!)).toContain('MA');
    expect(answer.fixes.some((f) => f.id === state!.id)).toBe(false);
  });

  it("suggests restoring ZIP codes' leading zeros when that transform is off", async () => {
    const session = new ImportSession();
    const summary = await session.open('alumni-sample.csv', new Uint8Array(readFileSync(SAMPLE)), {});
    const mapping = {
      ...summary.suggestedMapping,
      constants: { enabled: '1' },
      transforms: { ...summary.suggestedMapping.transforms, fixZipCodes: false },
    };
    const validated = await session.validate(
      mapping,
      () => {},
      () => {},
    );
    const zip = validated.fixes.find((f) => f.action.kind === 'transform');
    expect(zip).toMatchObject({ count: 1, action: { name: 'fixZipCodes' } });
    expect(zip!.description).toMatch(/^Restore 1 ZIP code's leading zeros/);
  });

  it('exports the problems as CSV a spreadsheet opens safely', async () => {
    const csv = Buffer.from(
      'First Name,Last Name,Email,Enabled\n=HYPERLINK("x"),Doe,bad,1\nAnn,Lee,ann@example.org,1\n',
    );
    const { session } = await openSample(csv);
    const { csv: text, count } = session.exportProblems([]);
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Row', 'Column', 'Field', 'Value', 'Severity', 'Problem', 'Suggested fix']);
    expect(count).toBe(parsed.length - 1);
    expect(parsed.find((line) => line[1] === 'Email')![3]).toBe('bad');
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('says in words when no file is open', async () => {
    expect(() => new ImportSession().planInput([])).toThrow(/go to the Review step first/);
    await expect(new ImportSession().reread({})).rejects.toThrow(/choose a file first/);
  });
});
