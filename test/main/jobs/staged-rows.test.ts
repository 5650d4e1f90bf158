import { describe, expect, it } from 'vitest';
import { RowStage } from '../../../src-main/services/jobs/plan/staged-rows';

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ rowNumber: from + i, user: {}, cells: [], problems: [] }));

describe('RowStage', () => {
  it('gathers chunks in order and hands them over once', () => {
    const stage = new RowStage();
    const first = stage.add(undefined, rows(2, 3));
    expect(stage.add(first.stageId, rows(5, 2))).toEqual({ stageId: first.stageId, rows: 5 });
    expect(stage.take(first.stageId).map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6]);
    expect(() => stage.take(first.stageId)).toThrow(/no longer held/);
  });

  it('refuses more rows than one import takes, and forgets that stage', () => {
    const stage = new RowStage({ maxRows: 4 });
    const { stageId } = stage.add(undefined, rows(2, 3));
    expect(() => stage.add(stageId, rows(5, 2))).toThrow(/more than 4, the most one import takes/);
    expect(() => stage.add(stageId, rows(5, 1))).toThrow(/no longer held/);
  });

  it('forgets idle stages and the oldest beyond the few it keeps', () => {
    let now = 0;
    const stage = new RowStage({ maxStages: 2, idleMs: 1000, now: () => now });
    const a = stage.add(undefined, rows(2, 1)).stageId;
    now = 10;
    const b = stage.add(undefined, rows(2, 1)).stageId;
    now = 20;
    const c = stage.add(undefined, rows(2, 1)).stageId;
    expect(() => stage.take(a)).toThrow(/no longer held/);
    expect(stage.take(b)).toHaveLength(1);
    now = 2000;
    expect(() => stage.take(c)).toThrow(/no longer held/);
  });
});
