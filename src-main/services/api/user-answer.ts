// A user the service answered, read quickly when it is already clean. The schema (src-shared/schemas/user.ts) runs a
// reader per numeric field of every record, about 80 µs a user; an import reads one per row. A record whose values
// are all of the clean type (numbers as numbers, flags as 0/1, names as text or null) needs no conversion, so it is
// built here exactly as the schema would build it (same keys, same order, same values). Anything else goes through
// the schema: its conversions, and its refusals in the same words.
import { USER_FIELDS } from '../../../src-shared/fields/catalogue';
import type { UserRecord } from '../../../src-shared/records/types';
import { parseAnswer, parseListAnswer, userRecordSchema, type Parsed } from '../../../src-shared/schemas';

type Clean = (value: unknown) => boolean;

const optional =
  (clean: Clean): Clean =>
  (value) =>
    value === null || clean(value);
const isFlag: Clean = (value) => value === 0 || value === 1;
const isInteger: Clean = (value) => typeof value === 'number' && Number.isInteger(value);
const isNumber: Clean = (value) => typeof value === 'number' && Number.isFinite(value);
const isText: Clean = (value) => typeof value === 'string';

/** The fields the schema names, as they stand in its shape: the catalogue's numeric ones first, then these. */
const NAMED: [string, Clean][] = [
  ['user_id', isInteger],
  ['first_name', optional(isText)],
  ['last_name', optional(isText)],
  ['email', optional(isText)],
  ['enabled', optional(isFlag)],
  ['approved', optional(isFlag)],
];
const NUMERIC: Record<string, Clean> = { flag: isFlag, integer: isInteger, decimal: isNumber };
const SHAPE: [string, Clean][] = [
  ...USER_FIELDS.flatMap((field): [string, Clean][] => {
    const clean = NUMERIC[field.kind];
    return clean && !NAMED.some(([name]) => name === field.name) ? [[field.name, optional(clean)]] : [];
  }),
  ...NAMED,
];
const CHECK = new Map(SHAPE);

/** The record as the schema would answer it, or undefined when a value needs the schema (to convert or refuse). */
export function cleanUser(value: unknown): UserRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (!('user_id' in record)) return undefined;
  for (const key in record) {
    if (key === '__proto__') return undefined;
    const clean = CHECK.get(key);
    if (clean !== undefined && !clean(record[key])) return undefined;
  }
  // The schema's order: the fields of its shape that are there, then the others as they came.
  const out: Record<string, unknown> = {};
  for (const [key] of SHAPE) if (key in record) out[key] = record[key];
  for (const key in record) if (!CHECK.has(key)) out[key] = record[key];
  out.first_name ??= null;
  out.last_name ??= null;
  out.email ??= null;
  out.enabled ??= null;
  out.approved ??= null;
  return out as UserRecord;
}

/** parseAnswer(userRecordSchema, ...), quick for a clean record. */
export function readUser(value: unknown, subject: string): Parsed<UserRecord> {
  const clean = cleanUser(value);
  return clean === undefined ? parseAnswer(userRecordSchema, value, subject) : { ok: true, value: clean };
}

/** parseListAnswer(userRecordSchema, ...), quick when every record is clean. */
export function readUsers(value: unknown, subject: string): Parsed<UserRecord[]> {
  if (!Array.isArray(value)) return parseListAnswer(userRecordSchema, value, subject);
  const users: UserRecord[] = [];
  for (const item of value) {
    const clean = cleanUser(item);
    if (clean === undefined) return parseListAnswer(userRecordSchema, value, subject);
    users.push(clean);
  }
  return { ok: true, value: users };
}
