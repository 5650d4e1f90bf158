import packageJson from '../../package.json';
import type { AppContext } from '../services/context';
import { buildSupportBundle } from '../services/diagnostics/bundle';
import { knownSecrets } from '../services/diagnostics/known-secrets';
import { blankTemplateCsv, blankTemplateXlsx } from '../services/templates-blank/write-template';
import type { DomainHandlers } from './handlers';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Thin: the bundle and the template, made by their services, handed back as downloads. */
export function createSupportHandlers(ctx: AppContext): DomainHandlers<'support'> {
  return {
    'support.bundle': async ({ includeRows }) => {
      const bundle = buildSupportBundle({
        home: ctx.home,
        version: packageJson.version,
        door: ctx.door,
        jobs: () => ctx.jobs.list(),
        secrets: await knownSecrets(ctx.home),
        includeRows,
      });
      ctx.log(
        `support: a support bundle was made (${bundle.entries.length} files${includeRows ? ', rows included' : ''})`,
      );
      return {
        fileName: bundle.fileName,
        mediaType: 'application/zip',
        base64: Buffer.from(bundle.bytes).toString('base64'),
      };
    },
    'support.blankTemplate': async ({ format }) =>
      format === 'csv'
        ? {
            fileName: 'alumni-import-template.csv',
            mediaType: 'text/csv',
            base64: Buffer.from(blankTemplateCsv(), 'utf8').toString('base64'),
          }
        : {
            fileName: 'alumni-import-template.xlsx',
            mediaType: XLSX_TYPE,
            base64: Buffer.from(await blankTemplateXlsx(packageJson.version)).toString('base64'),
          },
  };
}
