import type { Command } from 'commander';
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
}

export function createCliContext(program: Command, io: CliIO): CliContext {
  let home: string | undefined;
  return {
    io,
    home() {
      home ??= resolveHome(program.opts<{ home?: string }>().home);
      return home;
    },
  };
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, someFailed: 1, nothingDone: 2 } as const;
