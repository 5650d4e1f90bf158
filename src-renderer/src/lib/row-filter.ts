// Which rows of the Review grid a filter shows.
import type { GridRow } from '../workers/import-protocol';
import { NO_ROWS } from './row-set';

export type RowFilter = 'all' | 'errors' | 'warnings' | 'duplicates' | 'excluded';

/** Rows the user changed while one filter was in force. */
export interface TouchedRows {
  filter: RowFilter;
  indexes: ReadonlySet<number>;
}

/**
 * The rows the filter shows. A row changed under the filter in force stays shown even once it
 * stops matching (a duplicate just left out, an error just fixed): it must not vanish from under
 * the pointer. It goes when the filter changes.
 */
export function filterRows(
  rows: readonly GridRow[],
  filter: RowFilter,
  excluded: ReadonlySet<number>,
  touched?: TouchedRows,
): readonly GridRow[] {
  if (filter === 'all') return rows;
  const kept = touched?.filter === filter ? touched.indexes : NO_ROWS;
  const matches = rowTest(filter, excluded);
  return rows.filter((r) => matches(r) || kept.has(r.index));
}

function rowTest(filter: Exclude<RowFilter, 'all'>, excluded: ReadonlySet<number>): (row: GridRow) => boolean {
  switch (filter) {
    case 'excluded':
      return (r) => excluded.has(r.index);
    case 'errors':
      return (r) => r.status === 'invalid' && !excluded.has(r.index);
    case 'warnings':
      return (r) => r.problems.some((p) => p.severity === 'warning') && !excluded.has(r.index);
    case 'duplicates':
      return (r) => r.problems.some((p) => p.kind === 'duplicate-email');
  }
}
