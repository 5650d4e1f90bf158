// A column marking people as deceased (Deceased: Yes, a date of death): one problem a row.
import type { BlockValidator } from '../engine/block-validator';
import { deceasedProblem, deceasedVerdict, type DeceasedColumn } from '../deceased';

/** Every column marking the deceased, down the block. */
export function checkDeceasedColumns(block: BlockValidator): void {
  for (const column of block.compiled.deceased) checkDeceased(block, column);
}

/**
 * Rows the column marks as deceased: one problem a row, from the first column marking it (an error unless switched
 * off).
 */
function checkDeceased(block: BlockValidator, { column, header }: DeceasedColumn): void {
  const { rows } = block.table;
  const { emptyWords, refuseDeceased } = block.settings;
  for (let r = 0, at = block.start; r < block.size; r++, at++) {
    const raw = rows[at]?.[column] ?? '';
    if (raw === '') continue;
    const verdict = deceasedVerdict(block.cellText(raw), emptyWords);
    if (verdict === 'no' || block.problems[r]!.some((p) => p.kind === 'deceased')) continue;
    block.report(r, header, null, raw, deceasedProblem(header, raw, verdict, refuseDeceased), { of: 'none' });
  }
}
