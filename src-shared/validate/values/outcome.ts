// What cleaning one cell gives: the value to send (with a warning, maybe) or a problem in plain words.
import type { FieldSpec } from '../../fields/catalogue';
import type { CellProblem } from '../../problems/problem';
import type { TransformOutcome, TransformSettings } from '../../transforms/types';
import type { OutgoingValue } from '../outgoing-user';

export type { CellProblem } from '../../problems/problem';

/**
 * ok: false with a problem of a warning's severity: the value is not sent, and the row stays valid (a region not in two
 * letters).
 */
export type CleanOutcome =
  { ok: true; value: OutgoingValue; warning?: CellProblem } | { ok: false; problem: CellProblem };

export interface RowContext {
  /** The row's country for this address (home or work); undefined when not given. */
  countryOf(prefix: 'home' | 'work'): string | undefined;
}

/**
 * The cleaning of one kind of value: a cell's text (trimmed, checked for invisible characters and
 * Excel's marks) -> its outcome, or a bare value still to check with the field's zod schema.
 */
export type KindCleaner = (
  spec: FieldSpec,
  text: string,
  settings: TransformSettings,
  row: RowContext,
) => CleanOutcome | OutgoingValue;

/** A refusal: the value is not sent. */
export const refused = (problem: CellProblem): CleanOutcome => ({ ok: false, problem });

/** A value sent with a warning. */
export const sentWithWarning = (value: OutgoingValue, warning: CellProblem): CleanOutcome => ({
  ok: true,
  value,
  warning,
});

/** A transform's refusal as cleaning's. */
export const failure = (outcome: Extract<TransformOutcome, { ok: false }>): CleanOutcome => refused(outcome.problem);

/**
 * A transform's outcome as cleaning's: its value, a warning when it took the value out of more ("Ann <ann@x.org>"), or
 * its refusal.
 */
export function fromTransform(outcome: TransformOutcome): CleanOutcome | string {
  if (!outcome.ok) return failure(outcome);
  return outcome.note ? sentWithWarning(outcome.value, outcome.note) : outcome.value;
}
