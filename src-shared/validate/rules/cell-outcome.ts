// What a cell rule gives back: the values one cell gives its row's fields and the problems it has, in order. A rule
// is a plain function of a cell and its row context; validate/engine writes its outcome into the rows.
import { isEmptyWordCell } from '../../transforms/empty-words';
import { textFormulaText } from '../../transforms/excel-text';
import { problem } from '../../problems/problem';
import { isBlank, isTrimmed } from '../../transforms/text';
import type { TransformSettings } from '../../transforms/types';
import type { CellProblem, CleanOutcome, RowContext } from '../clean-field';
import type { FieldPlan } from '../compile-mapping';
import { EQUALS } from '../engine/cells';
import type { OutgoingValue } from '../outgoing-user';
import type { Subject } from '../types';

/**
 * One step of a cell's outcome. A problem is reported on the cell's column, quoting the cell as written, with
 * `subject` in place of the usual one (the field's name and the quoted cell). A value goes to its field (`when`:
 * always; 'no-error': unless the field has an error on the row by then; 'open': only when the field has neither a
 * value nor an error); `slot`: where the field's value sits (the engine finds it when not given). `fails`: the field
 * gets no value, another field's problem covering it. `custom`: a custom field's text, written only into a User.
 */
export type CellStep =
  | { problem: CellProblem; field: string | null; subject?: Subject }
  | { value: OutgoingValue; field: string; slot?: number; joinWith?: string | undefined; when?: 'no-error' | 'open' }
  | { fails: string }
  | { custom: string; text: string };

/** A cell that gives nothing (an empty word, a refusal's words left to another step). */
export const NOTHING: readonly CellStep[] = Object.freeze([]);

/** What a cell rule may read of its row: never the block it is written into. */
export interface CellContext extends RowContext {
  readonly settings: TransformSettings;
  readonly today: Date;
  /** The row's cells as read. */
  readonly cells: readonly string[] | undefined;
  /** The table's column feeding a field (the first when several do), if any. */
  columnOf(field: string): number | undefined;
  /** A field cell cleaned as cleanValue cleans it (the engine may answer from its memo: the same outcome). */
  cleanField(plan: FieldPlan, text: string): CleanOutcome;
  /** Whether a cell reads as empty: blank, a word databases write for empty (NULL) when read so, or ="". */
  isEmptyCell(cell: string): boolean;
}

/** A cell a rule takes: non-empty, its formula guard undone (`cell`), and as written (`raw`). */
export type CellRule<P> = (plan: P, cell: string, raw: string, row: CellContext) => readonly CellStep[];

/** A cell written as databases write an empty cell (NULL, None, NaN), when those read as empty. */
export function isEmptyWord(cell: string, settings: TransformSettings): boolean {
  return settings.emptyWords && isEmptyWordCell(cell);
}

/**
 * A cell written ="…" (Excel's way to keep leading zeros in a CSV file) in a column that is not
 * one field's: its text, with a warning naming the form; the cell itself for any other.
 */
export function withoutTextFormula(steps: CellStep[], field: string, subject: Subject, cell: string): string {
  const formula = cell.charCodeAt(0) === EQUALS || isTrimmed(cell.charCodeAt(0)) ? textFormulaText(cell) : undefined;
  if (formula === undefined) return cell;
  if (!isBlank(formula)) steps.push({ problem: problem('cell.text-formula', { text: formula }), field, subject });
  return formula;
}
