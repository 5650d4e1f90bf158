// What a value of a service answer should have been, as a code each door words ("a number", "1 or 0"): the tolerant
// readers' checks and zod's own type checks (an object, a list) say it; anything else is 'other' (decision 0007).
export const ANSWER_EXPECTED = ['number', 'whole-number', '1-or-0', 'text', 'object', 'list', 'other'] as const;
export type AnswerExpected = (typeof ANSWER_EXPECTED)[number];
/** A door's words for what was expected, by code. */
export type AnswerExpectedWordsTable = { readonly [E in AnswerExpected]: string };

const KNOWN: ReadonlySet<unknown> = new Set(ANSWER_EXPECTED);
export const isAnswerExpected = (value: unknown): value is AnswerExpected => KNOWN.has(value);

/** zod's type names (an invalid_type issue's `expected`) as codes; a type not here is 'other'. */
export const ZOD_TYPE_EXPECTED: Readonly<Record<string, AnswerExpected>> = {
  number: 'number',
  int: 'whole-number',
  string: 'text',
  object: 'object',
  array: 'list',
};
