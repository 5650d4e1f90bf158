// A dictionary as CSV, for a spreadsheet: one entry a line, "column kind,from,to".
import Papa from 'papaparse';
import { guardCell } from '../spreadsheet-safety';
import type { Dictionary, DictionaryEntry, DictionaryProblem } from './types';

export const DICTIONARY_CSV_HEADERS = ['column kind', 'from', 'to'] as const;

export function dictionaryToCsv(dictionary: Dictionary): string {
  const data = dictionary.entries.map((entry) => [entry.kind, guardCell(entry.from), guardCell(entry.to)]);
  return `${Papa.unparse({ fields: [...DICTIONARY_CSV_HEADERS], data }, { newline: '\r\n' })}\r\n`;
}

const HEADER_WORDS: Record<string, keyof DictionaryEntry> = {
  'column kind': 'kind',
  kind: 'kind',
  column: 'kind',
  field: 'kind',
  from: 'from',
  to: 'to',
};

/** The entries of a CSV file (header row first); lines that cannot be read are problems, never dropped. */
export function dictionaryFromCsv(text: string): { entries: DictionaryEntry[]; problems: DictionaryProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  const roles = header.map((cell) => HEADER_WORDS[cell.trim().toLowerCase()]);
  const at = (role: keyof DictionaryEntry) => roles.indexOf(role);
  if (at('kind') < 0 || at('from') < 0 || at('to') < 0)
    return { entries: [], problems: [{ code: 'csv-header', found: header }] };
  const entries: DictionaryEntry[] = [];
  const problems: DictionaryProblem[] = [];
  rows.forEach((cells, i) => {
    const need = Math.max(at('kind'), at('from'), at('to')) + 1;
    if (cells.length < need) {
      problems.push({ code: 'csv-row', line: i + 2, cells: cells.length });
      return;
    }
    entries.push({ kind: cells[at('kind')]!.trim(), from: unguard(cells[at('from')]!), to: unguard(cells[at('to')]!) });
  });
  return { entries, problems };
}

/** The apostrophe guardCell puts before a formula-like value is taken off again. */
function unguard(cell: string): string {
  return /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
}
