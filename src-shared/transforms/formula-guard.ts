// The errors file a job writes (errors.csv) guards cells that a spreadsheet would run as a
// formula with a leading apostrophe (spreadsheet-safety.ts guardCell): "+1 555 0100" is written
// "'+1 555 0100". When the person fixes that file and imports it again, the apostrophe goes.
import { looksLikeFormula } from '../spreadsheet-safety';

const APOSTROPHE = 39;

/**
 * Undoes guardCell exactly: "'" followed by text that guardCell would have guarded loses the
 * apostrophe. Anything else ("'-12", "'Neill", "'") is kept as written.
 */
export function undoFormulaGuard(value: string): string {
  return value.charCodeAt(0) === APOSTROPHE && looksLikeFormula(value.slice(1)) ? value.slice(1) : value;
}
