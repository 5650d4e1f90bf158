import type { Command } from 'commander';
import packageJson from '../../../package.json';
import { BLANK_COLUMNS } from '../../services/templates-blank/columns';
import {
  blankTemplateCsv,
  blankTemplateXlsx,
  DATA_SHEET,
  INSTRUCTIONS_SHEET,
} from '../../services/templates-blank/write-template';
import type { CliContext } from '../context';
import { checkOutFile, writeOutFile } from '../output-file';

// `alumni-loader template --out FILE.xlsx|FILE.csv`: a blank import template to hand to class
// agents and registrars, so the next list comes back in columns Alumni Loader reads at once.

interface TemplateFlags {
  out: string;
  force?: boolean;
  json?: boolean;
}

export function registerTemplate(program: Command, ctx: CliContext): void {
  program
    .command('template')
    .description(
      'Write a blank import template: the User fields to fill in, grouped, required ones marked, with an example row',
    )
    .requiredOption(
      '--out <file>',
      '.xlsx (with an Instructions sheet and lists to choose from) or .csv (header and example row)',
    )
    .option('--force', 'replace the file if it exists')
    .option('--json', 'print one JSON object: { file, format, columns, sheets }')
    .addHelpText('after', '\nExample:\n  alumni-loader template --out class-of-1998.xlsx\n')
    .action(async (flags: TemplateFlags) => {
      const format = checkOutFile(flags.out, ['xlsx', 'csv'], Boolean(flags.force));
      const content = format === 'xlsx' ? await blankTemplateXlsx(packageJson.version) : blankTemplateCsv();
      await writeOutFile(flags.out, content, 'The template');
      const sheets = format === 'xlsx' ? [DATA_SHEET, INSTRUCTIONS_SHEET] : [];
      const required = BLANK_COLUMNS.filter((column) => column.required).map((column) => column.header);
      if (flags.json) {
        ctx.io.out(
          `${JSON.stringify({ file: flags.out, format, columns: BLANK_COLUMNS.map((column) => column.header), required, sheets })}\n`,
        );
        return;
      }
      ctx.io.out(
        `Wrote a blank template to ${flags.out}: ${BLANK_COLUMNS.length} columns (required: ${required.join(', ')})${sheets.length ? `, sheets ${sheets.map((s) => `"${s}"`).join(' and ')}` : ''}.\n`,
      );
      ctx.io.out('Its second row, starting with "e.g.", is an example: it is never imported.\n');
    });
}
