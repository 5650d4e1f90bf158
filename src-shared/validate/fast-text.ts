// The fast path of text fields (names, IDs, cities, address lines, notes) when spaces are trimmed:
// one scan of the cell's characters decides, where a chain of checks walked it four or five times
// (a micro-benchmark of 100,000 names: about half the time, warm). With trimming off, fast-cells.ts
// keeps its general checks.
import type { FieldSpec } from '../fields/catalogue';
import { mayBeWholeAsDecimal } from '../transforms/decimal-whole';
import { isEmptyWord } from '../transforms/empty-words';
import { isScientificNotation } from '../transforms/scientific-notation';
import { isTrimmed } from '../transforms/text';
import { NAME_FIELDS } from './values/names';

/** What a cell may not hold to pass, beyond what every text field refuses. */
const STOP_AT_QUESTION_MARK = 1;
const STOP_AT_SPACE = 2;
/** A slash or a parenthesis in a name: two names in one cell ("Baptiste/Moreau"), which cleanValue warns about. */
const STOP_AT_NAME_JOINS = 4;

/** # (an Excel error value), = (a text formula), an apostrophe or ’ (a number kept as typed). */
export function readsAsFormulaOrError(code: number): boolean {
  return code === 35 || code === 61 || code === 39 || code === 0x2019;
}

/** + - @: a text cell starting so may run as a formula in a spreadsheet, which cleanValue warns about. */
export function mayRunAsFormula(code: number): boolean {
  return code === 43 || code === 45 || code === 64;
}

/** Characters trimming changes or cleanValue refuses inside a cell (non-breaking and zero-width spaces, C1, BOM). */
export function isSpecialWide(code: number, oneLine: boolean): boolean {
  return (
    code <= 0xa0 ||
    code === 0xad ||
    code === 0x2007 ||
    code === 0x200b ||
    code === 0x202f ||
    code === 0x2060 ||
    code === 0xfeff ||
    (oneLine && (code === 0x2028 || code === 0x2029))
  );
}

/**
 * Whether a non-empty cell is plain text: at most `size` characters, no formula start, nothing
 * trimming would change (blank ends, two spaces in a row, a tab, a non-breaking space), no control
 * character, no line break in a field of one line, and none of the characters `stops` names.
 */
function isPlainText(cell: string, size: number, oneLine: boolean, stops: number): boolean {
  const last = cell.length - 1;
  if (last >= size) return false;
  const first = cell.charCodeAt(0);
  if (readsAsFormulaOrError(first) || mayRunAsFormula(first) || isTrimmed(first) || isTrimmed(cell.charCodeAt(last)))
    return false;
  for (let i = 0; i <= last; i++) {
    const code = cell.charCodeAt(i);
    if (code === 32) {
      if ((stops & STOP_AT_SPACE) !== 0 || cell.charCodeAt(i + 1) === 32) return false;
    } else if (code === 63) {
      if ((stops & STOP_AT_QUESTION_MARK) !== 0) return false;
    } else if (code === 47 || code === 40) {
      if ((stops & STOP_AT_NAME_JOINS) !== 0) return false;
    } else if (code < 32) {
      if (oneLine || (code !== 10 && code !== 13)) return false; // a tab, a line break or a control character
    } else if (code >= 0x7f && isSpecialWide(code, oneLine)) return false;
  }
  return true;
}

/**
 * The fast path of a text field's cell when spaces are trimmed: the cell itself when cleanValue
 * would give it unchanged, else undefined. A first or last name of several words may carry a title
 * or a suffix cleanValue warns about, and a name with "?" may have lost letters to an encoding
 * (Ay?e), which cleanValue refuses; NULL read as an empty cell is the row validator's to skip; an
 * ID written 12345.0 is cleanValue's to refuse.
 */
export function trimmedTextCell(spec: FieldSpec, emptyWords: boolean): (cell: string) => string | undefined {
  const size = spec.size ?? Infinity;
  // Only About and Admin notes keep line breaks; every other field is one line.
  const oneLine = spec.kind !== 'text';
  const wholeName = spec.name === 'first_name' || spec.name === 'last_name';
  const stops = wholeName
    ? STOP_AT_SPACE | STOP_AT_QUESTION_MARK | STOP_AT_NAME_JOINS
    : NAME_FIELDS.has(spec.name)
      ? STOP_AT_QUESTION_MARK | STOP_AT_NAME_JOINS
      : 0;
  const id = spec.name === 'inst_id';
  return (cell) =>
    isPlainText(cell, size, oneLine, stops) &&
    !isScientificNotation(cell) &&
    !(emptyWords && isEmptyWord(cell)) &&
    !(id && mayBeWholeAsDecimal(cell))
      ? cell
      : undefined;
}
