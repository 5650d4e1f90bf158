// zod schemas for what we SEND on create, generated from the field catalogue (one source of
// truth). They carry no words: a refusal is read from zod's issue as a problem code
// (clean-field.ts schemaProblem), and the rules across fields give theirs as data. What the
// service ANSWERS is parsed by src-shared/schemas, not here.
import { z } from 'zod';
import { MAPPABLE_FIELDS, type FieldSpec } from '../fields/catalogue';
import { problem, type CellProblem } from '../problems/problem';
import { isEmailSyntax } from '../transforms/email';
import { isRealDate } from '../transforms/date';

/** Latest class year accepted: students enrolled now graduate within six years. */
export const GRADUATION_YEARS_AHEAD = 6;

const TWO_LETTERS = /^[A-Z]{2}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
/** What the service takes as a web address: http(s), a host with a dot, no space. */
export const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/;

function yearBounds(spec: FieldSpec, thisYear: number): { min?: number; max?: number } {
  if (spec.name === 'dob_year') return { min: 1900, max: thisYear };
  if (spec.name === 'year_graduated') return { min: 1900, max: thisYear + GRADUATION_YEARS_AHEAD };
  return { min: spec.min, max: spec.max };
}

function numberSchema(spec: FieldSpec, thisYear: number, integer: boolean): z.ZodType {
  const { min, max } = yearBounds(spec, thisYear);
  let schema = z.number();
  if (integer) schema = schema.int();
  if (spec.name === 'year_graduated') schema = schema.refine((year) => year >= 1000 && year <= 9999);
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
}

function stringSchema(spec: FieldSpec): z.ZodString {
  const schema = z.string();
  return spec.size ? schema.max(spec.size) : schema;
}

/** The schema of one field's outgoing value. */
export function fieldSchema(spec: FieldSpec, thisYear: number): z.ZodType {
  switch (spec.kind) {
    case 'string':
    case 'text':
    case 'phone':
      return stringSchema(spec);
    case 'email':
      return stringSchema(spec).refine(isEmailSyntax);
    case 'url':
      return stringSchema(spec).refine((url) => WEB_ADDRESS.test(url));
    case 'flag':
      return z.union([z.literal(0), z.literal(1)]);
    case 'integer':
      return numberSchema(spec, thisYear, true);
    case 'decimal':
      return numberSchema(spec, thisYear, false);
    case 'date':
      return stringSchema(spec).regex(/^\d{4}-\d{2}-\d{2}$/);
    case 'gender':
      return z.enum(['m', 'f']);
    case 'state':
    case 'country':
      return z.string().regex(TWO_LETTERS);
    case 'zipcode':
      // The #####[-####] form is checked with the country, on the whole user: a Canadian postcode is not a US ZIP.
      return stringSchema(spec);
    case 'string-list':
      return z.array(z.string().min(1));
    case 'object-list':
      return spec.name === 'custom_fields' ? z.array(z.record(z.string(), z.string())) : z.array(z.unknown());
  }
}

/**
 * A cheap test that says yes exactly when the field's schema would, for the values transforms
 * produce; the per-cell loop asks it first and asks zod only to explain a refusal (zod costs
 * ~1 us a call, which over 100k rows x 20 columns is most of a validation). A test checks that
 * both agree.
 */
export function fieldAccepts(spec: FieldSpec, thisYear: number): ((value: unknown) => boolean) | undefined {
  const size = spec.size ?? Infinity;
  const { min = -Infinity, max = Infinity } = yearBounds(spec, thisYear);
  const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= size;
  switch (spec.kind) {
    case 'string':
    case 'text':
    case 'phone':
    case 'zipcode':
      return isText;
    case 'email':
      return (value) => isText(value) && isEmailSyntax(value);
    case 'flag':
      return (value) => value === 0 || value === 1;
    case 'integer':
      return (value) =>
        Number.isInteger(value) &&
        (value as number) >= min &&
        (value as number) <= max &&
        (spec.name !== 'year_graduated' || ((value as number) >= 1000 && (value as number) <= 9999));
    case 'decimal':
      return (value) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
    case 'gender':
      return (value) => value === 'm' || value === 'f';
    case 'state':
    case 'country':
      return (value) => typeof value === 'string' && TWO_LETTERS.test(value);
    case 'url':
      return (value) => isText(value) && WEB_ADDRESS.test(value);
    case 'string-list':
      return (value) => Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length > 0);
    default:
      return undefined;
  }
}

