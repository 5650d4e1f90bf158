import type { OutgoingUser } from '../outgoing-user';
import type { Problem, RowResult, RowStatus } from '../types';
import type { BlockValidator } from './block-validator';

/**
 * A validated row. Its User is written from the row's cells the first time it is read (then
 * kept): building 100,000 Users while a file is checked cost ~110 ms and most of the memory
 * beyond the table on the 100,000-row benchmark file, and reviewing a file never needs them.
 * `index` may be renumbered (the worker validates slices); the row it was checked from stays
 * its own.
 */
export class CheckedRow implements RowResult {
  readonly #validator: BlockValidator;
  readonly #at: number;
  readonly #email: string | undefined;
  readonly #emailColumn: string | null;
  #user: OutgoingUser | undefined;
  #given: Readonly<Record<string, unknown>> | undefined;

  constructor(
    public index: number,
    public rowNumber: number,
    public problems: Problem[],
    public status: RowStatus,
    email: string | undefined,
    emailColumn: string | null,
    validator: BlockValidator,
  ) {
    this.#email = email;
    this.#emailColumn = emailColumn;
    this.#validator = validator;
    this.#at = index;
  }

  get user(): OutgoingUser {
    if (!this.#user) {
      this.#user = this.#validator.userOf(this.#at);
      this.#given = this.#validator.given;
    }
    return this.#user;
  }

  /** The part of the User's values given for every row (a list: the items they added), when any. */
  get given(): Readonly<Record<string, unknown>> | undefined {
    void this.user;
    return this.#given;
  }

  /** The row's clean email address, lower-cased: what duplicates are found by. */
  get emailKey(): string | undefined {
    return this.#email;
  }

  /** The header the address came from (null: from a value given to every row). */
  get emailColumn(): string | null {
    return this.#emailColumn;
  }

  /** The address as the file writes it, for problems to quote (duplicates are found in any case). */
  get emailAsWritten(): string {
    return (
      (this.#email !== undefined
        ? this.#validator.writtenEmail(this.#at, this.#emailColumn, this.#email)
        : undefined) ?? String(this.user.email)
    );
  }
}
