// A column mapped to one field: the fast path first (a clean cell costs one call), then the full cleaning.
import type { FieldSpec } from '../../fields/catalogue';
import { isGenderNotKnown, readsMAsWoman, womanForM } from '../../transforms/gender';
import type { Table } from '../../intake/types';
import { phoneCountryOf, US_ZIP_COUNTRIES } from '../clean-field';
import type { CompiledMapping, FieldPlan } from '../compile-mapping';
import { fastEmail } from '../fast-cells';
import type { BlockValidator } from '../engine/block-validator';
import { withParts } from '../engine/cells';
import { cleanRemembered } from '../engine/remembered';
import type { OutgoingValue } from '../outgoing-user';
import { feedAddressLines, givesLineTwo } from './address-lines';
import { hasLineBreak } from '../../transforms/text';
import { mayBeCombinedName, splitCombinedName } from '../../transforms/combined-names';

/** A field's column down the block; the one email column takes a loop of its own while checking. */
export function feedFieldColumn(block: BlockValidator, plan: FieldPlan): void {
  if (plan === block.compiled.emailPlan && !block.building) feedEmailColumn(block, plan);
  else feedCells(block, plan);
}

/** Gender columns written H and M (hombre, mujer): their M is a woman. */
export function womanColumnsOf(table: Table, compiled: CompiledMapping): ReadonlySet<FieldPlan> {
  const genderColumns = compiled.columns.filter(
    (plan): plan is FieldPlan => plan.kind === 'field' && plan.spec.kind === 'gender',
  );
  return new Set(genderColumns.filter((plan) => readsMAsWoman(table.rows, plan.column)));
}

function feedCells(block: BlockValidator, plan: FieldPlan): void {
  const cleanedOnly = plan.fast === undefined && (block.building || plan.check === undefined);
  if (cleanedOnly && plan.spec.kind !== 'gender') return feedCleanedCells(block, plan);
  const { rows } = block.table;
  const { column, fast, slot, parts } = plan;
  const field = plan.spec.name;
  const values = block.values[slot]!;
  const failed = block.failed;
  const check = block.building ? undefined : plan.check;
  const phone = plan.spec.kind === 'phone';
  const zipOf = plan.spec.kind === 'zipcode' ? plan.country : undefined;
  const mReadsWoman = block.womanColumns.has(plan);
  // "Unspecified", "Unknown" in a gender column: no gender given, read as an empty cell (the suggestion says so).
  const gender = plan.spec.kind === 'gender';
  for (let r = 0, at = block.start; r < block.size; r++, at++) {
    const raw = parts === undefined ? (rows[at]?.[column] ?? '') : withParts(rows[at], column, parts);
    if (raw === '') continue;
    const cell = mReadsWoman ? womanForM(block.cellText(raw)) : block.cellText(raw);
    // "Baptiste/Moreau" with names split: the surname here, the maiden name to its field.
    if (plan.otherName !== undefined && mayBeCombinedName(cell) && feedTwoNames(block, r, plan, cell, raw)) continue;
    if ((phone && phoneReadAbroad(block, plan.spec, r)) || (zipOf !== undefined && postcodeAbroad(block, zipOf, r))) {
      // The fast path reads North American numbers and US ZIPs: on an address abroad they are read in that country.
    } else if (check !== undefined) {
      if (check(cell)) {
        values[r] = cell; // present and clean: the value itself is written with the User
        continue;
      }
    } else if (fast !== undefined) {
      const value = fast(cell);
      if (value !== undefined) {
        if (values[r] === undefined && failed[r] === undefined) values[r] = value;
        else if (!failed[r]?.has(field)) block.assign(r, slot, field, value, plan.header, raw, plan.joinWith);
        continue;
      }
    }
    if (block.isEmptyCell(cell) || (gender && isGenderNotKnown(cell))) continue;
    block.row = r;
    feedFieldCell(block, r, plan, cell, raw);
  }
}

/**
 * A column of a kind without a fast path (a country, a list of groups; not a gender, whose M may be
 * read as a woman): every cell cleaned, or its outcome remembered. A loop of its own: V8 compiles
 * it and feedCells's fast loop smaller apart.
 */
