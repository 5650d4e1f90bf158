// A user the service answered, read quickly when it is plain. The schema (src-shared/schemas/user.ts) runs a reader
// per numeric field of every record, about 80 µs a user; an import reads one per row. A record whose values are all
// plain (numbers as numbers or as plain decimal text like "40.1", flags as 0/1 or "0"/"1", names as text or null) is
// built here exactly as the schema would build it (same keys, same order, same values). Anything else goes through
// the schema: its other conversions, and its refusals in the same words.
import { USER_FIELDS } from '../../../src-shared/fields/catalogue';
import type { UserRecord } from '../../../src-shared/records/types';
import { parseAnswer, parseListAnswer, userRecordSchema, type Parsed } from '../../../src-shared/schemas';

/** What the schema would make of a value, or NO when it takes the schema to say (a conversion it may refuse). */
type Read = (value: unknown) => unknown;
const NO = Symbol('needs the schema');

// Text that is a plain number as the service writes it ("40.1", "-93.2874462", "17"): Number() reads it as the
// schema does (it trims first; these have nothing to trim). Longer digit runs go to the schema.
const PLAIN_INTEGER = /^-?\d{1,15}$/;
const PLAIN_DECIMAL = /^-?\d{1,15}(\.\d{1,17})?$/;

const orNull =
  (read: Read): Read =>
  (value) =>
    value === null ? null : read(value);
const readFlag: Read = (value) => (value === 0 || value === 1 ? value : value === '0' ? 0 : value === '1' ? 1 : NO);
/** A number the check accepts, or plain number text in the pattern. */
const readNumber =
  (accepts: (value: number) => boolean, pattern: RegExp): Read =>
  (value) =>
    typeof value === 'number'
      ? accepts(value)
        ? value
        : NO
      : typeof value === 'string' && pattern.test(value)
        ? Number(value)
        : NO;
const readInteger = readNumber(Number.isInteger, PLAIN_INTEGER);
const readDecimal = readNumber(Number.isFinite, PLAIN_DECIMAL);
const readText: Read = (value) => (typeof value === 'string' ? value : NO);

/** The fields the schema names, as they stand in its shape: the catalogue's numeric ones first, then these. */
const NAMED: [string, Read][] = [
  ['user_id', readInteger],
  ['first_name', orNull(readText)],
  ['last_name', orNull(readText)],
  ['email', orNull(readText)],
  ['enabled', orNull(readFlag)],
  ['approved', orNull(readFlag)],
];
const NUMERIC: Record<string, Read> = { flag: readFlag, integer: readInteger, decimal: readDecimal };
const SHAPE: [string, Read][] = [
  ...USER_FIELDS.flatMap((field): [string, Read][] => {
    const read = NUMERIC[field.kind];
    return read && !NAMED.some(([name]) => name === field.name) ? [[field.name, orNull(read)]] : [];
  }),
  ...NAMED,
];
const READ = new Map(SHAPE);

/** The record as the schema would answer it, or undefined when a value needs the schema (to convert or refuse). */
export function cleanUser(value: unknown): UserRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (!('user_id' in record)) return undefined;
  const read = new Map<string, unknown>();
  for (const key in record) {
    if (key === '__proto__') return undefined;
    const reader = READ.get(key);
    if (reader === undefined) continue;
    const clean = reader(record[key]);
    if (clean === NO) return undefined;
    read.set(key, clean);
  }
  // The schema's order: the fields of its shape that are there, then the others as they came.
  const out: Record<string, unknown> = {};
  for (const [key] of SHAPE) if (read.has(key)) out[key] = read.get(key);
  for (const key in record) if (!READ.has(key)) out[key] = record[key];
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
