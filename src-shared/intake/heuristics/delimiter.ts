// Which delimiter a CSV file uses, when none is given.
import Papa from 'papaparse';
import { CSV_DELIMITERS } from '../delimiters';
import type { CsvDelimiter } from '../types';

/**
 * Picks the delimiter that splits the first lines into the same number of fields most often
 * (header included): a decimal comma splits data rows but not the header, so it loses.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, 64 * 1024);
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of CSV_DELIMITERS) {
    const rows = Papa.parse<string[]>(sample, { delimiter, preview: 50, skipEmptyLines: 'greedy' }).data;
    if (rows.length === 0) continue;
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    const [width, frequency] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    if (width < 2) continue;
    // Consistency first, then more columns.
    const score = frequency / rows.length + width / 1000;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
