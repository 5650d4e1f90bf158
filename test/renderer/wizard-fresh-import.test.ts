// A second file starts from a fresh import: nothing of the first (a constant, an edit, an
// exclusion, the filter, the plan) shows or is sent with it. The wizard runs against a real
// import session in-process and a bridge that records what it is asked.
import { describe, expect, it } from 'vitest';
import type { PlanRequest } from '../../src-shared/bridge/jobs';
import { ImportWizard } from '../../src-renderer/src/screens/import/import-wizard.svelte';
import { cellsOf } from '../../src-renderer/src/workers/packed-rows';
import { csvFile, inProcessWorker, recordingBridge, type Worker } from './wizard-fakes';

const FIRST = [
  'First Name,Last Name,Email',
  'Ada,Lovelace,ada@example.org',
  'Bo,Diddley,bo@example.org',
  'Cy,Young,cy@example.org',
].join('\n');
const SECOND = ['First Name,Last Name,Email,Enabled', 'Dee,Dee,dee@example.org,1', 'Eve,Arden,eve@example.org,1'].join(
  '\n',
);

describe('the import wizard: one fresh import per file', () => {
  it('a second file shows and sends nothing of the first', async () => {
    const plans: PlanRequest[] = [];
    const workers: Worker[] = [];
    const wizard = new ImportWizard(
      recordingBridge(plans),
      () => {
        workers.push(inProcessWorker());
        return workers.at(-1)!;
      },
      () => ({ name: 'sandbox', kind: 'test', url: '' }),
    );

    await wizard.openFile(csvFile('first.csv', FIRST));
    const first = wizard.run;
    expect(wizard.problem).toBeNull();
    first.setConstant('enabled', '1');
    first.acceptMapping();
    await first.review.ensureValidated();
    expect(wizard.step).toBe('review');
    await first.review.editCell(0, 0, 'Edited');
    await first.review.toggleExcluded(1);
    first.review.setRowFilter('excluded');
    await first.send.makePlan();
    expect(wizard.problem).toBeNull();
    expect(plans[0]!.mapping).toMatchObject({ constants: { enabled: '1' } });
    expect(plans[0]!.excluded).toEqual([3]);
    expect(plans[0]!.rows.map((row) => row.cells[0])).toEqual(['Edited', 'Cy']);
    expect(first.send.plan).not.toBeNull();

    await wizard.openFile(csvFile('second.csv', SECOND));
    const second = wizard.run;
    expect(second).not.toBe(first);
    expect(workers[0]!.terminated).toBe(true);
    expect(second.file?.fileName).toBe('second.csv');
    expect(second.constantDrafts).toEqual({});
    expect(second.mapping?.constants).toEqual({});
    expect(second.reached).toBe('mapping');
    expect(second.review.rowFilter).toBe('all');
    expect(second.review.excluded.size).toBe(0);
    expect(second.review.rows).toEqual([]);
    expect(second.send.plan).toBeNull();
    expect(second.send.job).toBeNull();
    expect(wizard.canOpen('plan')).toBe(false);

    second.acceptMapping();
    await second.review.ensureValidated();
    expect(second.review.visibleRows.map((row) => cellsOf(row)[0])).toEqual(['Dee', 'Eve']);
    await second.send.makePlan();
    expect(plans[1]!.excluded).toEqual([]);
    expect(plans[1]!.mapping).toMatchObject({ constants: {} });
    expect(plans[1]!.rows.map((row) => row.cells[0])).toEqual(['Dee', 'Eve']);
  });

  it('"Import another file" drops the import: back to the File step with nothing of it', async () => {
    const wizard = new ImportWizard(recordingBridge([]), inProcessWorker, () => null);
    await wizard.openFile(csvFile('first.csv', FIRST));
    const first = wizard.run;
    first.setConstant('enabled', '1');
    wizard.startOver();
    expect(wizard.run).not.toBe(first);
    expect(wizard.step).toBe('file');
    expect(wizard.run.file).toBeNull();
    expect(wizard.run.constantDrafts).toEqual({});
    expect(wizard.canOpen('mapping')).toBe(false);
  });

  it('reads each file with a worker started before the file was chosen, and never one worker for two files', async () => {
    const workers: Worker[] = [];
    const wizard = new ImportWizard(
      recordingBridge([]),
      () => {
        workers.push(inProcessWorker());
        return workers.at(-1)!;
      },
      () => null,
    );
    await wizard.load(); // the Import screen is shown
    expect(workers).toHaveLength(1);
    await wizard.openFile(csvFile('first.csv', FIRST));
    expect(wizard.run.requireWorker()).toBe(workers[0]);
    expect(workers).toHaveLength(1); // no spare while this file is worked on
    wizard.startOver();
    expect(workers).toHaveLength(2);
    expect(workers[0]!.terminated).toBe(true);
    await wizard.openFile(csvFile('second.csv', SECOND));
    expect(wizard.run.requireWorker()).toBe(workers[1]);
    // Back to the File step from a later one: the next file's worker is started there.
    wizard.goTo('file');
    expect(workers).toHaveLength(3);
    await wizard.openFile(csvFile('first.csv', FIRST));
    expect(wizard.run.requireWorker()).toBe(workers[2]);
    expect(workers[1]!.terminated).toBe(true);
  });
});

describe('the import wizard while the job waits for another import', () => {
  it('says for which job it waits; Cancel cancels the planned job and the start ends with the reason', async () => {
    const cancelled: string[] = [];
    let refuseStart: (error: Error) => void = () => {};
    const listeners: ((payload: unknown) => void)[] = [];
    const bridge = recordingBridge(
      [],
      {
        'jobs.start': () => new Promise((_resolve, reject) => (refuseStart = reject)),
        'jobs.cancel': (args: { id: string }) => {
          cancelled.push(args.id);
          refuseStart(
            new Error(`Job ${args.id} was cancelled while it waited for the other import; nothing was sent.`),
          );
          return {};
        },
      },
      listeners,
    );
    const wizard = new ImportWizard(bridge, inProcessWorker, () => ({ name: 'sandbox', kind: 'test', url: '' }));
    await wizard.openFile(csvFile('first.csv', FIRST));
    wizard.run.setConstant('enabled', '1');
    wizard.run.acceptMapping();
    await wizard.run.review.ensureValidated();
    await wizard.run.send.makePlan();
    wizard.run.send.startJob();
    expect(wizard.busy).toBe('Starting the job');
    const waitingForJob = { jobId: 'other', since: '2026-11-27T00:00:00Z', until: '2026-11-27T00:10:00Z', holder: 'x' };
    for (const listener of listeners)
      listener({ jobId: 'someone-else', waitingForJob: { ...waitingForJob, jobId: 'not-ours' } });
    expect(wizard.run.send.lockWait).toBeNull();
    for (const listener of listeners) listener({ jobId: 'job-1', status: 'planned', waitingForJob });
    expect(wizard.run.send.lockWait).toEqual(waitingForJob);

    await wizard.run.send.cancelWaiting();
    expect(cancelled).toEqual(['job-1']);
    await expect.poll(() => wizard.busy).toBeNull();
    expect(wizard.run.send.lockWait).toBeNull();
    expect(wizard.run.send.job).toBeNull();
    expect(wizard.canOpen('run')).toBe(false);
    expect(wizard.problem?.message).toMatch(/cancelled while it waited for the other import/);
  });
});
