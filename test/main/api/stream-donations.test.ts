import { inspect } from 'node:util';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import { ApiError } from '../../../src-main/services/api/errors';
import type { DonationRecord } from '../../../src-shared/records/types';
import { useSandbox } from '../../helpers/sandbox';
import { startFakeService, type FakeService } from './fake-service';

const KEY = 'sk-stream-0123456789abcdef';

async function collect(batches: AsyncIterable<DonationRecord[]>): Promise<DonationRecord[][]> {
  const all: DonationRecord[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

/** The error an iteration ends with, after the batches it yielded first. */
async function failureOf(
  batches: AsyncIterable<DonationRecord[]>,
  onBatch: (batch: DonationRecord[]) => unknown = () => undefined,
) {
  const received: DonationRecord[][] = [];
  try {
    for await (const batch of batches) {
      received.push(batch);
      await onBatch(batch);
    }
  } catch (error) {
    if (error instanceof ApiError) return { error, received };
    throw error;
  }
  throw new Error('expected the list to fail');
}

function expectNoKey(error: ApiError): void {
  for (const text of [error.message, JSON.stringify(error), String(error), inspect(error), error.stack ?? ''])
    expect(text).not.toContain(KEY);
}

const cents = (donations: DonationRecord[]) => donations.reduce((sum, d) => sum + Math.round(d.amount * 100), 0);

describe('streamDonations against the sandbox', () => {
  const sandbox = useSandbox({ donations: 2600, users: 40, campaigns: 5, testKey: KEY });
  const client = () => createApiClient({ baseUrl: sandbox().environments.test.baseUrl, apiKey: KEY });

  it('yields every donation, about 1,000 at a time, with the values the service sent and the totals of listDonations', async () => {
    const batches = await collect(client().streamDonations());
    const streamed = batches.flat();
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(batches.slice(0, -1).every((batch) => batch.length >= 1000 && batch.length < 1500)).toBe(true);

    const raw = (await (
      await fetch(`${sandbox().environments.test.baseUrl}/api/donations/`, { headers: { 'x-api-key': KEY } })
    ).json()) as Record<string, unknown>[];
    expect(streamed).toHaveLength(2600);
    expect(streamed.map((d) => [d.id, d.campaign_id, d.user_id, d.amount, d.created_at, d.transaction_id])).toEqual(
      raw.map((d) => [String(d.id), d.campaign_id, d.user_id, d.amount, d.created_at, d.transaction_id ?? null]),
    );
    const listed = await client().listDonations();
    expect(streamed).toEqual(listed);
    expect(cents(streamed)).toBe(cents(listed));
  });

  it('sends the filters as listDonations does', async () => {
    const filter = { campaign_id: 101, start_date: '2025-01-01', end_date: '2025-06-30' };
    const streamed = (await collect(client().streamDonations(filter))).flat();
    expect(streamed.length).toBeGreaterThan(0);
    expect(
      streamed.every(
        (d) => d.campaign_id === 101 && String(d.created_at) >= '2025-01-01' && String(d.created_at) < '2025-07-01',
      ),
    ).toBe(true);
    expect(streamed).toEqual(await client().listDonations(filter));
  });

  it('a refused key is key-refused, in words, without the key', async () => {
    const wrong = createApiClient({ baseUrl: sandbox().environments.production.baseUrl, apiKey: KEY });
    const { error, received } = await failureOf(wrong.streamDonations());
    expect(received).toEqual([]);
    expect(error).toMatchObject({ code: 'key-refused', status: 401 });
    expect(error.message).toMatch(/refused the key \(HTTP 401\)/);
    expectNoKey(error);
  });
});

/** A donation as the service writes it. */
function wire(i: number, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: String(90000 + i),
    campaign_id: 101 + (i % 3),
    user_id: 5000 + i,
    first_name: 'Zoë',
    last_name: 'Nowak',
    amount: 10 + (i % 7) / 4,
    created_at: '2024-05-01 10:00:00',
    transaction_id: `t${i}`,
    ...overrides,
  });
}

/** Writes `[` and items from..to-1, comma-separated as they continue a list begun at 0. */
function writeItems(response: ServerResponse, from: number, to: number): void {
  let text = from === 0 ? '[' : '';
  for (let i = from; i < to; i++) text += (i === 0 ? '' : ',') + wire(i);
  response.write(text);
}

