// Why a value a person typed (a report's filter, a fiscal-year choice, an environment's address) is refused, as data:
// a code and its params.
// zod keeps an issue's words in its `message`, so a refusal travels there as a token (refusalMessage) that
// describeIssues reads back and a door words from its own table (decision 0007).
import type { None } from './param-types';

/** Each refusal's params, by its code. */
export interface RefusalParams {
  /** Not a real date written YYYY-MM-DD. */
  'input.calendar-date': None;
  /** Not a whole number; `example`: one that would do. */
  'input.whole-number': { example: string };
  /** Not a number above 0. */
  'input.above-zero': None;
  'input.at-least': { min: number };
  'input.at-most': { max: number };
  /** A range whose start date comes after its end date. */
  'input.start-after-end': None;
  /** "Created since" not earlier than "created before". */
  'input.created-order': None;
  /** Gift band limits that do not rise. */
  'input.bands-rise': None;
  /** An environment's base address: none given. */
  'address.empty': None;
  /** Not a web address at all. */
  'address.not-web': { text: string };
  /** Neither https:// nor http://; `scheme`: the one it has ("ftp:"). */
  'address.scheme': { scheme: string };
  /** Plain http:// to a host that is not this computer. */
  'address.plain-http': None;
  /** A user name or password in the address. */
  'address.credentials': None;
  /** A ? or # part in the address. */
  'address.query': None;
  /** Match rules whose "possible" threshold is not below their "sure" one. */
  'input.possible-below-sure': { possible: number; sure: number };
  /** An environment's name: none given. */
  'env-name.empty': None;
  'env-name.too-long': { max: number };
  /** A character other than letters, digits, dot, dash or underscore, or a first one not a letter or digit. */
  'env-name.form': None;
  /** The name of a built-in environment (bridge/env.ts BUILT_IN_NAMES). */
  'env-name.built-in': None;
  /** An environment's key: none given. */
  'key.empty': None;
  'key.too-long': { max: number };
  /** A space, a line break or a control character inside the key. */
  'key.spaces': None;
  /** A mapping template's name: none given. */
  'template-name.empty': None;
  'template-name.too-long': { max: number };
  /** A day not written YYYY-MM-DD. */
  'input.day-form': None;
  /** A day written YYYY-MM-DD that the calendar does not have (2026-02-30). */
  'input.day-not-real': None;
  /** No user chosen for a job that needs one at least. */
  'input.no-user-selected': None;
  /** An id main made (a run's, an export's) that is not letters, digits and dashes, 1 to 64 of them. */
  'input.id-form': { of: 'run' | 'export' };
  /** A file's own name that does not end in .xlsx or .csv, or has a folder part. */
  'input.file-name-form': { of: 'export' | 'report' };
  /** A value longer than `max` characters once written as JSON. */
  'input.too-long': { max: number };
  /** Not 64 hex digits (a file's SHA-256). */
  'input.sha256': None;
  /** A field a mapping file gives one value for every row that is no User field. */
  'constant.not-a-field': { field: string };
  /** A field the service sets itself (user_id, created_at...). */
  'constant.set-by-service': { field: string };
  /** A field that is a list of objects, never one value. */
  'constant.not-one-value': { field: string };
  /** A field that tells one person from another (inst_id): one value would make every row one person. */
  'constant.one-persons': { field: string };
}

export type RefusalCode = keyof RefusalParams;
export type Refusal = { [C in RefusalCode]: { code: C; params: RefusalParams[C] } }[RefusalCode];
/** A door's words for every refusal code (input.*: the end of "<option>: <words>"; the others: sentences). */
export type RefusalWordsTable = { readonly [C in RefusalCode]: (params: RefusalParams[C]) => string };

const CODES: { readonly [C in RefusalCode]: true } = {
  'input.calendar-date': true,
  'input.whole-number': true,
  'input.above-zero': true,
  'input.at-least': true,
  'input.at-most': true,
  'input.start-after-end': true,
  'input.created-order': true,
  'input.bands-rise': true,
  'address.empty': true,
  'address.not-web': true,
  'address.scheme': true,
  'address.plain-http': true,
  'address.credentials': true,
  'address.query': true,
  'input.possible-below-sure': true,
  'env-name.empty': true,
  'env-name.too-long': true,
  'env-name.form': true,
  'env-name.built-in': true,
  'key.empty': true,
  'key.too-long': true,
  'key.spaces': true,
  'template-name.empty': true,
  'template-name.too-long': true,
  'input.day-form': true,
  'input.day-not-real': true,
  'input.no-user-selected': true,
  'input.id-form': true,
  'input.file-name-form': true,
  'input.too-long': true,
  'input.sha256': true,
  'constant.not-a-field': true,
  'constant.set-by-service': true,
  'constant.not-one-value': true,
  'constant.one-persons': true,
};
export const REFUSAL_CODES = Object.keys(CODES) as RefusalCode[];

const TOKEN = 'refusal:';

/** A refusal as the `message` of a zod check: its code and params, read back by readRefusal. */
export function refusalMessage<C extends RefusalCode>(
  code: C,
  ...[params]: keyof RefusalParams[C] extends never ? [] : [RefusalParams[C]]
): string {
  return encodeRefusal({ code, params: params ?? {} } as Refusal);
}

/** A refusal made before, as the `message` of a zod issue. */
export function encodeRefusal(refusal: Refusal): string {
  return `${TOKEN}${JSON.stringify(refusal)}`;
}

/** A refusal made from its code and params. */
export function refusal<C extends RefusalCode>(
  code: C,
  ...[params]: keyof RefusalParams[C] extends never ? [] : [RefusalParams[C]]
): Refusal {
  return { code, params: params ?? {} } as Refusal;
}

/** The refusal a zod issue's message carries, if it carries one. */
export function readRefusal(message: string): Refusal | undefined {
  if (!message.startsWith(TOKEN)) return undefined;
  try {
    const data = JSON.parse(message.slice(TOKEN.length)) as Refusal;
    return data.code in CODES ? data : undefined;
  } catch {
    return undefined;
  }
}

/** A refusal in a door's words. */
export function wordRefusal(table: RefusalWordsTable, refusal: Refusal): string {
  return (table[refusal.code] as (params: RefusalParams[RefusalCode]) => string)(refusal.params);
}

/** A zod issue's message in a door's words: the refusal it carries, worded from `table`; else the message itself. */
export function wordIssueMessage(table: RefusalWordsTable, message: string): string {
  const found = readRefusal(message);
  return found ? wordRefusal(table, found) : message;
}
