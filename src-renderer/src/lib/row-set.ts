// Sets of row indexes kept in `$state.raw` and replaced, never changed in place: a new set per
// change is what tells Svelte to update, at no cost per row (a SvelteSet would track every read).

export const NO_ROWS: ReadonlySet<number> = new Set();

/** The set with `index` added when absent, removed when present. */
export function toggled(rows: ReadonlySet<number>, index: number): ReadonlySet<number> {
  const next = new Set(rows);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

/** The set with `index` in it. */
export function withRow(rows: ReadonlySet<number>, index: number): ReadonlySet<number> {
  return rows.has(index) ? rows : new Set(rows).add(index);
}

/** The indexes below `limit` (after a file with fewer rows replaced the one they were chosen in). */
export function below(rows: ReadonlySet<number>, limit: number): ReadonlySet<number> {
  return new Set([...rows].filter((index) => index < limit));
}

/** `list` with the items of `fresh` it does not hold yet (by `key`), at most `max` kept (the newest). */
export function appendNew<T>(
  list: readonly T[],
  fresh: readonly T[],
  key: (item: T) => string,
  max: number,
): readonly T[] {
  const seen = new Set(list.map(key));
  const added = fresh.filter((item) => !seen.has(key(item)));
  return added.length === 0 ? list : [...list, ...added].slice(-max);
}
