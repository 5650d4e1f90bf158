// The "same value for every row" boxes: what the person typed is kept as typed, even when the
// field cannot take it; the mapping gets only the values it can, the others their reason.
import { parseConstant } from '../../../../src-shared/mapping';
import type { Mapping } from '../../../../src-shared/mapping/types';
import { constantProblem } from '../../../../src-shared/validate/constant-problem';
import { toProblem } from '../../lib/problem';

/** The mapping with every valid typed value in force, and why each other one is refused. */
export function withDrafts(
  mapping: Mapping,
  drafts: Readonly<Record<string, string>>,
): { mapping: Mapping; problems: Record<string, string> } {
  const constants: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(drafts)) {
    if (value.trim() === '') continue;
    try {
      const parsed = parseConstant(`${field}=${value}`).value;
      const refused = constantProblem(field, parsed, mapping.transforms);
      if (refused) problems[field] = refused;
      else constants[field] = parsed;
    } catch (error) {
      // The parser words its refusal for the command line ("--set enabled: ..."): the app shows the reason only.
      problems[field] = toProblem(error).message.replace(/^--set [^:]*: /, '');
    }
  }
  return { mapping: { ...mapping, constants: { ...mapping.constants, ...constants } }, problems };
}
