import { z } from 'zod';
import { FIX_CODES, PROBLEM_CODES } from '../problems/codes';
import { settingHintSchema } from '../setting-hint-schema';
import type { Problem } from '../validate/types';

// A row's problem as data, as it crosses the bridge into a plan and is kept in plan.json: the validation
// Problem (src-shared/validate/types.ts) itself, a code and its params. Each door words it from its table;
// nothing parses words back.

const text = z.string().max(10_000);
const params = z.record(z.string().max(100), z.unknown()).default({});
const codeOf = <C extends string>(codes: readonly C[]) => z.enum(codes as [C, ...C[]]);

const planProblemShape = z.object({
  code: codeOf(PROBLEM_CODES),
  /** The code's details: the words' parameters. */
  params,
  /** The coarse kind (required, too-long, bad-date...) the code belongs to. */
  kind: z.string().max(40),
  severity: z.enum(['error', 'warning']),
  /** Row number as the person sees it in the file. */
  row: z.number().int().min(0),
  /** Column header, or null for a value given to every row or a missing column. */
  column: text.nullable(),
  /** User field, or null when the problem concerns no single field. */
  field: z.string().max(200).nullable(),
  /** The value as it was in the file (or the value given to every row). */
  value: text,
  /** Who the words name before what is wrong (validate/types.ts Subject). */
  subject: z.looseObject({ of: z.string().max(40) }).optional(),
  kept: z.object({ form: z.enum(['text-formula', 'apostrophe']), text }).optional(),
  fix: z.object({ code: codeOf(FIX_CODES), params, value: text }).optional(),
  hint: settingHintSchema.optional(),
});

/**
 * A plan row's problem. The schema checks its shape and that its codes are known; the params of each code
 * are the validation's own (it made them), so the output is typed as the Problem it was.
 */
export const planProblemSchema = planProblemShape as unknown as z.ZodType<Problem, Problem>;
export type PlanProblem = Problem;
