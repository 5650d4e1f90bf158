import type { z } from 'zod';

// Turns a failed parse of a service answer into one sentence naming the field and its value,
// e.g. The service answered a user whose user_id is "abc" (expected a number).

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

function showPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : text === '' ? String(part) : `${text}.${String(part)}`,
    '',
  );
}

export function showValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function describeIssue(issue: z.core.$ZodIssue, subject: string): string {
  const where = showPath(issue.path);
  const input = 'input' in issue ? issue.input : undefined;
  if (where === '')
    return `The service answered ${subject} that could not be read: ${showValue(input)} (${issue.message}).`;
  const value = input === undefined ? 'is missing' : `is ${showValue(input)}`;
  return `The service answered ${subject} whose ${where} ${value} (${issue.message}).`;
}

/** subject: how to name the thing in a sentence, e.g. "a user", "a campaign". */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, subject: string): Parsed<z.output<S>> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  return {
    ok: false,
    problem: first ? describeIssue(first, subject) : `The service answered ${subject} that could not be read.`,
  };
}

/** A list answer: each item parsed; the first problem names the item's place in the list. */
export function parseListAnswer<S extends z.ZodType>(
  schema: S,
  value: unknown,
  subject: string,
): Parsed<Array<z.output<S>>> {
  if (value === null || value === undefined) return { ok: true, value: [] };
  if (!Array.isArray(value)) {
    return { ok: false, problem: `The service answered ${showValue(value)} where a list of ${subject}s was expected.` };
  }
  const items: Array<z.output<S>> = [];
  for (const [index, item] of value.entries()) {
    const parsed = parseAnswer(schema, item, `a ${subject} (item ${index + 1} of the list)`);
    if (!parsed.ok) return parsed;
    items.push(parsed.value);
  }
  return { ok: true, value: items };
}
