import { problem as found } from '../../src-shared/problems/problem';
import { describe, expect, it } from 'vitest';
import { filterRows } from '../../src-renderer/src/lib/row-filter';
import type { GridRow } from '../../src-renderer/src/workers/import-protocol';
import type { Problem } from '../../src-shared/validate/types';

const problem = (code: 'email.not-an-address' | 'email.domain-typo' | 'email.duplicate'): Problem => ({
  ...(code === 'email.duplicate' ? found(code, { email: 'a@b.org', others: [3] }) : found(code, {})),
  row: 0,
  column: 'E-mail',
  field: 'email',
  value: '',
});
const row = (index: number, status: GridRow['status'], problems: Problem[] = []): GridRow => ({
  index,
  rowNumber: index + 2,
  line: '',
  sentLine: '',
  status,
  problems,
});

const rows: GridRow[] = [
  row(0, 'valid'),
  row(1, 'invalid', [problem('email.not-an-address')]),
  row(2, 'valid', [problem('email.domain-typo')]),
  row(3, 'invalid', [problem('email.duplicate')]),
  row(4, 'invalid', [problem('email.duplicate')]),
];
const indexes = (shown: readonly GridRow[]) => shown.map((r) => r.index);

describe('the Review grid filters', () => {
  it('show the rows each filter names; excluded rows only under Excluded and Duplicates', () => {
    const excluded = new Set([1]);
    expect(indexes(filterRows(rows, 'all', excluded))).toEqual([0, 1, 2, 3, 4]);
    expect(indexes(filterRows(rows, 'errors', excluded))).toEqual([3, 4]);
    expect(indexes(filterRows(rows, 'warnings', excluded))).toEqual([2]);
    expect(indexes(filterRows(rows, 'duplicates', excluded))).toEqual([3, 4]);
    expect(indexes(filterRows(rows, 'excluded', excluded))).toEqual([1]);
  });

  it('keep a row the user just changed in view under the filter it was changed in, until the filter changes', () => {
    // Row 3 left out: both duplicates are judged again and lose their problem.
    const after = rows.map((r) => (r.index === 3 || r.index === 4 ? row(r.index, 'valid') : r));
    const excluded = new Set([3]);
    const touched = { filter: 'duplicates' as const, indexes: new Set([3]) };
    expect(indexes(filterRows(after, 'duplicates', excluded))).toEqual([]);
    expect(indexes(filterRows(after, 'duplicates', excluded, touched))).toEqual([3]);
    expect(indexes(filterRows(after, 'errors', excluded, touched))).toEqual([1]);
  });
});
