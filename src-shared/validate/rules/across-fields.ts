// Checks across fields of one row (a birth date after graduation, a class year before birth): row-rules.ts words them.
import type { CompiledMapping } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import { crossFieldProblems, type RuleInputs } from '../row-rules';

const inputs: RuleInputs = { day: undefined, month: undefined, year: undefined, graduated: undefined };

/** Each row's birth date and class year checked together, rows in order. */
export function checkAcrossFields(block: BlockValidator): void {
  for (let r = 0; r < block.size; r++) checkRowAcrossFields(block, r);
}

/** Row r's birth date and class year checked together; an error takes the fields it names off the row. */
function checkRowAcrossFields(block: BlockValidator, r: number): void {
  const { values, slot, compiled } = block;
  const year = values[slot.year]![r];
  const graduated = values[slot.graduated]![r];
  if (year === undefined && graduated === undefined) return;
  inputs.day = values[slot.day]![r];
  inputs.month = values[slot.month]![r];
  inputs.year = year;
  inputs.graduated = graduated;
  const rules = crossFieldProblems(inputs, block.today);
  if (!rules) return;
  for (const rule of rules) {
    if (rule.fields.some((field) => block.failed[r]?.has(field))) continue;
    block.problemsOf(r).push({
      ...rule.problem,
      row: block.rowNumberOf(r),
      column: sourceOf(compiled, rule.fields),
      field: rule.field,
      value: ruleValue(block, r, rule.fields),
      subject: { of: 'none' },
    });
    if (rule.problem.severity === 'error') for (const f of rule.fields) values[compiled.slotOf.get(f)!]![r] = undefined;
  }
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
function ruleValue(block: BlockValidator, r: number, fields: readonly string[]): string {
  const { columnOf, slotOf } = block.compiled;
  const column = columnOf.get(fields[0]!);
  if (column !== undefined && fields.every((field) => columnOf.get(field) === column))
    return block.table.rows[block.start + r]?.[column] ?? '';
  return fields
    .map((field) => block.values[slotOf.get(field)!]![r])
    .filter((value) => value !== undefined)
    .join(' / ');
}