/** 1,100 donations at once, then one every 20 ms until the client goes away. */
function neverEnding(response: ServerResponse): void {
  writeItems(response, 0, 1100);
  let next = 1100;
  const timer = setInterval(() => writeItems(response, next, ++next), 20);
  response.on('close', () => clearInterval(timer));
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('streamDonations against a scripted service', () => {
  let fake: FakeService;
  beforeAll(async () => {
    fake = await startFakeService();
  });
  afterAll(() => fake.close());

  /** Resolves when the client has closed the connection of the current answer. */
  let closed: Promise<void>;
  const streaming = (script: (response: ServerResponse) => void) => {
    fake.handle((_request, _body, response) => {
      closed = new Promise((done) => response.on('close', () => done()));
      response.writeHead(200, { 'content-type': 'application/json' });
      script(response);
    });
  };

  it('asks for the same address, query and key as listDonations', async () => {
    const seen: { url?: string; key?: string | string[] }[] = [];
    fake.handle((request, _body, response) => {
      seen.push({ url: request.url, key: request.headers['x-api-key'] });
      response.writeHead(200, { 'content-type': 'application/json' }).end(`[${wire(1)}]`);
    });
    const filter = { campaign_id: 7, user_id: 42, start_date: '2024-01-01', end_date: '2024-12-31 23:59:59' };
    const api = createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY });
    const streamed = (await collect(api.streamDonations(filter))).flat();
    expect(streamed).toEqual(await api.listDonations(filter));
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]).toEqual({
      url: '/api-root/api/donations/?campaign_id=7&user_id=42&start_date=2024-01-01&end_date=2024-12-31+23%3A59%3A59',
      key: KEY,
    });
  });

  it('a malformed item mid-list is an ApiError naming the item, the field and the value, after the good batches', async () => {
    streaming((response) => {
      writeItems(response, 0, 1500);
      response.end(`,${wire(1500, { amount: 'lots' })},${wire(1501)}]`);
    });
    const { error, received } = await failureOf(
      createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY }).streamDonations(),
    );
    expect(received.flat().length).toBeGreaterThanOrEqual(1000);
    expect(error.code).toBe('server-error');
    expect(error.message).toContain('a donation (item 1501 of the list) whose amount is "lots" (expected a number)');
    expect(error.message).toContain(fake.baseUrl);
    expectNoKey(error);
  });

  it('an answer cut off or not a list is an ApiError saying so', async () => {
    streaming((response) => {
      writeItems(response, 0, 1200);
      response.end(',{"id":"x","amo');
    });
    const cut = await failureOf(createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY }).streamDonations());
    expect(cut.error.code).toBe('server-error');
    expect(cut.error.message).toMatch(
      /sent the list of donations in a form that cannot be read \(after 1\d\d\d donations were read\)\. The answer is not valid JSON/,
    );

    streaming((response) => response.end('{"donations":[]}'));
    const object = await failureOf(createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY }).streamDonations());
    expect(object.error.message).toContain('The answer is not a list (a JSON array) but an object.');
  });

  it('a body that stalls ends with a timeout in plain words, and the connection is closed', async () => {
    streaming((response) => writeItems(response, 0, 1200)); // never ends
    const api = createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY, timeoutMs: 300 });
    const started = performance.now();
    const { error, received } = await failureOf(api.streamDonations());
    expect(received.flat()).toHaveLength(1200);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(error.message).toMatch(
      /^The service at http:\/\/127\.0\.0\.1:\d+\/api-root stopped sending the list of donations: nothing more arrived for 1 second \(after \d+ KB\)\. Try again later\.$/,
    );
    expect(performance.now() - started).toBeLessThan(3000);
    await closed;
  });

  it('an answer that never begins ends with the usual timeout', async () => {
    fake.handle(() => undefined); // headers never sent
    const { error } = await failureOf(
      createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY, timeoutMs: 200 }).streamDonations(),
    );
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/did not answer about the list of donations within 1 second/);
  });

  it('a download longer than the timeout that keeps arriving is not cut, nor is a slow reader', async () => {
    streaming(async (response) => {
      for (let piece = 0; piece < 8; piece++) {
        writeItems(response, piece * 400, piece * 400 + 400);
        await sleep(120);
      }
      response.end(']');
    });
    const api = createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY, timeoutMs: 300 });
    const started = performance.now();
    const trickled = (await collect(api.streamDonations())).flat();
    expect(performance.now() - started).toBeGreaterThan(900); // three timeouts' worth
    expect(trickled.map((d) => d.id)).toEqual(Array.from({ length: 3200 }, (_, i) => String(90000 + i)));

    // The service sends at once; the reader spends 400 ms on each batch, more than the timeout.
    streaming((response) => {
      writeItems(response, 0, 3000);
      response.end(']');
    });
    let total = 0;
    for await (const batch of api.streamDonations()) {
      total += batch.length;
      await sleep(400);
    }
    expect(total).toBe(3000);
  });

  it("the caller's signal cancels mid-body, and the connection is closed", async () => {
    streaming(neverEnding);
    const controller = new AbortController();
    const api = createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY, signal: controller.signal });
    const { error, received } = await failureOf(api.streamDonations(), () => controller.abort());
    expect(received).toHaveLength(1);
    expect(error.code).toBe('cancelled');
    expect(error.message).toMatch(
      /The request about the list of donations to http:\/\/127\.0\.0\.1:\d+\/api-root was cancelled\./,
    );
    await closed;
  });

  it('a reader that stops early closes the connection', async () => {
    streaming(neverEnding);
    for await (const batch of createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY }).streamDonations()) {
      expect(batch.length).toBeGreaterThanOrEqual(1000);
      break;
    }
    await closed;
  });
});
