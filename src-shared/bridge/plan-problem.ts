import { z } from 'zod';
import { settingHintSchema } from '../setting-hint-schema';
import { PROBLEM_CODES } from '../validate/types';

// A row's problem as data, as it crosses the bridge into a plan and is kept in plan.json: the validation
// Problem (src-shared/validate/types.ts) itself. Each door words it from its code; nothing parses words back.

const text = z.string().max(10_000);

export const planProblemSchema = z.object({
  code: z.enum(PROBLEM_CODES),
  /** Row number as the person sees it in the file. */
  row: z.number().int().min(0),
  /** Column header, or null for a value given to every row or a missing column. */
  column: text.nullable(),
  /** User field, or null when the problem concerns no single field. */
  field: z.string().max(200).nullable(),
  /** The value as it was in the file (or the value given to every row). */
  value: text,
  severity: z.enum(['error', 'warning']),
  /** The code's details (the words' parameters). */
  params: z.record(z.string(), z.unknown()).optional(),
  /** The shared words, while problems still carry them. */
  message: text.optional(),
  fix: z.object({ description: text, value: text }).optional(),
  hint: settingHintSchema.optional(),
});
export type PlanProblem = z.output<typeof planProblemSchema>;
