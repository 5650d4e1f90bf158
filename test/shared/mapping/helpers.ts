// Tables made from columns, and what a suggestion chose, for the mapping tests.
import type { Table } from '../../../src-shared/intake/types';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import type { ColumnTarget } from '../../../src-shared/mapping/types';

/** A table of these columns (header -> values), rows numbered from 2 as under a header row. */
export function tableOf(columns: Record<string, string[]>): Table {
  const headers = Object.keys(columns);
  const length = Math.max(0, ...Object.values(columns).map((values) => values.length));
  const rows = Array.from({ length }, (_, i) => headers.map((h) => columns[h]![i] ?? ''));
  return { headers, rows, rowNumbers: rows.map((_, i) => i + 2) };
}

/** Header -> the field chosen (or the target's kind: ignore, birth-date...). */
export const chosenBy = (columns: readonly { header: string; target: ColumnTarget }[]) =>
  Object.fromEntries(columns.map((c) => [c.header, c.target.kind === 'field' ? c.target.field : c.target.kind]));

/** Header -> the field suggestMapping chooses for the table. */
export const chosen = (table: Table) => chosenBy(suggestMapping(table).columns);
