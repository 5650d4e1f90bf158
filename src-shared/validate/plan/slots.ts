// Where each field's value sits in a row's values: one index a field, in the order a User lists them.
import { REQUIRED_ON_CREATE } from '../../fields/catalogue';
import { BIRTH_DATE_FIELDS } from './column-plans';
import type { ColumnPlan, ConstantPlan, FieldPlan, PhoneByTypePlan } from './types';

/** Field -> header (and position) of the first column feeding it. */
export function sourcesOf(columns: readonly ColumnPlan[]): {
  headerOf: Map<string, string>;
  columnOf: Map<string, number>;
} {
  const headerOf = new Map<string, string>();
  const columnOf = new Map<string, number>();
  for (const plan of columns) {
    const fields =
      plan.kind === 'field'
        ? [plan.spec.name]
        : plan.kind === 'birth-date'
          ? BIRTH_DATE_FIELDS
          : plan.kind === 'full-name'
            ? plan.parts.map((part) => part.spec.name)
            : [];
    for (const field of fields) {
      if (headerOf.has(field)) continue;
      headerOf.set(field, plan.header);
      columnOf.set(field, plan.column);
    }
  }
  return { headerOf, columnOf };
}

/**
 * Gives every plan its slot (columns in order, then numbers by kind, constants, address lines 2)
 * and returns the slots by field; the fields the row checks read have one whether or not
 * anything feeds them.
 */
export function assignSlots(
  columns: readonly ColumnPlan[],
  phonesByType: readonly PhoneByTypePlan[],
  constants: readonly ConstantPlan[],
): Map<string, number> {
  const slotOf = new Map<string, number>();
  const slotFor = (field: string): number => {
    let slot = slotOf.get(field);
    if (slot === undefined) slotOf.set(field, (slot = slotOf.size));
    return slot;
  };
  for (const plan of columns) {
    if (plan.kind === 'field') plan.slot = slotFor(plan.spec.name);
    else if (plan.kind === 'birth-date') BIRTH_DATE_FIELDS.forEach(slotFor);
    else if (plan.kind === 'full-name') for (const part of plan.parts) part.slot = slotFor(part.spec.name);
    else slotFor('custom_fields');
  }
  for (const plan of phonesByType)
    for (const route of Object.values(plan.routes)) route.slot = slotFor(route.spec.name);
  for (const constant of constants) constant.slot = slotFor(constant.spec.name);
  for (const plan of columns) {
    if (plan.kind === 'field' && plan.lineTwo) plan.lineTwo.slot = slotFor(plan.lineTwo.spec.name);
    if (plan.kind === 'field' && plan.otherName) plan.otherName.slot = slotFor(plan.otherName.spec.name);
  }
  const checked = [...REQUIRED_ON_CREATE, ...BIRTH_DATE_FIELDS, 'year_graduated', 'home_country', 'work_country'];
  [...checked, 'custom_fields'].forEach(slotFor);
  return slotOf;
}

/** Country plans first: state, ZIP and phone checks read the row's country. */
export function countriesFirst<T>(items: readonly T[], isCountry: (item: T) => boolean): T[] {
  return [...items.filter(isCountry), ...items.filter((item) => !isCountry(item))];
}

/** Whether the plan is the only column feeding its field. */
export const soleFeeder = (plans: readonly FieldPlan[], plan: FieldPlan): boolean =>
  plans.filter((other) => other.spec.name === plan.spec.name).length === 1;
