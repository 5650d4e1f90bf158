import { createInterface } from 'node:readline/promises';
import { Option } from 'commander';
import { productionTargetWords } from '../../src-shared/bridge/env';
import type { JobSummary } from '../../src-shared/bridge/jobs';
import { AppError } from '../../src-shared/errors';
import type { CliContext } from './context';

// Before a command writes: a test environment asks [y/N] (or takes --yes); a production
// environment wants its name typed, or --confirm-production NAME from a script. --yes alone
// never writes to production.

export interface ConfirmFlags {
  yes?: boolean;
  confirmProduction?: string;
}

export function confirmProductionOption(): Option {
  return new Option(
    '--confirm-production <name>',
    'confirm a write to a production environment by naming it (with --yes, for scripts)',
  );
}

/** Asks one question on the terminal and answers the line typed. */
export type Ask = (question: string) => Promise<string>;

async function askOnTerminal(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

/**
 * Resolves when the write is confirmed; otherwise throws and nothing is sent. `ask` is null when
 * there is no terminal to ask on.
 */
export async function confirmWriteWith(
  ctx: Pick<CliContext, 'io'>,
  job: Pick<JobSummary, 'environment'>,
  what: string,
  flags: ConfirmFlags,
  ask: Ask | null,
): Promise<void> {
  const env = job.environment;
  if (env.kind !== 'production') {
    if (flags.yes) return;
    if (!ask)
      throw new AppError('invalid-input', 'Nothing was sent: there is no terminal to ask for confirmation on.', [
        'Add --yes to go ahead without a question.',
      ]);
    ctx.io.err(`${what}\n`);
    const answer = (await ask(`Send to ${env.name}? [y/N] `)).trim().toLowerCase();
    if (answer !== 'y' && answer !== 'yes') throw new AppError('cancelled', 'Nothing was sent: not confirmed.');
    return;
  }
  if (flags.confirmProduction !== undefined) {
    if (flags.confirmProduction.trim() === env.name) return;
    throw new AppError(
      'invalid-input',
      `Nothing was sent: --confirm-production "${flags.confirmProduction}" does not name the production environment "${env.name}".`,
      [`To write to it, give its exact name: --confirm-production ${env.name}`],
    );
  }
  if (flags.yes) {
    throw new AppError(
      'invalid-input',
      `Nothing was sent: "${env.name}" is a production environment, and --yes alone never writes to production.`,
      [
        `In a script, name it too: --yes --confirm-production ${env.name}`,
        'Or leave out --yes and type its name when asked.',
      ],
    );
  }
  if (!ask) {
    throw new AppError(
      'invalid-input',
      `Nothing was sent: "${env.name}" is a production environment and there is no terminal to type its name on.`,
      [`In a script, add: --yes --confirm-production ${env.name}`],
    );
  }
  ctx.io.err(
    `${what}\nThis writes to the PRODUCTION environment "${env.name}" at ${env.url}, ${productionTargetWords(env.name)}.\n`,
  );
  const typed = (await ask(`Type the environment's name (${env.name}) to send, or press Enter to stop: `)).trim();
  if (typed !== env.name)
    throw new AppError(
      'cancelled',
      typed === '' ? 'Nothing was sent: not confirmed.' : `Nothing was sent: "${typed}" is not "${env.name}".`,
    );
}

/** The terminal's confirmation: asks on stdin when it is a terminal. */
export function confirmWrite(
  ctx: Pick<CliContext, 'io'>,
  job: Pick<JobSummary, 'environment'>,
  what: string,
  flags: ConfirmFlags,
): Promise<void> {
  return confirmWriteWith(ctx, job, what, flags, process.stdin.isTTY ? askOnTerminal : null);
}

/**
 * Said before anything is planned: --yes alone (or a --confirm-production naming another
 * environment) on production is refused whatever the plan holds, so no job is left behind.
 */
export async function refuseUnconfirmedProduction(
  ctx: Pick<CliContext, 'io'>,
  environment: Promise<Pick<JobSummary, 'environment'>['environment']>,
  flags: ConfirmFlags,
): Promise<void> {
  // Awaited first, whatever the flags: an unknown environment is said here, and a promise left
  // unawaited would end the process as an unhandled rejection instead of reaching the error printer.
  const env = await environment;
  if (!flags.yes && flags.confirmProduction === undefined) return;
  await confirmWriteWith(ctx, { environment: env }, '', { ...flags, yes: true }, null);
}
