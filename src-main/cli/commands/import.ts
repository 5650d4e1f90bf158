import { resolve } from 'node:path';
import type { Command } from 'commander';
import { choiceOption } from '../choices';
import { chosenEnvironment, envOption } from '../chosen-environment';
import { importReadSettings } from '../import-read-settings';
import type { JobDetail } from '../../../src-shared/bridge/jobs';
import { planSentence } from '../../../src-renderer/src/lib/words/job-count-words';
import type { JobService } from '../../services/jobs';
import { readSourceFile } from '../../services/jobs/plan/source-file';
import { EXIT, type CliContext } from '../context';
import { addFileReadingOptions } from '../file-reading-options';
import { nonNegativeNumber, positiveInteger } from '../number-flags';
import type { FileFlags } from '../file-flags';
import { cliColumnNote, cliNotice } from '../notice-words';
import { confirmWrite, refuseUnconfirmedProduction } from '../production-confirmation';
import { copyResults, prepareResultsFolder } from '../results-folder';
import {
  addMatchingOptions,
  describeHeld,
  lookupProgress,
  matchingSettingsOf,
  writeDecisionsFile,
  type MatchingFlags,
} from './import-matching';
import { exitCodeOf, outcomeJson } from '../job-outcome';
import { addRunOptions, maxWaitOf, type RunFlags } from '../run-flags';
import { runJobInTerminal } from '../run-job-in-terminal';
import { addMatchRulesOption, matchRulesFor } from '../match-rules-flag';
import * as policy from '../update-policy-flags';
import { addDictionaryOption, dictionariesFor, type DictionaryFlags } from '../dictionary-flags';
import { importByUserId } from './import-user-id';

// `alumni-loader import FILE --env NAME ...`: read and validate the file, plan against the
// service (look-ups only), show the counts, confirm, then run the throttled, journaled job.

interface ImportFlags extends RunFlags, MatchingFlags, FileFlags, policy.UpdatePolicyFlags, DictionaryFlags {
  env: string;
  mode: 'create' | 'update' | 'upsert';
  match: 'email' | 'inst_id' | 'user_id';
  blank: 'keep' | 'clear';
  dryRun?: boolean;
  rate?: number;
  concurrency?: number;
}

