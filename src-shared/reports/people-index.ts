// The users of a report, read once and held compactly: a user_id to a small number, and per
// person only what the reports print or group by (name, email, class year, enabled, approved).
// Donations are then joined to people by user_id, never by name.

import { grow } from './grow-array';
import { KeySlots } from './key-slots';
import { PackedTexts } from './packed-texts';

export interface PersonFacts {
  user_id: number;
  name: string;
  email: string | null;
  classYear: number | null;
  enabled: boolean;
  approved: boolean;
}

/** Who is read into the report at all: a class year or a tag narrows every figure. */
export interface PeopleScope {
  classYears?: number[];
  tag?: string;
}

/** Who counts as "alumni of record" for participation: users with a class year, and these flags. */
export type AlumniOfRecord = 'all' | 'enabled' | 'approved' | 'enabled-and-approved';

const MIN_CLASS_YEAR = 1900;
const MAX_CLASS_YEAR = 2200;

/** A class year the service sent (a number or "1987"); null for none or nonsense. */
export function readClassYear(value: unknown): number | null {
  const year =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(year) && year >= MIN_CLASS_YEAR && year <= MAX_CLASS_YEAR ? year : null;
}

function flag(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}

function tagsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((t): t is string => typeof t === 'string').map((t) => t.trim());
  if (typeof value === 'string') return value.split(/[,;]/).map((t) => t.trim());
  return [];
}

function nameOf(user: Record<string, unknown>): string {
  const parts = [user.first_name, user.last_name].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.map((p) => p.trim()).join(' ');
}

const START_PEOPLE = 1024;

export class PeopleIndex {
  // Numbers in typed arrays and user_id found through KeySlots: outside the JavaScript heap, which
  // a report of 200,000 users otherwise fills with a Map and arrays the collector walks.
  readonly #slots = new KeySlots(START_PEOPLE);
  #ids = new Float64Array(START_PEOPLE);
  /** 0 for none (class years are 1900-2200). */
  #classYears = new Int16Array(START_PEOPLE);
  /** bit 1 enabled, bit 2 approved, bit 4 in scope. */
  #flags = new Uint8Array(START_PEOPLE);
  /** Names and emails (none as ''), by person: outside the JavaScript heap too. */
  readonly #names = new PackedTexts();
  readonly #emails = new PackedTexts();
  #size = 0;
  readonly #scope: PeopleScope;
  readonly #classSet: Set<number> | null;
  #outOfScope = 0;

  constructor(scope: PeopleScope = {}) {
    this.#scope = scope;
    this.#classSet = scope.classYears && scope.classYears.length > 0 ? new Set(scope.classYears) : null;
  }

  add(user: { user_id: number } & Record<string, unknown>): void {
    if (this.find(user.user_id) !== -1) return;
    const classYear = readClassYear(user.year_graduated);
    const tag = this.#scope.tag?.trim().toLowerCase();
    const inScope =
      (this.#classSet === null || (classYear !== null && this.#classSet.has(classYear))) &&
      (!tag || tagsOf(user.tags).some((t) => t.toLowerCase() === tag));
    if (!inScope) this.#outOfScope++;
    const person = this.#size++;
    this.#ids = grow(this.#ids, this.#size);
    this.#classYears = grow(this.#classYears, this.#size);
    this.#flags = grow(this.#flags, this.#size);
    this.#ids[person] = user.user_id;
    this.#slots.add(person, this.#ids, this.#size);
    this.#names.add(nameOf(user));
    this.#emails.add(typeof user.email === 'string' ? user.email : '');
    this.#classYears[person] = classYear ?? 0;
    this.#flags[person] = (flag(user.enabled) ? 1 : 0) | (flag(user.approved) ? 2 : 0) | (inScope ? 4 : 0);
  }

  /** Everyone read. */
  get size(): number {
    return this.#size;
  }

  /** People left out by the class-year or tag scope. */
  get outOfScope(): number {
    return this.#outOfScope;
  }

  /** The person's number, or -1 when the service did not return this user. */
  find(userId: number): number {
    return this.#slots.find(userId, this.#ids);
  }

  inScope(person: number): boolean {
    return (this.#flags[person]! & 4) !== 0;
  }

  classYear(person: number): number | null {
    return this.#classYears[person] || null;
  }

  userId(person: number): number {
    return this.#ids[person]!;
  }

  /** First and last name as the service gave them ('' for none). */
  name(person: number): string {
    return this.#names.get(person);
  }

  facts(person: number): PersonFacts {
    const flags = this.#flags[person]!;
    return {
      user_id: this.#ids[person]!,
      name: this.#names.get(person),
      email: this.#emails.get(person) || null,
      classYear: this.#classYears[person] || null,
      enabled: (flags & 1) !== 0,
      approved: (flags & 2) !== 0,
    };
  }

  /** An alumnus or alumna of record: in scope, with a class year, and the flags asked for. */
  isAlumnusOfRecord(person: number, rule: AlumniOfRecord): boolean {
    const flags = this.#flags[person]!;
    if ((flags & 4) === 0 || !this.#classYears[person]) return false;
    if (rule === 'enabled') return (flags & 1) !== 0;
    if (rule === 'approved') return (flags & 2) !== 0;
    if (rule === 'enabled-and-approved') return (flags & 3) === 3;
    return true;
  }
}
