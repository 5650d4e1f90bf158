import type { Command } from 'commander';
import type { AppContext } from '../services/context';
import { resolveHome } from '../services/home';

export interface CliIO {
  out: (text: string) => void;
  err: (text: string) => void;
  /** True when standard output is a terminal (progress bars, prompts). */
  isTTY: boolean;
}

export interface CliContext {
  io: CliIO;
  /** The home folder chosen by --home or ALUMNI_LOADER_HOME; created on first use. */
  home(): string;
  /** The services (environments, keychain, built-in sandbox, log), created on first use. */
  app(): Promise<AppContext>;
  /** Stops what app() started (e.g. the built-in sandbox). Runs by itself after every command that succeeds. */
  closeApp(): Promise<void>;
}

// Every CLI context of this process, so the one place that sees every way out of a command (runCli)
// can stop what they started, after a failure too: postAction only runs after a success.
const openContexts = new Set<CliContext>();

/**
 * Stops everything the CLI contexts of this process started (e.g. a built-in sandbox that would keep the process
 * alive).
 */
export async function closeCliApps(): Promise<void> {
  await Promise.all([...openContexts].map((ctx) => ctx.closeApp()));
}

export function createCliContext(program: Command, io: CliIO): CliContext {
  let home: string | undefined;
  let app: Promise<AppContext> | undefined;
  const ctx: CliContext = {
    io,
    home() {
      home ??= resolveHome(program.opts<{ home?: string }>().home);
      return home;
    },
    app() {
      openContexts.add(ctx);
      // Loaded here, not at start: `--help` and commands without services never pay for them.
      app ??= import('../services/context').then(({ createAppContext }) =>
        createAppContext({ home: ctx.home(), door: 'cli' }),
      );
      return app;
    },
    async closeApp() {
      openContexts.delete(ctx);
      const opened = app;
      app = undefined;
      if (opened) await (await opened.catch(() => undefined))?.close();
    },
  };
  program.hook('postAction', () => ctx.closeApp());
  return ctx;
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, someFailed: 1, nothingDone: 2 } as const;
