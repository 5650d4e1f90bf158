import type { Command } from 'commander';
import packageJson from '../../../package.json';
import { buildSupportBundle } from '../../services/diagnostics/bundle';
import { knownSecrets } from '../../services/diagnostics/known-secrets';
import type { CliContext } from '../context';
import { checkOutFile, writeOutFile } from '../output-file';

// `alumni-loader diagnostics --out FILE.zip`: a support bundle to send to whoever supports you.

interface DiagnosticsFlags {
  out: string;
  includeRows?: boolean;
  force?: boolean;
  json?: boolean;
}

export function registerDiagnostics(program: Command, ctx: CliContext): void {
  program
    .command('diagnostics')
    .description(
      'Write a support bundle (.zip): version, system, runtime versions, settings, the last log lines and the jobs; keys and tokens struck out',
    )
    .requiredOption('--out <file>', 'the .zip file to write')
    .option(
      '--include-rows',
      "also each job's rows (plan, journal, results): names and addresses of the people imported",
    )
    .option('--force', 'replace the file if it exists')
    .option('--json', 'print one JSON object: { file, bytes, entries }')
    .addHelpText('after', '\nExample:\n  alumni-loader diagnostics --out support.zip\n')
    .action(async (flags: DiagnosticsFlags) => {
      checkOutFile(flags.out, ['zip'], Boolean(flags.force));
      const app = await ctx.app();
      const bundle = buildSupportBundle({
        home: app.home,
        version: packageJson.version,
        door: 'cli',
        jobs: () => app.jobs.list(),
        secrets: await knownSecrets(app.home),
        includeRows: Boolean(flags.includeRows),
      });
      await writeOutFile(flags.out, bundle.bytes, 'The support bundle');
      if (flags.json) {
        ctx.io.out(`${JSON.stringify({ file: flags.out, bytes: bundle.bytes.length, entries: bundle.entries })}\n`);
        return;
      }
      ctx.io.out(
        `Wrote a support bundle to ${flags.out} (${bundle.entries.length} files${flags.includeRows ? ', job rows included' : ', no row data'}):\n`,
      );
      for (const entry of bundle.entries) ctx.io.out(`  ${entry}\n`);
      ctx.io.out('Keys and tokens are struck out ([redacted]). Look inside before you send it.\n');
    });
}
