// `--match-rules NAME|FILE` on import: a preset (strict, standard, lenient), rules saved for the
// environment (`match-rules save`), or a JSON file of match rules (src-shared/matching/rules.ts: a
// preset to start from and the thresholds or fields it changes). Read and checked before the import
// file is, so a wrong value is said first.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { parse as parseJsonc, type ParseError } from 'jsonc-parser';
import { AppError } from '../../src-shared/errors';
import { wordIssueMessage } from '../../src-shared/problems/refusals';
import { CLI_REFUSAL_WORDS } from './words/refusal-words';
import { MatchRulesStore } from '../services/match-rules';
import {
  isPresetName,
  MATCH_RULE_PRESETS,
  matchRulesSchema,
  rulesFrom,
  type MatchRules,
} from '../../src-shared/matching/rules';

export function addMatchRulesOption(command: Command): Command {
  return command.option(
    '--match-rules <name-or-file>',
    'how sure a match must be: strict, standard (default), lenient, rules saved for the environment ' +
      '(match-rules list), or a JSON file of match rules',
  );
}

/** The rules the flag names (absent: the planner's default, standard), as the plan request carries them. */
export function matchRulesOf(flags: object): { rules?: MatchRules } {
  const value = (flags as { matchRules?: unknown }).matchRules;
  if (typeof value !== 'string' || value === '') return {};
  if (isPresetName(value)) return { rules: MATCH_RULE_PRESETS[value] };
  return { rules: readRulesFile(value) };
}

/** The same, and a name saved for the environment (a preset first, then a saved name, then a file). */
export async function matchRulesFor(home: string, environment: string, flags: object): Promise<{ rules?: MatchRules }> {
  const value = (flags as { matchRules?: unknown }).matchRules;
  if (typeof value !== 'string' || value === '' || isPresetName(value)) return matchRulesOf(flags);
  const saved = await new MatchRulesStore(home).find(environment, value);
  return saved ? { rules: saved } : matchRulesOf(flags);
}

function readRulesFile(path: string): MatchRules {
  const names = Object.keys(MATCH_RULE_PRESETS).join(', ');
  let text: string;
  try {
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new AppError(
      'invalid-input',
      `--match-rules ${path}: neither a preset (${names}), rules saved for the environment, nor a readable file.`,
      [(error as Error).message],
    );
  }
  const errors: ParseError[] = [];
  const data: unknown = parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length > 0)
    throw new AppError('invalid-input', `--match-rules ${path}: not valid JSON (at character ${errors[0]!.offset}).`);
  const checked = matchRulesSchema.safeParse(data);
  if (!checked.success)
    throw new AppError(
      'invalid-input',
      `--match-rules ${path}: not valid match rules.`,
      checked.error.issues.map(
        (issue) => `${issue.path.join('.') || '(file)'}: ${wordIssueMessage(CLI_REFUSAL_WORDS, issue.message)}`,
      ),
    );
  const base = path.replace(/^.*[\\/]/, '').replace(/\.jsonc?$/i, '');
  return rulesFrom(checked.data, base);
}
