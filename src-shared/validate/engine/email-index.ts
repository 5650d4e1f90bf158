import { emailKey, KeyTable } from '../../identity';
import { problem } from '../../problems/problem';
import { foldedHash } from '../../transforms/email';
import type { RowResult } from '../types';
import { CheckedRow } from './checked-row';

function emailKeyOf(row: RowResult): string | undefined {
  if (row instanceof CheckedRow) return row.emailKey;
  return emailKey(row.user.email) ?? undefined;
}

/**
 * The rows of a file by email key (src-shared/identity: any case), built as rows are checked.
 * Addresses seen sit in identity's KeyTable: a row's slot is found by foldedHash, which the scan
 * checking an address gives for free. Only the rows of the few repeated addresses are gathered,
 * in one more pass, when marking.
 */
export class EmailIndex {
  private readonly seen: KeyTable;
  private readonly repeated = new Set<string>();

  constructor(private readonly rows: readonly RowResult[]) {
    this.seen = new KeyTable(rows.length, (index) => emailKeyOf(rows[index]!));
  }

  /** Notes rows[index], whose address (key) has foldedHash `hash`. */
  note(index: number, key: string, hash: number): void {
    if (this.seen.note(index, key, hash) >= 0) this.repeated.add(key);
  }

  /** Notes every row's address. */
  addAll(): void {
    const { rows } = this;
    for (let i = 0; i < rows.length; i++) {
      const key = emailKeyOf(rows[i]!);
      if (key !== undefined) this.note(i, key, foldedHash(key));
    }
  }

  /** Every row with that address, for the addresses seen twice or more, in file order. */
  private get groups(): Iterable<RowResult[]> {
    const groups = new Map<string, RowResult[]>();
    if (this.repeated.size === 0) return groups.values();
    for (const row of this.rows) {
      const key = emailKeyOf(row);
      if (key === undefined || !this.repeated.has(key)) continue;
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    return groups.values();
  }

  /**
   * Adds the duplicate problem to every row involved; returns those rows. `emailColumn`: the column of rows not checked
   * here.
   */
  mark(emailColumn: string | null): RowResult[] {
    const involved: RowResult[] = [];
    for (const group of this.groups) {
      const numbers = group.map((r) => r.rowNumber);
      for (const row of group) {
        const others = numbers.filter((n) => n !== row.rowNumber);
        const email = row instanceof CheckedRow ? row.emailAsWritten : String(row.user.email);
        row.problems = [
          ...row.problems,
          {
            ...problem('email.duplicate', { email, others }),
            row: row.rowNumber,
            column: row instanceof CheckedRow ? row.emailColumn : emailColumn,
            field: 'email',
            value: email,
            subject: { of: 'none' },
          },
        ];
        involved.push(row);
      }
    }
    return involved;
  }
}
