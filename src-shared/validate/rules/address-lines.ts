// An address line 1 of several lines on a row without address line 2: line 1 and line 2 from one cell.
import { collapseSpaces, linesOf } from '../../transforms/text';
import { cleanValue } from '../clean-field';
import type { FieldPlan, LineTwoPlan } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import { problem } from '../../problems/problem';

const PLACE_PARTS = ['city', 'state', 'zipcode', 'country'] as const;

/**
 * Whether row r gives the address line 2 an address line 1 of several lines would spill into (a column's cell or a
 * constant).
 */
export function givesLineTwo(block: BlockValidator, r: number, lineTwo: LineTwoPlan): boolean {
  if (lineTwo.constant) return true;
  const row = block.table.rows[block.start + r];
  for (const column of lineTwo.columns) {
    const raw = row?.[column] ?? '';
    if (raw !== '' && !block.isEmptyCell(block.cellText(raw))) return true;
  }
  return false;
}

/**
 * An address line 1 of several lines ("1 Main St↵Apt 2↵Building C", as Salesforce's Mailing
 * Street holds it) on a row without address line 2: the first line is line 1, the others line
 * 2 (joined by ", "), with a warning quoting the cell. Each is cleaned as its field's cell.
 */
export function feedAddressLines(
  block: BlockValidator,
  r: number,
  plan: FieldPlan,
  lineTwo: LineTwoPlan,
  cell: string,
  raw: string,
): void {
  const lines = linesOf(cell);
  if (lines.length < 2) {
    // One line and blank ones: cleaning sends it, saying so.
    const outcome = cleanValue(plan.spec, plan.schema, cell, block.settings, block, plan.accepts);
    if (!outcome.ok) return block.report(r, plan.header, plan.spec.name, raw, outcome.problem);
    if (outcome.warning) block.report(r, plan.header, plan.spec.name, raw, outcome.warning);
    return block.assign(r, plan.slot, plan.spec.name, outcome.value, plan.header, raw, plan.joinWith);
  }
  const first = lines[0]!;
  // Workday's and Outlook's formatted address ends with "Boston, MA 02134" and the country, which columns of their
  // own give.
  const place = placeCells(block, r, plan.spec.name);
  const repeats = lines.slice(1).filter((line) => repeatsPlace(line, place));
  const kept = lines.slice(1).filter((line) => !repeats.includes(line));
  const rest = kept.join(', ');
  const params = { count: lines.length, first, kept: kept.length, rest, repeats };
  block.report(r, plan.header, plan.spec.name, raw, problem('address.several-lines', params));
  const targets = [
    { spec: plan.spec, schema: plan.schema, slot: plan.slot, text: first, accepts: plan.accepts, join: plan.joinWith },
  ];
  if (kept.length > 0) {
    const { spec, schema, slot, accepts, joinWith: join } = lineTwo;
    targets.push({ spec, schema, slot, text: rest, accepts, join });
  }
  for (const { spec, schema, slot, text, accepts, join } of targets) {
    const outcome = cleanValue(spec, schema, text, block.settings, block, accepts);
    const from = { field: plan.spec.name, value: raw };
    const subject = { of: 'part', field: spec.name, value: text, from } as const;
    if (!outcome.ok) {
      block.report(r, plan.header, spec.name, raw, outcome.problem, subject);
      continue;
    }
    if (outcome.warning) block.report(r, plan.header, spec.name, raw, outcome.warning, subject);
    if (!block.failed[r]?.has(spec.name)) block.assign(r, slot, spec.name, outcome.value, plan.header, raw, join);
  }
}

/** The row's own cells of city, state, ZIP code and country beside an address line (home_address1: the home ones). */
function placeCells(block: BlockValidator, r: number, lineField: string): string[] {
  const prefix = lineField.slice(0, lineField.indexOf('_'));
  const row = block.table.rows[block.start + r];
  const cells: string[] = [];
  for (const part of PLACE_PARTS) {
    const column = block.compiled.columnOf.get(`${prefix}_${part}`);
    const cell = column === undefined ? '' : (row?.[column] ?? '').trim();
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
