// An exceljs cell value -> the text a person sees in Excel. Never "[object Object]".
// Dates come from exceljs as UTC instants of Excel's serial: read with UTC getters, so the
// calendar date is the same on every machine whatever its time zone.

export interface CellTextStats {
  /** Formula cells saved without a result (written by a program that does not calculate). */
  formulasWithoutResult: number;
  /** The first of them, as Excel names them ("C5"). */
  formulaCells: string[];
  /** Cell values of a kind we do not know, read as empty. */
  unknownValues: number;
}

export const newCellTextStats = (): CellTextStats => ({ formulasWithoutResult: 0, formulaCells: [], unknownValues: 0 });

/** Formula cells without a result named at most (a note names them). */
export const MOST_FORMULA_CELLS = 20;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function dateToText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = Math.round((date.getTime() % 86_400_000) / 1000);
  if (seconds === 0 || seconds === 86_400) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Excel keeps 15 significant digits of a number: from 16 digits on, the last ones are gone. */
const EXACT_IN_EXCEL = 1e15;

/**
 * Numbers as JavaScript writes them shortest-exact, without exponents for ordinary sizes. A whole
 * number of 16 digits or more (an ID typed into a Number cell) reads as Excel shows it,
 * 1.23456789012346E+19: its own last digits are lost, and the checks of IDs, phones and ZIP
 * codes refuse such a value rather than send digits Excel made up.
 */
export function numberToText(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Number.isInteger(value) && Math.abs(value) >= EXACT_IN_EXCEL) {
    const [digits, exponent] = value.toExponential(14).split('e') as [string, string];
    return `${digits.replace(/\.?0+$/, '')}E${exponent}`;
  }
  if (Number.isInteger(value)) return value.toFixed(0);
  return String(value);
}

/**
 * A number format of zeros only ("0000000", Excel's "00000" for ZIP codes): it shows a whole number with leading zeros.
 */
const ZEROS_FORMAT = /^0+$/;

/**
 * The text of a cell as its number format shows it, where that is not the number itself: an ID
 * typed as 12345 under the format 0000000 shows, and means, 0012345.
 */
export function shownText(value: unknown, numFmt: unknown, text: string): string {
  if (typeof numFmt !== 'string') return text;
  if (value instanceof Date) return partialDateText(value, numFmt) ?? text;
  if (typeof value === 'object' && value !== null && (value as { result?: unknown }).result instanceof Date)
    return partialDateText((value as { result: Date }).result, numFmt) ?? text;
  if (typeof value !== 'number' || text.length >= numFmt.length || !ZEROS_FORMAT.test(numFmt)) return text;
  return Number.isInteger(value) && value >= 0 ? text.padStart(numFmt.length, '0') : text;
}

/** A date format's parts: y and m runs, and the literal text between them. */
type DatePart = { code: 'y' | 'm'; length: number } | { text: string };

/**
 * The parts of a number format that shows a date's year alone, or its month and year ("yyyy",
 * "mmm-yy", "mm/yyyy"): undefined for any other format (a day, a time, a number).
 */
function partialDateParts(numFmt: string): DatePart[] | undefined {
  // The first section only, without its [colour], [$-409] locale or [h] parts.
  const format = numFmt.split(';')[0]!.replace(/\[[^\]]*\]/g, '');
  const parts: DatePart[] = [];
  for (const match of format.matchAll(/"([^"]*)"|\\(.)|(y+|m+)|([dhsaepgbn0#?@]|E)|(.)/gi)) {
    if (match[1] !== undefined || match[2] !== undefined || match[5] !== undefined)
      parts.push({ text: match[1] ?? match[2] ?? match[5]! });
    else if (match[3] !== undefined)
      parts.push({ code: match[3][0]!.toLowerCase() as 'y' | 'm', length: match[3].length });
    else return undefined; // a day, an hour, a second, AM/PM, an era, a digit placeholder: not a year or month alone
  }
  return parts.some((part) => 'code' in part && part.code === 'y') ? parts : undefined;
}

let lastFormat: string | undefined;
let lastParts: DatePart[] | undefined;

/**
 * A date whose format shows only its year, or its month and year (Excel shows a birth year or a
 * class year typed as a date so, and the rest of the date is one the person never saw): the year
 * ("1976"), or the month and year ("7/1976", whatever the format's spelling: "Jul-76" and "98"
 * would not read back as dates, nor a two-digit year as the year it is). Undefined for other
 * formats (the date is read whole).
 */
export function partialDateText(date: Date, numFmt: string): string | undefined {
  if (numFmt !== lastFormat) {
    lastFormat = numFmt;
    lastParts = partialDateParts(numFmt);
  }
  if (!lastParts || Number.isNaN(date.getTime())) return undefined;
  const year = pad(date.getUTCFullYear(), 4);
  return lastParts.some((part) => 'code' in part && part.code === 'm') ? `${date.getUTCMonth() + 1}/${year}` : year;
}

export function cellToText(value: unknown, stats: CellTextStats): string {
  if (value === null || value === undefined) return '';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return numberToText(value);
    case 'boolean':
      return value ? 'TRUE' : 'FALSE';
    case 'object':
      break;
    default:
      return String(value);
  }
  if (value instanceof Date) return dateToText(value);
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText))
    return (cell.richText as { text?: unknown }[])
      .map((run) => (typeof run.text === 'string' ? run.text : ''))
      .join('');
  if ('formula' in cell || 'sharedFormula' in cell) {
    if (cell.result === undefined || cell.result === null) {
      stats.formulasWithoutResult++;
      return '';
    }
    return cellToText(cell.result, stats);
  }
  if ('hyperlink' in cell) return cellToText(cell.text ?? cell.hyperlink, stats);
  if ('text' in cell) return cellToText(cell.text, stats);
  if (typeof cell.error === 'string') return cell.error;
  stats.unknownValues++;
  return '';
}
