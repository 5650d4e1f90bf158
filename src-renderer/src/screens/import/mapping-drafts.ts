// The "same value for every row" boxes: what the person typed is kept as typed, even when the
// field cannot take it; the mapping gets only the values it can, the others their reason.
import { checkConstant, wordConstantRefusal } from '../../../../src-shared/mapping';
import { APP_CONSTANT_REFUSAL_WORDS } from '../../lib/words/constant-refusal-words';
import type { Mapping } from '../../../../src-shared/mapping/types';
import { constantProblem } from '../../../../src-shared/validate/constant-problem';
import { sentenceWithFix } from '../../lib/words/problem-sentence';
import { APP_TABLES } from '../../lib/words/problem-words';

/** The mapping with every valid typed value in force, and why each other one is refused. */
export function withDrafts(
  mapping: Mapping,
  drafts: Readonly<Record<string, string>>,
): { mapping: Mapping; problems: Record<string, string> } {
  const constants: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(drafts)) {
    if (value.trim() === '') continue;
    const checked = checkConstant(field, value);
    if (!checked.ok) {
      const { reason, details } = wordConstantRefusal(APP_CONSTANT_REFUSAL_WORDS, checked.refusal);
      problems[field] = [`${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`, ...details].join(' ');
      continue;
    }
    const refused = constantProblem(field, checked.value, mapping.transforms);
    if (refused) problems[field] = sentenceWithFix(APP_TABLES, refused);
    else constants[field] = checked.value;
  }
  return { mapping: { ...mapping, constants: { ...mapping.constants, ...constants } }, problems };
}
