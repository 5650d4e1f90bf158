// Match rules an office can choose (as in ImportOmatic's criteria sets): which fields are compared,
// which of them may make a sure match, and the probability thresholds. Presets are data; a rules
// file is the same shape (checked by matchRulesSchema), optionally starting from a preset.
import { z } from 'zod';
import { refusalMessage } from '../problems/refusals';
import type { MatchField } from './levels';

export interface MatchRules {
  name: string;
  /** At or above: the same person (an update), when no guard holds and no other candidate is possible. */
  sure: number;
  /** At or above (and below sure, or guarded): a possible match, held for a person's decision. */
  possible: number;
  /** The chance that a row and a user compared at random are one person (the scores' starting point). */
  prior: number;
  /** The fields whose evidence counts; the others are not compared (the guards always are). */
  fields: MatchField[];
  /** A sure match needs agreement on at least one of these fields (empty: any). */
  anchors: MatchField[];
  /**
   * Refine m on the file and the service (EM, em.ts) before matching. Off unless chosen: on the soak's file
   * of numbered names it learnt from look-alike pairs that emails differ between one person's records, and
   * held exact email-and-name matches.
   */
  refine?: boolean;
}

export const MATCH_FIELDS: readonly MatchField[] = [
  'first_name',
  'last_name',
  'birth_date',
  'class_year',
  'gender',
  'suffix',
  'inst_id',
  'email',
  'phone',
  'postcode',
  'street',
  'city',
];

export const MATCH_RULE_PRESETS: Readonly<Record<'strict' | 'standard' | 'lenient', MatchRules>> = {
  /** Sure only on an identifier or a birth date, at 99.99%; more rows are held. */
  strict: {
    name: 'strict',
    sure: 0.9999,
    possible: 0.001,
    prior: 1e-5,
    fields: [...MATCH_FIELDS],
    anchors: ['inst_id', 'email', 'birth_date'],
  },
  /** Sure at 99.8% with an identifier, birth date, phone or street among the agreements. */
  standard: {
    name: 'standard',
    sure: 0.998,
    possible: 0.01,
    prior: 1e-5,
    fields: [...MATCH_FIELDS],
    anchors: ['inst_id', 'email', 'birth_date', 'phone', 'street'],
  },
  /** Sure at 99% on any agreement; fewer rows held, still never past a guard. */
  lenient: {
    name: 'lenient',
    sure: 0.99,
    possible: 0.05,
    prior: 1e-5,
    fields: [...MATCH_FIELDS],
    anchors: [],
  },
};

export type MatchRulePreset = keyof typeof MATCH_RULE_PRESETS;

export const DEFAULT_MATCH_RULES: MatchRules = MATCH_RULE_PRESETS.standard;

const probability = z.number().gt(0).lt(1);

/** A rules file: a preset to start from and what it changes. */
export const matchRulesSchema = z
  .object({
    name: z.string().min(1).optional(),
    preset: z.enum(['strict', 'standard', 'lenient']).optional(),
    sure: probability.optional(),
    possible: probability.optional(),
    prior: probability.optional(),
    fields: z.array(z.enum(MATCH_FIELDS as [MatchField, ...MatchField[]])).optional(),
    anchors: z.array(z.enum(MATCH_FIELDS as [MatchField, ...MatchField[]])).optional(),
    refine: z.boolean().optional(),
  })
  .strict()
  .superRefine(({ possible, sure }, ctx) => {
    if (possible !== undefined && sure !== undefined && possible >= sure)
      ctx.addIssue({
        code: 'custom',
        path: ['possible'],
        message: refusalMessage('input.possible-below-sure', { possible, sure }),
      });
  });

/** The rules a checked file gives: its preset (standard by default) with its own values over it. */
export function rulesFrom(input: z.output<typeof matchRulesSchema>, fallbackName = 'custom'): MatchRules {
  const base = MATCH_RULE_PRESETS[input.preset ?? 'standard'];
  const rules = { ...base, ...input, name: input.name ?? fallbackName };
  delete (rules as { preset?: unknown }).preset;
  if (rules.possible >= rules.sure) rules.possible = base.possible < rules.sure ? base.possible : rules.sure / 2;
  return rules;
}

export function isPresetName(name: string): name is MatchRulePreset {
  return Object.hasOwn(MATCH_RULE_PRESETS, name);
}

const fieldList = z.array(z.enum(MATCH_FIELDS as [MatchField, ...MatchField[]]));

/** Complete rules as they travel with a plan request and are kept with the job. */
export const matchRulesValueSchema = z
  .object({
    name: z.string().min(1).max(120),
    sure: probability,
    possible: probability,
    prior: probability,
    fields: fieldList,
    anchors: fieldList,
    refine: z.boolean().optional(),
  })
  .strict();
