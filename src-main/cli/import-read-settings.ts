// How `import` reads its file: the reading flags it shares with `validate`, the values new people get when nothing
// gives them, and what a saved mapping found changed in the file (said among the notes, as validate says it).
import type { FileIntakeSettings } from '../services/intake/run-file';
import { templateNotes } from './commands/validate-notes';
import { fileSettings, type FileFlags } from './file-flags';
import { withNewPeopleDefaults } from './new-people-defaults';

export async function importReadSettings(flags: FileFlags & { mode: string }): Promise<FileIntakeSettings> {
  const settings = withNewPeopleDefaults(await fileSettings(flags), flags.mode);
  const before = settings.afterPipeline;
  return {
    ...settings,
    afterPipeline: (result) => {
      before?.(result);
      result.notes.push(...templateNotes(result));
    },
  };
}
