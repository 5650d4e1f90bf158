// The app context lists the services it builds, each built once: every handler and command of a
// process reaches the same job engine (the jobs it runs, its throttles) through the context.
import { afterAll, describe, expect, it } from 'vitest';
import { assembleAppContext } from '../../../src-main/services/context';
import type { EnvironmentService } from '../../../src-main/services/environments/types';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { createDispatcher } from '../../../src-main/bridge/dispatch';
import { tempHome } from '../jobs/job-fixtures';

const noEnvironments = {
  async open(name: string) {
    throw new Error(`no environment ${name} in this test`);
  },
} as unknown as EnvironmentService;

describe('the services of an app context', () => {
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('are built once per context and shared by whoever asks', () => {
    const ctx = assembleAppContext({ home: temp.home, environments: noEnvironments });
    expect(ctx.jobs).toBe(ctx.jobs);
    expect(ctx.approvals).toBe(ctx.approvals);
    expect(ctx.rowStage).toBe(ctx.rowStage);
    expect(ctx.jobs.store.root.startsWith(temp.home)).toBe(true);
  });

  it('are not shared between two contexts', () => {
    const one = assembleAppContext({ home: temp.home, environments: noEnvironments });
    const two = assembleAppContext({ home: temp.home, environments: noEnvironments });
    expect(one.jobs).not.toBe(two.jobs);
    expect(one.approvals).not.toBe(two.approvals);
    expect(one.rowStage).not.toBe(two.rowStage);
  });

  it('rows staged through the bridge wait in the context row stage', async () => {
    const ctx = assembleAppContext({ home: temp.home, environments: noEnvironments });
    const dispatch = createDispatcher(createBridgeHandlers(ctx));
    const row = { rowNumber: 2, user: { email: 'ada@example.org' }, cells: ['ada@example.org'] };
    const staged = await dispatch('jobs.stageRows', { rows: [row] });
    if (!staged.ok) throw new Error(staged.error.message);
    const { stageId } = staged.value as { stageId: string };
    const rows = ctx.rowStage.take(stageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(row);
  });
});
