import type { JobDetail } from '../../../src-shared/bridge/jobs';
import { planSentence } from '../../../src-renderer/src/lib/words/job-count-words';
import { planUserIdImport } from '../../services/exports/user-id-import';
import type { JobService } from '../../services/jobs';
import { EXIT, type CliContext } from '../context';
import { dictionariesFor, type DictionaryFlags } from '../dictionary-flags';
import { fileSettings, type FileFlags } from '../file-flags';
import { exitCodeOf, outcomeJson } from '../job-outcome';
import { confirmWrite, refuseUnconfirmedProduction } from '../production-confirmation';
import { copyResults, prepareResultsFolder } from '../results-folder';
import { maxWaitOf, type RunFlags } from '../run-flags';
import { runJobInTerminal } from '../run-job-in-terminal';
import { updateWritesWords } from '../job-count-words';

// `import FILE --env NAME --match user_id`: a file written by `export users` coming back. Each row
// names its user; only the cells changed since the export are sent (see services/exports).

export interface UserIdImportFlags extends RunFlags, FileFlags, DictionaryFlags {
  env: string;
  dryRun?: boolean;
  rate?: number;
}

export async function importByUserId(ctx: CliContext, file: string, flags: UserIdImportFlags): Promise<void> {
  if (flags.out) prepareResultsFolder(flags.out);
  const app = await ctx.app();
  if (!flags.dryRun) await refuseUnconfirmedProduction(ctx, app.environments.get(flags.env), flags);
  const jobs = app.jobs;
  const opened = await app.environments.open(flags.env);
  const settings = await fileSettings(flags);
  const dictionaries = await dictionariesFor(app.home, flags.env, flags, settings);
  const plan = await planUserIdImport(
    jobs,
    file,
    { ...settings, dictionaries },
    { home: app.home, environment: opened.environment.name, client: opened.client, rate: flags.rate },
  );
  if (!flags.json) ctx.io.out(describe(plan, jobs));
  const writes = plan.counts.update;
  if (flags.dryRun || writes === 0) {
    const written = await jobs.writeResults(plan.id);
    const files = flags.out ? copyResults(flags.out, plan.id, written) : written;
    if (flags.json)
      ctx.io.out(
        `${JSON.stringify({ ...outcomeJson(jobs.summary(plan.id), files.resultsCsv, files.errors, files.resultsXlsx), dryRun: Boolean(flags.dryRun) })}\n`,
      );
    else ctx.io.out(`${flags.dryRun ? 'Dry run: nothing was sent.' : 'Nothing to send.'} Plan: ${files.resultsCsv}\n`);
    const c = plan.counts;
    process.exitCode = c.invalid + c.conflict + (c.held ?? 0) > 0 ? EXIT.someFailed : EXIT.ok;
    return;
  }
  await confirmWrite(ctx, plan, updateWritesWords(plan.id, writes, plan.environment.name), flags);
  const end = await runJobInTerminal(
    ctx,
    jobs,
    plan.id,
    () => jobs.start(plan.id, { confirmEnvironment: plan.environment.name, ...maxWaitOf(flags) }),
    flags,
  );
  process.exitCode = (plan.counts.held ?? 0) > 0 ? EXIT.someFailed : exitCodeOf(end);
}

function describe(plan: JobDetail, jobs: JobService): string {
  const lines = [
    `Plan for ${plan.sourceName} on ${plan.environment.name}, job ${plan.id} (matched by user_id):`,
    `  ${planSentence(plan.counts)}`,
  ];
  for (const filter of ['update', 'conflict', 'held', 'invalid'] as const) {
    const { total, rows } = jobs.rows(plan.id, filter, 0, 5);
    if (total === 0) continue;
    lines.push(`  ${filter} (${total}):`);
    for (const row of rows) {
      const what =
        filter === 'update'
          ? row.changes.map((c) => `${c.field}: ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`).join('; ')
          : row.message;
      lines.push(`    row ${row.rowNumber} (user_id ${row.userId ?? '?'}): ${what}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
