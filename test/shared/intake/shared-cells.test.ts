// Repeated cells of a column held as one string (src-shared/intake/shared-cells.ts): no cell may change.
import { describe, expect, it } from 'vitest';
import { CellSharer } from '../../../src-shared/intake/shared-cells';

/** A small deterministic generator (the same rows every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('sharing repeated cells', () => {
  it('leaves every cell of every row as it was read, ragged rows and look-alike values included', () => {
    const next = random(7);
    // Same length and first letter (one remembered slot), empty cells, long cells, numbers.
    const values = ['MA', 'MD', 'ME', 'NY', '', 'Boston', 'Bostan', '1985', '1986', 'x'.repeat(40), 'x'.repeat(33)];
    const rows: string[][] = [];
    for (let i = 0; i < 5_000; i++) {
      const width = 1 + Math.floor(next() * 6);
      // Built from parts, as a parser slices them: equal strings that are not the same string.
      rows.push(Array.from({ length: width }, () => values[Math.floor(next() * values.length)]!.split('').join('')));
    }
    const expected = rows.map((row) => [...row]);
    const sharer = new CellSharer();
    for (const row of rows) sharer.share(row);
    expect(rows).toEqual(expected);
  });

  it('keeps a table read from CSV the same, quoted cells and line breaks in cells included', async () => {
    const { parseCsv } = await import('../../../src-shared/intake/csv');
    const lines = ['Name,State,Note'];
    for (let i = 0; i < 300; i++) lines.push(`Ann ${i},${i % 3 ? 'MA' : 'NY'},"line one\nline ${i % 2}"`);
    const { rows } = await parseCsv(`${lines.join('\r\n')}\r\n`, ',', 1_000);
    expect(rows).toHaveLength(301);
    expect(rows[1]).toEqual(['Ann 0', 'NY', 'line one\nline 0']);
    expect(rows[300]).toEqual(['Ann 299', 'MA', 'line one\nline 1']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(Array.from({ length: 300 }, (_, i) => (i % 3 ? 'MA' : 'NY')));
  });
});