export function registerImport(program: Command, ctx: CliContext): void {
  const command = program
    .command('import')
    .description(
      'Import a CSV or XLSX file of alumni: plan creates and updates, confirm, then send them throttled and journaled',
    )
    .argument('<file>', 'the CSV or XLSX file')
    .addOption(envOption());
  addFileReadingOptions(command)
    .addOption(
      choiceOption('--mode <mode>', 'create: new users only; update: existing only; upsert: both', [
        'create',
        'update',
        'upsert',
      ]).default('upsert'),
    )
    .addOption(
      choiceOption('--match <key>', 'how rows find existing users (user_id: a file from export users)', [
        'email',
        'inst_id',
        'user_id',
      ]).default('email'),
    )
    .addOption(
      choiceOption('--blank <rule>', 'what a blank cell does to an existing value', ['keep', 'clear']).default('keep'),
    )
    .option('--dry-run', 'plan and write the plan files; send no write')
    .option(
      '--rate <r>',
      'requests per second at most (default 10; 0 = no cap); lowered by itself on 429',
      nonNegativeNumber('--rate'),
    )
    .option(
      '--concurrency <c>',
      'requests in flight at most (default 4, at most 64)',
      positiveInteger('--concurrency', 64),
    );
  addMatchingOptions(command);
  addMatchRulesOption(command);
  policy.addUpdatePolicyOptions(command);
  addDictionaryOption(command);
  addRunOptions(command).action(async (file: string, flags: ImportFlags) => {
    // A wrong --out is said before the file is read or anything planned.
    if (flags.out) prepareResultsFolder(flags.out);
    flags.env = await chosenEnvironment(ctx, flags, flags.dryRun ? 'Planning an import into' : 'Importing into');
    if (flags.match === 'user_id') return importByUserId(ctx, file, flags);
    const app = await ctx.app();
    if (!flags.dryRun) await refuseUnconfirmedProduction(ctx, app.environments.get(flags.env), flags);
    const jobs = app.jobs;
    // A wrong --decisions file or --only-fill-empty field is said before the file is read.
    const matching = matchingSettingsOf(flags);
    const rules = await matchRulesFor(app.home, flags.env, flags);
    const settings = await importReadSettings(flags);
    const dictionaries = await dictionariesFor(app.home, flags.env, flags, settings);
    const read = await readSourceFile(file, { ...settings, dictionaries });
    if (!flags.json) {
      const notes = [...read.notices.map(cliNotice), ...read.notes, ...read.mappingNotes.map(cliColumnNote)];
      for (const note of notes) ctx.io.err(`Note: ${note}\n`);
      if (read.missingRequired.length > 0 && flags.mode !== 'update')
        ctx.io.err(
          `No column or --set feeds ${read.missingRequired.join(', ')}: new users cannot be created without them.\n`,
        );
    }
    const plan = await jobs.plan(
      {
        environment: flags.env,
        source: read.source,
        mapping: read.mapping,
        fields: read.fields,
        rows: read.rows.map((row) => ({ ...row, problems: row.problems ?? [] })),
        mode: flags.mode,
        match: flags.match,
        blank: flags.blank,
        rate: flags.rate,
        concurrency: flags.concurrency,
        matching: {
          ...matching,
          ...rules,
          onlyFillEmpty: [...new Set([...matching.onlyFillEmpty, ...(read.mapping.onlyFillEmpty ?? [])])],
          ...policy.planSettingsOf(flags, read.mapping),
        },
      },
      {
        ...maxWaitOf(flags),
        ...(flags.json ? {} : { onLookupProgress: lookupProgress(ctx) }),
        // Where the file was read, so `jobs promote` can check the same file again by itself.
        sourcePath: resolve(file),
      },
    );
    if (!flags.json)
      ctx.io.out(describePlan(plan, jobs) + policy.describeUpdates(plan, jobs) + describeHeld(plan, jobs));
    const held = await reportHeld(ctx, plan, jobs, flags);
    const writes = plan.counts.create + plan.counts.update;
    if (flags.dryRun || writes === 0) {
      const written = await jobs.writeResults(plan.id);
      const files = flags.out ? copyResults(flags.out, plan.id, written) : written;
      if (flags.json)
        ctx.io.out(
          `${JSON.stringify({ ...outcomeJson(jobs.summary(plan.id), files.resultsCsv, files.errors, files.resultsXlsx), dryRun: Boolean(flags.dryRun) })}\n`,
        );
      else
        ctx.io.out(
          `${flags.dryRun ? 'Dry run: nothing was sent.' : 'Nothing to send.'} Plan files: ${files.resultsCsv}${files.errors ? `, ${files.errors}` : ''}\n`,
        );
      const c = plan.counts;
      process.exitCode = c.invalid + c.conflict + held > 0 ? EXIT.someFailed : EXIT.ok;
      return;
    }
    await confirmWrite(
      ctx,
      plan,
      `Job ${plan.id}: ${plan.counts.create} to create and ${plan.counts.update} to update on ${plan.environment.name} (${plan.environment.url}).`,
      flags,
    );
    const end = await runJobInTerminal(
      ctx,
      jobs,
      plan.id,
      () => jobs.start(plan.id, { confirmEnvironment: plan.environment.name, ...maxWaitOf(flags) }),
      flags,
    );
    process.exitCode = held > 0 ? EXIT.someFailed : exitCodeOf(end);
  });
}

/** Held rows: the decisions file to fill in (in --out, else the job folder), said in words; returns how many. */
async function reportHeld(ctx: CliContext, plan: JobDetail, jobs: JobService, flags: ImportFlags): Promise<number> {
  const held = plan.counts.held ?? 0;
  if (held === 0) return 0;
  const path = await writeDecisionsFile(flags.out ? prepareResultsFolder(flags.out) : plan.folder, plan, jobs);
  if (!flags.json) {
    ctx.io.err(
      `${held} row${held > 1 ? 's are' : ' is'} held as possible matches and will not be sent. Fill the decision column of ${path} (a user_id, new or skip) and import the same file again with --decisions ${path}\n`,
    );
  }
  return held;
}

const EXAMPLES = 5;

function describePlan(plan: JobDetail, jobs: JobService): string {
  const c = plan.counts;
  const lines = [
    `Plan for ${plan.sourceName} on ${plan.environment.name} (${plan.environment.kind}, ${plan.environment.url}), job ${plan.id}:`,
    `  ${planSentence(c)}`,
    `  Look-up: ${plan.lookup}`,
  ];
  for (const filter of ['update', 'conflict', 'invalid'] as const) {
    const { total, rows } = jobs.rows(plan.id, filter, 0, EXAMPLES);
    if (total === 0) continue;
    lines.push(
      `  ${filter === 'update' ? 'Updates' : filter === 'conflict' ? 'Conflicts' : 'Invalid rows'}${total > rows.length ? ` (first ${rows.length} of ${total})` : ''}:`,
    );
    for (const row of rows) {
      const what =
        filter === 'update'
          ? row.changes.map((ch) => `${ch.field}: ${show(ch.before)} -> ${show(ch.after)}`).join('; ')
          : row.message;
      lines.push(`    row ${row.rowNumber}${row.userId !== null ? ` (user_id ${row.userId})` : ''}: ${what}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
