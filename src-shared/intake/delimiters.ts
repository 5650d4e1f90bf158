// The delimiters a CSV file may use, and their names in the notices that mention one.
import type { CsvDelimiter } from './types';

export const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t', '|'];
const DELIMITER_NAMES: Record<CsvDelimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

export function delimiterName(delimiter: string): string {
  return DELIMITER_NAMES[delimiter as CsvDelimiter] ?? `"${delimiter}"`;
}

/** One of the delimiters we read (not a name an object has of its own machinery, such as "constructor"). */
export function isCsvDelimiter(value: string): value is CsvDelimiter {
  return (CSV_DELIMITERS as readonly string[]).includes(value);
}
