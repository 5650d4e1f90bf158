// A person's own choices laid over a mapping: a column given a target by its header, the renames a saved mapping
// proposed taken, and values for required fields nothing feeds. Words for what is refused belong to each door.
import { normaliseHeader } from './normalise-header';
import { fieldsOf } from './target-key';
import { joinsRowLists } from './constants';
import type { ColumnTarget, Mapping, TemplateReport } from './types';

export interface ColumnOverride {
  /** The header as the person wrote it: the column of that header, else of the same header loosely written. */
  header: string;
  target: ColumnTarget;
}

export interface Overridden {
  mapping: Mapping;
  /** Headers no column of the file has. */
  unknownHeaders: string[];
  /** The renames taken from the template report. */
  acceptedRenames: TemplateReport['renamed'];
  /** Fields given their default value, nothing else feeding them. */
  defaulted: string[];
}

/** The column of a header: written exactly, else loosely (case, spaces, punctuation). */
function columnOf(mapping: Mapping, header: string): number | undefined {
  const exact = mapping.columns.find((column) => column.header === header);
  if (exact) return exact.column;
  const loose = normaliseHeader(header);
  return mapping.columns.find((column) => normaliseHeader(column.header) === loose)?.column;
}

/**
 * The mapping with each override's column given its target; another column feeding the same one-value field is left
 * out (the person's choice wins, rather than two columns for one field).
 */
export function overrideColumns(
  mapping: Mapping,
  overrides: readonly ColumnOverride[],
  renames: TemplateReport['renamed'] = [],
  defaults: Readonly<Record<string, string>> = {},
): Overridden {
  const unknownHeaders: string[] = [];
  const chosen = new Map<number, ColumnTarget>();
  for (const { to, target } of renames) {
    const column = columnOf(mapping, to);
    if (column !== undefined) chosen.set(column, target);
  }
  for (const { header, target } of overrides) {
    const column = columnOf(mapping, header);
    if (column === undefined) unknownHeaders.push(header);
    else chosen.set(column, target);
  }
  const claimed = new Set([...chosen.values()].flatMap(fieldsOf).filter((field) => !joinsRowLists(field)));
  const columns = mapping.columns.map((column) => {
    const target = chosen.get(column.column);
    if (target) return { ...column, target };
    const taken = fieldsOf(column.target).some((field) => claimed.has(field));
    return taken ? { ...column, target: { kind: 'ignore' } as const } : column;
  });
  const fed = new Set(columns.flatMap((column) => fieldsOf(column.target)));
  const defaulted = Object.keys(defaults).filter((field) => !fed.has(field) && mapping.constants[field] === undefined);
  const constants = { ...mapping.constants };
  for (const field of defaulted) constants[field] = defaults[field]!;
  return { mapping: { ...mapping, columns, constants }, unknownHeaders, acceptedRenames: [...renames], defaulted };
}
