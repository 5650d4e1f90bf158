// A mapping checked and arranged once per validation, so the per-row loop only looks things up.
// Each kind of column target is planned by plan/column-plans.ts; the plan types are in plan/types.ts.
import { fieldSpec, REQUIRED_ON_CREATE } from '../fields/catalogue';
import type { Mapping } from '../mapping/types';
import { PART_ORDER } from '../transforms/value-parts';
import { cleanValue } from './clean-field';
import { deceasedColumns } from './deceased';
import { fastCheck } from './fast-cells';
import { fieldAccepts, sendSchemas } from './send-schemas';
import { problem } from '../problems/problem';
import { JOIN_WITH, mappingProblem, TARGET_PLANNERS, type PlanContext } from './plan/column-plans';
import { assignSlots, countriesFirst, soleFeeder, sourcesOf } from './plan/slots';
import type { ColumnPlan, CompiledMapping, ConstantPlan, FieldPlan } from './plan/types';

export type * from './plan/types';

/** Address line 1 -> its line 2. */
const LINE_TWO: Record<string, string> = { home_address1: 'home_address2', work_address1: 'work_address2' };

/** Any row context: only state and ZIP outcomes read the row, and those are not cleaned ahead. */
const NO_ROW = { countryOf: () => undefined };

export function compileMapping(mapping: Mapping, thisYear: number): CompiledMapping {
  const context: PlanContext = {
    mapping,
    schemas: sendSchemas(thisYear),
    thisYear,
    columns: [],
    phonesByType: [],
    partColumns: [],
    problems: [],
    fed: new Set(),
    fedByFieldColumns: new Set(
      mapping.columns.flatMap(({ target }) => (target.kind === 'field' ? [target.field] : [])),
    ),
  };
  for (const { column, header, target } of mapping.columns)
    (TARGET_PLANNERS[target.kind] as (c: PlanContext, n: number, h: string, t: typeof target) => void)(
      context,
      column,
      header,
      target,
    );
  joinParts(context);
  warnTwoBirthDates(context);
  const constants = planConstants(context);
  const { columns, phonesByType, problems, fed } = context;
  planLineTwo(context, constants);

  const { headerOf, columnOf } = sourcesOf(columns);
  const isCountry = (plan: ColumnPlan) => plan.kind === 'field' && plan.spec.kind === 'country';
  const ordered = countriesFirst(columns, isCountry);
  const orderedConstants = countriesFirst(constants, (constant) => constant.spec.kind === 'country');
  const slotOf = assignSlots(ordered, phonesByType, orderedConstants);
  const fieldPlans = ordered.filter((plan): plan is FieldPlan => plan.kind === 'field');
  // A phone field one column feeds is read by no check: checking rows only asks whether it is clean.
  for (const plan of fieldPlans)
    if (soleFeeder(fieldPlans, plan)) plan.check = fastCheck(plan.spec, mapping.transforms);
  const emailPlan = fieldPlans.find((plan) => plan.spec.name === 'email' && soleFeeder(fieldPlans, plan));
  return {
    headerOf,
    columnOf,
    columns: ordered,
    phonesByType,
    constants: orderedConstants,
    slots: [...slotOf.keys()],
    slotOf,
    emailPlan,
    missingRequired: REQUIRED_ON_CREATE.filter((field) => !fed.has(field)),
    deceased: deceasedColumns(mapping.columns),
    problems,
    thisYear,
  };
}

/** Each column holding a part of another column's values (an area code), joined to that column's plan. */
function joinParts({ mapping, columns, phonesByType, partColumns, problems }: PlanContext): void {
  for (const { column, header, target } of partColumns) {
    const whole =
      columns.find((plan): plan is FieldPlan => plan.kind === 'field' && plan.header === target.header) ??
      phonesByType.find((plan) => plan.header === target.header);
    if (!whole) {
      const mapped = mapping.columns.some((c) => c.header === target.header);
      const params = { header, part: target.part, whole: target.header, mapped };
      problems.push(mappingProblem(problem('mapping.part-without-whole', params), header, null));
      continue;
    }
    whole.parts = [...(whole.parts ?? []), { column, header, part: target.part }].sort(
      (a, b) => PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part),
    );
  }
}

/** A birth-date column beside a separate birth day, month or year column: rows where they disagree are flagged. */
function warnTwoBirthDates({ columns, problems }: PlanContext): void {
  const birthColumns = columns.filter((plan) => plan.kind === 'birth-date');
  const separateDob = columns.filter((plan) => plan.kind === 'field' && plan.spec.name.startsWith('dob_'));
  if (birthColumns.length === 0 || separateDob.length === 0) return;
  problems.push(
    mappingProblem(
      problem('mapping.two-birth-dates', {
        birthHeader: birthColumns[0]!.header,
        separateHeader: separateDob[0]!.header,
      }),
      separateDob[0]!.header,
      'dob_day',
    ),
  );
}

/** The values given to every row, cleaned once unless they depend on the row's country (state, ZIP). */
function planConstants({ mapping, schemas, problems, fed, thisYear }: PlanContext): ConstantPlan[] {
  const constants: ConstantPlan[] = [];
  for (const [field, raw] of Object.entries(mapping.constants)) {
    const spec = fieldSpec(field);
    const schema = schemas.fields.get(field);
    if (!spec || !schema) {
      problems.push(mappingProblem(problem('mapping.constant-not-a-field', { field }), null, field, raw));
      continue;
    }
    const byRow = spec.kind === 'state' || spec.kind === 'zipcode';
    const accepts = fieldAccepts(spec, thisYear);
    const outcome = byRow ? undefined : cleanValue(spec, schema, raw, mapping.transforms, NO_ROW, accepts);
    // Every row shares the value: a list is frozen, so it is replaced, never edited in place.
    if (outcome?.ok && Array.isArray(outcome.value)) Object.freeze(outcome.value);
    constants.push({ spec, schema, raw, slot: -1, ...(outcome ? { outcome } : {}) });
    fed.add(field);
  }
  return constants;
}

/** Each address line 1 column's line 2, and what feeds it (columns, a value for every row). */
function planLineTwo({ columns, schemas, thisYear }: PlanContext, constants: readonly ConstantPlan[]): void {
  for (const plan of columns) {
    const line2 = plan.kind === 'field' ? LINE_TWO[plan.spec.name] : undefined;
    if (plan.kind !== 'field' || line2 === undefined) continue;
    const spec = fieldSpec(line2)!;
    plan.lineTwo = {
      spec,
      schema: schemas.fields.get(line2)!,
      accepts: fieldAccepts(spec, thisYear),
      slot: -1,
      joinWith: JOIN_WITH[line2],
      columns: columns.flatMap((other) => (other.kind === 'field' && other.spec.name === line2 ? [other.column] : [])),
      constant: constants.some((constant) => constant.spec.name === line2 && constant.raw.trim() !== ''),
    };
  }
}
