import type { Command } from 'commander';
import { choiceOption } from '../choices';
import { ENVIRONMENT_KINDS, type EnvironmentKind } from '../../../src-shared/bridge/env';
import { AppError } from '../../../src-shared/errors';
import type { EnvironmentInfo } from '../../services/environments/types';
import { API_KEY_ENV_VAR } from '../../services/keychain/keychain';
import { EXIT, type CliContext } from '../context';

const KEY_WORDS: Record<EnvironmentInfo['keyState'], string> = {
  stored: 'stored',
  missing: 'not set',
  'built-in': 'built-in',
  'keychain-unavailable': 'keychain unreachable',
  'environment-variable': `from ${API_KEY_ENV_VAR}`,
};

export function registerEnv(program: Command, ctx: CliContext): void {
  const env = program
    .command('env')
    .description(
      'List, add and remove environments, set their keys (kept in the OS keychain), test them, choose the active one.',
    );

  env
    .command('list')
    .description(
      'Every environment with its kind, address, whether a key is stored (never the key) and which one is active',
    )
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }) => {
      const { environments } = await ctx.app();
      const [list, active] = await Promise.all([environments.list(), environments.getActive()]);
      if (options.json) {
        ctx.io.out(
          `${JSON.stringify(
            list.map((e) => ({ ...e, active: e.name === active.name })),
            null,
            2,
          )}\n`,
        );
        return;
      }
      ctx.io.out(formatTable(list, active.name));
      if (list.some((e) => e.keyState === 'keychain-unavailable')) {
        ctx.io.out(
          `\nThe OS keychain cannot be reached, so whether keys are stored is unknown. Run "alumni-loader env set-key NAME" to see why, or give the key in ${API_KEY_ENV_VAR} for one run.\n`,
        );
      }
      if (list.some((e) => e.keyState === 'environment-variable')) {
        ctx.io.out(
          `\n${API_KEY_ENV_VAR} is set: for this run it is the key of every environment you open (not the sandbox), whatever the keychain holds.\n`,
        );
      }
    });

  env
    .command('add')
    .description('Add an environment (https required, except for localhost addresses)')
    .argument('<name>', 'a short name, e.g. client-test')
    .requiredOption('--url <url>', 'base address of the service, e.g. https://alumni.example.edu')
    .addOption(
      choiceOption(
        '--kind <kind>',
        'test system or the client’s own (production) system',
        ENVIRONMENT_KINDS,
      ).makeOptionMandatory(),
    )
    .action(async (name: string, options: { url: string; kind: EnvironmentKind }) => {
      const added = await (await ctx.app()).environments.add({ name, kind: options.kind, url: options.url });
      ctx.io.out(
        `Added "${added.name}" (${added.kind}) at ${added.url}.\nNext: alumni-loader env set-key ${added.name}\n`,
      );
    });

  env
    .command('update')
    .description("Change an environment's address or kind")
    .argument('<name>')
    .option('--url <url>', 'new base address')
    .addOption(choiceOption('--kind <kind>', 'new kind', ENVIRONMENT_KINDS))
    .action(async (name: string, options: { url?: string; kind?: EnvironmentKind }) => {
      if (options.url === undefined && options.kind === undefined) {
        throw new AppError('invalid-input', 'Nothing to change: give --url, --kind or both.');
      }
      const updated = await (await ctx.app()).environments.update(name, options);
      ctx.io.out(`Updated "${updated.name}": ${updated.kind} at ${updated.url}.\n`);
    });

  env
    .command('remove')
    .description('Remove an environment and its key from the keychain')
    .argument('<name>')
    .action(async (name: string) => {
      const { removed, note } = await (await ctx.app()).environments.remove(name);
      ctx.io.out(`Removed "${removed}"${note ? '' : ' and its key'}.\n`);
      if (note) ctx.io.err(`Note: ${note}\n`);
    });

  env
    .command('set-key')
    .description(
      'Store or replace the key of an environment. The key is read from standard input (piped, or typed without echo), never from an argument.',
    )
    .argument('<name>')
    .action(async (name: string) => {
      const { environments } = await ctx.app();
      // Fails early, before asking for a key, when the name is wrong.
      const environment = await environments.get(name);
      const key = await readKeyFromStandardInput(environment.name, ctx.io.err);
      const updated = await environments.setKey(environment.name, key);
      ctx.io.out(
        `The key of "${updated.name}" is stored in the OS keychain.\nCheck it with: alumni-loader env test ${updated.name}\n`,
      );
    });

  env
    .command('remove-key')
    .description('Remove the key of an environment from the keychain')
    .argument('<name>')
    .action(async (name: string) => {
      const updated = await (await ctx.app()).environments.removeKey(name);
      ctx.io.out(`No key is stored for "${updated.name}" any more.\n`);
    });

  env
    .command('test')
    .description('Read one page of users and say whether the environment works (exit code 1 when it does not)')
    .argument('<name>')
    .action(async (name: string, flags: { json?: boolean }) => {
      const outcome = await (await ctx.app()).environments.testConnection(name);
      if (flags.json) ctx.io.out(`${JSON.stringify(outcome)}\n`);
      else (outcome.ok ? ctx.io.out : ctx.io.err)(`${outcome.ok ? 'OK' : 'FAILED'}: ${outcome.message}\n`);
      if (!outcome.ok) process.exitCode = EXIT.someFailed;
    });

  env
    .command('use')
    .description('Choose the active environment (the one the app writes to)')
    .argument('<name>')
    .action(async (name: string) => {
      const active = await (await ctx.app()).environments.setActive(name);
      ctx.io.out(`Active environment: ${active.name} (${active.kind === 'production' ? 'PRODUCTION' : 'test'}).\n`);
    });
}

function formatTable(list: EnvironmentInfo[], activeName: string): string {
  const rows = [
    ['', 'NAME', 'KIND', 'KEY', 'ADDRESS'],
    ...list.map((e) => [
      e.name === activeName ? '*' : '',
      e.name,
      e.kind === 'production' ? 'PRODUCTION' : 'test',
      KEY_WORDS[e.keyState],
      e.url,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\n(* = active environment)\n`;
}

/** The key from a pipe (`... | alumni-loader env set-key NAME`) or typed at a prompt that does not echo. */
async function readKeyFromStandardInput(name: string, err: (text: string) => void): Promise<string> {
  const stdin = process.stdin;
  const text = stdin.isTTY
    ? await promptHidden(`Key for "${name}" (typing is not shown, Enter to finish): `, err)
    : await readAll(stdin);
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) {
    throw new AppError('invalid-input', 'No key was given on standard input, so nothing was stored.', [
      `Pipe it in, for example: secret-tool lookup ... | alumni-loader env set-key ${name}`,
      'or run the command in a terminal and type or paste it at the prompt.',
    ]);
  }
  if (lines.length > 1) {
    throw new AppError(
      'invalid-input',
      `Standard input held ${lines.length} lines; a key is one line. Nothing was stored.`,
    );
  }
  return lines[0]!;
}

async function readAll(stream: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function promptHidden(prompt: string, err: (text: string) => void): Promise<string> {
  const stdin = process.stdin;
  err(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      err('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new AppError('cancelled', 'Cancelled: no key was stored.'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}
