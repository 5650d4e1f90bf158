// The matching side of `import`: --possible-matches, --decisions FILE.csv, --tags, --only-fill-empty,
// the held rows printed, and the decisions file written for them so a person can fill it in Excel.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import Papa from 'papaparse';
import writeFileAtomic from 'write-file-atomic';
import type { z } from 'zod';
import type {
  JobDetail,
  JobRow,
  MatchChoice,
  MatchDecision,
  matchingSettingsSchema,
} from '../../../src-shared/bridge/jobs';
import { AppError } from '../../../src-shared/errors';
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import { guardCell, UTF8_BOM } from '../../../src-shared/spreadsheet-safety';
import type { JobService } from '../../services/jobs';
import { isRefusedDecision } from '../../services/matches/decision-check';
import { unreadableWords } from '../../services/intake/read-file';
import { writeFailure } from '../../services/write-failure';
import { choiceOption } from '../choices';
import type { CliContext } from '../context';
import { thousands } from '../../../src-renderer/src/lib/words/thousands';

export interface MatchingFlags {
  possibleMatches: 'hold' | 'create' | 'skip';
  decisions?: string;
  tags: 'add' | 'replace';
  onlyFillEmpty?: string[];
  /** A rehearsal: the decisions given are applied to the plan but not remembered. */
  dryRun?: boolean;
}

export function addMatchingOptions(command: Command): Command {
  return command
    .addOption(
      choiceOption(
        '--possible-matches <rule>',
        'rows that may be an existing user: hold them for a decision, create them, or skip them',
        ['hold', 'create', 'skip'],
      ).default('hold'),
    )
    .option(
      '--decisions <file>',
      'a decisions CSV (row, decision: a user_id, new or skip; found_by_search: yes for a user_id that is not a candidate) for the rows held by an earlier run (--out writes one)',
    )
    .addOption(
      choiceOption('--tags <rule>', "tags and groups: add the file's to the user's, or replace them", [
        'add',
        'replace',
      ]).default('add'),
    )
    .option(
      '--only-fill-empty <fields>',
      'fields written only where the service holds nothing, comma-separated (e.g. email,last_name); also saved in a mapping file as "onlyFillEmpty"',
      (value: string, previous: string[] = []) => [
        ...previous,
        ...value
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean),
      ],
    );
}

/** The matching settings of the plan request, from the flags (the mapping file's onlyFillEmpty joins them). */
export function matchingSettingsOf(flags: MatchingFlags): z.output<typeof matchingSettingsSchema> {
  const onlyFillEmpty = [...new Set(flags.onlyFillEmpty ?? [])];
  const unknown = onlyFillEmpty.filter((field) => !fieldSpec(field));
  if (unknown.length > 0)
    throw new AppError(
      'invalid-input',
      `--only-fill-empty names ${unknown.map((f) => `"${f}"`).join(', ')}, which ${unknown.length > 1 ? 'are' : 'is'} no User field.`,
      ['Give User field names such as email, last_name, first_name.'],
    );
  return {
    possibleMatches: flags.possibleMatches,
    decisions: flags.decisions ? readDecisionsFile(flags.decisions) : [],
    lists: flags.tags,
    onlyFillEmpty,
    remember: !flags.dryRun,
  };
}

export const DECISIONS_HEADERS = ['row', 'decision', 'candidates', 'first_name', 'last_name', 'email', 'why'] as const;

/**
 * An optional column: "yes" where the decision's user_id was found by searching the service (not among the
 * row's candidates). Without it such a user_id is refused and the row stays held.
 */
const FOUND_BY_SEARCH = 'found_by_search';
const SEARCH_MARKS = new Map<string, boolean>([
  ...['', 'no', 'n', 'false', '0'].map((word) => [word, false] as const),
  ...['yes', 'y', 'true', '1', 'x'].map((word) => [word, true] as const),
]);

/**
 * Reads a decisions CSV: a `row` column and a `decision` column (a user_id, new or skip); blank decisions stay held.
 */