function feedCleanedCells(block: BlockValidator, plan: FieldPlan): void {
  const { rows } = block.table;
  const { column, parts } = plan;
  const values = block.values[plan.slot]!;
  // The cell above, when its value went in as it was cleaned: a column of few values (a country, a
  // class year) mostly repeats it, and the same text gives the same value (the memo's answer).
  // Not for outcomes read with the row's country (state, ZIP) nor an address's second line.
  const repeats = plan.memo !== undefined && plan.country === undefined && plan.lineTwo === undefined;
  let above: string | undefined;
  let aboveValue: OutgoingValue | undefined;
  for (let r = 0, at = block.start; r < block.size; r++, at++) {
    const raw = parts === undefined ? (rows[at]?.[column] ?? '') : withParts(rows[at], column, parts);
    if (raw === '') continue;
    if (raw === above && values[r] === undefined && block.failed[r] === undefined) {
      values[r] = aboveValue;
      continue;
    }
    above = undefined;
    const cell = block.cellText(raw);
    if (!block.isEmptyCell(cell)) {
      block.row = r;
      const plain = feedFieldCell(block, r, plan, cell, raw);
      // A list is shared only frozen (the memo's are): any other is cleaned again.
      if (repeats && plain && !Array.isArray(values[r])) [above, aboveValue] = [raw, values[r]];
    }
  }
}

/**
 * A cell holding two names, split: each cleaned as its own field's cell would be. False when the cell is in no form of
 * two names (cleaned as usual).
 */
function feedTwoNames(block: BlockValidator, r: number, plan: FieldPlan, cell: string, raw: string): boolean {
  const other = plan.otherName!;
  const split = splitCombinedName(cell, plan.spec.name !== 'first_name');
  if (!split) return false;
  block.row = r;
  feedFieldCell(block, r, plan, split.kept, raw);
  if (block.values[other.slot]![r] === undefined && !block.failed[r]?.has(other.spec.name))
    block.assign(r, other.slot, other.spec.name, split.other, plan.header, raw);
  return true;
}

/** Whether row r's address is in a country without US ZIP codes (12345 is then read as that country's postcode). */
function postcodeAbroad(block: BlockValidator, prefix: 'home' | 'work', r: number): boolean {
  block.row = r;
  const country = block.countryOf(prefix);
  return country !== undefined && !US_ZIP_COUNTRIES.has(country);
}

/** Whether row r reads the phone field's numbers in a country other than the US (cleaning then reads them there). */
function phoneReadAbroad(block: BlockValidator, spec: FieldSpec, r: number): boolean {
  block.row = r;
  const country = phoneCountryOf(spec, block);
  return country !== undefined && country !== 'US';
}

/**
 * The one email column while checking: the fast path, keeping the hash its scan gives. A loop of
 * its own: through feedCells's shared call of `fast` it cost ~10 ms more on the 100,000-row
 * benchmark (measured, 11 interleaved runs).
 */
function feedEmailColumn(block: BlockValidator, plan: FieldPlan): void {
  const { rows } = block.table;
  const { column, slot } = plan;
  const values = block.values[slot]!;
  const { emailHashes, emailScan } = block;
  const size = plan.spec.size ?? Infinity;
  const lowercase = block.settings.lowercaseEmail;
  for (let r = 0, at = block.start; r < block.size; r++, at++) {
    const raw = rows[at]?.[column] ?? '';
    if (raw === '') continue;
    const cell = block.cellText(raw);
    const value = fastEmail(cell, size, lowercase, emailScan);
    if (value !== undefined) {
      values[r] = value;
      emailHashes[r] = emailScan.hash;
      continue;
    }
    if (block.isEmptyCell(cell)) continue;
    block.row = r;
    feedFieldCell(block, r, plan, cell, raw);
  }
}

/**
 * One cell the fast path did not take: cleaned (or its outcome remembered), then written or
 * reported. Returns whether the value went in as cleaned: no problem, no warning, nothing before it.
 */
function feedFieldCell(block: BlockValidator, r: number, plan: FieldPlan, cell: string, raw: string): boolean {
  if (plan.lineTwo !== undefined && hasLineBreak(cell) && !givesLineTwo(block, r, plan.lineTwo)) {
    feedAddressLines(block, r, plan, plan.lineTwo, cell, raw);
    return false;
  }
  const outcome = cleanRemembered(plan, cell, block.settings, block);
  const field = plan.spec.name;
  if (!outcome.ok) {
    block.report(r, plan.header, field, raw, outcome.problem);
    return false;
  }
  if (outcome.warning) block.report(r, plan.header, field, raw, outcome.warning);
  const values = block.values[plan.slot]!;
  const plain = !outcome.warning && values[r] === undefined && block.failed[r] === undefined;
  if (!block.failed[r]?.has(field)) block.assign(r, plan.slot, field, outcome.value, plan.header, raw, plan.joinWith);
  return plain;
}
