import { USER_FIELDS, fieldSpec, type FieldSpec } from '../../src-shared/fields/catalogue';
import { SandboxHttpError } from './http-errors';

// How the sandbox reads a User body (POST and PUT) against the field catalogue. What the
// description leaves open, it answers the ordinary way: 400 naming the field and the problem.

const LIST_KINDS = new Set(['string-list', 'object-list']);
/** Published quirks the sandbox keeps on the wire. */
const STRING_NUMBER_FIELDS = new Set(['work_lat', 'work_lng']);
const ARRAY_STRING_FIELDS = new Set(['secondary_email']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Fields the service generates or keeps: refused on create, kept from the record on update. */
export const SERVICE_OWNED: ReadonlySet<string> = new Set(
  USER_FIELDS.filter((field) => field.serviceOwned).map((field) => field.name),
);

/** Every catalogue field, absent: null, or [] for lists. */
export function blankUser(): Record<string, unknown> {
  const user: Record<string, unknown> = {};
  for (const field of USER_FIELDS)
    user[field.name] = LIST_KINDS.has(field.kind) || ARRAY_STRING_FIELDS.has(field.name) ? [] : null;
  return user;
}

function bad(message: string): never {
  throw new SandboxHttpError(400, message);
}

function describe(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function numeric(field: FieldSpec, value: unknown, integer: boolean): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || (integer && !Number.isInteger(number))) {
    bad(`${field.name} is ${describe(value)}: expected ${integer ? 'a whole number' : 'a number'}.`);
  }
  if (field.min !== undefined && number < field.min)
    bad(`${field.name} is ${number}: the smallest allowed is ${field.min}.`);
  if (field.max !== undefined && number > field.max)
    bad(`${field.name} is ${number}: the largest allowed is ${field.max}.`);
  return number;
}

function text(field: FieldSpec, value: unknown): string {
  if (typeof value !== 'string') bad(`${field.name} is ${describe(value)}: expected text.`);
  if (field.size !== undefined && value.length > field.size)
    bad(`${field.name} is ${value.length} characters long: at most ${field.size} are allowed.`);
  return value;
}

/** One field's value as the sandbox stores it, or a 400 naming the field. */
export function readFieldValue(field: FieldSpec, value: unknown): unknown {
  if (value === null) return LIST_KINDS.has(field.kind) || ARRAY_STRING_FIELDS.has(field.name) ? [] : null;
  switch (field.kind) {
    case 'flag': {
      const flag = numeric(field, value, true);
      if (flag !== 0 && flag !== 1) bad(`${field.name} is ${describe(value)}: expected 1 or 0.`);
      return flag;
    }
    case 'integer':
      return numeric(field, value, true);
    case 'decimal': {
      const number = numeric(field, value, false);
      return STRING_NUMBER_FIELDS.has(field.name) ? number.toFixed(7) : number;
    }
    case 'string-list':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
        bad(`${field.name} is ${describe(value)}: expected a list of names.`);
      return value;
    case 'object-list':
      if (
        !Array.isArray(value) ||
        value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))
      ) {
        bad(`${field.name} is ${describe(value)}: expected a list of objects.`);
      }
      return value;
    case 'email': {
      if (ARRAY_STRING_FIELDS.has(field.name)) {
        const list = Array.isArray(value) ? value : [value];
        return list.map((item) => checkEmail(field, text(field, item)));
      }
      return checkEmail(field, text(field, value));
    }
    case 'gender': {
      const gender = text(field, value);
      if (gender !== 'm' && gender !== 'f') bad(`${field.name} is ${describe(value)}: expected m or f.`);
      return gender;
    }
    case 'date': {
      const date = text(field, value);
      if (!DATE.test(date)) bad(`${field.name} is ${describe(value)}: expected a date written YYYY-MM-DD.`);
      return date;
    }
    default:
      return text(field, value);
  }
}

function checkEmail(field: FieldSpec, value: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) bad(`${field.name} is ${describe(value)}: expected an email address.`);
  return value;
}

export type BodyMode = 'create' | 'update';

/**
 * The fields of a POST or PUT body, checked. On create, fields the service generates are refused;
 * on update (a complete object read back from the service) they are accepted and ignored.
 */
export function readUserBody(body: unknown, mode: BodyMode): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    bad('The body must be one JSON object holding the User fields.');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const field = fieldSpec(name);
    if (!field) bad(`Unknown field "${name}": it is not a User field of this service.`);
    if (field.serviceOwned) {
      if (mode === 'create') bad(`${name} is set by the service: leave it out when creating a user.`);
      continue;
    }
    fields[name] = readFieldValue(field, value);
  }
  for (const required of ['first_name', 'last_name', 'email', 'enabled']) {
    const value = fields[required];
    if (value === undefined || value === null || value === '')
      bad(`${required} is required${mode === 'update' ? ': send the complete User object' : ''}.`);
  }
  return fields;
}
