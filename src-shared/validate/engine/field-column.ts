// A column mapped to one field, down the block: the fast path first (a clean cell costs one call), then the rule
// (rules/field-column.ts) for the cells it does not take, its outcome written into the rows.
import type { FieldSpec } from '../../fields/catalogue';
import { isGenderNotKnown, womanForM } from '../../transforms/gender';
import { mayBeCombinedName } from '../../transforms/combined-names';
import { phoneCountryOf, US_ZIP_COUNTRIES } from '../clean-field';
import type { FieldPlan } from '../compile-mapping';
import { fastEmail } from '../fast-cells';
import type { OutgoingValue } from '../outgoing-user';
import { fieldCell, twoNamesCell } from '../rules/field-column';
import type { BlockValidator } from './block-validator';
import { withParts } from './cells';
import { applySteps } from './cell-steps';

/** A field's column down the block; the one email column takes a loop of its own while checking. */
export function feedFieldColumn(block: BlockValidator, plan: FieldPlan): void {
  if (plan === block.compiled.emailPlan && !block.building && block.fastPaths) feedEmailColumn(block, plan);
  else feedCells(block, plan);
}

function feedCells(block: BlockValidator, plan: FieldPlan): void {
  const fast = block.fastPaths ? plan.fast : undefined;
  const check = block.building || !block.fastPaths ? undefined : plan.check;
  const cleanedOnly = block.fastPaths && fast === undefined && check === undefined;
  if (cleanedOnly && plan.spec.kind !== 'gender') return feedCleanedCells(block, plan);
  const { rows } = block.table;
  const { column, slot, parts } = plan;
  const field = plan.spec.name;
  const values = block.values[slot]!;
  const failed = block.failed;
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
    if (plan.otherName !== undefined && mayBeCombinedName(cell)) {
      block.row = r;
      const steps = twoNamesCell(plan, cell, raw, block);
      if (steps) {
        applySteps(block, r, plan.header, raw, steps);
        continue;
      }
    }
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
    applySteps(block, r, plan.header, raw, fieldCell(plan, cell, raw, block));
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
      // Went in as cleaned: one value, no problem, nothing before it on the row.
      const plain = values[r] === undefined && block.failed[r] === undefined;
      if (plain && plan.lineTwo === undefined) {
        // The usual clean cell: written as fieldCell's one value step would be, without making it.
        const outcome = block.cleanField(plan, cell);
        if (outcome.ok && outcome.warning === undefined) {
          values[r] = outcome.value;
          if (repeats && !Array.isArray(outcome.value)) [above, aboveValue] = [raw, outcome.value];
          continue;
        }
      }
      const steps = fieldCell(plan, cell, raw, block);
      applySteps(block, r, plan.header, raw, steps);
      // A list is shared only frozen (the memo's are): any other is cleaned again.
      if (repeats && plain && steps.length === 1 && 'value' in steps[0]! && !Array.isArray(values[r]))
        [above, aboveValue] = [raw, values[r]];
    }
  }
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
    applySteps(block, r, plan.header, raw, fieldCell(plan, cell, raw, block));
  }
}
