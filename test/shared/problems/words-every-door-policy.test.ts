// The update policy's codes (a reason a difference is kept, a rule) have words in every door, and the words reach
// what a person reads: the CLI's plan lines and main's results files (decision 0007).
import { describe, expect, it } from 'vitest';
import { UPDATE_RULES, type ProposedChange } from '../../../src-shared/update-policy';
import { KEPT_REASONS } from '../../../src-shared/update-policy/reasons';
import { APP_UPDATE_POLICY_WORDS } from '../../../src-renderer/src/lib/words/update-policy-words';
import { CLI_UPDATE_POLICY_WORDS } from '../../../src-main/cli/words/update-policy-words';
import { proposedChangesLine } from '../../../src-main/services/jobs/results/planned-changes';

describe.each([
  ['app', APP_UPDATE_POLICY_WORDS],
  ['cli', CLI_UPDATE_POLICY_WORDS],
] as const)('the %s door, wording the update policy', (_door, table) => {
  it('words every kept reason as "kept: ..." and every rule, each differently', () => {
    expect(Object.keys(table.kept).sort()).toEqual([...KEPT_REASONS].sort());
    for (const reason of KEPT_REASONS) expect(table.kept[reason]).toMatch(/^kept: \S.{8,}$/);
    expect(new Set(Object.values(table.kept)).size).toBe(KEPT_REASONS.length);
    expect(Object.keys(table.rules).sort()).toEqual([...UPDATE_RULES].sort());
    for (const rule of UPDATE_RULES) expect(table.rules[rule]).toMatch(/^[a-z]/);
    expect(new Set(Object.values(table.rules)).size).toBe(UPDATE_RULES.length);
    expect(table.addressBlocks).toMatch(/^An address changes as a whole: .*replaces the whole address/);
  });
});

describe('the words a person reads', () => {
  it('a results file says why a proposed change was kept, in the app’s words', () => {
    const kept: ProposedChange[] = [
      { field: 'email', before: 'a@x.org', after: 'b@y.org', reason: 'fill-empty' },
      { field: 'first_name', before: 'Elizabeth', after: 'Betsy', reason: 'nickname' },
      { field: 'class_year', before: 1990, after: 1991, reason: 'never' },
    ];
    const line = proposedChangesLine(kept);
    expect(line).toContain(`(${APP_UPDATE_POLICY_WORDS.kept['fill-empty']})`);
    expect(line).toContain('(kept: the formal first name (the file has a nickname))');
    expect(line).not.toContain(APP_UPDATE_POLICY_WORDS.kept.never); // kept by a rule: not a proposal
  });
});
