import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import { sendOnce } from '../../../src-main/services/jobs/requests/request';
import { applyEvent, initialProgress } from '../../../src-main/services/jobs/store/replay';
import { runRows } from '../../../src-main/services/jobs/run/row-workers';
import type { PlannedRow, RowEvent } from '../../../src-main/services/jobs/types';

const createRow = (index: number): PlannedRow => ({
  index,
  rowNumber: index + 2,
  cells: [],
  plan: 'create',
  matchValue: `row${index}@example.org`,
  op: { type: 'create', body: { email: `row${index}@example.org` } },
  userId: null,
  changes: [],
  message: '',
});

describe('a stop while rows wait for the rate limiter', () => {
  it('journals as sent only the writes that left; the waiting rows stay pending', async () => {
    const rows = [0, 1, 2, 3].map(createRow);
    const events: RowEvent[] = [];
    const stop = new AbortController();
    let calls = 0;
    const client = {
      createUser: async (body: Record<string, unknown>) => {
        calls++;
        // The first write is in flight when the stop comes; it is let finish.
        queueMicrotask(() => stop.abort());
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { user_id: 100 + calls, email: body.email };
      },
    } as unknown as ApiClient;

    const end = await runRows({
      rows,
      progress: rows.map(initialProgress),
      client,
      match: 'email',
      // One request a second: rows 1-3 wait for their turn when the stop comes.
      limiter: new AdaptiveLimiter({ rate: 1, concurrency: 4 }),
      backoff: DEFAULT_BACKOFF,
      stop: stop.signal,
      record: (event) => events.push(event),
    });

    expect(end).toEqual({ kind: 'stopped' });
    expect(calls).toBe(1);
    expect(events.map((e) => [e.i, e.e])).toEqual([
      [0, 'sent'],
      [0, 'done'],
    ]);
    const states = rows.map(
      (row) => events.filter((e) => e.i === row.index).reduce(applyEvent, initialProgress(row)).state,
    );
    expect(states).toEqual(['created', 'pending', 'pending', 'pending']);
  });
});

describe('a stop while rows with a durable journal wait for their turn', () => {
  it('withdraws the intent lines of the writes that did not leave: those rows are pending again', async () => {
    const rows = [0, 1, 2, 3, 4, 5].map(createRow);
    const events: RowEvent[] = [];
    const flushed: number[] = [];
    const stop = new AbortController();
    let calls = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    const client = {
      createUser: async (body: Record<string, unknown>) => {
        calls++;
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        // The stop comes once the first writes are out and the next rows' lines are on the disk.
        if (calls === 2) setTimeout(() => stop.abort(), 20);
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight--;
        return { user_id: 100 + calls, email: body.email };
      },
    } as unknown as ApiClient;

    const end = await runRows({
      rows,
      progress: rows.map(initialProgress),
      client,
      match: 'email',
      limiter: new AdaptiveLimiter({ rate: null, concurrency: 2 }),
      backoff: DEFAULT_BACKOFF,
      stop: stop.signal,
      record: (event) => events.push(event),
      durable: async (event) => {
        events.push(event);
        await new Promise((resolve) => setTimeout(resolve, 1));
        flushed.push(event.i);
      },
    });

    expect(end).toEqual({ kind: 'stopped' });
    expect(calls).toBe(2);
    expect(mostInFlight).toBe(2);
    // Rows 2 and 3 were journaled (and flushed) while rows 0 and 1 were out, then withdrawn.
    expect(flushed.sort()).toEqual([0, 1, 2, 3]);
    expect(events.filter((e) => e.e === 'unsent').map((e) => e.i)).toEqual([2, 3]);
    const states = rows.map(
      (row) => events.filter((e) => e.i === row.index).reduce(applyEvent, initialProgress(row)).state,
    );
    expect(states).toEqual(['created', 'created', 'pending', 'pending', 'pending', 'pending']);
    const withdrawn = events.filter((e) => e.i === 2).reduce(applyEvent, initialProgress(rows[2]!));
    expect(withdrawn.sentAt).toBeUndefined();
  });

  it('a withdrawn resend of a row sent before goes back to "sent" with its first time', () => {
    const row = createRow(0);
    const first = '2026-12-02T09:00:00.000Z';
    const progress = [
      { e: 'sent', i: 0, at: first, op: 'create' },
      { e: 'sent', i: 0, at: '2026-12-02T09:01:00.000Z', op: 'create' },
      { e: 'unsent', i: 0, at: '2026-12-02T09:01:00.002Z', was: 'sent', sentAt: first },
    ].reduce((p, e) => applyEvent(p, e as RowEvent), initialProgress(row));
    expect(progress).toMatchObject({ state: 'sent', sentAt: first });
  });
});

describe('a journal that cannot be written', () => {
  it('is not taken for a failed request: nothing is sent, and the error reaches the caller as it is', async () => {
    const limiter = new AdaptiveLimiter({ rate: null, concurrency: 1 });
    let calls = 0;
    const diskFull = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const attempt = sendOnce(
      { limiter, backoff: DEFAULT_BACKOFF },
      async () => ++calls,
      () => {
        throw diskFull;
      },
    );
    await expect(attempt).rejects.toBe(diskFull);
    expect(calls).toBe(0);
    // The permit was given back: the next send gets through at once.
    await expect(sendOnce({ limiter, backoff: DEFAULT_BACKOFF }, async () => ++calls)).resolves.toEqual({
      ok: true,
      value: 1,
    });
  });
});
