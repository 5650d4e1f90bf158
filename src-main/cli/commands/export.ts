import { InvalidArgumentError, type Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import { exportableFields } from '../../services/exports/export-columns';
import { jobUserIds } from '../../services/exports/job-users';
import { exportUsers, type UsersExportFilter } from '../../services/exports/users-export';
import type { CliContext } from '../context';
import { choiceOption } from '../choices';
import { checkOutFile } from '../output-file';

// `alumni-loader export users --env NAME [filters] --out FILE.xlsx|csv`: the users in the blank
// template's shape, user_id first; edit the file and import it back with --match user_id.

interface ExportFlags {
  env: string;
  out: string;
  force?: boolean;
  json?: boolean;
  tag?: string;
  group?: string;
  job?: string;
  yearGraduated?: number;
  approved?: '0' | '1';
  enabled?: '0' | '1';
  createdSince?: string;
  fields?: string;
}

function year(value: string): number {
  if (!/^\d{4}$/.test(value.trim())) throw new InvalidArgumentError(`a year is four digits (got "${value}").`);
  return Number(value);
}

function day(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) || Number.isNaN(Date.parse(value)))
    throw new InvalidArgumentError(`a date is written YYYY-MM-DD (got "${value}").`);
  return value.trim();
}

export function registerExport(program: Command, ctx: CliContext): void {
  const exporting = program.command('export').description('Export records to edit and import back');
  exporting
    .command('users')
    .description(
      "Users as a workbook in the blank template's shape, user_id first; import it back with --match user_id",
    )
    .requiredOption('--env <name>', 'the environment to read')
    .requiredOption('--out <file>', '.xlsx (lists, grey read-only columns) or .csv')
    .option('--force', 'replace the file if it exists')
    .option('--tag <tag>', 'only users with this tag')
    .option('--group <group>', 'only users in this group')
    .option('--job <id>', 'only the users of this job')
    .option('--year-graduated <year>', 'only this class year', year)
    .addOption(choiceOption('--approved <0|1>', 'only approved (1) or not approved (0) users', ['0', '1']))
    .addOption(choiceOption('--enabled <0|1>', 'only enabled (1) or not enabled (0) users', ['0', '1']))
    .option('--created-since <date>', 'only users created on or after YYYY-MM-DD', day)
    .option('--fields <list>', 'only these fields, comma-separated (user_id and read-only columns always)')
    .option('--json', 'print one JSON object at the end')
    .addHelpText(
      'after',
      '\nExample:\n  alumni-loader export users --env test --tag "Reunion 2026" --out reunion.xlsx\n',
    )
    .action(async (flags: ExportFlags) => {
      const format = checkOutFile(flags.out, ['xlsx', 'csv'], Boolean(flags.force)) as 'xlsx' | 'csv';
      const fields = flags.fields
        ?.split(',')
        .map((f) => f.trim())
        .filter(Boolean);
      const unknown = fields?.filter((f) => !exportableFields().includes(f)) ?? [];
      if (unknown.length > 0)
        throw new AppError(
          'invalid-input',
          `--fields: ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not exported.`,
          [`Fields the export writes: ${exportableFields().join(', ')}.`],
        );
      const app = await ctx.app();
      const opened = await app.environments.open(flags.env);
      const filter: UsersExportFilter = {
        ...(flags.tag !== undefined ? { tag: flags.tag } : {}),
        ...(flags.group !== undefined ? { group: flags.group } : {}),
        ...(flags.yearGraduated !== undefined ? { yearGraduated: flags.yearGraduated } : {}),
        ...(flags.approved !== undefined ? { approved: Number(flags.approved) as 0 | 1 } : {}),
        ...(flags.enabled !== undefined ? { enabled: Number(flags.enabled) as 0 | 1 } : {}),
        ...(flags.createdSince !== undefined ? { createdSince: flags.createdSince } : {}),
        ...(flags.job !== undefined ? { jobUserIds: jobUserIds(app.jobs, flags.job) } : {}),
      };
      const showProgress = !flags.json && Boolean(process.stderr.isTTY);
      const result = await exportUsers(opened.client, {
        home: app.home,
        environment: opened.environment.name,
        out: flags.out,
        format,
        filter,
        ...(fields ? { fields } : {}),
        onProgress: (read, written) => {
          if (showProgress) ctx.io.err(`\rRead ${read} users, wrote ${written}…`);
        },
      });
      if (showProgress) ctx.io.err('\n');
      if (flags.json) return ctx.io.out(`${JSON.stringify(result)}\n`);
      ctx.io.out(
        `Wrote ${result.users} users (of ${result.read} read) to ${result.file}, export ${result.exportId}.\n` +
          `Edit it, then: alumni-loader import ${result.file} --env ${flags.env} --match user_id\n`,
      );
    });
}
