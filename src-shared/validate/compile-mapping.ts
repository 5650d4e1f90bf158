// A mapping checked and arranged once per validation, so the per-row loop only looks things up.
import type { z } from 'zod';
import { fieldSpec, REQUIRED_ON_CREATE, type FieldSpec } from '../fields/catalogue';
import { PROTOTYPE_KEYS } from '../bridge/prototype-keys';
import type { Mapping, ValuePart } from '../mapping/types';
import { PART_ORDER } from '../transforms/value-parts';
import { PHONE_FIELD_OF_KIND } from '../transforms/phone-kind';
import { compactHeader } from '../mapping/normalise-header';
import { PART_WORDS } from '../mapping/target-key';
import { namesLastFirst } from '../mapping/synonyms';
import type { DateOutcome } from '../transforms/date';
import type { NameParts } from '../transforms/full-name';
import { addressPrefix, cleanValue, type CleanOutcome } from './clean-field';
import { deceasedColumns, type DeceasedColumn } from './deceased';
import { fastCell, fastCheck, type FastCell } from './fast-cells';
import type { Problem } from './types';
import { fieldAccepts, sendSchemas } from './send-schemas';

/** Fields several columns may feed together: their values are joined, not in conflict. */
const JOIN_WITH: Record<string, string> = {
  home_address1: ', ',
  home_address2: ', ',
  work_address1: ', ',
  work_address2: ', ',
  about: '\n',
  admin_notes: '\n',
};

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

export type ColumnPlan =
  | {
      kind: 'field';
      column: number;
      header: string;
      spec: FieldSpec;
      schema: z.ZodType;
      accepts?: (value: unknown) => boolean;
      /** The clean value of an already-clean cell, tried before cleanValue. */
      fast?: FastCell;
      /** Whether `fast` gives a value, without writing it: set where checking rows never reads the value. */
      check?: (cell: string) => boolean;
      /** Where the field's value sits in a row's values (CompiledMapping.slots). */
      slot: number;
      /** State and ZIP: the address whose country the outcome depends on. */
      country?: 'home' | 'work';
      joinWith?: string;
      /** Address line 1: the line 2 its lines after the first go to when the row gives none. */
      lineTwo: LineTwoPlan | undefined;
      /** Columns holding a part of this column's values (an area code), joined to each cell before it is read. */
      parts: PartPlan[] | undefined;
      /** Country ('' when none) -> cell text -> outcome. */
      memo?: Map<string, Map<string, CleanOutcome>>;
      /** The last outcome taken from the memo, its cell and country: a column often repeats the cell above. */
      lastRaw: string | undefined;
      lastCountry: string;
      lastOutcome: CleanOutcome | undefined;
    }
  /** `memo`: cell text -> date read (birth dates repeat across a large file). */
  | { kind: 'birth-date'; column: number; header: string; memo: Map<string, DateOutcome> }
  /**
   * `parts`: the parts of a whole name this column writes (first and last always; the others when no column feeds their
   * field).
   */
  | { kind: 'full-name'; column: number; header: string; parts: NamePartPlan[]; lastFirst: boolean }
  | { kind: 'custom'; column: number; header: string; name: string };

/** The address line 2 of an address line 1 column (home or work), and what feeds it. */
export interface LineTwoPlan {
  spec: FieldSpec;
  schema: z.ZodType;
  accepts?: (value: unknown) => boolean;
  slot: number;
  joinWith?: string;
  /** Columns feeding line 2: a row gives a line 2 when one of their cells holds something. */
  columns: number[];
  /** Whether a value given to every row feeds line 2 (then every row gives one). */
  constant: boolean;
}

/** Address line 1 -> its line 2. */
const LINE_TWO: Record<string, string> = { home_address1: 'home_address2', work_address1: 'work_address2' };

/** A column holding a part of another column's values, in the order parts are joined. */
export interface PartPlan {
  column: number;
  header: string;
  part: ValuePart;
}

