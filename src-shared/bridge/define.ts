import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { REASON_CODES } from '../problems/reasons';
import { readRefusal, wordRefusal, type RefusalWordsTable } from '../problems/refusals';
import { settingHintSchema } from '../setting-hint-schema';

export interface MethodSpec<A extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly args: A;
  readonly result: R;
  /** One line for humans: what the call does. */
  readonly summary: string;
}

export function method<A extends z.ZodType, R extends z.ZodType>(
  summary: string,
  args: A,
  result: R,
): MethodSpec<A, R> {
  return { summary, args, result };
}

export const failureSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(z.string()).optional(),
  hint: settingHintSchema.optional(),
  /** Why, as data (problems/reasons.ts): the window words it from its own table. */
  reason: z.object({ code: z.enum(REASON_CODES), params: z.record(z.string(), z.unknown()) }).optional(),
});

/** What every bridge call answers, whatever the door (IPC or HTTP). */
export const envelopeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: failureSchema }),
]);
export type Envelope = z.infer<typeof envelopeSchema>;

/**
 * Turns zod issues into `path: message` lines a person can read; a refusal a check carries as data (refusals.ts) is
 * worded from the door's table, `words` (without one, its code stands).
 */
export function describeIssues(error: z.ZodError, words?: RefusalWordsTable): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(the whole value)';
    const refusal = readRefusal(issue.message);
    if (!refusal) return `${path}: ${issue.message}`;
    return `${path}: ${words ? wordRefusal(words, refusal) : refusal.code}`;
  });
}
