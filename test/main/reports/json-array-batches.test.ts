import { describe, expect, it } from 'vitest';
import { jsonArrayBatches, JsonListError } from '../../../src-main/services/reports/json-array-batches';

async function collect(chunks: (string | Uint8Array)[], size = 3): Promise<unknown[][]> {
  const batches: unknown[][] = [];
  for await (const batch of jsonArrayBatches((async function* () { yield* chunks; })(), size)) batches.push(batch);
  return batches;
}

describe('jsonArrayBatches', () => {
  it('yields the items of a JSON array in batches, whatever the chunk boundaries', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ id: String(i), amount: i + 0.5, first_name: i === 3 ? 'Zoë "Z" \\ Ł' : null }));
    const bytes = new TextEncoder().encode(JSON.stringify(items));
    // Cut into 7-byte pieces: inside strings, numbers and multi-byte characters.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const batches = await collect(chunks);
    expect(batches.flat()).toEqual(items);
    expect(batches.every((b) => b.length >= 1)).toBe(true);
    expect(batches.length).toBeGreaterThanOrEqual(3);
  });

  it('answers nothing for an empty list', async () => {
    expect(await collect(['[', ']'])).toEqual([]);
  });

  it('refuses an object, broken JSON and an empty answer, in words', async () => {
    await expect(collect(['{"error":"nope"}'])).rejects.toThrow(new JsonListError('The answer is not a list (a JSON array) but an object.'));
    await expect(collect(['[{"id":1},{"id":'])).rejects.toThrow(/not valid JSON/);
    await expect(collect(['[{"id":1} {"id":2}]'])).rejects.toThrow(/not valid JSON/);
    await expect(collect([])).rejects.toThrow(/empty/);
  });
});