/** A field a number goes to by its kind (phone-by-type columns). */
export interface RoutePlan {
  spec: FieldSpec;
  schema: z.ZodType;
  slot: number;
}

/** The kinds a number of a phone-by-type column may go to, and email's second place. */
export type RouteName = 'mobile' | 'home' | 'work' | 'email' | 'secondary';
const ROUTE_FIELDS: Record<RouteName, string> = {
  ...PHONE_FIELD_OF_KIND,
  email: 'email',
  secondary: 'secondary_email',
};

/** A column of numbers whose kinds another column names ("Phone 1 Number" beside "Phone 1 Type"). */
export interface PhoneByTypePlan {
  column: number;
  header: string;
  typeColumn: number;
  typeHeader: string;
  routes: Record<RouteName, RoutePlan>;
  /** Columns marking a number inactive or not to contact: a number they mark yes is not sent. */
  flags: { column: number; header: string; meaning: 'inactive' | 'do-not-contact' }[];
  /** Columns holding a part of the numbers (an area code), joined to each before it is read. */
  parts: PartPlan[] | undefined;
}

export interface NamePartPlan {
  part: keyof NameParts;
  spec: FieldSpec;
  schema: z.ZodType;
  slot: number;
}

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

export interface ConstantPlan {
  spec: FieldSpec;
  schema: z.ZodType;
  raw: string;
  slot: number;
  /** Cleaned once for every row, unless the outcome depends on the row's country (state, ZIP). */
  outcome?: CleanOutcome;
}

const BIRTH_DATE_FIELDS = ['dob_day', 'dob_month', 'dob_year'];

export type FieldPlan = Extract<ColumnPlan, { kind: 'field' }>;

/** Any row context: only state and ZIP outcomes read the row, and those are not cleaned ahead. */
const NO_ROW = { countryOf: () => undefined };

export interface CompiledMapping {
  /** Country columns first: state and ZIP checks depend on the row's country. */
  columns: ColumnPlan[];
  /** Read after every column (a number goes only where no column gave one), before the constants. */
  phonesByType: PhoneByTypePlan[];
  /** Field -> header of the first column feeding it. */
  headerOf: ReadonlyMap<string, string>;
  /** The same column's position in the table's rows. */
  columnOf: ReadonlyMap<string, number>;
  constants: ConstantPlan[];
  /** The fields a row may hold, in the order a User lists them: a row's values are kept by index. */
  slots: readonly string[];
  slotOf: ReadonlyMap<string, number>;
  /**
   * The column feeding email, when only one does: the scan that checks its addresses hashes them for the duplicate
   * search.
   */
  emailPlan: FieldPlan | undefined;
  missingRequired: string[];
  /** Columns, mapped or not, that mark a person as deceased. */
  deceased: DeceasedColumn[];
  problems: Problem[];
  thisYear: number;
}

const mappingProblem = (
  message: string,
  column: string | null,
  field: string | null,
  value = '',
  severity: Problem['severity'] = 'error',
): Problem => ({
  row: 0,
  column,
  field,
  value,
  message,
  severity,
  code: 'mapping',
});

