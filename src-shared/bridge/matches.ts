import { z } from 'zod';
import { matchChoiceSchema } from './jobs';
import { matchRulesValueSchema } from '../matching/rules';
import { method } from './define';
import { refusalMessage } from '../problems/refusals';

// Remembered match decisions: what a person chose for rows held as possible matches, kept per
// environment in the home folder and reused on the next file; listed and forgotten here.

export const rememberedMatchSchema = z.object({
  /** The key: a hash of the person's identifying values (name, birth date, class year, email, inst_id). */
  fingerprint: z.string(),
  choice: matchChoiceSchema,
  decidedAt: z.string(),
  jobId: z.string(),
  rowNumber: z.number().int(),
  label: z.string(),
  /** The user was chosen from the review's search, not from the row's candidates. */
  foundBySearch: z.literal(true).optional(),
});
export type RememberedMatch = z.infer<typeof rememberedMatchSchema>;

const environmentArg = z.string().min(1).max(80);

const MAX_VALUE_CHARS = 20_000;
/** A user found by the review's search, compared with the held row as a candidate is. */
/** A cleaned value of a held row: any shape a field has, but not a megabyte (the bridge's other calls cap theirs). */
const boundedValue = z
  .unknown()
  .refine(
    (value) => (JSON.stringify(value ?? null) ?? '').length <= MAX_VALUE_CHARS,
    refusalMessage('input.too-long', { max: MAX_VALUE_CHARS }),
  );

export const foundUserSchema = z.object({
  userId: z.number().int(),
  score: z.number(),
  probability: z.number().min(0).max(1),
  evidence: z.string(),
  codes: z.array(z.string()),
  values: z.record(z.string(), z.unknown()),
});
export type FoundUser = z.infer<typeof foundUserSchema>;

export const matchesMethods = {
  'matches.list': method(
    'The remembered decisions of one environment, newest first',
    z.object({ environment: environmentArg }).strict(),
    z.array(rememberedMatchSchema),
  ),
  'matches.forget': method(
    'Forget remembered decisions (by fingerprint, or all): those rows are held for review again',
    z
      .object({
        environment: environmentArg,
        fingerprints: z.array(z.string().min(6).max(64)).max(100_000).default([]),
        all: z.boolean().default(false),
      })
      .strict(),
    z.object({ forgotten: z.number().int() }),
  ),
  'matches.search': method(
    "Users of an environment found by name, email, user_id or inst_id, each compared with a held row's values",
    z
      .object({
        environment: environmentArg,
        query: z.string().max(200),
        /** The held row's cleaned values (as the plan shows them), to compare each user with. */
        values: z.record(z.string().max(80), boundedValue).default({}),
        /** The match rules the plan used, so a user found is compared as the candidates were. */
        rules: matchRulesValueSchema.optional(),
      })
      .strict(),
    z.object({ users: z.array(foundUserSchema), total: z.number().int(), notes: z.array(z.string()) }),
  ),
} as const;