/**
 * A field's schema as the validator holds it: zod's, built the first time a value is checked
 * (building every field's took ~20 ms of a first import, and a file of clean cells never asks:
 * fieldAccepts answers for them).
 */
export interface FieldSchema {
  safeParse(value: unknown): z.ZodSafeParseResult<unknown>;
}

export interface SendSchemas {
  /** One schema a mappable field. */
  fields: ReadonlyMap<string, FieldSchema>;
  /** A whole User to create: required fields present, nothing unknown, a real birth date (built when first read). */
  readonly user: z.ZodType<Record<string, unknown>>;
}

/** A rule that reads more than one field, broken: the field it is said of and the problem, as data. */
export interface CrossFieldIssue {
  field: string;
  problem: CellProblem;
}

/** The rules of a whole User that no one field's schema can check: a real birth date, a US ZIP. */
export function crossFieldIssues(user: Readonly<Record<string, unknown>>): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const { dob_day: day, dob_month: month, dob_year: year } = user;
  if (
    typeof day === 'number' &&
    typeof month === 'number' &&
    typeof year === 'number' &&
    !isRealDate(year, month, day)
  ) {
    issues.push({ field: 'dob_day', problem: problem('send.birth-date-not-real', { year, month, day }) });
  }
  for (const prefix of ['home', 'work']) {
    const zip = user[`${prefix}_zipcode`];
    const country = user[`${prefix}_country`];
    if (typeof zip === 'string' && (country === undefined || country === null || country === 'US') && !ZIP.test(zip)) {
      issues.push({ field: `${prefix}_zipcode`, problem: problem('send.zip-form') });
    }
  }
  return issues;
}

const cache = new Map<number, SendSchemas>();

/** The schemas for `thisYear` (year limits move with the calendar), each built on its first use. */
export function sendSchemas(thisYear: number): SendSchemas {
  const cached = cache.get(thisYear);
  if (cached) return cached;
  const built = new Map<string, z.ZodType>();
  const zodOf = (spec: FieldSpec): z.ZodType => {
    let schema = built.get(spec.name);
    if (!schema) built.set(spec.name, (schema = fieldSchema(spec, thisYear)));
    return schema;
  };
  const fields = new Map<string, FieldSchema>(
    MAPPABLE_FIELDS.map((spec) => [spec.name, { safeParse: (value: unknown) => zodOf(spec).safeParse(value) }]),
  );
  let user: z.ZodType<Record<string, unknown>> | undefined;
  const schemas: SendSchemas = {
    fields,
    get user() {
      return (user ??= userSchema(zodOf));
    },
  };
  cache.set(thisYear, schemas);
  return schemas;
}

/** A whole User to create, from each field's schema. */
function userSchema(zodOf: (spec: FieldSpec) => z.ZodType): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const spec of MAPPABLE_FIELDS) {
    const schema = zodOf(spec);
    shape[spec.name] = spec.requiredOnCreate ? schema : schema.optional();
  }
  return z.strictObject(shape).superRefine((value, ctx) => {
    // The problem travels in the issue's params (crossFieldProblem reads it back); its code stands as the message.
    for (const issue of crossFieldIssues(value))
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: issue.problem.code,
        params: { problem: issue.problem },
      });
  });
}

/** The cross-field problem a whole User's issue carries (userSchema puts it there), if it carries one. */
export function crossFieldProblem(issue: { code: string; params?: unknown }): CellProblem | undefined {
  if (issue.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null) return undefined;
  const found = (issue.params as { problem?: CellProblem }).problem;
  return found && typeof found.code === 'string' ? found : undefined;
}
