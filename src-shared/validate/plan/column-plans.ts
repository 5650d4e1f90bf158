// What each kind of column target compiles to, as data: TARGET_PLANNERS maps a target's kind to its planner.
// Adding a kind of target: a planner here (or in a module of its own) and one row in the table.
import { fieldSpec } from '../../fields/catalogue';
import { problem, type CellProblem } from '../../problems/problem';
import { PROTOTYPE_KEYS } from '../../bridge/prototype-keys';
import type { ColumnTarget, Mapping } from '../../mapping/types';
import { compactHeader } from '../../mapping/normalise-header';
import { namesLastFirst } from '../../mapping/synonyms';
import { PHONE_FIELD_OF_KIND } from '../../transforms/phone-kind';
import type { NameParts } from '../../transforms/full-name';
import { OTHER_NAME_FIELD } from '../../transforms/combined-names';
import { addressPrefix } from '../values/address';
import { fastCell } from '../fast-cells';
import { fieldAccepts, type SendSchemas } from '../send-schemas';
import type { Problem } from '../types';
import type { ColumnPlan, OtherNamePlan, PhoneByTypePlan, RouteName, RoutePlan } from './types';

/** Fields several columns may feed together: their values are joined, not in conflict. */
export const JOIN_WITH: Record<string, string> = {
  home_address1: ', ',
  home_address2: ', ',
  work_address1: ', ',
  work_address2: ', ',
  about: '\n',
  admin_notes: '\n',
};

export const BIRTH_DATE_FIELDS = ['dob_day', 'dob_month', 'dob_year'];

/**
 * Kinds whose columns repeat a few values over many rows (countries, years, flags): their
 * outcome is remembered per distinct cell text. State and ZIP outcomes depend on the row's
 * country, which then keys a memo of its own.
 */
const REMEMBERED_KINDS = new Set([
  'flag',
  'gender',
  'country',
  'state',
  'zipcode',
  'integer',
  'decimal',
  'string-list',
  'date',
]);

const ROUTE_FIELDS: Record<RouteName, string> = {
  ...PHONE_FIELD_OF_KIND,
  email: 'email',
  secondary: 'secondary_email',
};

/** The field each part of a whole name goes to. */
const NAME_PART_FIELDS: readonly [keyof NameParts, string][] = [
  ['title', 'name_title'],
  ['first', 'first_name'],
  ['middle', 'middle_name'],
  ['last', 'last_name'],
  ['suffix', 'name_suffix'],
  ['nickname', 'nickname'],
];
const ALWAYS_FROM_NAME = new Set(['first_name', 'last_name']);

type PartOf = Extract<ColumnTarget, { kind: 'part-of' }>;

/** What planning the columns builds up, column by column. */
export interface PlanContext {
  mapping: Mapping;
  schemas: SendSchemas;
  thisYear: number;
  columns: ColumnPlan[];
  phonesByType: PhoneByTypePlan[];
  /** Columns holding a part of another column's values: joined to it once every column is planned. */
  partColumns: { column: number; header: string; target: PartOf }[];
  problems: Problem[];
  /** Fields something feeds (the required ones not fed are missing). */
  fed: Set<string>;
  /** Fields a column of their own feeds (a whole name then leaves them to it). */
  fedByFieldColumns: Set<string>;
}

/** A problem of the mapping itself (row 0): its words name everything themselves. */
export const mappingProblem = (
  found: CellProblem,
  column: string | null,
  field: string | null,
  value = '',
): Problem => ({
  ...found,
  row: 0,
  column,
  field,
  value,
  subject: { of: 'none' },
});

type Planner<K extends ColumnTarget['kind']> = (
  context: PlanContext,
  column: number,
  header: string,
  target: Extract<ColumnTarget, { kind: K }>,
) => void;

function planCustom(context: PlanContext, column: number, header: string, target: { name: string }): void {
  const name = target.name.trim();
  const { problems } = context;
  if (name === '')
    problems.push(mappingProblem(problem('mapping.custom-field-unnamed', { header }), header, 'custom_fields'));
  else if (PROTOTYPE_KEYS.has(name))
    problems.push(
      mappingProblem(problem('mapping.custom-field-reserved', { header, name }), header, 'custom_fields', name),
    );
  else context.columns.push({ kind: 'custom', column, header, name });
}

function planBirthDate(context: PlanContext, column: number, header: string): void {
  context.columns.push({ kind: 'birth-date', column, header, memo: new Map() });
  for (const field of BIRTH_DATE_FIELDS) context.fed.add(field);
}

