// The wizard's state classes without a browser: what a second file starts with, going back a
// step and forward again, leaving rows out, and deciding possible matches. The wizard runs on a
// real import session in-process and a bridge that records each plan it is asked for.
import { describe, expect, it } from 'vitest';
import type { JobRow, PlanRequest } from '../../src-shared/bridge/jobs';
import type { MatchRules } from '../../src-shared/matching/rules';
import { ImportWizard } from '../../src-renderer/src/screens/import/import-wizard.svelte';
import { PossibleMatches } from '../../src-renderer/src/screens/import/possible-matches-state.svelte';
import { cellsOf } from '../../src-renderer/src/workers/packed-rows';
import { csvFile, inProcessWorker, recordingBridge } from './wizard-fakes';

const PEOPLE = [
  'First Name,Last Name,Email',
  'Ada,Lovelace,ada@example.org',
  'Ada,Lovelace,ada@example.org',
  'Bo,Diddley,not-an-email',
  'Cy,Young,cy@example.org',
].join('\n');
const OTHERS = ['First Name,Last Name,Email', 'Dee,Dee,dee@example.org', 'Eve,Arden,eve@example.org'].join('\n');
const SANDBOX = { name: 'sandbox', kind: 'test', url: '' } as const;

function wizardWith(plans: PlanRequest[], more: Parameters<typeof recordingBridge>[1] = {}): ImportWizard {
  return new ImportWizard(recordingBridge(plans, more), inProcessWorker, () => SANDBOX);
}

/** Opens the file, gives Enabled a value for every row and checks every row: the Review step. */
async function reviewed(wizard: ImportWizard, name: string, text: string): Promise<void> {
  await wizard.openFile(csvFile(name, text));
  wizard.run.setConstant('enabled', '1');
  wizard.run.acceptMapping();
  await wizard.run.review.ensureValidated();
  expect(wizard.problem).toBeNull();
}

const duplicated = (wizard: ImportWizard) =>
  wizard.run.review.rows.filter((r) => r.problems.some((p) => p.kind === 'duplicate-email')).map((r) => r.index);
const firstCells = (plan: PlanRequest) => plan.rows.map((row) => row.cells[0]);

describe('the wizard state: a second file', () => {
  it('starts with the default review view and plan settings, and sends none of the first file’s choices', async () => {
    const plans: PlanRequest[] = [];
    const wizard = wizardWith(plans);
    wizard.setPreferredTemplate('Office export');
    await reviewed(wizard, 'first.csv', PEOPLE);
    const first = wizard.run;
    first.setTemplateNameDraft('Office');
    first.review.setAsSent(true);
    first.review.setRowFilter('errors');
    first.review.acceptReview();
    const rules = { name: 'strict' } as MatchRules;
    first.send.setListRule('replace');
    first.send.setMatchRules(rules);
    first.send.setPlanSetting({ mode: 'create', blank: 'clear' });
    await first.send.planWithDecisions([{ rowNumber: 5, choice: 'skip' }]);
    expect(plans[0]).toMatchObject({
      mode: 'create',
      blank: 'clear',
      matching: { lists: 'replace', rules, decisions: [{ rowNumber: 5, choice: 'skip' }] },
    });

    await reviewed(wizard, 'second.csv', OTHERS);
    const second = wizard.run;
    expect(second.templateNameDraft).toBe('');
    expect(second.review.asSent).toBe(false);
    expect(second.review.rowFilter).toBe('all');
    expect(second.review.visibleRows.map((r) => cellsOf(r)[0])).toEqual(['Dee', 'Eve']);
    expect([second.send.mode, second.send.blank, second.send.listRule]).toEqual(['upsert', 'keep', 'add']);
    expect(second.send.matchRules).toBeNull();
    // The wizard's own choices stay across files.
    expect(wizard.preferredTemplate).toBe('Office export');

    second.review.acceptReview();
    await second.send.makePlan();
    expect(plans[1]).toMatchObject({ mode: 'upsert', blank: 'keep', matching: { lists: 'add', decisions: [] } });
    expect(plans[1]!.matching).not.toHaveProperty('rules');
  });
});

describe('the wizard state: going back a step and forward again', () => {
  it('keeps the checked rows, edits, exclusions and plan while nothing changed; a change is checked again', async () => {
    const plans: PlanRequest[] = [];
    const wizard = wizardWith(plans);
    await reviewed(wizard, 'people.csv', PEOPLE);
    await wizard.run.review.editCell(3, 0, 'Cyrus');
    await wizard.run.review.toggleExcluded(2);
    wizard.run.review.acceptReview();
    await wizard.run.send.makePlan();
    expect(wizard.step).toBe('plan');
    const { rows } = wizard.run.review;
    const plan = wizard.run.send.plan;

    wizard.goTo('mapping');
    expect(wizard.step).toBe('mapping');
    expect(wizard.canOpen('plan')).toBe(true);
    wizard.goTo('review');
    wizard.goTo('plan');
    expect(wizard.step).toBe('plan');
    expect(wizard.run.review.rows).toBe(rows); // not checked again
    expect(wizard.run.send.plan).toBe(plan);

    // Back to Mapping and a change: the steps after it must be made again, with the edits and exclusions kept.
    wizard.goTo('mapping');
    wizard.run.setConstant('enabled', '0');
    expect(wizard.canOpen('review')).toBe(false);
    wizard.goTo('plan');
    expect(wizard.step).toBe('mapping'); // not reached any more
    wizard.run.acceptMapping();
    expect(wizard.step).toBe('review');
    await wizard.run.review.ensureValidated();
    expect(wizard.run.review.rows).not.toBe(rows);
    expect(wizard.run.review.excludedRowNumbers()).toEqual([4]);
    wizard.run.review.acceptReview();
    await wizard.run.send.makePlan();
    expect(plans[1]!.mapping).toMatchObject({ constants: { enabled: '0' } });
    expect(plans[1]!.excluded).toEqual([4]);
    expect(firstCells(plans[1]!)).toEqual(['Ada', 'Ada', 'Cyrus']);
  });

  it('another header row reads the rows again: their exclusions, plan and later steps go', async () => {
    const wizard = wizardWith([]);
    await reviewed(wizard, 'people.csv', PEOPLE);
    await wizard.run.review.toggleExcluded(0);
    wizard.run.review.acceptReview();
    await wizard.run.send.makePlan();
    expect(wizard.run.send.plan).not.toBeNull();

    wizard.goTo('header');
    await wizard.run.chooseHeaderRow(2);
    expect(wizard.problem).toBeNull();
    expect(wizard.run.file?.headers).toEqual(['Ada', 'Lovelace', 'ada@example.org']);
    expect(wizard.run.review.excluded.size).toBe(0);
    expect(wizard.run.review.rows).toEqual([]);
    expect(wizard.run.send.plan).toBeNull();
    expect(wizard.canOpen('mapping')).toBe(true);
    expect(wizard.canOpen('review')).toBe(false);
  });
});

