// The outcome of matching a person corpus (person-corpus.ts), per kind of row: found sure (the
// right user), held (and whether the right user is among the candidates), planned as new, and
// WRONG sure matches (a row merged into a user it is not).
import type { CorpusRow } from './person-corpus';

export interface Tally {
  rows: number;
  sure: number;
  held: number;
  heldRight: number;
  created: number;
  wrongSure: number;
}

export type CorpusOutcome = { kind: 'sure'; userId: number } | { kind: 'held'; userIds: number[] } | { kind: 'none' };

/** Per kind of row: sure (right), held (with the right candidate), planned as new, wrong sure matches. */
export function tallyCorpus(rows: readonly CorpusRow[], outcomes: readonly CorpusOutcome[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  const of = (key: string) => {
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = { rows: 0, sure: 0, held: 0, heldRight: 0, created: 0, wrongSure: 0 }));
    return t;
  };
  rows.forEach((row, i) => {
    const outcome = outcomes[i]!;
    const group = row.truth === null ? 'apart' : 'match';
    for (const t of [of(row.kind), of(`all ${group}`)]) {
      t.rows++;
      if (outcome.kind === 'sure') {
        if (outcome.userId === row.truth) t.sure++;
        else t.wrongSure++;
      } else if (outcome.kind === 'held') {
        t.held++;
        if (row.truth !== null && outcome.userIds.includes(row.truth)) t.heldRight++;
      } else t.created++;
    }
  });
  return tallies;
}

export function tallyTable(tallies: Map<string, Tally>): string {
  const pct = (n: number, d: number) => (d === 0 ? '-' : `${((n / d) * 100).toFixed(1)}%`);
  const lines = ['kind                     rows   sure   held(right)     new  WRONG-sure'];
  for (const [kind, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      `${kind.padEnd(22)} ${String(t.rows).padStart(6)} ${pct(t.sure, t.rows).padStart(6)} ${pct(t.held, t.rows).padStart(6)}(${pct(t.heldRight, t.rows)}) ${pct(t.created, t.rows).padStart(7)} ${String(t.wrongSure).padStart(6)}`,
    );
  return lines.join('\n');
}
