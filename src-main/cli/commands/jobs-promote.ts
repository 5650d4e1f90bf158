import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import type { PromotionComparison, RowToAcknowledge } from '../../../src-shared/bridge/promote';
import { AppError } from '../../../src-shared/errors';
import { checkPromotion, hashOfFile, planPromotion } from '../../services/jobs/promote/promote';
import { readPlanInput } from '../../services/jobs/promote/promotion-files';
import { EXIT, type CliContext } from '../context';
import { confirmWrite, refuseUnconfirmedProduction } from '../production-confirmation';
import { exitCodeOf, outcomeJson } from '../job-outcome';
import { addRunOptions, type RunFlags } from '../run-flags';
import { runJobInTerminal } from '../run-job-in-terminal';
import { nothingPlannedWords, rehearsalRowsWords } from '../job-count-words';

// `alumni-loader jobs promote ID --env NAME`: a completed import rehearsed on a test environment,
// planned afresh on a production one (same file, rows and rules), shown beside the rehearsal,
// confirmed by the environment's name, then run.

interface PromoteFlags extends RunFlags {
  env: string;
  file?: string;
  acknowledge?: boolean;
  dryRun?: boolean;
}

const ROWS_LISTED = 20;

export function registerPromote(jobs: Command, ctx: CliContext): void {
  const command = jobs
    .command('promote')
    .description(
      'Run a completed test import on a production environment: the same file and rows, planned afresh there and shown beside the rehearsal',
    )
    .argument('<id>', 'the rehearsal: a completed import job on a test environment (see jobs list)')
    .requiredOption(
      '--env <name>',
      'the production environment to promote to (sandbox-production for the built-in sandbox)',
    )
    .option(
      '--file <path>',
      'the file the rehearsal imported (default: where the rehearsal read it); a changed file is refused',
    )
    .option('--acknowledge', 'go on although rows failed, conflicted or were held on the rehearsal (they are listed)')
    .option('--dry-run', 'plan on production and show the comparison; send no write');
  addRunOptions(command)
    .addHelpText(
      'after',
      '\nExamples:\n  alumni-loader jobs promote 20260101-120000-ab12 --env sandbox-production\n  alumni-loader jobs promote 20260101-120000-ab12 --env client-prod --yes --confirm-production client-prod\n',
    )
    .action(async (id: string, flags: PromoteFlags) => {
      const app = await ctx.app();
      const jobs = app.jobs;
      const services = { jobs, environments: app.environments };
      const check = await checkPromotion(services, id);
      // A refusal that --yes / --confirm-production will meet anyway comes before anything is planned.
      await refuseUnconfirmedProduction(ctx, app.environments.get(flags.env), flags);
      const path = flags.file ?? readPlanInput(jobs.store.folder(id), id).sourcePath;
      if (!path) {
        throw new AppError(
          'invalid-input',
          `Give the file job ${id} imported with --file: it was read in the window, so this command does not know where it is.`,
        );
      }
      const fileHash = hashOfFile(path);
      const acknowledged = await acknowledge(ctx, id, check.toAcknowledge, flags);
      const comparison = await planPromotion(services, { id, environment: flags.env, fileHash, acknowledged });
      const production = comparison.production;
      if (!flags.json) ctx.io.out(describeComparison(comparison));
      const writes = production.counts.create + production.counts.update;
      if (flags.dryRun || writes === 0) {
        const files = await jobs.writeResults(production.id);
        if (flags.json)
          ctx.io.out(
            `${JSON.stringify({ ...outcomeJson(jobs.summary(production.id), files.resultsCsv, files.errors), rehearsalJobId: id, comparison: comparison.lines, dryRun: Boolean(flags.dryRun) })}\n`,
          );
        else
          ctx.io.out(
            `${flags.dryRun ? 'Dry run: nothing was sent.' : 'Nothing to send.'} Production job ${production.id} is planned; start it with: alumni-loader jobs resume ${production.id}\n`,
          );
        process.exitCode = EXIT.ok;
        return;
      }
      const what = `Job ${production.id}: ${production.counts.create} to create and ${production.counts.update} to update on ${production.environment.name}, as rehearsed by job ${id}.`;
      await confirmWrite(ctx, production, what, flags);
      const end = await runJobInTerminal(
        ctx,
        jobs,
        production.id,
        () => jobs.start(production.id, { confirmEnvironment: production.environment.name }),
        flags,
        (summary, files) => ({
          ...outcomeJson(summary, files.resultsCsv, files.errors, files.resultsXlsx),
          rehearsalJobId: id,
          comparison: comparison.lines,
          differences: comparison.differencesTotal,
        }),
      );
      process.exitCode = exitCodeOf(end);
    });
}

