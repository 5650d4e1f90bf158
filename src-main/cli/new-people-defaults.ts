// What new people get for a required field the file does not give (the samples have no Enabled column): a protective
// value, said in one line, so a file imports with no flags. People already on the service keep theirs.
import type { FileIntakeSettings } from '../services/intake/run-file';

/** Enabled 0: a new person's account waits to be approved and enabled (approve --enable). */
const NEW_PEOPLE_DEFAULTS: Record<string, { value: string; words: string }> = {
  enabled: {
    value: '0',
    words:
      'New people get Enabled = 0 (not enabled): no column or --set gives it. Enable them when you approve them ' +
      '(approve --enable), or give --set enabled=1. People already on the service keep theirs.',
  },
};

/** The settings with the defaults for new people, and the note saying each one used. Not for --mode update. */
export function withNewPeopleDefaults(settings: FileIntakeSettings, mode: string): FileIntakeSettings {
  if (mode === 'update') return settings;
  const before = settings.afterPipeline;
  return {
    ...settings,
    defaults: Object.fromEntries(Object.entries(NEW_PEOPLE_DEFAULTS).map(([field, { value }]) => [field, value])),
    afterPipeline: (result) => {
      before?.(result);
      for (const field of result.overrides?.defaulted ?? []) {
        result.notes.push(NEW_PEOPLE_DEFAULTS[field]!.words);
        // Only where the service holds nothing: a person already there keeps their own value.
        result.mapping.onlyFillEmpty = [...(result.mapping.onlyFillEmpty ?? []), field];
      }
    },
  };
}
