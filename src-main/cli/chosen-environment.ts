// --env for a command that writes: the environment given, else the one chosen with `env use` (the built-in sandbox
// until one is chosen). Either way the first line says where the command writes, so a person never guesses.
import { Option } from 'commander';
import type { CliContext } from './context';

/** --env, optional: the active environment when left out. */
export function envOption(): Option {
  return new Option('--env <name>', 'the environment to write to (default: the active one, see env use and env list)');
}

/**
 * The environment's name: --env's, else the active one's. Unless `quiet` (--json), says on the first line where the
 * command works: "Importing into sandbox (test)".
 */
export async function chosenEnvironment(
  ctx: CliContext,
  flags: { env?: string; json?: boolean },
  verb: string,
): Promise<string> {
  const environments = (await ctx.app()).environments;
  const info = flags.env !== undefined ? await environments.get(flags.env) : await environments.getActive();
  if (!flags.json) {
    const kind = info.kind === 'production' ? 'PRODUCTION' : info.kind;
    const how = flags.env !== undefined ? '' : ', the active environment (env use chooses another)';
    // On stderr with the notes: stdout holds the plan and results, and a failure prints nothing there.
    ctx.io.err(`${verb} ${info.name} (${kind})${how}\n`);
  }
  return info.name;
}
