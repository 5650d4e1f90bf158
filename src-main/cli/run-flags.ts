import { InvalidArgumentError, type Command } from 'commander';
import { confirmProductionOption, type ConfirmFlags } from './production-confirmation';

// The flags of every command that runs a job (import, approve, jobs resume/revert/promote).

export interface RunFlags extends ConfirmFlags {
  yes?: boolean;
  json?: boolean;
  out?: string;
  maxWait?: number;
}

/** --yes, --out, --max-wait and --json: the flags of every command that runs a job. */
export function addRunOptions(command: Command): Command {
  return command
    .option('--yes', 'do not ask for confirmation (a production environment also needs --confirm-production NAME)')
    .addOption(confirmProductionOption())
    .option('--out <dir>', 'also copy the results files into this folder')
    .option(
      '--max-wait <seconds>',
      'wait at most this long when the service asks to slow down (Retry-After); default 300',
      waitSeconds,
    )
    .option('--json', 'print one JSON object at the end');
}

function waitSeconds(value: string): number {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 86_400)
    throw new InvalidArgumentError(`--max-wait takes a number of seconds from 1 to 86400 (got "${value}").`);
  return n;
}

export function maxWaitOf(flags: RunFlags): { maxWaitSeconds?: number } {
  return flags.maxWait === undefined ? {} : { maxWaitSeconds: flags.maxWait };
}
