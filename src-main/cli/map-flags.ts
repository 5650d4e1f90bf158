// --map "HEADER=FIELD" (repeatable) and --accept-renames: a changed layout mapped from the command, with no JSON to
// edit. Each --map is read and refused here in flag words; a header the file lacks is said once the file is read.
import type { Command } from 'commander';
import { closest } from 'fastest-levenshtein';
import { AppError } from '../../src-shared/errors';
import { MAPPABLE_FIELDS, fieldSpec } from '../../src-shared/fields/catalogue';
import type { ColumnOverride } from '../../src-shared/mapping/column-overrides';
import { describeTarget } from '../../src-shared/mapping/target-key';
import type { FileIntakeResult } from '../services/intake/run-file';
import type { ColumnTarget } from '../../src-shared/mapping/types';

export interface MapFlags {
  /** --map, each HEADER=FIELD as typed. */
  map?: string[];
  acceptRenames?: boolean;
}

/** --map and --accept-renames, for `validate` and `import`. */
export function addMapOptions(command: Command): Command {
  return command
    .option(
      '--map <HEADER=FIELD>',
      'map the column HEADER to FIELD (an API name like email, or ignore, birth-date, full-name, custom:NAME); ' +
        'repeatable, over the suggested or saved mapping',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option('--accept-renames', 'with --mapping: map the columns the saved mapping finds renamed, as it proposes');
}

const NAMED_TARGETS: Record<string, ColumnTarget> = {
  ignore: { kind: 'ignore' },
  'birth-date': { kind: 'birth-date' },
  'full-name': { kind: 'full-name' },
};
const TARGET_NAMES = MAPPABLE_FIELDS.filter((spec) => spec.kind !== 'object-list').map((spec) => spec.name);

/** One --map as typed: the header (before the last "=") and its target, or the refusal in flag words. */
export function parseMapFlag(text: string): ColumnOverride {
  const at = text.lastIndexOf('=');
  const header = text.slice(0, Math.max(0, at)).trim();
  const name = text.slice(at + 1).trim();
  if (at <= 0 || header === '' || name === '')
    throw new AppError('invalid-input', `--map ${text}: write it as "HEADER=FIELD", e.g. --map "E-mail Addr=email".`);
  const lower = name.toLowerCase().replace(/_/g, '-');
  const named = NAMED_TARGETS[lower];
  if (named) return { header, target: named };
  const custom = /^custom(?:[-_ ]?fields?)?[:.](.+)$/i.exec(name);
  if (custom) return { header, target: { kind: 'custom', name: custom[1]!.trim() } };
  const field = fieldSpec(name) ? name : name.toLowerCase();
  const spec = fieldSpec(field);
  if (spec && !spec.serviceOwned && spec.kind !== 'object-list') return { header, target: { kind: 'field', field } };
  const why = spec ? 'is set by the service, not by a file' : 'is not a User field';
  throw new AppError('invalid-input', `--map ${text}: "${name}" ${why}.`, [
    `Did you mean "${closest(field, TARGET_NAMES)}"? A field is named as the API names it (email, first_name, ` +
      'year_graduated, ...), or ignore, birth-date, full-name, custom:NAME.',
  ]);
}

/** The pipeline settings of --map and --accept-renames. */
export function mapSettings(flags: MapFlags): { columnTargets?: ColumnOverride[]; acceptRenames?: boolean } {
  const targets = (flags.map ?? []).map(parseMapFlag);
  return {
    ...(targets.length > 0 ? { columnTargets: targets } : {}),
    ...(flags.acceptRenames ? { acceptRenames: true } : {}),
  };
}

/**
 * Once the file is read: a --map header the file lacks is refused (naming the headers it has); what --map and
 * --accept-renames did is said among the file's notes.
 */
export function checkMapped(result: FileIntakeResult, flags: MapFlags): void {
  const overrides = result.overrides;
  if (!overrides) return;
  if (overrides.unknownHeaders.length > 0) {
    const headers = result.intake.table.headers.map((header) => `"${header}"`).join(', ');
    const [first] = overrides.unknownHeaders;
    throw new AppError('invalid-input', `--map "${first}=...": the file has no column "${first}".`, [
      `Its columns are ${headers}.`,
    ]);
  }
  const notes = result.notes;
  for (const { header, target } of (flags.map ?? []).map(parseMapFlag))
    notes.push(`"${header}" is read as ${describeTarget(target)} (--map).`);
  for (const { from, to, target } of overrides.acceptedRenames)
    notes.push(`"${to}" is read as ${describeTarget(target)}, as "${from}" was (--accept-renames).`);
  if (flags.acceptRenames && !result.templateReport)
    notes.push('--accept-renames takes the renames a saved mapping (--mapping) proposes: without one it does nothing.');
}
