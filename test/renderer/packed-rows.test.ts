import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src-shared/validate/types';
import { cellsOf, packRows, sentCellsOf, unpackRows } from '../../src-renderer/src/workers/packed-rows';

const problem: Problem = {
  row: 3,
  column: 'Email',
  field: 'email',
  value: 'x@',
  code: 'email.not-an-address',
  params: {},
  severity: 'error',
  kind: 'bad-format',
};

describe('rows packed for the trip from the worker to the window', () => {
  it('come back as they went: numbers, status, problems, cells (empty ones too)', () => {
    const rows = [
      {
        index: 0,
        rowNumber: 2,
        status: 'valid' as const,
        problems: [],
        cells: ['Ann', '', 'ANN@example.org'],
        sent: ['Ann', '', 'ann@example.org'],
      },
      {
        index: 7,
        rowNumber: 9,
        status: 'invalid' as const,
        problems: [problem],
        cells: ['', 'Lee', 'x@'],
        sent: ['', 'Lee', ''],
      },
    ];
    const back = unpackRows(packRows(rows));
    expect(back.map((r) => [r.index, r.rowNumber, r.status, r.problems])).toEqual([
      [0, 2, 'valid', []],
      [7, 9, 'invalid', [problem]],
    ]);
    expect(back.map(cellsOf)).toEqual([
      ['Ann', '', 'ANN@example.org'],
      ['', 'Lee', 'x@'],
    ]);
    expect(back.map(sentCellsOf)).toEqual([
      ['Ann', '', 'ann@example.org'],
      ['', 'Lee', ''],
    ]);
  });

  it('a separator character inside a cell cannot split it: it shows as the replacement character', () => {
    const [row] = unpackRows(
      packRows([
        {
          index: 0,
          rowNumber: 2,
          status: 'valid',
          problems: [],
          cells: ['a\u001fb', 'c\u001ed'],
          sent: ['a\u001fb', ''],
        },
      ]),
    );
    expect(cellsOf(row!)).toEqual(['a\uFFFDb', 'c\uFFFDd']);
    expect(sentCellsOf(row!)).toEqual(['a\uFFFDb', '']);
  });

  it('an empty pack is no rows', () => {
    expect(unpackRows(packRows([]))).toEqual([]);
  });
});
