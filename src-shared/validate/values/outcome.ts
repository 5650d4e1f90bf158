// What cleaning one cell gives: the value to send (with a warning, maybe) or a problem in plain words.
import type { FieldSpec } from '../../fields/catalogue';
import type { SettingHint } from '../../setting-hint';
import type { TransformOutcome, TransformSettings } from '../../transforms/types';
import type { OutgoingValue } from '../outgoing-user';
import type { ProblemCode, Severity } from '../types';

export interface CellProblem {
  code: ProblemCode;
  severity: Severity;
  message: string;
  fix?: { description: string; value: string };
  /** The setting that clears it (each door says where that setting is). */
  hint?: SettingHint;
}

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

/** An error of the given code. */
export const refused = (
  code: ProblemCode,
  message: string,
  fix?: CellProblem['fix'],
  hint?: CellProblem['hint'],
): CleanOutcome => ({
  ok: false,
  problem: { code, severity: 'error', message, ...(fix ? { fix } : {}), ...(hint ? { hint } : {}) },
});

/** A value sent with a warning. */
export const sentWithWarning = (value: OutgoingValue, message: string, fix?: CellProblem['fix']): CleanOutcome => ({
  ok: true,
  value,
  warning: { code: 'suspicious', severity: 'warning', message, ...(fix ? { fix } : {}) },
});

/** A value read from a form other than the one the service takes ("Class of 1967", "'69"): sent, and said. */
export const readAs = (value: OutgoingValue, message: string): CleanOutcome => ({
  ok: true,
  value,
  warning: { code: 'read-as', severity: 'warning', message },
});

export const failure = (
  outcome: Extract<TransformOutcome, { ok: false }>,
  code: ProblemCode = 'bad-format',
): CleanOutcome => refused(code, outcome.message, outcome.fix, outcome.hint);

/**
 * A transform's outcome as cleaning's: its value, a warning when it took the value out of more ("Ann <ann@x.org>"), or
 * its refusal.
 */
export function fromTransform(outcome: TransformOutcome, code: ProblemCode = 'bad-format'): CleanOutcome | string {
  if (!outcome.ok) return failure(outcome, code);
  return outcome.note ? sentWithWarning(outcome.value, outcome.note) : outcome.value;
}