export function readDecisionsFile(path: string): MatchDecision[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new AppError('invalid-input', `The decisions file ${path} cannot be read: ${unreadableWords(error)}.`, [
      'Give the CSV written by --out (held rows), filled in.',
    ]);
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const decisionColumn = fields.find((f) => f === 'decision' || f === 'user_id');
  if (!fields.includes('row') || !decisionColumn) {
    throw new AppError(
      'invalid-input',
      `The decisions file ${path} needs a "row" column and a "decision" column (found: ${fields.join(', ') || 'none'}).`,
      ['Use the file written by --out for the held rows: fill its decision column with a user_id, new or skip.'],
    );
  }
  const problems: string[] = [];
  const decisions: MatchDecision[] = [];
  parsed.data.forEach((record, i) => {
    const line = i + 2;
    const rowText = (record['row'] ?? '').trim();
    const said = (record[decisionColumn] ?? '').trim().toLowerCase();
    if (said === '') return;
    const rowNumber = /^\d+$/.test(rowText) ? Number(rowText) : NaN;
    const choice: MatchChoice | null =
      said === 'new' || said === 'skip' ? said : /^\d+$/.test(said) && Number(said) > 0 ? Number(said) : null;
    if (!Number.isInteger(rowNumber) || rowNumber < 1)
      problems.push(`line ${line}: row "${rowText}" is not a row number`);
    else if (choice === null)
      problems.push(
        `line ${line} (row ${rowText}): decision "${record[decisionColumn]}" is not a user_id, new or skip`,
      );
    else {
      const mark = (record[FOUND_BY_SEARCH] ?? '').trim().toLowerCase();
      const found = SEARCH_MARKS.get(mark);
      if (found === undefined)
        problems.push(
          `line ${line} (row ${rowText}): ${FOUND_BY_SEARCH} "${record[FOUND_BY_SEARCH]}" is not yes or no`,
        );
      else
        decisions.push(
          found && typeof choice === 'number' ? { rowNumber, choice, foundBySearch: true } : { rowNumber, choice },
        );
    }
  });
  if (problems.length > 0)
    throw new AppError(
      'invalid-input',
      `The decisions file ${path} has ${problems.length} line${problems.length > 1 ? 's' : ''} to correct.`,
      [...problems.slice(0, 20), 'Each decision is a user_id (one of the candidates), new (a new person) or skip.'],
    );
  return decisions;
}

const HELD_SHOWN = 20;

/** The held rows, each beside its candidates, for the terminal. */
export function describeHeld(plan: JobDetail, jobs: JobService): string {
  const held = plan.counts.held ?? 0;
  if (held === 0) return '';
  const { rows } = jobs.rows(plan.id, 'held', 0, HELD_SHOWN);
  const lines = [
    `  Held for a decision (possible matches: never created or updated until decided)${held > rows.length ? `, first ${rows.length} of ${held}` : ''}:`,
  ];
  for (const row of rows) {
    const values = row.values ?? {};
    lines.push(
      `    row ${row.rowNumber}: ${String(values['first_name'] ?? '')} ${String(values['last_name'] ?? '')} <${String(values['email'] ?? '')}>`,
    );
    for (const candidate of row.candidates ?? [])
      lines.push(`      user_id ${candidate.userId} (score ${candidate.score}): ${candidate.evidence}`);
    if ((row.candidates ?? []).length === 0 || isRefusedDecision(row.message)) lines.push(`      ${row.message}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the decisions CSV for the held rows (to fill in and give back with --decisions); returns its path. */
export async function writeDecisionsFile(folder: string, plan: JobDetail, jobs: JobService): Promise<string> {
  const rows: JobRow[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = jobs.rows(plan.id, 'held', offset, 1000);
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) break;
  }
  const table = rows.map((row) => {
    const v = row.values ?? {};
    const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
    return [
      String(row.rowNumber),
      '',
      (row.candidates ?? []).map((c) => c.userId).join(' '),
      text(v['first_name']),
      text(v['last_name']),
      text(v['email']),
      row.message,
    ].map(guardCell);
  });
  const path = join(folder, `${plan.id}-decisions.csv`);
  try {
    await writeFileAtomic(
      path,
      UTF8_BOM + Papa.unparse({ fields: [...DECISIONS_HEADERS], data: table }, { newline: '\r\n' }) + '\r\n',
    );
  } catch (error) {
    throw writeFailure('The decisions file cannot be saved', folder, error, 'Give --out a folder you can write to.');
  }
  return path;
}

const PROGRESS_EVERY_MS = 2000;

/** "Reading the service's users: 12,300 so far" on stderr, every two seconds at most, while planning reads. */
export function lookupProgress(ctx: CliContext): (done: number, total: number) => void {
  let last = Date.now();
  return (done, total) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    ctx.io.err(
      total > 0
        ? `Looking rows up on the service: ${thousands(done)} of ${thousands(total)}\n`
        : `Reading the service's users: ${thousands(done)} so far\n`,
    );
  };
}
