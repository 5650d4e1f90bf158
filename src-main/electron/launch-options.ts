import { HOME_ENV_VAR } from '../services/home';

/** The value of `--home DIR` or `--home=DIR` among the process arguments, if given. */
export function homeArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--home') return argv[i + 1];
    if (arg.startsWith('--home=')) return arg.slice('--home='.length);
  }
  return undefined;
}

/** The window's home folder: --home, then ALUMNI_LOADER_HOME, then Electron's per-user data folder. */
export function chooseHome(argv: readonly string[], env: NodeJS.ProcessEnv, userDataDir: string): string {
  const fromEnv = env[HOME_ENV_VAR]?.trim();
  return homeArgument(argv) ?? (fromEnv ? fromEnv : userDataDir);
}