const planPhoneByType: Planner<'phone-by-type'> = (context, column, header, target) => {
  const { mapping, schemas, problems } = context;
  const typeColumn = mapping.columns.find((other) => other.header === target.typeHeader)?.column;
  if (typeColumn === undefined) {
    problems.push(
      mappingProblem(
        problem('mapping.phone-type-column-missing', { header, typeHeader: target.typeHeader }),
        header,
        null,
      ),
    );
    return;
  }
  const route = (field: string): RoutePlan => ({
    spec: fieldSpec(field)!,
    schema: schemas.fields.get(field)!,
    slot: -1,
  });
  const routes = Object.fromEntries(
    Object.entries(ROUTE_FIELDS).map(([name, field]) => [name, route(field)]),
  ) as Record<RouteName, RoutePlan>;
  const flags = (target.flags ?? []).flatMap((flag) => {
    const flagColumn = mapping.columns.find((other) => other.header === flag.header)?.column;
    if (flagColumn !== undefined) return [{ column: flagColumn, header: flag.header, meaning: flag.meaning }];
    const params = { header, flagHeader: flag.header, inactive: flag.meaning === 'inactive' };
    problems.push(mappingProblem(problem('mapping.phone-flag-column-missing', params), header, null));
    return [];
  });
  context.phonesByType.push({
    column,
    header,
    typeColumn,
    typeHeader: target.typeHeader,
    routes,
    flags,
    parts: undefined,
  });
  // Its numbers may be addresses ("E-Mail", in Raiser's Edge): rows without one are told one by one.
  context.fed.add('email');
};

function planFullName(context: PlanContext, column: number, header: string): void {
  const { schemas, fedByFieldColumns } = context;
  const parts = NAME_PART_FIELDS.filter(
    ([, field]) => ALWAYS_FROM_NAME.has(field) || !fedByFieldColumns.has(field),
  ).map(([part, field]) => ({ part, spec: fieldSpec(field)!, schema: schemas.fields.get(field)!, slot: -1 }));
  context.columns.push({ kind: 'full-name', column, header, parts, lastFirst: namesLastFirst(compactHeader(header)) });
  for (const { spec } of parts) context.fed.add(spec.name);
}

/** Where the second of two names in a cell goes, when the mapping splits them and no column feeds that field. */
function otherNameOf(context: PlanContext, field: string): OtherNamePlan | undefined {
  const other = OTHER_NAME_FIELD[field];
  if (!other || !context.mapping.transforms.splitCombinedNames || context.fedByFieldColumns.has(other))
    return undefined;
  return { spec: fieldSpec(other)!, slot: -1 };
}

const planField: Planner<'field'> = (context, column, header, target) => {
  const { mapping, thisYear } = context;
  const spec = fieldSpec(target.field);
  const schema = context.schemas.fields.get(target.field);
  if (!spec || !schema) {
    const found = problem('mapping.not-a-field', { header, field: target.field });
    context.problems.push(mappingProblem(found, header, target.field));
    return;
  }
  const joinWith = JOIN_WITH[spec.name] ?? (spec.kind === 'string-list' ? '' : undefined);
  const accepts = fieldAccepts(spec, thisYear);
  const fast = fastCell(spec, mapping.transforms, accepts);
  // Every property set, absent ones undefined: all field plans share one shape, so the per-cell
  // loop reads them at one known offset instead of searching among many shapes.
  const country = spec.kind === 'state' || spec.kind === 'zipcode' ? addressPrefix(spec) : undefined;
  context.columns.push({
    kind: 'field',
    column,
    header,
    spec,
    schema,
    accepts,
    fast,
    check: undefined,
    slot: -1,
    country,
    joinWith,
    lineTwo: undefined,
    parts: undefined,
    otherName: otherNameOf(context, spec.name),
    memo: REMEMBERED_KINDS.has(spec.kind) ? new Map() : undefined,
    lastRaw: undefined,
    lastCountry: '',
    lastOutcome: undefined,
  });
  context.fed.add(spec.name);
};

/** The planner of each kind of column target. */
export const TARGET_PLANNERS: { [K in ColumnTarget['kind']]: Planner<K> } = {
  ignore: () => {},
  custom: planCustom,
  'birth-date': planBirthDate,
  'part-of': (context, column, header, target) => context.partColumns.push({ column, header, target }),
  'phone-by-type': planPhoneByType,
  'full-name': planFullName,
  field: planField,
};
