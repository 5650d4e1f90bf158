// Checks across fields of one row (a birth date after graduation, a class year before birth): row-rules.ts finds them.
import type { CompiledMapping } from '../compile-mapping';
import { crossFieldProblems, type RuleInputs } from '../row-rules';
import { NO_STEPS, type RowStep, type RowView } from './row-outcome';

const inputs: RuleInputs = { day: undefined, month: undefined, year: undefined, graduated: undefined };

/** The row's birth date and class year checked together; an error takes the fields it names off the row. */
export function acrossFieldsRow(row: RowView): readonly RowStep[] {
  const year = row.valueOf('dob_year');
  const graduated = row.valueOf('year_graduated');
  if (year === undefined && graduated === undefined) return NO_STEPS;
  inputs.day = row.valueOf('dob_day');
  inputs.month = row.valueOf('dob_month');
  inputs.year = year;
  inputs.graduated = graduated;
  const rules = crossFieldProblems(inputs, row.today);
  if (!rules) return NO_STEPS;
  const steps: RowStep[] = [];
  // Fields an earlier error took off: a later check quotes the row without them.
  const cleared = new Set<string>();
  for (const rule of rules) {
    if (rule.fields.some((field) => row.hasError(field))) continue;
    const column = sourceOf(row.compiled, rule.fields);
    const value = ruleValue(row, rule.fields, cleared);
    steps.push({
      problem: rule.problem,
      field: rule.field,
      column,
      value,
      subject: { of: 'none' },
      leavesFields: true,
    });
    if (rule.problem.severity === 'error')
      for (const f of rule.fields) {
        steps.push({ clear: f });
        cleared.add(f);
      }
  }
  return steps;
}

/** The first of the fields' columns: where the person looks. */
function sourceOf(compiled: CompiledMapping, fields: string[]): string | null {
  for (const field of fields) {
    const column = compiled.headerOf.get(field);
    if (column) return column;
  }
  return null;
}

/**
 * What a check across fields quotes: the cell as written when one column gives them all (a birth date), else the
 * values.
 */
function ruleValue(row: RowView, fields: readonly string[], cleared: ReadonlySet<string>): string {
  const { columnOf } = row.compiled;
  const column = columnOf.get(fields[0]!);
  if (column !== undefined && fields.every((field) => columnOf.get(field) === column)) return row.cells?.[column] ?? '';
  return fields
    .map((field) => (cleared.has(field) ? undefined : row.valueOf(field)))
    .filter((value) => value !== undefined)
    .join(' / ');
}
