// A number column with empty cells is a column of decimals to pandas and to some exports: saved
// as CSV, the ZIP code 2134 becomes 2134.0 and the phone number 6175550100 becomes 6175550100.0.

const WHOLE_AS_DECIMAL = /^(\d+)\.0+$/;

/** The digits of a whole number written with a decimal zero (2134.0 -> 2134), else undefined. */
export function wholeFromDecimal(text: string): string | undefined {
  return WHOLE_AS_DECIMAL.exec(text)?.[1];
}

/** Whether the text may be such a number: it ends in .0 or .00 (the test the fast path of IDs affords). */
export function mayBeWholeAsDecimal(text: string): boolean {
  const length = text.length;
  return text.charCodeAt(length - 1) === 48 && (text.charCodeAt(length - 2) === 46 || text.charCodeAt(length - 3) === 46);
}
