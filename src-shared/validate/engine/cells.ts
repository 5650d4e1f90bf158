// Reading a cell before any rule judges it: parts joined from other columns, formula guards undone, empty forms.
import { textFormulaText } from '../../transforms/excel-text';
import { undoFormulaGuard } from '../../transforms/formula-guard';
import { isBlank, isTrimmed } from '../../transforms/text';
import { joinPart } from '../../transforms/value-parts';
import type { PartPlan } from '../compile-mapping';

const APOSTROPHE = 39;
export const EQUALS = 61;

/**
 * A row's cell with the parts other columns hold joined to it (217 + 5550123: "217 5550123"); '' when the cell is
 * empty.
 */
export function withParts(row: readonly string[] | undefined, column: number, parts: readonly PartPlan[]): string {
  const cell = row?.[column] ?? '';
  const trimmed = cell.trim();
  if (trimmed === '') return cell;
  let whole = trimmed;
  for (const { column: at, part } of parts) {
    const value = (row?.[at] ?? '').trim();
    if (value !== '') whole = joinPart(part, whole, value);
  }
  // Nothing joined: the cell as written (its spaces are cleaning's to tell).
  return whole === trimmed ? cell : whole;
}

/** ="" (spaces around allowed): a text formula of nothing, an empty cell. */
export function isEmptyTextFormula(cell: string): boolean {
  const first = cell.charCodeAt(0);
  if (first !== EQUALS && !isTrimmed(first)) return false;
  const text = textFormulaText(cell);
  return text !== undefined && isBlank(text);
}

/** The cell without the apostrophe our errors files put before formula-like text, when that setting is on. */
export function withoutFormulaGuard(raw: string, undo: boolean): string {
  return undo && raw.charCodeAt(0) === APOSTROPHE ? undoFormulaGuard(raw) : raw;
}
