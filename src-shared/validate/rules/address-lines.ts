// An address line 1 of several lines on a row without address line 2: line 1 and line 2 from one cell.
import { collapseSpaces, linesOf } from '../../transforms/text';
import { problem } from '../../problems/problem';
import { cleanValue } from '../clean-field';
import type { FieldPlan, LineTwoPlan } from '../compile-mapping';
import { withoutFormulaGuard } from '../engine/cells';
import type { CellContext, CellStep } from './cell-outcome';

const PLACE_PARTS = ['city', 'state', 'zipcode', 'country'] as const;

/**
 * Whether the row gives the address line 2 an address line 1 of several lines would spill into (a column's cell or a
 * constant).
 */
export function givesLineTwo(row: CellContext, lineTwo: LineTwoPlan): boolean {
  if (lineTwo.constant) return true;
  const { cells } = row;
  for (const column of lineTwo.columns) {
    const raw = cells?.[column] ?? '';
    if (raw !== '' && !row.isEmptyCell(withoutFormulaGuard(raw, row.settings.undoFormulaGuard))) return true;
  }
  return false;
}

/**
 * An address line 1 of several lines ("1 Main St↵Apt 2↵Building C", as Salesforce's Mailing
 * Street holds it) on a row without address line 2: the first line is line 1, the others line
 * 2 (joined by ", "), with a warning quoting the cell. Each is cleaned as its field's cell.
 */
export function addressLinesCell(
  plan: FieldPlan,
  lineTwo: LineTwoPlan,
  cell: string,
  raw: string,
  row: CellContext,
): readonly CellStep[] {
  const lines = linesOf(cell);
  const steps: CellStep[] = [];
  if (lines.length < 2) {
    // One line and blank ones: cleaning sends it, saying so.
    const outcome = cleanValue(plan.spec, plan.schema, cell, row.settings, row, plan.accepts);
    if (!outcome.ok) return [{ problem: outcome.problem, field: plan.spec.name }];
    if (outcome.warning) steps.push({ problem: outcome.warning, field: plan.spec.name });
    steps.push({ value: outcome.value, field: plan.spec.name, slot: plan.slot, joinWith: plan.joinWith });
    return steps;
  }
  const first = lines[0]!;
  // Workday's and Outlook's formatted address ends with "Boston, MA 02134" and the country, which columns of their
  // own give.
  const place = placeCells(row, plan.spec.name);
  const repeats = lines.slice(1).filter((line) => repeatsPlace(line, place));
  const kept = lines.slice(1).filter((line) => !repeats.includes(line));
  const rest = kept.join(', ');
  const params = { count: lines.length, first, kept: kept.length, rest, repeats };
  steps.push({ problem: problem('address.several-lines', params), field: plan.spec.name });
  const targets = [
    { spec: plan.spec, schema: plan.schema, slot: plan.slot, text: first, accepts: plan.accepts, join: plan.joinWith },
  ];
  if (kept.length > 0) {
    const { spec, schema, slot, accepts, joinWith: join } = lineTwo;
    targets.push({ spec, schema, slot, text: rest, accepts, join });
  }
  for (const { spec, schema, slot, text, accepts, join } of targets) {
    const outcome = cleanValue(spec, schema, text, row.settings, row, accepts);
    const from = { field: plan.spec.name, value: raw };
    const subject = { of: 'part', field: spec.name, value: text, from } as const;
    if (!outcome.ok) {
      steps.push({ problem: outcome.problem, field: spec.name, subject });
      continue;
    }
    if (outcome.warning) steps.push({ problem: outcome.warning, field: spec.name, subject });
    steps.push({ value: outcome.value, field: spec.name, slot, joinWith: join, when: 'no-error' });
  }
  return steps;
}

/** The row's own cells of city, state, ZIP code and country beside an address line (home_address1: the home ones). */
function placeCells(row: CellContext, lineField: string): string[] {
  const prefix = lineField.slice(0, lineField.indexOf('_'));
  const cells: string[] = [];
  for (const part of PLACE_PARTS) {
    const column = row.columnOf(`${prefix}_${part}`);
    const cell = column === undefined ? '' : (row.cells?.[column] ?? '').trim();
    if (cell.length >= 2) cells.push(cell);
  }
  return cells;
}

/**
 * Whether a line of an address holds nothing but the row's city, state, ZIP code and country,
 * which their own columns send ("Boston, MA 02134"; a state written by its code beside a column
 * of names). "1 New York Ave" beside the city New York is a street: it holds more.
 */
export function repeatsPlace(line: string, place: readonly string[]): boolean {
  const words = (text: string) => ` ${collapseSpaces(text.replace(/,/g, ' ')).toLowerCase()} `;
  let rest = words(line);
  for (const cell of place) rest = rest.split(words(cell)).join(' ');
  const left = rest.trim();
  return left !== words(line).trim() && (left === '' || /^[a-z]{2}$/.test(left));
}
