// The window (the import worker's session) and the CLI (readSourceFile / runImportFile) run one
// pipeline: on the same files they hand planning the same rows (users, cells, errors in the same
// words) and report the same problems.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSettings } from '../../../src-main/cli/file-flags';
import { runImportFile } from '../../../src-main/services/intake/run-file';
import { readSourceFile } from '../../../src-main/services/jobs/plan/source-file';
import { parseTemplate } from '../../../src-shared/mapping/template';
import type { Problem } from '../../../src-shared/validate/types';
import type { GridRow } from '../../../src-renderer/src/workers/import-protocol';
import { ImportSession } from '../../../src-renderer/src/workers/import-session';
import { unpackRows } from '../../../src-renderer/src/workers/packed-rows';
import { say } from '../../helpers/problem-words';

const samples = join(import.meta.dirname, '../../../resources/samples');
const work = mkdtempSync(join(tmpdir(), 'alumni-two-doors-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file whose duplicates lie in different slices of the worker, with names, dates and bad cells. */
function writeMixedCsv(): string {
  const lines = ['Name,E-mail,Birth Date,Class Year,State,Zip,Country,Mobile'];
  for (let i = 0; i < 6000; i++) {
    const email =
      i % 997 === 0 ? 'shared@example.org' : i % 500 === 7 ? `person${i}@example` : `person${i}@example.org`;
    const birth = i % 301 === 0 ? '31/02/1980' : `${(i % 12) + 1}/${(i % 27) + 1}/19${50 + (i % 49)}`;
    const state = i % 401 === 0 ? 'Massachusets' : ['MA', 'NY', 'Ontario'][i % 3];
    const country = i % 3 === 2 ? 'Canada' : 'USA';
    const zip = i % 3 === 2 ? 'K1A 0B1' : i % 211 === 0 ? '2134' : '02134';
    lines.push(
      `"Family${i}, Given${i}",${email},${birth},${1960 + (i % 60)},${state},${zip},${country},617-555-${String(i % 10000).padStart(4, '0')}`,
    );
  }
  const path = join(work, 'mixed.csv');
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
  return path;
}

interface Case {
  file: string;
  mappingFile?: string;
}

async function throughTheWindow({ file, mappingFile }: Case) {
  const session = new ImportSession();
  const summary = await session.open(basename(file), new Uint8Array(readFileSync(file)), {});
  let mapping = summary.suggestedMapping;
  if (mappingFile)
    mapping = session.applyTemplate(
      parseTemplate(readFileSync(mappingFile, 'utf8'), { kind: 'mapping', file: mappingFile }),
    ).mapping;
  mapping = { ...mapping, constants: { ...mapping.constants, enabled: '1' } };
  const byIndex = new Map<number, GridRow>();
  await session.validate(
    mapping,
    () => {},
    (rows) => unpackRows(rows).forEach((row) => byIndex.set(row.index, row)),
  );
  const problems = [...byIndex.values()].sort((a, b) => a.index - b.index).flatMap((row) => row.problems);
  return { plan: session.planInput([]), problems };
}

async function throughTheCli({ file, mappingFile }: Case) {
  const options = await fileSettings({ set: ['enabled=1'], ...(mappingFile ? { mapping: mappingFile } : {}) });
  // The plan keeps problems as data (each door words them: door-words.test.ts), so the CLI's plan must be the
  // window's to the letter.
  const [source, validated] = await Promise.all([readSourceFile(file, options), runImportFile(file, options)]);
  const problems = validated.validation.rows.flatMap((row) => row.problems);
  return { plan: { source: source.source, fields: source.fields, rows: source.rows }, problems };
}

const comparable = (problems: Problem[]) =>
  problems.map(({ row, column, field, code, severity, value, ...problem }) => ({
    message: say({ row, column, field, code, severity, value, ...problem } as Problem),
    row,
    column,
    field,
    code,
    severity,
    value,
  }));

describe('the window and the CLI on the same files', () => {
  const cases: [string, () => Case][] = [
    ['the CSV sample, suggested mapping', () => ({ file: join(samples, 'alumni-sample.csv') })],
    [
      'the XLSX sample with its saved mapping',
      () => ({ file: join(samples, 'alumni-sample.xlsx'), mappingFile: join(samples, 'alumni-sample.mapping.json') }),
    ],
    ['6,000 rows: whole names, dates, duplicates across slices, Canadian rows', () => ({ file: writeMixedCsv() })],
  ];

  it.each(cases)(
    '%s: the same plan input and the same problems',
    async (_name, make) => {
      const files = make();
      const [window, cli] = await Promise.all([throughTheWindow(files), throughTheCli(files)]);
      expect(window.plan.source).toEqual(cli.plan.source);
      expect(window.plan.fields).toEqual(cli.plan.fields);
      expect(window.plan.rows.length).toBe(cli.plan.rows.length);
      expect(window.plan.rows).toEqual(cli.plan.rows);
      expect(comparable(window.problems)).toEqual(comparable(cli.problems));
      expect(cli.problems.length).toBeGreaterThan(0);
    },
    120_000,
  );
});
