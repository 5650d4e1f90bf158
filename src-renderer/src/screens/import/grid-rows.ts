// The Review grid's rows as the worker sends them: slices while checking, changed rows after.
import type { GridRow } from '../../workers/import-protocol';

/**
 * Adds a slice to the rows loaded so far. A slice sent again (its rows' duplicate verdict changed
 * once every row was judged) replaces the first version of its rows. Answers a new array (the
 * grid's state is a raw array replaced whole: cheap, and the grid sees each slice at once).
 */
export function withSlice(loaded: readonly GridRow[], slice: readonly GridRow[]): GridRow[] {
  if (slice.length > 0 && slice[0]!.index < loaded.length) {
    const next = loaded.slice();
    for (const row of slice) next[row.index] = row;
    return next;
  }
  return loaded.concat(slice);
}

/** The rows with the changed ones put in their places. */
export function withChanged(rows: readonly GridRow[], changed: readonly GridRow[]): GridRow[] {
  const next = rows.slice();
  for (const row of changed) next[row.index] = row;
  return next;
}
