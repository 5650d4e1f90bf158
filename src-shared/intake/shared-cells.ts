// Repeated cells of a column held as one string: a country, a state, a class year or a flag written
// on every row is kept once, not once a row. On the 100,000-row benchmark file the table kept ~13 MB
// less, and fewer strings outlive the parse, so the garbage collector copies and marks less. Strings
// are values: which of two equal strings a cell holds cannot be told.

/** Recent cells remembered per column, by length and first character. */
const SLOTS = 16;
/** Longer cells (addresses, emails, web addresses) hardly repeat: not compared. */
const LONGEST = 32;
/** Cells of a column compared before judging it: one repeating less than one time in eight is left alone. */
const TRIAL = 1024;

export class CellSharer {
  private seen: string[] = [];
  /** Per column: cells compared, and how many met an equal one. */
  private compared = new Int32Array(0);
  private repeated = new Int32Array(0);

  /** Swaps the row's cells for equal ones met before in the same column, and remembers the others. */
  share(row: string[]): void {
    if (row.length > this.compared.length) this.widen(row.length);
    const { seen, compared, repeated } = this;
    for (let c = 0; c < row.length; c++) {
      const count = compared[c]!;
      if (count >= TRIAL && repeated[c]! * 8 < count) continue; // names, IDs, phone numbers: each its own
      const cell = row[c]!;
      const length = cell.length;
      if (length < 2 || length > LONGEST) continue; // '' and one character are shared by V8 already
      compared[c] = count + 1;
      const at = c * SLOTS + ((length * 31 + cell.charCodeAt(0)) & (SLOTS - 1));
      const known = seen[at]!;
      if (known === cell) {
        row[c] = known;
        repeated[c]!++;
      } else seen[at] = cell;
    }
  }

  private widen(width: number): void {
    const compared = new Int32Array(width);
    const repeated = new Int32Array(width);
    compared.set(this.compared);
    repeated.set(this.repeated);
    this.compared = compared;
    this.repeated = repeated;
    while (this.seen.length < width * SLOTS) this.seen.push('');
  }
}
