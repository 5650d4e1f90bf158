import type { z } from 'zod';
import { isAnswerExpected, ZOD_TYPE_EXPECTED, type AnswerExpected } from './expected';

// A failed parse of a service answer, as data naming the field and its value (decision 0007); each door words it
// (lib/words/answer-words.ts: The service answered a user whose user_id is "abc" (expected a number).).

/**
 * Why an answer could not be read. `subject`: what the caller asked for, as it named it ("a user"; for an item of a
 * list, the item's noun, "user", with `item` its place from 1). `value`: what came, as short JSON (absent: nothing
 * came). `expected`: what the value should have been, as a code (expected.ts).
 */
export type AnswerProblem =
  | { code: 'answer.unreadable'; subject: string; item?: number; value?: string; expected: AnswerExpected }
  | { code: 'answer.field'; subject: string; item?: number; where: string; value?: string; expected: AnswerExpected }
  | { code: 'answer.unread'; subject: string; item?: number }
  | { code: 'answer.not-a-list'; subject: string; value?: string };
export type AnswerProblemCode = AnswerProblem['code'];
/** A door's words for every answer problem, by code. */
export type AnswerWordsTable = {
  readonly [C in AnswerProblemCode]: (problem: Extract<AnswerProblem, { code: C }>) => string;
};

const CODES: { readonly [C in AnswerProblemCode]: true } = {
  'answer.unreadable': true,
  'answer.field': true,
  'answer.unread': true,
  'answer.not-a-list': true,
};
export const ANSWER_PROBLEM_CODES = Object.keys(CODES) as AnswerProblemCode[];

/** An answer problem in a door's words. */
export function wordAnswerProblem(table: AnswerWordsTable, problem: AnswerProblem): string {
  return (table[problem.code] as (problem: AnswerProblem) => string)(problem);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: AnswerProblem };

function showPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : text === '' ? String(part) : `${text}.${String(part)}`,
    '',
  );
}

/** A value as short JSON (at most 80 characters); undefined for none. */
export function showValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

type Where = { subject: string; item?: number };

function expectedOf(issue: z.core.$ZodIssue): AnswerExpected {
  const said: unknown = issue.code === 'custom' ? issue.params?.expected : undefined;
  if (isAnswerExpected(said)) return said;
  if (issue.code === 'invalid_type') return ZOD_TYPE_EXPECTED[issue.expected] ?? 'other';
  return 'other';
}

export function describeIssue(issue: z.core.$ZodIssue, at: Where): AnswerProblem {
  const where = showPath(issue.path);
  const value = showValue('input' in issue ? issue.input : undefined);
  if (where === '') return { code: 'answer.unreadable', ...at, value, expected: expectedOf(issue) };
  return { code: 'answer.field', ...at, where, value, expected: expectedOf(issue) };
}

function parseOne<S extends z.ZodType>(schema: S, value: unknown, at: Where): Parsed<z.output<S>> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  return { ok: false, problem: first ? describeIssue(first, at) : { code: 'answer.unread', ...at } };
}

/** subject: how to name the thing in a sentence, e.g. "a user", "a campaign". */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, subject: string): Parsed<z.output<S>> {
  return parseOne(schema, value, { subject });
}

/** A list answer: each item parsed; the first problem names the item's place in the list. subject: "user". */
export function parseListAnswer<S extends z.ZodType>(
  schema: S,
  value: unknown,
  subject: string,
): Parsed<Array<z.output<S>>> {
  if (value === null || value === undefined) return { ok: true, value: [] };
  if (!Array.isArray(value))
    return { ok: false, problem: { code: 'answer.not-a-list', subject, value: showValue(value) } };
  const items: Array<z.output<S>> = [];
  for (const [index, item] of value.entries()) {
    const parsed = parseOne(schema, item, { subject, item: index + 1 });
    if (!parsed.ok) return parsed;
    items.push(parsed.value);
  }
  return { ok: true, value: items };
}
