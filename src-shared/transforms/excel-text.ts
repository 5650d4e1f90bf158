// ="00123": how a CSV file written for Excel keeps a text as typed. Excel reads a cell 00123 as
// the number 123, so scripts and people write the formula ="00123", whose result is the text
// 00123. Exported again, or read by anything but Excel, the cell holds the formula itself: its
// text is the value meant.
import { isTrimmed } from './text';

const EQUALS = 61;
/** = then one quoted text, quotes inside it doubled: nothing else (="a"&"b" is a formula to work out, not a text). */
const TEXT_FORMULA = /^=\s*"((?:[^"]|"")*)"$/;

/** The text of a cell written ="…" (spaces around allowed), or undefined for any other cell. */
export function textFormulaText(cell: string): string | undefined {
  let text = cell;
  if (cell.charCodeAt(0) !== EQUALS) {
    if (!isTrimmed(cell.charCodeAt(0))) return undefined;
    text = cell.trim();
    if (text.charCodeAt(0) !== EQUALS) return undefined;
  } else if (isTrimmed(cell.charCodeAt(cell.length - 1))) text = cell.trimEnd();
  const found = TEXT_FORMULA.exec(text);
  return found ? found[1]!.replaceAll('""', '"') : undefined;
}

/**
 * '00124: the apostrophe Excel takes as "keep what follows as typed" (leading zeros included),
 * typed into a CSV file or left there by a copy. Only before a number: in a name an apostrophe
 * is a letter of it ('Ilima). The number, or undefined for any other cell.
 */
const KEPT_NUMBER = /^['\u2019]\s*([+(]?\d[\d\s()./-]*)$/;
export function apostropheNumberText(cell: string): string | undefined {
  return KEPT_NUMBER.exec(cell)?.[1];
}