/** Rows that did not go through on the rehearsal: listed, then acknowledged by flag or on the terminal. */
async function acknowledge(
  ctx: CliContext,
  id: string,
  rows: RowToAcknowledge[],
  flags: PromoteFlags,
): Promise<boolean> {
  if (rows.length === 0) return false;
  const lines = rows.slice(0, ROWS_LISTED).map((row) => `  row ${row.rowNumber} (${row.outcome}): ${row.message}`);
  if (rows.length > ROWS_LISTED)
    lines.push(`  ... and ${rows.length - ROWS_LISTED} more (alumni-loader jobs show ${id}).`);
  if (!flags.json || !flags.acknowledge) ctx.io.err(`${rehearsalRowsWords(id, rows.length)}\n${lines.join('\n')}\n`);
  if (flags.acknowledge) return true;
  if (!process.stdin.isTTY || flags.yes) {
    throw new AppError('invalid-input', nothingPlannedWords(id, rows.length), [
      'Read them (listed above), then add --acknowledge to promote anyway: they are planned afresh on production.',
    ]);
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = (await rl.question('Promote anyway? These rows are planned afresh on production. [y/N] '))
      .trim()
      .toLowerCase();
    if (answer !== 'y' && answer !== 'yes')
      throw new AppError('cancelled', 'Nothing was planned: the rows were not acknowledged.');
    return true;
  } finally {
    rl.close();
  }
}

const LINE_WORDS: Record<string, string> = {
  create: 'created / to create',
  update: 'updated / to update',
  unchanged: 'unchanged',
  conflict: 'conflicts',
  invalid: 'invalid',
  skipped: 'skipped',
  failed: 'failed',
  held: 'held for a decision',
};

export function describeComparison(comparison: PromotionComparison): string {
  const { rehearsal, production } = comparison;
  const lines = [
    `Rehearsal: job ${rehearsal.id} on ${rehearsal.environment.name} (test), ${rehearsal.sourceName}.`,
    `Production plan: job ${production.id} on ${production.environment.name} (PRODUCTION, ${production.environment.url}); look-up: ${production.lookup}.`,
    '',
    `  ${''.padEnd(22)}${'rehearsal'.padStart(10)}${'production'.padStart(12)}`,
    ...comparison.lines.map(
      (line) =>
        `  ${LINE_WORDS[line.kind]!.padEnd(22)}${String(line.rehearsal).padStart(10)}${String(line.production).padStart(12)}`,
    ),
  ];
  if (comparison.differencesTotal > 0) {
    lines.push(
      '',
      `Rows whose outcome differs (${comparison.differencesTotal}${comparison.differencesTotal > comparison.differences.length ? `, first ${comparison.differences.length}` : ''}):`,
    );
    for (const row of comparison.differences.slice(0, ROWS_LISTED)) {
      lines.push(
        `  row ${row.rowNumber}: ${row.rehearsal} on the rehearsal, ${row.production} on production${row.message ? ` (${row.message})` : ''}`,
      );
    }
  } else lines.push('', 'Every row is planned on production as it went on the rehearsal.');
  return `${lines.join('\n')}\n`;
}
