// Sentences made from parts read as English for every field and for counts 0, 1 and 2: "a" or
// "an" as the next word sounds, a noun's plural after any count but 1, never "row(s)".
import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../../../src-shared/bridge/jobs';
import { articleFor, counted, inSentence, withArticle } from '../../../src-shared/english';
import { USER_FIELDS } from '../../../src-shared/fields/catalogue';
import { NO_UPDATE_COUNTS } from '../../../src-shared/update-policy';
import * as jobWords from '../../../src-main/cli/job-count-words';
import { describeUpdates, policyLines } from '../../../src-main/cli/update-policy-flags';
import { requiredWords } from '../../../src-main/services/jobs/results/rows-to-fix';
import type { JobService } from '../../../src-main/services/jobs';

const NOUNS = ['row', 'user', 'value', 'change', 'conflict', 'difference', 'plan row'];

/** What a reader would stop at in a sentence, or [] when it reads as English. */
function slips(sentence: string): string[] {
  const found: string[] = [];
  if (/\w\(s\)/.test(sentence)) found.push('a plural written "(s)"');
  for (const noun of NOUNS) {
    if (new RegExp(`(?<![\\d,.])1 ${noun}s\\b`).test(sentence)) found.push(`"1 ${noun}s"`);
    if (new RegExp(`\\b(?:0|[2-9]|\\d{2,}) ${noun}\\b(?!s)`).test(sentence))
      found.push(`a plural count with "${noun}"`);
  }
  for (const [, article, word] of sentence.matchAll(/(?:^|[\s("])(a|an|A|An) ([\w'’-]+)/g)) {
    if (articleFor(word!) !== article!.toLowerCase()) found.push(`"${article} ${word}"`);
  }
  return found;
}

describe('the checker itself', () => {
  it('stops at the slips the issue names, and passes their corrections', () => {
    expect(slips('Give every row a Enabled')).toEqual(['"a Enabled"']);
    expect(slips('1 rows of job 7 did not go through')).toEqual(['"1 rows"']);
    expect(slips('2 row(s) refused')).toEqual(['a plural written "(s)"', 'a plural count with "row"']);
    expect(slips('Give every row an Enabled value; 1 row, 2 rows, 0 users, a user, an ID, an hour')).toEqual([]);
    expect([withArticle('email'), withArticle('Institution ID'), withArticle('user'), withArticle('ID')]).toEqual([
      'an email',
      'an Institution ID',
      'a user',
      'an ID',
    ]);
    expect([counted(1, 'person', 'people'), counted(2, 'person', 'people')]).toEqual(['1 person', '2 people']);
    expect(inSentence('Home ZIP code')).toBe('home ZIP code');
  });
});

describe('sentences for every field', () => {
  it('the advice for a required field nothing gives, for each field the catalogue has', () => {
    for (const spec of USER_FIELDS) {
      const sentence = requiredWords(spec.name, inSentence(spec.label));
      expect(slips(sentence), sentence).toEqual([]);
      expect(sentence).not.toMatch(/ a [A-Z][a-z]/); // no label put after "a" as a noun ("a Enabled")
    }
    expect(requiredWords('enabled', 'enabled')).toBe(
      'Give every row a value for enabled (one value for all, or a column).',
    );
    expect(requiredWords('email', 'email')).toBe("Map the column that holds each person's email.");
  });
});

describe('sentences with counts 0, 1 and 2', () => {
  const counts = [0, 1, 2];
  it('the command line’s job sentences', () => {
    for (const n of counts) {
      const sentences = [
        jobWords.planLine({ total: n, create: n, update: n, unchanged: n, conflict: n, skipped: n, invalid: n }),
        jobWords.resumeWords('j1', n),
        jobWords.revertWords('j1', n),
        jobWords.notRevertedWords(n),
        jobWords.alsoCreatedWords('j1', n),
        jobWords.revertCreatedWhat('j1', n),
        jobWords.updateWritesWords('j1', n, 'sandbox'),
        jobWords.rehearsalRowsWords('j1', n),
        jobWords.nothingPlannedWords('j1', n),
      ];
      for (const sentence of sentences) expect(slips(sentence), sentence).toEqual([]);
    }
    expect(jobWords.notRevertedWords(1)).toBe('1 user was not reverted:');
    expect(jobWords.rehearsalRowsWords('j1', 1)).toBe('1 row of job j1 did not go through on the rehearsal:');
    expect(jobWords.alsoCreatedWords('j1', 2)).toMatch(/^Job j1 also created 2 users; .* tag them as well\.$/);
  });

  it('what a plan changes on people already on the service, said by the command line and kept by the job', () => {
    const noRows = { rows: () => ({ total: 0, rows: [] }) } as unknown as JobService;
    for (const n of counts) {
      const updates = { filled: n, replaced: n, given: n, proposed: n, proposedRows: n, keptByRule: n };
      const plan = {
        id: 'j1',
        kind: 'import',
        counts: { update: 1, unchanged: 0 },
        settings: { updatePolicy: {} },
        updates: { ...NO_UPDATE_COUNTS, ...updates },
      } as unknown as JobDetail;
      for (const sentence of [...describeUpdates(plan, noRows).split('\n'), ...policyLines(plan)])
        expect(slips(sentence), sentence).toEqual([]);
    }
  });
});
