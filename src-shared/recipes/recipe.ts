// A saved import ("recipe"): which file or folder, read how, sent where and how, so it can run
// without questions. Written by hand or saved by the app; refused with line-led problems like a
// mapping template.
import { z } from 'zod';
import { refused } from '../errors';
import type { JsonSource } from '../problems/json-issues';
import { reason } from '../problems/reasons';
import { describeIssue, inLineOrder, parseJsonText, unknownKeys } from '../mapping/template-problems';

export const RECIPE_VERSION = 1;

export const recipeSchema = z
  .object({
    version: z.literal(RECIPE_VERSION, { error: `must be ${RECIPE_VERSION}` }),
    name: z.string().trim().min(1).max(80),
    /** The environment it writes to (by name, as `env list` shows). */
    environment: z.string().trim().min(1).max(80),
    /** One file to read (relative to the recipe's folder), or … */
    file: z.string().min(1).optional(),
    /** … a folder: every new CSV or XLSX file in it, once, moved to done/ or failed/ after. */
    folder: z.string().min(1).optional(),
    /** A saved mapping (JSON), relative to the recipe's folder; default: the suggested mapping. */
    mapping: z.string().min(1).optional(),
    /** Value dictionaries of the environment, the first winning. */
    dictionaries: z.array(z.string().min(1).max(64)).default([]),
    mode: z.enum(['create', 'update', 'upsert']).default('upsert'),
    match: z.enum(['email', 'inst_id']).default('email'),
    blank: z.enum(['keep', 'clear']).default('keep'),
    /** Values for every row (FIELD -> text), e.g. tags. */
    set: z.record(z.string(), z.string()).default({}),
    /** Requests per second at most (0 = no cap). */
    rate: z.number().min(0).max(1000).optional(),
    /** A production environment is written to only when the recipe names it here. */
    confirmProduction: z.string().optional(),
  })
  .refine((r) => (r.file === undefined) !== (r.folder === undefined), {
    error: 'give either "file" or "folder" (one of them)',
    path: ['file'],
  });

export type Recipe = z.output<typeof recipeSchema>;

const KNOWN = {
  template: [
    'version',
    'name',
    'environment',
    'file',
    'folder',
    'mapping',
    'dictionaries',
    'mode',
    'match',
    'blank',
    'set',
    'rate',
    'confirmProduction',
  ],
  transforms: [],
  column: [],
};

/** Parses recipe JSON text; throws AppError('invalid-input') with each problem led by its line. */
export function parseRecipe(text: string, source: JsonSource = { kind: 'recipe' }): Recipe {
  const value = parseJsonText(text.replace(/^\uFEFF/, ''), source);
  const parsed = recipeSchema.safeParse(value);
  const problems = [
    ...unknownKeys(value, KNOWN, 'recipe'),
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(issue, value))),
  ];
  if (!parsed.success || problems.length > 0)
    throw refused(reason('recipe.refused', { source, issues: inLineOrder(problems, text.replace(/^\uFEFF/, '')) }));
  return parsed.data;
}
