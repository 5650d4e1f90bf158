import { z } from 'zod';
import { MATCH_FIELDS, matchRulesValueSchema } from '../matching/rules';
import type { MatchField } from '../matching/levels';
import { MATCH_RULES_NAME_MAX } from '../matching/saved-rules';
import { method } from './define';

// Match rules an office keeps per environment in the home folder: the presets beside the saved
// rules, a copy of a preset saved with fields switched off, and removing saved rules.

const env = z.string().trim().min(1).max(80);
const name = z.string().trim().min(1).max(MATCH_RULES_NAME_MAX);
const field = z.enum(MATCH_FIELDS as [MatchField, ...MatchField[]]);

export const matchRulesMethods = {
  'matchRules.list': method(
    'The presets and the match rules saved for an environment',
    z.object({ environment: env }).strict(),
    z.object({ presets: z.array(matchRulesValueSchema), saved: z.array(matchRulesValueSchema) }),
  ),
  'matchRules.saveCopy': method(
    'Saves a copy of a preset under a name, with fields switched off (replacing rules of that name)',
    z
      .object({
        environment: env,
        preset: z.enum(['strict', 'standard', 'lenient']),
        name,
        off: z.array(field).max(MATCH_FIELDS.length).default([]),
      })
      .strict(),
    matchRulesValueSchema,
  ),
  'matchRules.remove': method(
    'Removes saved match rules (a preset cannot be removed)',
    z.object({ environment: env, name }).strict(),
    z.object({ removed: z.string() }),
  ),
} as const;
