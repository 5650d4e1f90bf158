import type { AppContext } from '../services/context';
import { exportFieldChoices, exportUsersToHome, readExportFile } from '../services/exports/users-export-home';
import { createdUsersSummary } from '../services/jobs/revert/created-users-summary';
import { createdUsersOf } from '../services/jobs/revert/revert-creates';
import { saveRecipe } from '../services/recipes/save-recipe';
import type { DomainHandlers } from './handlers';

/** Thin: users exports, the created users of a revert, recipes saved from the window. */
export function createRoundTripHandlers(
  ctx: AppContext,
): DomainHandlers<'exports'> & DomainHandlers<'revertCreates'> & DomainHandlers<'recipes'> {
  return {
    'exports.fields': async () => exportFieldChoices(),
    'exports.users': async ({ runId, environment, format, filter, fields }) => {
      const result = await exportUsersToHome(ctx, {
        environment,
        format,
        filter,
        ...(fields ? { fields } : {}),
        onProgress: (read, written) => ctx.events.emit('exports.progress', { runId, read, written }),
      });
      return {
        exportId: result.exportId,
        fileName: result.fileName,
        path: result.file,
        users: result.users,
        read: result.read,
        columns: result.columns,
        bytes: result.bytes,
        downloadable: result.downloadable,
      };
    },
    'exports.download': ({ fileName }) => readExportFile(ctx.home, fileName),
    'revertCreates.preview': async ({ id }) => createdUsersOf(ctx.jobs, id),
    'revertCreates.file': async ({ id }) => createdUsersSummary(ctx.jobs, id),
    'recipes.save': async ({ recipe, mapping }) => saveRecipe(ctx.home, recipe, mapping),
  };
}
