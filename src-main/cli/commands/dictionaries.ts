import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import { UTF8_BOM } from '../../../src-shared/spreadsheet-safety';
import { DictionaryStore } from '../../services/dictionaries';
import type { CliContext } from '../context';
import { checkOutFile, writeOutFile } from '../output-file';

// `alumni-loader dictionaries list|show|add|remove|export|import --env NAME`: value dictionaries
// ("in this kind of column, this value means that"), kept per environment in the home folder.

interface EnvFlags {
  env: string;
  json?: boolean;
}

const envOption = (command: Command) =>
  command.requiredOption('--env <name>', 'the environment whose dictionaries these are').option('--json', 'print JSON');

export function registerDictionaries(program: Command, ctx: CliContext): void {
  const dictionaries = program
    .command('dictionaries')
    .description('Value dictionaries per environment: "Woman" in a gender column reads as f, "C95" as 1995…')
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  alumni-loader dictionaries add Registrar --env test --kind gender --from Woman --to f\n' +
        '  alumni-loader dictionaries import Registrar registrar.csv --env test\n' +
        '  alumni-loader import class-1995.csv --env test --dictionary Registrar\n',
    );
  // An environment that does not exist is said as such (exit 2), never answered with an empty list.
  const store = async (environment: string) => {
    await (await ctx.app()).environments.get(environment);
    return new DictionaryStore(ctx.home());
  };

  envOption(dictionaries.command('list').description('The dictionaries of an environment')).action(
    async (flags: EnvFlags) => {
      const list = await (await store(flags.env)).list(flags.env);
      if (flags.json) return ctx.io.out(`${JSON.stringify(list)}\n`);
      if (list.length === 0) return ctx.io.out(`Environment ${flags.env} has no dictionaries.\n`);
      for (const d of list) ctx.io.out(`${d.name}: ${d.entries} entries (${d.kinds.join(', ')})\n`);
    },
  );

  envOption(dictionaries.command('show').description("A dictionary's entries").argument('<name>')).action(
    async (name: string, flags: EnvFlags) => {
      const dictionary = await (await store(flags.env)).get(flags.env, name);
      if (flags.json) return ctx.io.out(`${JSON.stringify(dictionary)}\n`);
      ctx.io.out(`${dictionary.name} (${flags.env}): ${dictionary.entries.length} entries\n`);
      for (const e of dictionary.entries)
        ctx.io.out(`  ${e.kind}: ${JSON.stringify(e.from)} -> ${JSON.stringify(e.to)}\n`);
    },
  );

  envOption(
    dictionaries
      .command('add')
      .description('Add an entry (made when new); the value the field would refuse is refused')
      .argument('<name>')
      .requiredOption('--kind <kind>', 'the column kind: a User field (gender, name_title, tags…) or custom:NAME')
      .requiredOption('--from <value>', 'the value as files spell it (case, accents and spaces around ignored)')
      .requiredOption('--to <value>', 'the value to read instead'),
  ).action(async (name: string, flags: EnvFlags & { kind: string; from: string; to: string }) => {
    const saved = await (
      await store(flags.env)
    ).addEntries(flags.env, name, [{ kind: flags.kind, from: flags.from, to: flags.to }]);
    if (flags.json) return ctx.io.out(`${JSON.stringify(saved)}\n`);
    ctx.io.out(
      `${saved.name}: ${flags.kind} ${JSON.stringify(flags.from)} now reads as ${JSON.stringify(flags.to)}.\n`,
    );
  });

  envOption(
    dictionaries
      .command('remove')
      .description('Remove one entry (--kind and --from), or the whole dictionary')
      .argument('<name>')
      .option('--kind <kind>', 'the column kind of the entry to remove')
      .option('--from <value>', 'the value of the entry to remove'),
  ).action(async (name: string, flags: EnvFlags & { kind?: string; from?: string }) => {
    const one = flags.kind !== undefined || flags.from !== undefined;
    if (one && (flags.kind === undefined || flags.from === undefined))
      throw new AppError(
        'invalid-input',
        'To remove one entry give both --kind and --from; to remove the dictionary, neither.',
      );
    const left = await (
      await store(flags.env)
    ).remove(flags.env, name, one ? { kind: flags.kind!, from: flags.from! } : undefined);
    if (flags.json) return ctx.io.out(`${JSON.stringify({ removed: left === null ? name : 'entry', left })}\n`);
    ctx.io.out(
      left === null ? `Removed dictionary ${name}.\n` : `${left.name}: ${left.entries.length} entries left.\n`,
    );
  });

  envOption(
    dictionaries
      .command('export')
      .description('Write a dictionary as CSV (column kind, from, to)')
      .argument('<name>')
      .requiredOption('--out <file>', 'the .csv file')
      .option('--force', 'replace the file if it exists'),
  ).action(async (name: string, flags: EnvFlags & { out: string; force?: boolean }) => {
    checkOutFile(flags.out, ['csv'], Boolean(flags.force));
    const csv = await (await store(flags.env)).exportCsv(flags.env, name);
    await writeOutFile(flags.out, UTF8_BOM + csv, 'The dictionary');
    ctx.io.out(flags.json ? `${JSON.stringify({ file: flags.out })}\n` : `Wrote ${name} to ${flags.out}.\n`);
  });

  envOption(
    dictionaries
      .command('import')
      .description('Read entries from CSV (column kind, from, to) into a dictionary; checked before saving')
      .argument('<name>')
      .argument('<file>', 'the .csv file')
      .option('--replace', 'replace the dictionary with the file (default: add to it)'),
  ).action(async (name: string, file: string, flags: EnvFlags & { replace?: boolean }) => {
    const saved = await (
      await store(flags.env)
    ).importCsv(flags.env, name, await readFile(file, 'utf8'), Boolean(flags.replace));
    if (flags.json) return ctx.io.out(`${JSON.stringify({ name: saved.name, entries: saved.entries.length })}\n`);
    ctx.io.out(`${saved.name}: ${saved.entries.length} entries.\n`);
  });
}
