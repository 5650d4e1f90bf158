// The bridge schemas refuse a call's arguments with refusal codes (decision 0007): no words in src-shared; each door
// words the code from its table, as describeIssues does for the bridge and the CLI's flag parsers.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bridgeMethods } from '../../../src-shared/bridge/contract';
import { describeIssues } from '../../../src-shared/bridge/define';
import { approvalFilterSchema } from '../../../src-shared/bridge/approvals';
import { templateNameSchema } from '../../../src-shared/bridge/templates';
import { readRefusal } from '../../../src-shared/problems/refusals';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import { CLI_REFUSAL_WORDS } from '../../../src-main/cli/words/refusal-words';

const hash = 'a'.repeat(64);

/** Each schema, a value it refuses, the refusal read back from its issue, and the app's words. */
const CASES: { name: string; schema: z.ZodType; value: unknown; refusal: unknown; words: string }[] = [
  {
    name: 'an empty template name',
    schema: templateNameSchema,
    value: '   ',
    refusal: { code: 'template-name.empty', params: {} },
    words: '(the whole value): Give the template a name.',
  },
  {
    name: 'a template name too long',
    schema: templateNameSchema,
    value: 'x'.repeat(81),
    refusal: { code: 'template-name.too-long', params: { max: 80 } },
    words: '(the whole value): A template name has at most 80 characters.',
  },
  {
    name: 'an approvals filter day not written YYYY-MM-DD',
    schema: approvalFilterSchema,
    value: { createdSince: 'yesterday' },
    refusal: { code: 'input.day-form', params: {} },
    words: 'createdSince: write the date as YYYY-MM-DD, e.g. 2026-01-31',
  },
  {
    name: 'an approvals filter day the calendar lacks',
    schema: approvalFilterSchema,
    value: { createdSince: '2026-02-30' },
    refusal: { code: 'input.day-not-real', params: {} },
    words: 'createdSince: this day does not exist in the calendar',
  },
  {
    name: 'an approve plan with no user',
    schema: bridgeMethods['approvals.plan'].args,
    value: { environment: 'sandbox', userIds: [] },
    refusal: { code: 'input.no-user-selected', params: {} },
    words: 'userIds: select at least one user',
  },
  {
    name: "a users export's run id",
    schema: bridgeMethods['exports.users'].args,
    value: { runId: 'a b', environment: 'sandbox', format: 'csv' },
    refusal: { code: 'input.id-form', params: { of: 'run' } },
    words: 'runId: a run id uses letters, digits and dashes (at most 64)',
  },
  {
    name: "a users export's day",
    schema: bridgeMethods['exports.users'].args,
    value: { runId: 'r1', environment: 'sandbox', format: 'csv', filter: { createdSince: '1/2/2026' } },
    refusal: { code: 'input.day-form', params: {} },
    words: 'filter.createdSince: write the date as YYYY-MM-DD, e.g. 2026-01-31',
  },
  {
    name: 'an export file name with a folder',
    schema: bridgeMethods['exports.download'].args,
    value: { fileName: '../users.xlsx' },
    refusal: { code: 'input.file-name-form', params: { of: 'export' } },
    words: 'fileName: an export file name ends in .xlsx or .csv and has no folder part',
  },
  {
    name: "a report's export id",
    schema: bridgeMethods['reports.cancel'].args,
    value: { exportId: 'x/y' },
    refusal: { code: 'input.id-form', params: { of: 'export' } },
    words: 'exportId: an export id uses letters, digits and dashes (at most 64)',
  },
  {
    name: 'a report file name not .xlsx or .csv',
    schema: bridgeMethods['reports.download'].args,
    value: { fileName: 'gifts.pdf' },
    refusal: { code: 'input.file-name-form', params: { of: 'report' } },
    words: 'fileName: a report file name ends in .xlsx or .csv and has no folder part',
  },
  {
    name: "a held row's value too long for the search",
    schema: bridgeMethods['matches.search'].args,
    value: { environment: 'sandbox', query: 'Ann', values: { notes: 'x'.repeat(20_001) } },
    refusal: { code: 'input.too-long', params: { max: 20_000 } },
    words: 'values.notes: is longer than 20,000 characters',
  },
  {
    name: 'a file hash not SHA-256 hex',
    schema: bridgeMethods['promote.plan'].args,
    value: { id: 'job-1', environment: 'production', fileHash: hash.toUpperCase() },
    refusal: { code: 'input.sha256', params: {} },
    words: 'fileHash: must be a SHA-256 hex digest (64 characters, 0-9 and a-f)',
  },
];

describe('the bridge schemas refuse with codes, worded by each door', () => {
  it.each(CASES)('$name', ({ schema, value, refusal, words }) => {
    const refused = schema.safeParse(value);
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => readRefusal(issue.message))).toEqual([refusal]);
    expect(describeIssues(refused.error!, APP_REFUSAL_WORDS)).toEqual([words]);
    expect(describeIssues(refused.error!, CLI_REFUSAL_WORDS)).toEqual([words]);
    expect(describeIssues(refused.error!)).toEqual([`${words.split(': ')[0]}: ${(refusal as { code: string }).code}`]);
  });

  it('accepts the values next to those refused', () => {
    expect(templateNameSchema.safeParse('Reunion 2026').success).toBe(true);
    expect(approvalFilterSchema.safeParse({ createdSince: '2024-02-29' }).success).toBe(true);
    expect(bridgeMethods['reports.download'].args.safeParse({ fileName: 'gifts-2026.xlsx' }).success).toBe(true);
    expect(bridgeMethods['exports.download'].args.safeParse({ fileName: 'users.csv' }).success).toBe(true);
    const plan = { id: 'job-1', environment: 'production', fileHash: hash };
    expect(bridgeMethods['promote.plan'].args.safeParse(plan).success).toBe(true);
  });
});
