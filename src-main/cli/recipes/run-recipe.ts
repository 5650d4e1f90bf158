// Runs a recipe without questions: each file is read, planned and (unless a dry run) sent as a
// job like any import. It stops short of sending when the plan holds possible matches (the held
// rows go to a decisions file) and never writes to production unless the recipe names it.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { JobCounts } from '../../../src-shared/bridge/jobs';
import { AppError } from '../../../src-shared/errors';
import type { Recipe } from '../../../src-shared/recipes/recipe';
import type { AppContext } from '../../services/context';
import { DictionaryStore } from '../../services/dictionaries';
import { readSourceFile } from '../../services/jobs/plan/source-file';
import { EXIT } from '../context';
import { cliErrorMessage } from '../setting-words';
import { readTemplateFile } from '../file-flags';
import { exitCodeOf } from '../job-outcome';
import { writeDecisionsFile } from '../commands/import-matching';
import { counted } from '../../../src-shared/english';

export interface RecipeRunOptions {
  /** Read this file instead of the recipe's file or folder. */
  file?: string;
  dryRun?: boolean;
  /** Said as each file goes (one line each). */
  say?: (line: string) => void;
}

/** One line of --report-to: what a run did with one file. */
export interface RecipeFileOutcome {
  recipe: string;
  at: string;
  file: string;
  jobId: string | null;
  status: string;
  counts: Partial<JobCounts>;
  exitCode: number;
  message: string;
  decisionsFile?: string;
  movedTo?: string;
}

const EXTENSIONS = new Set(['.csv', '.xlsx']);

/** The files the recipe reads this time: the one given, its file, or the new files of its folder. */
export function recipeFiles(recipe: Recipe, recipePath: string, file?: string): { files: string[]; folder?: string } {
  const base = dirname(resolve(recipePath));
  if (file) return { files: [resolve(file)] };
  if (recipe.file) return { files: [resolve(base, recipe.file)] };
  const folder = resolve(base, recipe.folder!);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new AppError('invalid-input', `The recipe's folder ${folder} is not there.`);
  const files = readdirSync(folder)
    .filter((name) => EXTENSIONS.has(extname(name).toLowerCase()) && !name.startsWith('.'))
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .sort();
  return { files, folder };
}

export async function runRecipe(
  app: AppContext,
  recipe: Recipe,
  recipePath: string,
  options: RecipeRunOptions = {},
): Promise<RecipeFileOutcome[]> {
  const environment = await app.environments.get(recipe.environment);
  if (!options.dryRun && environment.kind === 'production' && recipe.confirmProduction?.trim() !== environment.name)
    throw new AppError(
      'invalid-input',
      `Nothing was sent: "${environment.name}" is a production environment and the recipe does not confirm it.`,
      [`Add "confirmProduction": "${environment.name}" to the recipe to let it write there unattended.`],
    );
  const { files, folder } = recipeFiles(recipe, recipePath, options.file);
  const outcomes: RecipeFileOutcome[] = [];
  for (const file of files) {
    const outcome = await runOneFile(app, recipe, recipePath, file, options);
    if (folder && !options.dryRun) outcome.movedTo = moveAside(folder, file, outcome.exitCode === EXIT.ok);
    options.say?.(`${basename(file)}: ${outcome.message}${outcome.movedTo ? ` (moved to ${outcome.movedTo})` : ''}`);
    outcomes.push(outcome);
  }
  if (files.length === 0) options.say?.(`No new file in ${folder}.`);
  return outcomes;
}

async function runOneFile(
  app: AppContext,
  recipe: Recipe,
  recipePath: string,
  file: string,
  options: RecipeRunOptions,
): Promise<RecipeFileOutcome> {
  const base = { recipe: recipe.name, at: new Date().toISOString(), file };
  try {
    const jobs = app.jobs;
    const template = recipe.mapping
      ? await readTemplateFile(resolve(dirname(resolve(recipePath)), recipe.mapping))
      : undefined;
    const names = [...new Set([...recipe.dictionaries, ...(template?.dictionaries ?? [])])];
    const dictionaries = names.length ? await new DictionaryStore(app.home).resolve(recipe.environment, names) : [];
    const read = await readSourceFile(file, {
      ...(template ? { template } : {}),
      constants: recipe.set,
      dictionaries,
    });
    const plan = await jobs.plan({
      environment: recipe.environment,
      source: read.source,
      mapping: read.mapping,
      fields: read.fields,
      rows: read.rows.map((row) => ({ ...row, problems: row.problems ?? [] })),
      mode: recipe.mode,
      match: recipe.match,
      blank: recipe.blank,
      ...(recipe.rate !== undefined ? { rate: recipe.rate } : {}),
      // Possible matches are never decided by default: they are held, and the run stops.
      matching: {
        possibleMatches: 'hold',
        decisions: [],
        lists: 'add',
        onlyFillEmpty: read.mapping.onlyFillEmpty ?? [],
      },
    });
    const c = plan.counts;
    const held = c.held ?? 0;
    const job = { jobId: plan.id, counts: c };
    if (held > 0) {
      const decisionsFile = await writeDecisionsFile(plan.folder, plan, jobs);
      return {
        ...base,
        ...job,
        status: plan.status,
        exitCode: EXIT.someFailed,
        decisionsFile,
        message: `stopped: ${counted(held, 'row')} may be users already there; decide them in ${decisionsFile}. Nothing sent.`,
      };
    }
    const writes = c.create + c.update;
    if (options.dryRun || writes === 0) {
      await jobs.writeResults(plan.id);
      const bad = c.invalid + c.conflict > 0;
      return {
        ...base,
        ...job,
        status: plan.status,
        exitCode: bad ? EXIT.someFailed : EXIT.ok,
        message: options.dryRun
          ? `dry run: ${writes} to send, ${c.invalid} invalid, ${c.conflict} conflicts; nothing sent.`
          : `nothing to send (${c.unchanged} unchanged${bad ? `, ${c.invalid} invalid, ${c.conflict} conflicts` : ''}).`,
      };
    }
    await jobs.start(plan.id, { confirmEnvironment: recipe.confirmProduction?.trim() ?? plan.environment.name });
    const end = await jobs.waitFor(plan.id);
    await jobs.writeResults(plan.id);
    const e = end.counts;
    return {
      ...base,
      jobId: end.id,
      counts: e,
      status: end.status,
      exitCode: exitCodeOf(end),
      message: `job ${end.id} ${end.status}: ${e.created} created, ${e.updated} updated, ${e.failed} failed, ${e.invalid} invalid.`,
    };
  } catch (error) {
    const message = cliErrorMessage(error);
    return { ...base, jobId: null, counts: {}, status: 'refused', exitCode: EXIT.nothingDone, message };
  }
}

/** done/ after a clean run, failed/ otherwise; a name met there before gets a time stamp. */
function moveAside(folder: string, file: string, ok: boolean): string {
  const target = join(folder, ok ? 'done' : 'failed');
  mkdirSync(target, { recursive: true });
  let to = join(target, basename(file));
  if (existsSync(to)) to = join(target, `${Date.now()}-${basename(file)}`);
  renameSync(file, to);
  return to;
}
