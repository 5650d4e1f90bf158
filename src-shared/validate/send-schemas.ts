// zod schemas for what we SEND on create, generated from the field catalogue (one source of
// truth). Messages are plain words completing "<Field label> <message>". What the service
// ANSWERS is parsed by src-shared/schemas, not here.
import { z } from 'zod';
import { MAPPABLE_FIELDS, type FieldSpec } from '../fields/catalogue';
import { isEmailSyntax } from '../transforms/email';
import { isRealDate } from '../transforms/date';

/** Latest class year accepted: students enrolled now graduate within six years. */
export const GRADUATION_YEARS_AHEAD = 6;

const TWO_LETTERS = /^[A-Z]{2}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
/** What the service takes as a web address: http(s), a host with a dot, no space. */
export const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/;

const tooLong = (size: number) => (issue: { input?: unknown }) =>
  `is ${typeof issue.input === 'string' ? issue.input.length : 'too many'} characters long; the service takes at ` +
  `most ${size}`;

function yearBounds(spec: FieldSpec, thisYear: number): { min?: number; max?: number } {
  if (spec.name === 'dob_year') return { min: 1900, max: thisYear };
  if (spec.name === 'year_graduated') return { min: 1900, max: thisYear + GRADUATION_YEARS_AHEAD };
  return { min: spec.min, max: spec.max };
}

function numberSchema(spec: FieldSpec, thisYear: number, integer: boolean): z.ZodType {
  const { min, max } = yearBounds(spec, thisYear);
  let schema = z.number({ error: integer ? 'must be a whole number' : 'must be a number' });
  if (integer) schema = schema.int({ error: 'must be a whole number' });
  if (spec.name === 'year_graduated')
    schema = schema.refine((year) => year >= 1000 && year <= 9999, { error: 'must be a four-digit year' });
  if (min !== undefined)
    schema = schema.min(min, { error: `must be ${min} or more${max !== undefined ? ` (and at most ${max})` : ''}` });
  if (max !== undefined)
    schema = schema.max(max, { error: `must be ${max} or less${min !== undefined ? ` (and at least ${min})` : ''}` });
  return schema;
}

function stringSchema(spec: FieldSpec): z.ZodString {
  const schema = z.string({ error: 'must be text' });
  return spec.size ? schema.max(spec.size, { error: tooLong(spec.size) }) : schema;
}

/** The schema of one field's outgoing value. */
export function fieldSchema(spec: FieldSpec, thisYear: number): z.ZodType {
  switch (spec.kind) {
    case 'string':
    case 'text':
    case 'phone':
      return stringSchema(spec);
    case 'email':
      return stringSchema(spec).refine(isEmailSyntax, { error: 'is not an email address (expected name@example.org)' });
    case 'url':
      return stringSchema(spec).refine((url) => WEB_ADDRESS.test(url), {
        error: 'is not a web address (expected https://example.org/...)',
      });
    case 'flag':
      return z.union([z.literal(0), z.literal(1)], { error: 'must be 1 or 0' });
    case 'integer':
      return numberSchema(spec, thisYear, true);
    case 'decimal':
      return numberSchema(spec, thisYear, false);
    case 'date':
      return stringSchema(spec).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD' });
    case 'gender':
      return z.enum(['m', 'f'], { error: 'must be m or f' });
    case 'state':
      return z.string().regex(TWO_LETTERS, { error: 'must be a two-letter state code (MA)' });
    case 'country':
      return z.string().regex(TWO_LETTERS, { error: 'must be a two-letter country code (US)' });
    case 'zipcode':
      // The #####[-####] form is checked with the country, on the whole user: a Canadian postcode is not a US ZIP.
      return stringSchema(spec);
    case 'string-list':
      return z.array(z.string().min(1), { error: 'must be a list of names' });
    case 'object-list':
      return spec.name === 'custom_fields'
        ? z.array(z.record(z.string(), z.string()), { error: 'must be a list of name/value pairs' })
        : z.array(z.unknown(), { error: 'must be a list' });
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

/** A rule that reads more than one field: completes "<Field label> <message>" like the field schemas. */
export interface CrossFieldIssue {
  field: string;
  message: string;
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
    issues.push({ field: 'dob_day', message: 'with the birth month and year is not a real date' });
  }
  for (const prefix of ['home', 'work']) {
    const zip = user[`${prefix}_zipcode`];
    const country = user[`${prefix}_country`];
    if (typeof zip === 'string' && (country === undefined || country === null || country === 'US') && !ZIP.test(zip)) {
      issues.push({ field: `${prefix}_zipcode`, message: 'must be a ZIP code written ##### or #####-####' });
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
    for (const issue of crossFieldIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}
