import type { DonationRecord } from '../records/types';
import { inWindow, type YearWindow } from './data-sheet-years';
import { fiscalYearOf } from './fiscal-year';
import { grow } from './grow-array';
import { toCents } from './money';
import { KeySlots } from './key-slots';
import type { PeopleIndex } from './people-index';
import { readWallClock, type WallClock } from './timestamps';

// Everything the fiscal-year reports need, gathered while the donations stream past: per person,
// per person and fiscal year, and per fiscal year. Nothing holds the donations themselves except
// each fiscal year's gift amounts (one number a gift), for medians and gift ranges.
// Money in integer cents throughout.

/** One person's giving in one fiscal year: a row of the workbooks' Data sheet. */
export interface DonorYear {
  /** Index in the PeopleIndex; -1 for the gifts of no known donor. */
  person: number;
  fiscalYear: number;
  gifts: number;
  totalCents: number;
  largestCents: number;
}

/** Gifts that could not be tied to a person: counted, never dropped or guessed by name. */
export interface UnknownDonorGifts {
  /** Donations that carried no user_id. */
  withoutUserId: { gifts: number; totalCents: number };
  /** Donations whose user_id the service did not return among its users. */
  userNotFound: { gifts: number; totalCents: number; userIds: number[] };
}

interface YearTally {
  gifts: number;
  totalCents: number;
  largestCents: number;
  amounts: Float64Array;
}

const START_AMOUNTS = 1024;
const YEAR_SPAN = 1024;
const FIRST_YEAR = 1500;
const START_ROWS = 4096;

export class GivingLedger {
  readonly people: PeopleIndex;
  readonly startMonth: number;
  readonly #years = new Map<number, YearTally>();
  /**
   * Person-years as columns of typed arrays (a million gifts make about as many rows: objects
   * would cost several times the memory). A row's key is person * YEAR_SPAN + (fiscal year -
   * FIRST_YEAR), with person -1 stored as the last index; #slots finds the row of a key (a Map
   * of a million numbers held ~50 MB on the JavaScript heap, which the collector walked and let
   * the heap grow by a multiple of; the slots are 8 MB outside it).
   */
  readonly #slots = new KeySlots(START_ROWS);
  #rowCount = 0;
  /** The rows in key order, once asked for (the Data sheet and the summary both walk them); dropped by add. */
  #order: Int32Array | undefined;
  #rowKeys = new Float64Array(START_ROWS);
  #rowGifts = new Int32Array(START_ROWS);
  #rowTotalCents = new Float64Array(START_ROWS);
  #rowLargestCents = new Float64Array(START_ROWS);
  // Per person (by PeopleIndex number):
  #lifetimeCents: Float64Array;
  #lastGiftMs: Float64Array;
  #lastGiftCents: Float64Array;
  #firstYear: Int32Array;
  #yearsGiven: Int32Array;
  readonly unknown: UnknownDonorGifts = {
    withoutUserId: { gifts: 0, totalCents: 0 },
    userNotFound: { gifts: 0, totalCents: 0, userIds: [] },
  };
  readonly #missingUsers = new Set<number>();
  /** Donations with no readable date: in lifetime totals, in no fiscal year. */
  readonly undated = { gifts: 0, totalCents: 0 };
  /** Donations of people left out by the report's class-year or tag scope. */
  readonly outOfScope = { gifts: 0, totalCents: 0 };
  #donations = 0;
  #totalCents = 0;
  /** The gift being added's date, read into this one object rather than a new one per gift. */
  readonly #when: WallClock = { ms: 0, year: 0, month: 0 };

  constructor(people: PeopleIndex, startMonth: number) {
    this.people = people;
    this.startMonth = startMonth;
    const size = Math.max(1, people.size);
    this.#lifetimeCents = new Float64Array(size);
    this.#lastGiftMs = new Float64Array(size).fill(-Infinity);
    this.#lastGiftCents = new Float64Array(size);
    this.#firstYear = new Int32Array(size);
    this.#yearsGiven = new Int32Array(size);
  }

  get donations(): number {
    return this.#donations;
  }

  get totalCents(): number {
    return this.#totalCents;
  }

  add(donation: DonationRecord): void {
    const cents = toCents(donation.amount);
    this.#donations++;
    this.#totalCents += cents;
    let person = -1;
    if (donation.user_id === null) {
      this.unknown.withoutUserId.gifts++;
      this.unknown.withoutUserId.totalCents += cents;
    } else {
      person = this.people.find(donation.user_id);
      if (person === -1) {
        this.unknown.userNotFound.gifts++;
        this.unknown.userNotFound.totalCents += cents;
        this.#missingUsers.add(donation.user_id);
      } else if (!this.people.inScope(person)) {
        this.outOfScope.gifts++;
        this.outOfScope.totalCents += cents;
        return;
      }
    }
    const when = this.#when;
    if (person >= 0) this.#lifetimeCents[person]! += cents;
    if (!readWallClock(donation.created_at, when)) {
      this.undated.gifts++;
      this.undated.totalCents += cents;
      return;
    }
    const fiscalYear = fiscalYearOf(when.year, when.month, this.startMonth);
    this.#addToYear(fiscalYear, cents);
    const isNewYear = this.#addToDonorYear(person, fiscalYear, cents);
    if (person < 0) return;
    const ms = when.ms;
    if (ms >= this.#lastGiftMs[person]!) {
      this.#lastGiftMs[person] = ms;
      this.#lastGiftCents[person] = cents;
    }
    if (isNewYear) {
      this.#yearsGiven[person]!++;
      const first = this.#firstYear[person]!;
      if (first === 0 || fiscalYear < first) this.#firstYear[person] = fiscalYear;
    }
  }

