import { describe, expect, it } from 'vitest';
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import { planRowChunks, sizeBound } from '../../../src-shared/bridge/plan-chunks';

const row = (rowNumber: number, text: string): PlanInputRow => ({
  rowNumber,
  user: { first_name: text, email: `p${rowNumber}@example.org`, enabled: 1, groups: ['a', text] },
  cells: [text, `p${rowNumber}@example.org`, '1'],
  problems: [],
});

describe('planRowChunks', () => {
  it('bounds the JSON of every value from above, escapes and non-Latin letters included', () => {
    for (const text of ['plain', '"quoted"\\', '\u0001\u0002\t\n', 'Zoë Ångström', '山田太郎', '😀😀']) {
      const value = row(2, text.repeat(50));
      expect(sizeBound(value)).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(value)));
    }
  });

  it('cuts by rows and by bytes, keeps the order, and sends a row larger than a chunk alone', () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(i + 2, i === 10 ? 'y'.repeat(5000) : 'x'.repeat(100)));
    const byRows = planRowChunks(rows, 10, 1e9);
    expect(byRows.map((c) => c.length)).toEqual([10, 10, 5]);
    const maxBytes = 8_000;
    const byBytes = planRowChunks(rows, 1000, maxBytes);
    expect(byBytes.flat()).toEqual(rows);
    for (const chunk of byBytes) {
      if (chunk.length > 1) expect(Buffer.byteLength(JSON.stringify(chunk))).toBeLessThanOrEqual(maxBytes);
    }
    expect(byBytes.find((chunk) => chunk.includes(rows[10]!))).toEqual([rows[10]]);
  });

  it('answers no chunk for no rows', () => {
    expect(planRowChunks([])).toEqual([]);
  });
});
