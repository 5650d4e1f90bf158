import { Command, CommanderError } from 'commander';
import packageJson from '../../package.json';
import { closeCliApps, createCliContext, EXIT, type CliContext, type CliIO } from './context';
import { quietBundledPackageWarnings } from './bundled-warnings';

type Register = (program: Command, ctx: CliContext) => void;

interface CommandEntry {
  name: string;
  /** How the command reads in the list of `alumni-loader --help`. */
  term: string;
  summary: string;
  /** Its module, imported only when the command runs (or its own help is asked for). */
  load: () => Promise<Register>;
}

// Each command's module is loaded only when that command runs: `alumni-loader --help` and
// `--version` load commander and this list, not the services, exceljs or zod.
const COMMANDS: CommandEntry[] = [
  {
    name: 'sandbox',
    term: 'sandbox [options]',
    summary: 'Run a local imitation of the service (test and production)',
    load: () => import('./commands/sandbox').then((m) => m.registerSandbox),
  },
  {
    name: 'env',
    term: 'env <command>',
    summary: 'Environments and their keys: list, add, set-key, test, use...',
    load: () => import('./commands/env').then((m) => m.registerEnv),
  },
  {
    name: 'validate',
    term: 'validate [options] <file>',
    summary: 'Read, map and check a CSV or XLSX file; send nothing',
    load: () => import('./commands/validate').then((m) => m.registerValidate),
  },
  {
    name: 'import',
    term: 'import [options] <file>',
    summary: 'Plan, confirm and run an import job',
    load: () => import('./commands/import').then((m) => m.registerImport),
  },
  {
    name: 'jobs',
    term: 'jobs <command>',
    summary: 'List, show, resume, revert and cancel jobs',
    load: () => import('./commands/jobs').then((m) => m.registerJobs),
  },
  {
    name: 'matches',
    term: 'matches <command>',
    summary: 'Decisions remembered for possible matches: list, forget',
    load: () => import('./commands/matches').then((m) => m.registerMatches),
  },
  {
    name: 'approve',
    term: 'approve [options]',
    summary: 'Approve pending users (and enable them) as a job',
    load: () => import('./commands/approve').then((m) => m.registerApprove),
  },
  {
    name: 'report',
    term: 'report [options] <kind>',
    summary: 'Export donations or campaigns to .xlsx or .csv',
    load: () => import('./commands/report').then((m) => m.registerReport),
  },
  {
    name: 'template',
    term: 'template [options]',
    summary: 'Write a blank import template (.xlsx or .csv) to hand out',
    load: () => import('./commands/template').then((m) => m.registerTemplate),
  },
  {
    name: 'diagnostics',
    term: 'diagnostics [options]',
    summary: 'Write a support bundle (.zip): versions, settings, log, jobs',
    load: () => import('./commands/diagnostics').then((m) => m.registerDiagnostics),
  },
  {
    name: 'ui',
    term: 'ui [options]',
    summary: 'Serve the app to your web browser on this computer',
    load: () => import('./commands/ui').then((m) => m.registerUi),
  },
  {
    name: 'dictionaries',
    term: 'dictionaries <command>',
    summary: 'Value dictionaries per environment: list, show, add, remove, export, import',
    load: () => import('./commands/dictionaries').then((m) => m.registerDictionaries),
  },
  {
    name: 'match-rules',
    term: 'match-rules <command>',
    summary: 'Match rules per environment: list, show, save, remove (import --match-rules NAME)',
    load: () => import('./commands/match-rules').then((m) => m.registerMatchRules),
  },
  {
    name: 'export',
    term: 'export users [options]',
    summary: 'Export users to .xlsx or .csv to edit and import back (--match user_id)',
    load: () => import('./commands/export').then((m) => m.registerExport),
  },
  {
    name: 'run',
    term: 'run [options] <recipe>',
    summary: 'Run a saved import (recipe) without questions, for a scheduler',
    load: () => import('./commands/run').then((m) => m.registerRun),
  },
];

const JSON_HELP = 'print one JSON object on standard output; on failure {"error":{"code","message"}}';

/** The program with every command's module loaded (tests and whole help). */
export async function buildProgram(io: CliIO): Promise<Command> {
  return buildProgramFor(
    COMMANDS.map((entry) => entry.name),
    io,
  );
}

/** The program with the modules of `names` loaded; every other command is a line in the help. */
async function buildProgramFor(names: string[], io: CliIO): Promise<Command> {
  const program = new Command('alumni-loader')
    .description('Bulk-import alumni lists, approve imported users and export donation and campaign reports.')
    .version(packageJson.version, '-V, --version', 'print the version of Alumni Loader')
    .option(
      '--home <dir>',
      'folder for settings, jobs and local data (default: ALUMNI_LOADER_HOME or the OS per-user app folder)',
    )
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .configureHelp({
      subcommandTerm: (command) => COMMANDS.find((entry) => entry.name === command.name())?.term ?? command.name(),
    })
    .exitOverride();
  const ctx = createCliContext(program, io);
  for (const entry of COMMANDS) {
    if (names.includes(entry.name)) (await entry.load())(program, ctx);
    else program.command(entry.name).summary(entry.summary).allowUnknownOption().allowExcessArguments();
  }
  for (const command of program.commands)
    command.summary(COMMANDS.find((entry) => entry.name === command.name())?.summary ?? '');
  for (const leaf of leaves(program)) {
    // Every command takes --json: a script asking for it reads its failures on stdout too.
    if (!leaf.options.some((option) => option.long === '--json')) leaf.option('--json', JSON_HELP);
  }
  return program;
}

/** The commands that run something (those without subcommands), below the root. */
function leaves(command: Command): Command[] {
  return command.commands.flatMap((child) => (child.commands.length > 0 ? leaves(child) : [child]));
}

/** The command `argv` names: the first word that is no option (after --home DIR), or that of `help NAME`. */
export function commandNamed(argv: readonly string[]): string | undefined {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (arg === '--home') i++;
    else if (!arg.startsWith('-')) words.push(arg);
  }
  return words[0] === 'help' ? words[1] : words[0];
}

/** Runs the CLI and resolves to the process exit code. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  quietBundledPackageWarnings();
  const named = commandNamed(argv);
  const json = wantsJson(argv);
  try {
    const program = await buildProgramFor(named ? [named] : [], io);
    await program.parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    // --help and --version end here too, with exit code 0.
    if (error instanceof CommanderError && error.exitCode === 0) return EXIT.ok;
    await printFailure(error, io, json);
    return EXIT.nothingDone;
  } finally {
    // After a failure too: a started built-in sandbox would otherwise keep the process alive.
    await closeCliApps();
  }
}

/** A failure nothing awaited, said as any other (the process then ends with exit 2). */
export function printStrayFailure(error: unknown, argv: readonly string[], io: CliIO): Promise<void> {
  return printFailure(error, io, wantsJson(argv));
}

/**
 * The one error printer, loaded when a command fails: its words tables (problems, reasons, countries) are most of
 * what `--help` and `--version` would otherwise read at start-up.
 */
async function printFailure(error: unknown, io: CliIO, json: boolean): Promise<void> {
  const failure = await import('./failure');
  failure.printFailure(error, io, json);
}

/** --json among the flags (before a `--`, after which words are arguments). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}
