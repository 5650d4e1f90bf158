import { appendFile, readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import { parseRecipe } from '../../../src-shared/recipes/recipe';
import { EXIT, type CliContext } from '../context';
import { runRecipe } from '../recipes/run-recipe';
import { cliErrorMessage } from '../setting-words';

// `alumni-loader run RECIPE [--file F] [--dry-run] [--report-to FILE]`: a saved import, run
// without questions (for Task Scheduler or cron). See docs/readme/recipes.md.

interface RunFlags {
  file?: string;
  dryRun?: boolean;
  reportTo?: string;
  json?: boolean;
}

export function registerRun(program: Command, ctx: CliContext): void {
  program
    .command('run')
    .description('Run a saved import (a recipe, JSON) without questions; production only when the recipe confirms it')
    .argument('<recipe>', 'the recipe file (.json)')
    .option('--file <file>', "read this file instead of the recipe's file or folder")
    .option('--dry-run', 'plan and write the plan files; send nothing, move nothing')
    .option('--report-to <file>', 'append one line of JSON per run (exitCode and each file), for a scheduler to check')
    .option('--json', 'print the outcomes as one JSON array')
    .addHelpText(
      'after',
      '\nExample (cron, every night at 2):\n  0 2 * * * alumni-loader run ~/recipes/registrar.json --report-to ~/recipes/runs.jsonl\n',
    )
    .action(async (path: string, flags: RunFlags) => {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        throw new AppError('invalid-input', `Cannot read the recipe ${path}: ${(error as Error).message}`);
      }
      const recipe = parseRecipe(text, { kind: 'recipe', file: path });
      const app = await ctx.app();
      const at = new Date().toISOString();
      const report = (line: object) =>
        flags.reportTo ? appendFile(flags.reportTo, `${JSON.stringify(line)}\n`, { mode: 0o600 }) : undefined;
      let outcomes;
      try {
        outcomes = await runRecipe(app, recipe, path, {
          ...(flags.file ? { file: flags.file } : {}),
          dryRun: Boolean(flags.dryRun),
          say: flags.json ? undefined : (line) => ctx.io.out(`${line}\n`),
        });
      } catch (error) {
        const message = cliErrorMessage(error);
        await report({ recipe: recipe.name, at, dryRun: Boolean(flags.dryRun), exitCode: EXIT.nothingDone, message });
        throw error;
      }
      const exitCode = outcomes.reduce<number>((worst, o) => Math.max(worst, o.exitCode), EXIT.ok);
      // One line per run: what a scheduler checks (exitCode 0 = every file went through).
      await report({ recipe: recipe.name, at, dryRun: Boolean(flags.dryRun), exitCode, files: outcomes });
      if (flags.json) ctx.io.out(`${JSON.stringify(outcomes)}\n`);
      process.exitCode = exitCode;
    });
}
