// What a rule after the columns gives back for one row: problems, and values it moves, sets or takes off. Such a
// rule is a plain function of the row as the columns left it (RowView); validate/engine writes its outcome.
import type { ProblemKind } from '../../problems/codes';
import type { CellProblem } from '../../problems/problem';
import type { TransformSettings } from '../../transforms/types';
import type { RowContext } from '../clean-field';
import type { CompiledMapping } from '../compile-mapping';
import type { OutgoingValue } from '../outgoing-user';
import type { Subject } from '../types';

/**
 * One step of a row's outcome, applied in order. A problem names its column and quotes `value` (`subject` in place
 * of the usual one; `leavesFields`: an error that takes no field off the row by itself). `set` writes a field's
 * value (`given`: the part of it given for every row, noted only in a User), `clear` takes it off; `emailFrom`: the
 * header the row's email now comes from.
 */
export type RowStep =
  | {
      problem: CellProblem;
      field: string | null;
      column: string | null;
      value: string;
      subject?: Subject;
      leavesFields?: boolean;
    }
  | { set: string; value: OutgoingValue; given?: unknown }
  | { clear: string }
  | { emailFrom: string | undefined };

export const NO_STEPS: readonly RowStep[] = Object.freeze([]);

/** What a rule after the columns may read of its row: never the block it is written into. */
export interface RowView extends RowContext {
  readonly settings: TransformSettings;
  readonly today: Date;
  readonly compiled: CompiledMapping;
  /** The row's cells as read. */
  readonly cells: readonly string[] | undefined;
  /** A field's value as the columns (and the rules before) left it. */
  valueOf(field: string): OutgoingValue | undefined;
  /** Whether the field has an error on the row. */
  hasError(field: string): boolean;
  /** Whether the row already has a problem of this kind. */
  hasProblemOfKind(kind: ProblemKind): boolean;
  /** Whether a cell reads as empty: blank, a word databases write for empty (NULL) when read so, or ="". */
  isEmptyCell(cell: string): boolean;
}

/** A rule after the columns: one row in, its outcome out. */
export type RowRule = (row: RowView) => readonly RowStep[];
