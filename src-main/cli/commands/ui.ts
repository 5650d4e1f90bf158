import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import { APP_ROOT, ensureAppBuilt } from '../../host/app-build';
import { createHost, type RunningHost } from '../../host/host';
import { openInBrowser } from '../../host/open-browser';
import { createAppContext, type AppContext } from '../../services/context';
import type { CliContext } from '../context';
import { stopSignal } from '../stop-signal';

interface UiOptions {
  port: number;
  open?: boolean;
}

/** The sample files a new user can import at once (resources/samples). */
const SAMPLES_DIR = join(APP_ROOT, 'resources', 'samples');

export function registerUi(program: Command, cli: CliContext): void {
  program
    .command('ui')
    .description('Serve the app to your web browser, on this computer only (127.0.0.1), until Ctrl+C')
    .option('--port <n>', 'port to listen on (default: a free one)', parsePort, 0)
    .option('--open', 'open the address in the default web browser')
    .addHelpText('after', '\nExample:\n  alumni-loader ui --open\n  alumni-loader --home ./try ui --port 8080')
    .action(async (options: UiOptions) => {
      const say = (line: string) => cli.io.err(`${line}\n`);
      const state = await ensureAppBuilt({ rebuildWhen: 'missing', log: say });
      if (state === 'stale')
        say(
          "Note: the app's sources changed after its last build; run `npm run build` (or `npm start`) to serve the new version.",
        );

      const ctx = await createAppContext({ home: cli.home(), door: 'browser' });
      let host: RunningHost;
      try {
        host = await startHost(ctx, options.port);
      } catch (error) {
        await ctx.close();
        throw error;
      }
      // The first line of standard output is the address: scripts and the e2e tests read it.
      cli.io.out(`Alumni Loader is running at ${host.url}\n`);
      say('Open that address in your web browser (it only works on this computer). Press Ctrl+C to stop.');
      say(
        `A sample alumni file to try in the Import screen ("Try the sample file"): ${join(SAMPLES_DIR, 'alumni-sample.csv')}`,
      );
      if (options.open && !(await openInBrowser(host.url)))
        say('No web browser could be opened from here: open the address above yourself.');

      const signal = await stopSignal();
      say(`Stopping (${signal})...`);
      await host.close();
      await ctx.close();
      say('Stopped.');
    });
}

async function startHost(ctx: AppContext, port: number): Promise<RunningHost> {
  try {
    return await createHost({ ctx, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new AppError('invalid-input', `Port ${port} is already used by another program.`, [
        'Choose another with --port N, or leave --port out to pick a free one.',
      ]);
    }
    throw error;
  }
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new InvalidArgumentError('It must be a whole number from 0 to 65535 (0 picks a free port).');
  }
  return port;
}