export function compileMapping(mapping: Mapping, thisYear: number): CompiledMapping {
  const schemas = sendSchemas(thisYear);
  const columns: ColumnPlan[] = [];
  const problems: Problem[] = [];
  const fed = new Set<string>();
  const fedByFieldColumns = new Set(
    mapping.columns.flatMap(({ target }) => (target.kind === 'field' ? [target.field] : [])),
  );
  const phonesByType: PhoneByTypePlan[] = [];
  const partColumns: {
    column: number;
    header: string;
    target: Extract<Mapping['columns'][number]['target'], { kind: 'part-of' }>;
  }[] = [];

  for (const { column, header, target } of mapping.columns) {
    if (target.kind === 'ignore') continue;
    if (target.kind === 'custom') {
      const name = target.name.trim();
      if (name === '')
        problems.push(
          mappingProblem(
            `Column "${header}" is kept as a custom field but has no name: give it one.`,
            header,
            'custom_fields',
          ),
        );
      else if (PROTOTYPE_KEYS.has(name))
        problems.push(
          mappingProblem(
            `Column "${header}" is kept as a custom field named "${name}", a name programs keep for themselves (it would be refused on the way to the service): give it another name, such as "${header} (custom)".`,
            header,
            'custom_fields',
            name,
          ),
        );
      else columns.push({ kind: 'custom', column, header, name });
      continue;
    }
    if (target.kind === 'birth-date') {
      columns.push({ kind: 'birth-date', column, header, memo: new Map() });
      for (const field of BIRTH_DATE_FIELDS) fed.add(field);
      continue;
    }
    if (target.kind === 'part-of') {
      partColumns.push({ column, header, target });
      continue;
    }
    if (target.kind === 'phone-by-type') {
      const typeColumn = mapping.columns.find((other) => other.header === target.typeHeader)?.column;
      if (typeColumn === undefined) {
        problems.push(
          mappingProblem(
            `Column "${header}" sends each number to the phone field its kind names in the column "${target.typeHeader}", which this file does not have: map "${header}" to one phone field, or choose the column naming the kinds.`,
            header,
            null,
          ),
        );
        continue;
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
        problems.push(
          mappingProblem(
            `Column "${header}" leaves out the numbers the column "${flag.header}" marks ${flag.meaning === 'inactive' ? 'inactive' : 'not to contact'}, but this file does not have it: every number is sent.`,
            header,
            null,
            '',
            'warning',
          ),
        );
        return [];
      });
      phonesByType.push({ column, header, typeColumn, typeHeader: target.typeHeader, routes, flags, parts: undefined });
      // Its numbers may be addresses ("E-Mail", in Raiser's Edge): rows without one are told one by one.
      fed.add('email');
      continue;
    }
    if (target.kind === 'full-name') {
      const parts = NAME_PART_FIELDS.filter(
        ([, field]) => ALWAYS_FROM_NAME.has(field) || !fedByFieldColumns.has(field),
      ).map(([part, field]) => ({ part, spec: fieldSpec(field)!, schema: schemas.fields.get(field)!, slot: -1 }));
      columns.push({ kind: 'full-name', column, header, parts, lastFirst: namesLastFirst(compactHeader(header)) });
      for (const { spec } of parts) fed.add(spec.name);
      continue;
    }
    const spec = fieldSpec(target.field);
    const schema = schemas.fields.get(target.field);
    if (!spec || !schema) {
      problems.push(
        mappingProblem(
          `Column "${header}" is mapped to "${target.field}", which is not a User field a file can fill.`,
          header,
          target.field,
        ),
      );
      continue;
    }
    const joinWith = JOIN_WITH[spec.name] ?? (spec.kind === 'string-list' ? '' : undefined);
    const accepts = fieldAccepts(spec, thisYear);
    const fast = fastCell(spec, mapping.transforms, accepts);
    // Every property set, absent ones undefined: all field plans share one shape, so the per-cell
    // loop reads them at one known offset instead of searching among many shapes.
    const country = spec.kind === 'state' || spec.kind === 'zipcode' ? addressPrefix(spec) : undefined;
    columns.push({
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
      memo: REMEMBERED_KINDS.has(spec.kind) ? new Map() : undefined,
      lastRaw: undefined,
      lastCountry: '',
      lastOutcome: undefined,
    });
    fed.add(spec.name);
  }

  for (const { column, header, target } of partColumns) {
    const whole =
      columns.find((plan): plan is FieldPlan => plan.kind === 'field' && plan.header === target.header) ??
      phonesByType.find((plan) => plan.header === target.header);
    if (!whole) {
      problems.push(
        mappingProblem(
          `Column "${header}" is mapped as the ${PART_WORDS[target.part].toLowerCase()} of the column "${target.header}", which ${mapping.columns.some((c) => c.header === target.header) ? 'is not mapped to a field' : 'this file does not have'}: map "${target.header}" to its field, or leave "${header}" out.`,
          header,
          null,
        ),
      );
      continue;
    }
    whole.parts = [...(whole.parts ?? []), { column, header, part: target.part }].sort(
      (a, b) => PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part),
    );
  }

  const birthColumns = columns.filter((plan) => plan.kind === 'birth-date');
  const separateDob = columns.filter((plan) => plan.kind === 'field' && plan.spec.name.startsWith('dob_'));
  if (birthColumns.length > 0 && separateDob.length > 0) {
    problems.push(
      mappingProblem(
        `Both a birth-date column ("${birthColumns[0]!.header}") and a separate birth day, month or year column ("${separateDob[0]!.header}") are mapped: rows where they disagree are flagged.`,
        separateDob[0]!.header,
        'dob_day',
        '',
        'warning',
      ),
    );
  }

  const constants: ConstantPlan[] = [];
  for (const [field, raw] of Object.entries(mapping.constants)) {
    const spec = fieldSpec(field);
    const schema = schemas.fields.get(field);
    if (!spec || !schema) {
      problems.push(
        mappingProblem(
          `"${field}" is given one value for every row, but it is not a User field a file can fill.`,
          null,
          field,
          raw,
        ),
      );
      continue;
    }
    const byRow = spec.kind === 'state' || spec.kind === 'zipcode';
    const outcome = byRow ? undefined : cleanValue(spec, schema, raw, mapping.transforms, NO_ROW);
    // Every row shares the value: a list is frozen, so it is replaced, never edited in place.
    if (outcome?.ok && Array.isArray(outcome.value)) Object.freeze(outcome.value);
    constants.push({ spec, schema, raw, slot: -1, ...(outcome ? { outcome } : {}) });
    fed.add(field);
  }

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
  const isCountry = (plan: ColumnPlan) => plan.kind === 'field' && plan.spec.kind === 'country';
  const ordered = [...columns.filter(isCountry), ...columns.filter((plan) => !isCountry(plan))];
  const orderedConstants = [
    ...constants.filter((c) => c.spec.kind === 'country'),
    ...constants.filter((c) => c.spec.kind !== 'country'),
  ];
  const slotOf = new Map<string, number>();
  const slotFor = (field: string): number => {
    let slot = slotOf.get(field);
    if (slot === undefined) slotOf.set(field, (slot = slotOf.size));
    return slot;
  };
  for (const plan of ordered) {
    if (plan.kind === 'field') plan.slot = slotFor(plan.spec.name);
    else if (plan.kind === 'birth-date') BIRTH_DATE_FIELDS.forEach(slotFor);
    else if (plan.kind === 'full-name') for (const part of plan.parts) part.slot = slotFor(part.spec.name);
    else slotFor('custom_fields');
  }
  for (const plan of phonesByType)
    for (const route of Object.values(plan.routes)) route.slot = slotFor(route.spec.name);
  for (const constant of orderedConstants) constant.slot = slotFor(constant.spec.name);
  for (const plan of ordered)
    if (plan.kind === 'field' && plan.lineTwo) plan.lineTwo.slot = slotFor(plan.lineTwo.spec.name);
  const fieldPlans = ordered.filter((plan): plan is FieldPlan => plan.kind === 'field');
  const soleFeeder = (plan: FieldPlan): boolean =>
    fieldPlans.filter((other) => other.spec.name === plan.spec.name).length === 1;
  // A phone field one column feeds is read by no check: checking rows only asks whether it is clean.
  for (const plan of fieldPlans) if (soleFeeder(plan)) plan.check = fastCheck(plan.spec, mapping.transforms);
  const emailPlan = fieldPlans.find((plan) => plan.spec.name === 'email' && soleFeeder(plan));
  // Fields the row checks read whether or not anything feeds them.
  [
    ...REQUIRED_ON_CREATE,
    ...BIRTH_DATE_FIELDS,
    'year_graduated',
    'home_country',
    'work_country',
    'custom_fields',
  ].forEach(slotFor);
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