describe('the wizard state: leaving rows out', () => {
  it('an excluded twin is no longer a duplicate, stays in view until the filter changes, and is not sent', async () => {
    const plans: PlanRequest[] = [];
    const wizard = wizardWith(plans);
    await reviewed(wizard, 'people.csv', PEOPLE);
    const review = wizard.run.review;
    expect(duplicated(wizard)).toEqual([0, 1]);
    review.setRowFilter('duplicates');
    expect(review.visibleRows.map((r) => r.index)).toEqual([0, 1]);
    review.acceptReview();
    expect(wizard.canOpen('plan')).toBe(true);

    await review.toggleExcluded(1);
    expect(duplicated(wizard)).toEqual([]);
    expect(review.visibleRows.map((r) => r.index)).toEqual([1]); // the row just left out does not vanish
    expect(wizard.canOpen('plan')).toBe(false); // the plan must be made from the rows kept
    review.setRowFilter('duplicates');
    expect(review.visibleRows).toEqual([]);
    review.setRowFilter('excluded');
    expect(review.visibleRows.map((r) => r.index)).toEqual([1]);

    review.acceptReview();
    await wizard.run.send.makePlan();
    expect(plans[0]!.excluded).toEqual([3]);
    expect(firstCells(plans[0]!)).toEqual(['Ada', 'Bo', 'Cy']);

    // Taken back: a twin again, and sent.
    await review.toggleExcluded(1);
    expect(duplicated(wizard)).toEqual([0, 1]);
    expect(review.excludedRowNumbers()).toEqual([]);
    await wizard.run.send.makePlan();
    expect(plans[1]!.excluded).toEqual([]);
  });
});

describe('the wizard state: deciding possible matches', () => {
  const held = (rowNumber: number, candidates: { userId: number; codes: string[] }[]): JobRow => ({
    index: rowNumber - 2,
    rowNumber,
    plan: 'held',
    state: 'not-run',
    userId: null,
    changes: [],
    message: 'Possible match',
    candidates: candidates.map((c) => ({ ...c, score: 10, evidence: 'same last name', values: {} })),
    values: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  const HELD = [
    held(2, [{ userId: 11, codes: ['same-birth-date'] }]),
    held(3, [
      { userId: 12, codes: ['same-birth-date'] },
      { userId: 13, codes: [] },
    ]),
    held(4, [{ userId: 14, codes: [] }]),
    held(5, [{ userId: 15, codes: [] }]),
  ];

  it('reads the held rows once per plan, counts the choices and plans again with them', async () => {
    const plans: PlanRequest[] = [];
    const asked: { id: string; filter: string }[] = [];
    const wizard = wizardWith(plans, {
      'jobs.rows': (args: { id: string; filter: string; offset: number; limit: number }) => {
        asked.push({ id: args.id, filter: args.filter });
        const rows = args.filter === 'held' ? HELD : [];
        return { rows: rows.slice(args.offset, args.offset + args.limit), total: rows.length };
      },
    });
    await reviewed(wizard, 'people.csv', PEOPLE);
    wizard.run.review.acceptReview();
    await wizard.run.send.makePlan();
    const matches = new PossibleMatches(wizard.client);
    await matches.load('job-1');
    await matches.load('job-1');
    expect(asked.filter((a) => a.filter === 'held')).toEqual([{ id: 'job-1', filter: 'held' }]);
    expect(matches.counts).toEqual({ held: 4, matched: 0, created: 0, skipped: 0, undecided: 4 });

    // Only a row whose one candidate has the same birth date is matched in bulk.
    matches.matchSameBirthDate();
    matches.choose(4, 'skip');
    matches.decideRest('new');
    expect(matches.counts).toEqual({ held: 4, matched: 1, created: 2, skipped: 1, undecided: 0 });
    matches.choose(5, 15);
    expect(matches.counts).toMatchObject({ matched: 2, created: 1 });

    await wizard.run.send.planWithDecisions(matches.decisions());
    expect(wizard.problem).toBeNull();
    expect(plans[1]!.matching?.decisions).toEqual([
      { rowNumber: 2, choice: 11 },
      { rowNumber: 4, choice: 'skip' },
      { rowNumber: 3, choice: 'new' },
      { rowNumber: 5, choice: 15 },
    ]);
    // The plan made with them is read again by the next load.
    await matches.load('job-2');
    expect(asked.filter((a) => a.filter === 'held').map((a) => a.id)).toEqual(['job-1', 'job-2']);
  });
});