  #addToYear(fiscalYear: number, cents: number): void {
    let year = this.#years.get(fiscalYear);
    if (!year) {
      year = { gifts: 0, totalCents: 0, largestCents: cents, amounts: new Float64Array(START_AMOUNTS) };
      this.#years.set(fiscalYear, year);
    }
    year.amounts = grow(year.amounts, year.gifts + 1);
    year.amounts[year.gifts] = cents;
    year.gifts++;
    year.totalCents += cents;
    if (cents > year.largestCents) year.largestCents = cents;
  }

  /** True when this is the person's first gift in that fiscal year. */
  #addToDonorYear(person: number, fiscalYear: number, cents: number): boolean {
    const key = (person < 0 ? this.people.size : person) * YEAR_SPAN + (fiscalYear - FIRST_YEAR);
    const row = this.#slots.find(key, this.#rowKeys);
    if (row >= 0) {
      this.#rowGifts[row]!++;
      this.#rowTotalCents[row]! += cents;
      if (cents > this.#rowLargestCents[row]!) this.#rowLargestCents[row] = cents;
      return false;
    }
    this.#order = undefined;
    const next = this.#rowCount++;
    this.#rowKeys = grow(this.#rowKeys, next + 1);
    this.#rowGifts = grow(this.#rowGifts, next + 1);
    this.#rowTotalCents = grow(this.#rowTotalCents, next + 1);
    this.#rowLargestCents = grow(this.#rowLargestCents, next + 1);
    this.#rowKeys[next] = key;
    this.#slots.add(next, this.#rowKeys, this.#rowCount);
    this.#rowGifts[next] = 1;
    this.#rowTotalCents[next] = cents;
    this.#rowLargestCents[next] = cents;
    return true;
  }

  /** Fiscal years with at least one dated gift, in order. */
  get fiscalYears(): number[] {
    return [...this.#years.keys()].sort((a, b) => a - b);
  }

  /** Gifts, total, largest and each gift's amount (cents) of one fiscal year; undefined with no gifts. */
  year(
    fiscalYear: number,
  ): { gifts: number; totalCents: number; largestCents: number; amounts: Float64Array } | undefined {
    const year = this.#years.get(fiscalYear);
    return year && { ...year, amounts: year.amounts.subarray(0, year.gifts) };
  }

  /** How many person-years donorYears() gives. */
  get donorYearCount(): number {
    return this.#rowCount;
  }

  /** How many person-years donorYears() gives in these fiscal years (all of them for null). */
  donorYearsIn(window: YearWindow | null): number {
    if (window === null) return this.#rowCount;
    let count = 0;
    for (let row = 0; row < this.#rowCount; row++) {
      if (inWindow(window, (this.#rowKeys[row]! % YEAR_SPAN) + FIRST_YEAR)) count++;
    }
    return count;
  }

  /** Every person-year with gifts (and the unknown donor's years), by person then fiscal year, one at a time. */
  *donorYears(): Generator<DonorYear> {
    const unknown = this.people.size;
    for (const row of this.#rowsInKeyOrder()) {
      const key = this.#rowKeys[row]!;
      const person = Math.floor(key / YEAR_SPAN);
      yield {
        person: person === unknown ? -1 : person,
        fiscalYear: (key % YEAR_SPAN) + FIRST_YEAR,
        gifts: this.#rowGifts[row]!,
        totalCents: this.#rowTotalCents[row]!,
        largestCents: this.#rowLargestCents[row]!,
      };
    }
  }

  /**
   * The rows in the order of their keys. Each key and its row are packed into one number and the
   * numbers sorted, so no row is looked up by its key (a hash probe a row, at random places).
   */
  #rowsInKeyOrder(): Int32Array {
    if (this.#order) return this.#order;
    this.#order = this.#sortRows();
    return this.#order;
  }

  #sortRows(): Int32Array {
    const count = this.#rowCount;
    const rowSpan = 2 ** Math.ceil(Math.log2(count + 1));
    const rows = new Int32Array(count);
    const keys = this.#rowKeys.subarray(0, count);
    if ((this.people.size + 1) * YEAR_SPAN * rowSpan > Number.MAX_SAFE_INTEGER) {
      const sorted = Float64Array.from(keys).sort();
      for (let i = 0; i < count; i++) rows[i] = this.#slots.find(sorted[i]!, this.#rowKeys);
      return rows;
    }
    const packed = new Float64Array(count);
    for (let row = 0; row < count; row++) packed[row] = keys[row]! * rowSpan + row;
    packed.sort();
    for (let i = 0; i < count; i++) rows[i] = packed[i]! % rowSpan;
    return rows;
  }

  /** Did this person give in this fiscal year? */
  gaveIn(person: number, fiscalYear: number): boolean {
    return this.#slots.find(person * YEAR_SPAN + (fiscalYear - FIRST_YEAR), this.#rowKeys) >= 0;
  }

  /** People with at least one dated gift in scope. */
  *donors(): Generator<number> {
    for (let person = 0; person < this.people.size; person++) if (this.#firstYear[person]! !== 0) yield person;
  }

  firstYear(person: number): number | null {
    return this.#firstYear[person] || null;
  }

  yearsGiven(person: number): number {
    return this.#yearsGiven[person]!;
  }

  lifetimeCents(person: number): number {
    return this.#lifetimeCents[person]!;
  }

  lastGift(person: number): { ms: number; cents: number } | null {
    const ms = this.#lastGiftMs[person]!;
    return ms === -Infinity ? null : { ms, cents: this.#lastGiftCents[person]! };
  }

  /** Finishes the unknown-donor list (user_ids not returned by the service, in order). */
  seal(): this {
    this.unknown.userNotFound.userIds = [...this.#missingUsers].sort((a, b) => a - b);
    return this;
  }
}
