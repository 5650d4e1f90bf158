// Excel shows a long number in a General cell as 1.23457E+11, and a CSV export saves what it
// shows: the digits past the sixth are gone from the file. Sent, "1.23457E+11" would become
// someone's ID, phone number or ZIP code in the service.
import { problem } from '../problems/problem';

const SCIENTIFIC = /^-?\d(?:\.\d+)?E[+-]\d{2,3}$/i;

/** E or e. At module level: a closure made in the function would be made again for every cell. */
const isE = (code: number): boolean => code === 69 || code === 101;

/**
 * The cell is a number written in scientific notation. Names fail on their first character and
 * IDs of digits on the E that must stand 4 or 5 from the end: the regex runs only on likely
 * cells, not on every ID of a large file.
 */
export function isScientificNotation(text: string): boolean {
  const first = text.charCodeAt(0);
  if (!((first >= 48 && first <= 57) || first === 45) || text.length < 5) return false;
  return (isE(text.charCodeAt(text.length - 4)) || isE(text.charCodeAt(text.length - 5))) && SCIENTIFIC.test(text);
}

export const SCIENTIFIC_NOTATION_PROBLEM = problem('cell.scientific-notation');
