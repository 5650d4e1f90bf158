// EM refinement of m on a generated corpus: the refined m are nearer the corpus's true rates than the
// defaults, and matching with them makes no wrong sure match; a small file leaves the defaults alone.
import { describe, expect, it } from 'vitest';
import { compareProfiles } from '../../../src-shared/matching/comparators';
import { estimateM, refineWeights } from '../../../src-shared/matching/em';
import { LEVELS, type EvidenceCode, type MatchField } from '../../../src-shared/matching/levels';
import { matchRow, profileOf, UserIndex } from '../../../src-shared/matching';
import { tallyCorpus, type CorpusOutcome } from '../../helpers/corpus-tally';
import { buildCorpus } from '../../helpers/person-corpus';

const FIELDS: MatchField[] = ['first_name', 'last_name', 'email', 'postcode', 'city', 'street', 'class_year', 'phone'];

describe('EM refinement of the m probabilities', () => {
  it('moves m towards the truth of the corpus and makes no wrong sure match', () => {
    const { users, rows } = buildCorpus({ seed: 33, users: 3000, copies: 1400, apartEach: 25, newPeople: 200 });
    const index = new UserIndex(users);
    // The truth: the share of true pairs (a copy against the user it was made from) at each level.
    const seen = new Map<MatchField, number>();
    const atLevel = new Map<EvidenceCode, number>();
    for (const row of rows) {
      if (row.truth === null) continue;
      const user = index.profileOfUser(row.truth)!;
      const items = compareProfiles(profileOf(row.user), user, index.model);
      for (const item of items) atLevel.set(item.code, (atLevel.get(item.code) ?? 0) + 1);
      for (const field of new Set(items.map((item) => item.field))) seen.set(field, (seen.get(field) ?? 0) + 1);
    }
    const truth = (code: EvidenceCode) => (atLevel.get(code) ?? 0) / (seen.get(LEVELS[code].field) ?? 1);

    const outcome = refineWeights(
      index,
      rows.map((row) => row.user),
    );
    expect(outcome.matches).toBeGreaterThan(1000);
    expect(outcome.m.size).toBeGreaterThan(10);
    let before = 0;
    let after = 0;
    const moved: string[] = [];
    for (const [code, level] of Object.entries(LEVELS) as [EvidenceCode, (typeof LEVELS)[EvidenceCode]][]) {
      if (!FIELDS.includes(level.field) || (seen.get(level.field) ?? 0) < 100) continue;
      const refined = index.model.m(code);
      before += Math.abs(level.m - truth(code));
      after += Math.abs(refined - truth(code));
      moved.push(`${code}: ${level.m} -> ${refined.toFixed(3)} (true ${truth(code).toFixed(3)})`);
    }
    console.log(moved.join('\n'));
    expect(after).toBeLessThan(before * 0.75);
    // The level that moves most on re-keyed lists: how often the email differs.
    const emailDiffers = 'email-differs' as const;
    expect(Math.abs(index.model.m(emailDiffers) - truth(emailDiffers))).toBeLessThan(
      Math.abs(LEVELS[emailDiffers].m - truth(emailDiffers)),
    );

    const outcomes: CorpusOutcome[] = rows.map((row) => {
      const result = matchRow(row.user, index);
      if (result.kind === 'sure') return { kind: 'sure', userId: result.candidate.user.user_id };
      if (result.kind === 'possible') return { kind: 'held', userIds: result.candidates.map((c) => c.user.user_id) };
      return { kind: 'none' };
    });
    const tallies = tallyCorpus(rows, outcomes);
    expect(tallies.get('all match')!.wrongSure + tallies.get('all apart')!.wrongSure).toBe(0);
    expect(tallies.get('all match')!.sure / tallies.get('all match')!.rows).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it('a small file leaves the defaults as they are', () => {
    const { users, rows } = buildCorpus({ seed: 34, users: 300, copies: 40, apartEach: 2, newPeople: 10 });
    const index = new UserIndex(users);
    const outcome = refineWeights(
      index,
      rows.map((row) => row.user),
    );
    expect(outcome.m.size).toBe(0);
    expect(index.model.m('email-differs')).toBe(LEVELS['email-differs'].m);
    expect(estimateM([]).m.size).toBe(0);
  });
});
