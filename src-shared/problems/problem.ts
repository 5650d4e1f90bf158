// A problem of one value as data (a code, its params, its kind and severity, a fix and a hint), and the words tables'
// shape every door fills.
import type { SettingHint } from '../setting-hint';
import {
  PROBLEM_TABLE,
  type Fix,
  type FixCode,
  type FixParams,
  type ParamsOf,
  type ProblemCode,
  type ProblemData,
  type ProblemKind,
  type Severity,
} from './codes';

/** What a spreadsheet's mark kept as typed (="00123", '00123): the problem is of that text. */
export interface KeptText {
  form: 'text-formula' | 'apostrophe';
  text: string;
}

/** A problem of one value, before it is placed on a row. */
export type CellProblem = ProblemData & {
  kind: ProblemKind;
  severity: Severity;
  /** A suggested fix: what it does and the value it would give. */
  fix?: Fix;
  /** The setting that clears it; each door says where that setting is (a flag, a control). */
  hint?: SettingHint;
  /** The value was kept as typed by a spreadsheet's mark, and this problem is of the text inside. */
  kept?: KeptText;
};

type NoParams<T> = Record<never, never> extends T ? true : false;

/** A problem of the given code: its kind and severity from PROBLEM_TABLE. */
export function problem<C extends ProblemCode>(
  code: C,
  ...[params, more]: NoParams<ParamsOf<C>> extends true
    ? [params?: ParamsOf<C>, more?: { fix?: Fix; hint?: SettingHint }]
    : [params: ParamsOf<C>, more?: { fix?: Fix; hint?: SettingHint }]
): CellProblem {
  const { kind, severity } = PROBLEM_TABLE[code];
  return {
    code,
    params: params ?? {},
    kind,
    severity,
    ...(more?.fix ? { fix: more.fix } : {}),
    ...(more?.hint ? { hint: more.hint } : {}),
  } as CellProblem;
}

/** A fix of the given code: the value it gives and what it does. */
export function fix<C extends FixCode>(
  code: C,
  value: string,
  ...[params]: NoParams<FixParams[C]> extends true ? [params?: FixParams[C]] : [params: FixParams[C]]
): Fix {
  return { code, params: params ?? {}, value } as Fix;
}

/** A door's words for every problem code: a missing code fails the typecheck. */
export type ProblemWordsTable = { readonly [C in ProblemCode]: (params: ParamsOf<C>) => string };
/** A door's words for the problem codes of the given families ('email' for email.*): part of a words table. */
export type ProblemWordsFor<Family extends string> = {
  readonly [C in ProblemCode as C extends `${Family}.${string}` ? C : never]: (params: ParamsOf<C>) => string;
};
/** A door's words for every fix code. */
export type FixWordsTable = { readonly [C in FixCode]: (params: FixParams[C], value: string) => string };

/**
 * The problem placed at its row, column, field and value. Built key by key, in the order a spread would give:
 * validation places one for each row of a file whose column is missing, and V8 copies a spread of objects of
 * several shapes (with or without a fix, a hint) on its slow path.
 */
export function placedProblem<P>(
  found: CellProblem,
  row: number,
  column: string | null,
  field: string | null,
  value: string,
  subject: P | undefined,
): CellProblem & { row: number; column: string | null; field: string | null; value: string; subject?: P } {
  const placed: Record<string, unknown> = {
    code: found.code,
    params: found.params,
    kind: found.kind,
    severity: found.severity,
  };
  if (found.fix !== undefined) placed['fix'] = found.fix;
  if (found.hint !== undefined) placed['hint'] = found.hint;
  if (found.kept !== undefined) placed['kept'] = found.kept;
  placed['row'] = row;
  placed['column'] = column;
  placed['field'] = field;
  placed['value'] = value;
  if (subject !== undefined) placed['subject'] = subject;
  return placed as ReturnType<typeof placedProblem<P>>;
}
