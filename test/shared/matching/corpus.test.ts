// The goals on a small seeded corpus: no wrong sure match, at most 1% of real matches
// planned as new, at least 90% sure, at most 8% held. (`npm run bench matching` runs 100k x 100k.)
import { describe, expect, it } from 'vitest';
import { matchRow, UserIndex } from '../../../src-shared/matching';
import { tallyCorpus, tallyTable, type CorpusOutcome } from '../../helpers/corpus-tally';
import { buildCorpus } from '../../helpers/person-corpus';

describe('matching a damaged seeded corpus', () => {
  it('meets the goals for every kind of damage and keeps every look-alike apart', () => {
    const { users, rows } = buildCorpus({ seed: 32, users: 3000, copies: 1400, apartEach: 25, newPeople: 200 });
    const index = new UserIndex(users);
    const outcomes: CorpusOutcome[] = rows.map((row) => {
      const result = matchRow(row.user, index);
      if (result.kind === 'sure') return { kind: 'sure', userId: result.candidate.user.user_id };
      if (result.kind === 'possible') return { kind: 'held', userIds: result.candidates.map((c) => c.user.user_id) };
      return { kind: 'none' };
    });
    const tallies = tallyCorpus(rows, outcomes);
    console.log(tallyTable(tallies));
    const match = tallies.get('all match')!;
    const apart = tallies.get('all apart')!;
    expect(match.wrongSure + apart.wrongSure).toBe(0);
    expect(match.created / match.rows).toBeLessThanOrEqual(0.01);
    expect(match.sure / match.rows).toBeGreaterThanOrEqual(0.9);
    expect(match.held / match.rows).toBeLessThanOrEqual(0.08);
    // Held real matches name the right user; new people are planned as new.
    expect(match.heldRight).toBe(match.held);
    expect(tallies.get('new-person')!.created / tallies.get('new-person')!.rows).toBeGreaterThanOrEqual(0.98);
    expect(tallies.get('namesake')!.sure).toBe(0);
  }, 30_000);
});
