import { describe, expect, it } from 'vitest';
import { jsonArrayBatches, JsonListError } from '../../../src-main/services/api/json-array-batches';

async function collect(chunks: (string | Uint8Array)[], size = 3): Promise<unknown[][]> {
  const batches: unknown[][] = [];
  for await (const batch of jsonArrayBatches(
    (async function* () {
      yield* chunks;
    })(),
    size,
  ))
    batches.push(batch);
  return batches;
}

describe('jsonArrayBatches', () => {
  it('yields the items of a JSON array in batches, whatever the chunk boundaries', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({
      id: String(i),
      amount: i + 0.5,
      first_name: i === 3 ? 'Zoë "Z" \\ Ł' : null,
    }));
    const bytes = new TextEncoder().encode(JSON.stringify(items));
    // Cut into 7-byte pieces: inside strings, numbers and multi-byte characters.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const batches = await collect(chunks);
    expect(batches.flat()).toEqual(items);
    expect(batches.every((b) => b.length >= 1)).toBe(true);
    expect(batches.length).toBeGreaterThanOrEqual(3);
  });

  it('answers nothing for an empty list, an empty answer or null (as a list read whole)', async () => {
    expect(await collect(['[', ']'])).toEqual([]);
    expect(await collect([])).toEqual([]);
    expect(await collect([' \r\n'])).toEqual([]);
    expect(await collect(['nu', 'll'])).toEqual([]);
  });

  it('refuses an answer that is not a list, and broken JSON, in words', async () => {
    await expect(collect(['{"error":"nope"}'])).rejects.toThrow(
      new JsonListError('The answer is not a list (a JSON array) but an object.'),
    );
    await expect(collect(['"all donations"'])).rejects.toThrow(
      'The answer is not a list (a JSON array) but a piece of text.',
    );
    await expect(collect(['42'])).rejects.toThrow('but a number.');
    await expect(collect(['[{"id":1},{"id":'])).rejects.toThrow(/not valid JSON/);
    await expect(collect(['[{"id":1} {"id":2}]'])).rejects.toThrow(/not valid JSON/);
    await expect(collect(['[{"id":1}]', ']'])).rejects.toThrow(/not valid JSON/);
  });

  it('hands on every item read whole before the body fails or turns to bad JSON, then the error', async () => {
    const received: unknown[][] = [];
    const failing = (async function* () {
      yield '[{"id":1},{"id":2},{"id":3},{"id":4},{"id":5},{"i';
      throw new Error('stalled');
    })();
    await expect(
      (async () => {
        for await (const batch of jsonArrayBatches(failing, 3)) received.push(batch);
      })(),
    ).rejects.toThrow('stalled');
    expect(received.flat()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }]);

    received.length = 0;
    await expect(
      (async () => {
        for await (const batch of jsonArrayBatches(
          (async function* () {
            yield '[{"id":1},{"id":2} {"id":3}]';
          })(),
          3,
        ))
          received.push(batch);
      })(),
    ).rejects.toThrow(/not valid JSON/);
    expect(received.flat()).toEqual([{ id: 1 }, { id: 2 }]);

    received.length = 0;
    await expect(
      (async () => {
        for await (const batch of jsonArrayBatches(
          (async function* () {
            yield '{"donations":[{"id":1}],"total":1}';
          })(),
          3,
        ))
          received.push(batch);
      })(),
    ).rejects.toThrow('but an object.');
    expect(received).toEqual([]);
  });
});
