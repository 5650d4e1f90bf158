// A short job can finish before the answer to jobs.start reaches the screen: its progress comes
// on the event stream, the answer (which says "running") on another connection. The screen shows
// the newest status; and when no progress comes at all (a browser reconnecting misses events),
// it asks for the job's status once the job has been quiet a while.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress, JobSummary } from '../../src-shared/bridge/jobs';
import { noCounts } from '../../src-shared/jobs/counts';
import { ApprovalsState } from '../../src-renderer/src/screens/approvals/approvals-state.svelte';
import { idSet } from '../../src-renderer/src/screens/approvals/id-sets';
import { ImportWizard } from '../../src-renderer/src/screens/import/import-wizard.svelte';
import { QUIET_MS, QuietJobCheck } from '../../src-renderer/src/lib/quiet-job-check';
import { csvFile, inProcessWorker, recordingBridge } from './wizard-fakes';

const SANDBOX = { name: 'sandbox', kind: 'test', url: '' } as const;
const FILE = ['First Name,Last Name,Email,Enabled', 'Ada,Lovelace,ada@example.org,1'].join('\n');

function summary(id: string, status: JobSummary['status']): JobSummary {
  return { id, kind: 'import', status, environment: SANDBOX, counts: { ...noCounts(), total: 1 } } as JobSummary;
}

function progress(jobId: string, status: JobProgress['status']): JobProgress {
  return {
    jobId,
    status,
    done: 1,
    total: 1,
    created: 1,
    updated: 0,
    unchanged: 0,
    failed: 0,
    currentRate: 0,
    rateLimit: null,
    etaSeconds: null,
    recentErrors: [],
  };
}

/** A wizard whose bridge answers jobs.start with `start`, and jobs.show with the job as `shown` says. */
async function plannedWizard(
  start: (id: string, tell: (payload: JobProgress) => void) => Promise<JobSummary>,
  shown: () => JobSummary['status'],
) {
  const listeners: ((payload: unknown) => void)[] = [];
  const tell = (payload: JobProgress) => listeners.forEach((listener) => listener(payload));
  const asked: string[] = [];
  const bridge = recordingBridge(
    [],
    {
      'jobs.start': (args: { id: string }) => start(args.id, tell),
      'jobs.show': (args: { id: string }) => {
        asked.push(args.id);
        return summary(args.id, shown());
      },
    },
    listeners,
  );
  const wizard = new ImportWizard(bridge, inProcessWorker, () => SANDBOX);
  await wizard.openFile(csvFile('one.csv', FILE));
  wizard.run.acceptMapping();
  await wizard.run.review.ensureValidated();
  await wizard.run.send.makePlan();
  return { wizard, asked };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Run step when the job is quicker than its start', () => {
  it('a job finished before jobs.start answered shows Finished and its results', async () => {
    const { wizard, asked } = await plannedWizard(
      async (id, tell) => {
        tell(progress(id, 'running'));
        tell(progress(id, 'completed'));
        return summary(id, 'running');
      },
      () => 'completed',
    );
    wizard.run.send.startJob();
    await expect.poll(() => wizard.run.send.job?.status).toBe('completed');
    expect(asked).toEqual(['job-1']);
    expect(wizard.run.send.jobProgress?.status).toBe('completed');
    await expect.poll(() => wizard.canOpen('results')).toBe(true);
  });

  it('progress of another job while this one starts is not taken for it', async () => {
    const { wizard } = await plannedWizard(
      async (id, tell) => {
        tell(progress('another-job', 'completed'));
        return summary(id, 'running');
      },
      () => 'running',
    );
    wizard.run.send.startJob();
    await expect.poll(() => wizard.run.send.job?.status).toBe('running');
    expect(wizard.run.send.jobProgress).toBeNull();
    expect(wizard.canOpen('results')).toBe(false);
  });

  it('with no progress at all, the job is asked for once it has been quiet, and shows Finished', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let status: JobSummary['status'] = 'running';
    const { wizard, asked } = await plannedWizard(
      async (id) => summary(id, 'running'),
      () => status,
    );
    wizard.run.send.startJob();
    await expect.poll(() => wizard.run.send.job?.status).toBe('running');
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(wizard.run.send.job?.status).toBe('running'); // still running: asked, nothing changed
    expect(asked.length).toBeGreaterThan(0);
    status = 'completed';
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    await expect.poll(() => wizard.run.send.job?.status).toBe('completed');
    const askedWhenDone = asked.length;
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(asked.length).toBe(askedWhenDone); // stopped asking once it finished
  });

  it('a job found paused by the check is shown paused, and is not asked for again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { wizard, asked } = await plannedWizard(
      async (id) => summary(id, 'running'),
      () => 'paused',
    );
    wizard.run.send.startJob();
    await expect.poll(() => wizard.run.send.job?.status).toBe('running');
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(wizard.run.send.job?.status).toBe('paused');
    expect(asked).toEqual(['job-1']);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(asked).toEqual(['job-1']);
  });
});

describe('a quiet job check', () => {
  it('asks only when nothing has been heard for the quiet time, and stops once done', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const answers: ('watching' | 'done')[] = ['watching', 'done'];
    let asks = 0;
    const check = new QuietJobCheck(async () => answers[asks++]!, 1_000);
    check.start();
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(500);
      check.heard();
    }
    expect(asks).toBe(0);
    // Heard last at 2.5 s: the tick at 3 s finds it heard from, the ones at 4 and 5 s ask.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asks).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(asks).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asks).toBe(2);
  });
});

describe('the Approvals screen when the job is quicker than its start', () => {
  it('keeps the finished status that came first, and reads the outcome', async () => {
    const listeners: ((payload: unknown) => void)[] = [];
    const tell = (payload: JobProgress) => listeners.forEach((listener) => listener(payload));
    const outcome = { approved: 1, enabled: 0, failed: 0 };
    const bridge = recordingBridge(
      [],
      {
        'approvals.plan': () => ({ ...summary('approve-1', 'planned'), kind: 'approve' }),
        'jobs.start': async (args: { id: string }) => {
          tell(progress(args.id, 'completed'));
          // The outcome is read after the progress; the start's answer comes last.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { ...summary(args.id, 'running'), kind: 'approve' };
        },
        'approvals.outcome': () => outcome,
        'jobs.show': (args: { id: string }) => ({ ...summary(args.id, 'completed'), kind: 'approve' }),
        'jobs.rows': () => ({ rows: [], total: 0 }),
      },
      listeners,
    );
    const state = new ApprovalsState(bridge);
    state.environment = { name: 'sandbox', kind: 'test' } as ApprovalsState['environment'];
    state.selection = idSet([7]);
    await state.approve();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.run?.job.status).toBe('completed');
    expect(state.run?.outcome).toEqual(outcome);
    expect(state.running).toBe(false);
  });
});
