// Dictionary problems in plain words (both doors use these; neither names a control). A refused value's reason is a
// validation problem: the door words it (`reasonWords`).
import type { Problem } from '../validate/types';
import type { DictionaryProblem } from './types';
import { counted } from '../english';

export function dictionaryProblemWords(problem: DictionaryProblem, reasonWords: (reason: Problem) => string): string {
  switch (problem.code) {
    case 'bad-name':
      return `"${problem.name}" cannot name a dictionary: use letters, digits, spaces, dots, dashes or underscores (up to 64).`;
    case 'unknown-kind':
      return `Entry ${problem.entry}: "${problem.kind}" is not a column kind: give a User field (gender, name_title, tags…) or custom:NAME.`;
    case 'blank-from':
      return `Entry ${problem.entry} (${problem.kind}): the value to translate is blank.`;
    case 'refused-to':
      return `Entry ${problem.entry} (${problem.kind}): "${problem.from}" -> "${problem.to}" is refused: ${reasonWords(problem.reason)}`;
    case 'clashing-entry':
      return (
        `Entry ${problem.entry} (${problem.kind}): "${problem.from}" is read as "${problem.to}" here ` +
        `but as "${problem.otherTo}" in entry ${problem.other}.`
      );
    case 'csv-header':
      return `The first line must name the columns "column kind", "from" and "to" (found: ${problem.found.join(', ') || 'nothing'}).`;
    case 'csv-row':
      return `Line ${problem.line} has ${counted(problem.cells, 'cell')}; every line needs a column kind, a from and a to.`;
  }
}
