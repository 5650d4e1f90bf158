// The review's choices: a user chosen from the search goes to the plan marked found by search; a
// candidate (chosen from the candidates or from the search) goes as a plain decision.
import { describe, expect, it } from 'vitest';
import type { BridgeClient } from '../../src-shared/bridge/contract';
import type { JobRow } from '../../src-shared/bridge/jobs';
import type { FoundUser } from '../../src-shared/bridge/matches';
import { PossibleMatches } from '../../src-renderer/src/screens/import/possible-matches-state.svelte';

// The state class loads rows through the bridge; these tests hand it rows and never call it.
const noBridge = {} as BridgeClient;

const held = (rowNumber: number, candidateIds: number[]): JobRow => ({
  index: rowNumber - 2,
  rowNumber,
  plan: 'held',
  state: 'not-run',
  userId: null,
  changes: [],
  message: 'Possible match',
  candidates: candidateIds.map((userId) => ({ userId, score: 10, evidence: 'same last name (Ng) +8.7', values: {} })),
  values: { first_name: 'Bob', last_name: 'Ng' },
});
const found = (userId: number): FoundUser => ({
  userId,
  score: -3,
  probability: 0.01,
  evidence: 'last name differs (Ng here, Whitfield on the service) −4.3; 1.0% the same person',
  codes: ['last-name-differs'],
  values: { last_name: 'Whitfield' },
});

describe('PossibleMatches with the search', () => {
  it('marks only a chosen user that is not among the row candidates as found by search', () => {
    const s = new PossibleMatches(noBridge);
    s.rows = [held(2, [1]), held(3, [5])];
    s.chooseFound(2, found(9));
    s.chooseFound(3, found(5));
    expect(s.decisions()).toEqual([
      { rowNumber: 2, choice: 9, foundBySearch: true },
      { rowNumber: 3, choice: 5 },
    ]);
    expect(s.found.get(2)?.userId).toBe(9);
    expect(s.found.has(3)).toBe(false);
    expect(s.counts).toMatchObject({ matched: 2, undecided: 0 });
  });

  it('a candidate chosen after the search is a plain decision', () => {
    const s = new PossibleMatches(noBridge);
    s.rows = [held(2, [1])];
    s.chooseFound(2, found(9));
    s.choose(2, 1);
    expect(s.decisions()).toEqual([{ rowNumber: 2, choice: 1 }]);
    s.choose(2, 'new');
    expect(s.decisions()).toEqual([{ rowNumber: 2, choice: 'new' }]);
  });
});
