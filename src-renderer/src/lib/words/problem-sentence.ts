// A problem as one sentence from a door's words tables: who (the subject), what is wrong (the code's words, said of
// the text a spreadsheet's mark kept when there is one), and a full stop.
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import type { CellProblem } from '../../../../src-shared/problems/problem';
import type { FixWordsTable, ProblemWordsTable } from '../../../../src-shared/problems/problem';
import { quote } from '../../../../src-shared/validate/engine/words';
import type { Fix } from '../../../../src-shared/problems/codes';
import type { Problem } from '../../../../src-shared/validate/types';

export interface ProblemTables {
  problems: ProblemWordsTable;
  fixes: FixWordsTable;
}

const labelOf = (field: string): string => fieldSpec(field)?.label ?? field;

/** The words of a problem's code (without its subject). */
export function problemText(tables: ProblemTables, problem: CellProblem): string {
  const say = tables.problems[problem.code] as (params: unknown) => string;
  const words = say(problem.params);
  const { kept } = problem;
  if (!kept) return words;
  if (problem.severity === 'error')
    return kept.form === 'apostrophe'
      ? `starts with an apostrophe, the mark that makes Excel keep a number as typed, and "${kept.text}" ${words}`
      : `is written ="…", the formula that makes Excel keep a text as typed, and its text, "${kept.text}", ${words}`;
  const note =
    kept.form === 'apostrophe'
      ? tables.problems['cell.apostrophe-number']({ text: kept.text })
      : tables.problems['cell.text-formula']({ text: kept.text });
  return `${note}; that text ${words}`;
}

/** Who a problem is said of: the field and the cell, a column's kind, the value given to every row... */
export function subjectWords(problem: Problem): string {
  const { subject } = problem;
  if (!subject) return problem.field ? `${labelOf(problem.field)} ${quote(problem.value)}` : quote(problem.value);
  switch (subject.of) {
    case 'none':
      return '';
    case 'full-name':
      return `Name ${quote(subject.value)}`;
    case 'birth-date':
      return `Birth date ${quote(subject.value)}`;
    case 'custom-field':
      return `Custom field "${subject.name}" ${quote(subject.value)}`;
    case 'in-column':
      return `${quote(subject.value)} in "${subject.column}"`;
    case 'sent': {
      const field = problem.field ?? '';
      const label = fieldSpec(field)?.label;
      return `Row ${problem.row}: ${label ? `${label} (${field})` : `"${field.slice(0, 80)}"`}`;
    }
    case 'given':
      return `The value given to every row for ${labelOf(subject.field)}, ${quote(subject.value)},`;
    case 'part': {
      const { from } = subject;
      const source =
        'field' in from
          ? `${labelOf(from.field)} ${quote(from.value)}`
          : 'name' in from
            ? `the name ${quote(from.name)}`
            : `"${from.column}"`;
      return `${labelOf(subject.field)} ${quote(subject.value)} (from ${source})`;
    }
  }
}

/** A problem as one sentence: its subject, its words, a full stop. */
export function problemSentence(tables: ProblemTables, problem: Problem): string {
  const subject = subjectWords(problem);
  const text = problemText(tables, problem);
  const sentence = subject === '' ? text : `${subject} ${text}`;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/** What a fix does, in words ("keep the first, ann@example.org"). */
export function fixWords(tables: ProblemTables, fix: Fix): string {
  const say = tables.fixes[fix.code] as (params: unknown, value: string) => string;
  return say(fix.params, fix.value);
}

/** A problem as one sentence, then its suggested fix ("... Suggested: leave the cell empty."). */
export function sentenceWithFix(tables: ProblemTables, problem: Problem): string {
  const sentence = problemSentence(tables, problem);
  return problem.fix ? `${sentence} Suggested: ${fixWords(tables, problem.fix)}.` : sentence;
}
