// Immutable sets of user ids. The screen keeps them in $state.raw and replaces them whole on
// each change (a selection can hold tens of thousands of ids: no deep proxy, no SvelteSet).

export function idSet(ids: Iterable<number>): ReadonlySet<number> {
  return new Set(ids);
}

export function toggled(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function keepOnly(set: ReadonlySet<number>, keep: (id: number) => boolean): ReadonlySet<number> {
  return new Set([...set].filter(keep));
}
