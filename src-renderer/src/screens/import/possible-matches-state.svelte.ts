// The Plan step's "Possible matches": the rows held because they may be users already on the
// service, each with a person's choice (this user, a new person, skip) kept until the plan is
// made again with them. Counts follow the choices as they are made.
import type { JobRow, MatchChoice, MatchDecision } from '../../../../src-shared/bridge/jobs';
import type { FoundUser } from '../../../../src-shared/bridge/matches';
import { SvelteMap } from 'svelte/reactivity';
import type { BridgeClient } from '../../../../src-shared/bridge/contract';

const PAGE = 1000;

export class PossibleMatches {
  rows = $state.raw<JobRow[]>([]);
  readonly choices = new SvelteMap<number, MatchChoice>();
  /** Users chosen from the review's search (not among the row's candidates), by row number. */
  readonly found = new SvelteMap<number, FoundUser>();
  #planId: string | null = null;
  readonly #client: BridgeClient;

  constructor(client: BridgeClient) {
    this.#client = client;
  }

  counts = $derived.by(() => {
    let matched = 0;
    let created = 0;
    let skipped = 0;
    for (const row of this.rows) {
      const choice = this.choices.get(row.rowNumber);
      if (typeof choice === 'number') matched++;
      else if (choice === 'new') created++;
      else if (choice === 'skip') skipped++;
    }
    return {
      held: this.rows.length,
      matched,
      created,
      skipped,
      undecided: this.rows.length - matched - created - skipped,
    };
  });

  /** Reads the held rows of a plan (once per plan). */
  load = async (planId: string): Promise<void> => {
    if (this.#planId === planId) return;
    this.#planId = planId;
    const rows: JobRow[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await this.#client.call('jobs.rows', { id: planId, filter: 'held', offset, limit: PAGE });
      rows.push(...page.rows);
      if (rows.length >= page.total || page.rows.length === 0) break;
    }
    this.rows = rows;
  };

  choose = (rowNumber: number, choice: MatchChoice): void => {
    this.choices.set(rowNumber, choice);
  };

  /** A user found by the search: one of the candidates is chosen as such, any other as found by search. */
  chooseFound = (rowNumber: number, user: FoundUser): void => {
    const row = this.rows.find((r) => r.rowNumber === rowNumber);
    if (!(row?.candidates ?? []).some((c) => c.userId === user.userId)) this.found.set(rowNumber, user);
    this.choices.set(rowNumber, user.userId);
  };

  /** Bulk: every row whose best candidate has the same birth date is matched to it. */
  matchSameBirthDate = (): void => {
    for (const row of this.rows) {
      const best = row.candidates?.[0];
      if (best && best.codes?.includes('same-birth-date') && (row.candidates?.length ?? 0) === 1)
        this.choices.set(row.rowNumber, best.userId);
    }
  };

  /** Bulk: every row not decided yet becomes `choice` ('new' or 'skip'). */
  decideRest = (choice: 'new' | 'skip'): void => {
    for (const row of this.rows) if (!this.choices.has(row.rowNumber)) this.choices.set(row.rowNumber, choice);
  };

  /** The choices made, for the next plan. */
  decisions = (): MatchDecision[] =>
    [...this.choices].map(([rowNumber, choice]) =>
      typeof choice === 'number' && this.found.get(rowNumber)?.userId === choice
        ? { rowNumber, choice, foundBySearch: true }
        : { rowNumber, choice },
    );
}
