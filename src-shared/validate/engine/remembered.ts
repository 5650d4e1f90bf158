// The memo of cleaned cells: most columns repeat a few values (Enabled, Country, Class year), cleaned once each.
import type { TransformSettings } from '../../transforms/types';
import { cleanValue, type CleanOutcome, type RowContext } from '../clean-field';
import type { FieldPlan } from '../compile-mapping';

/** Distinct values remembered per column at most: past this a column is too varied to gain from it. */
export const MEMO_LIMIT = 20_000;

/** A field cell cleaned, or its outcome remembered from an earlier row with the same text (and country). */
export function cleanRemembered(
  plan: FieldPlan,
  raw: string,
  settings: TransformSettings,
  row: RowContext,
): CleanOutcome {
  const memo = plan.memo;
  if (!memo) return cleanValue(plan.spec, plan.schema, raw, settings, row, plan.accepts);
  // State and ZIP outcomes depend on the row's country: one memo per country.
  const country = plan.country === undefined ? '' : (row.countryOf(plan.country) ?? '');
  if (plan.lastRaw === raw && plan.lastCountry === country) return plan.lastOutcome!;
  let values = memo.get(country);
  if (!values) memo.set(country, (values = new Map()));
  let outcome = values.get(raw);
  if (!outcome) {
    outcome = cleanValue(plan.spec, plan.schema, raw, settings, row, plan.accepts);
    // Rows share a remembered list (tags, groups): frozen, so it is replaced, never edited in place.
    if (outcome.ok && Array.isArray(outcome.value)) Object.freeze(outcome.value);
    if (values.size < MEMO_LIMIT) values.set(raw, outcome);
  }
  plan.lastRaw = raw;
  plan.lastCountry = country;
  plan.lastOutcome = outcome;
  return outcome;
}
