// The problems of the rows kept, as a CSV file the user can open and work through.
import Papa from 'papaparse';
import { guardCell, UTF8_BOM } from '../../../src-shared/spreadsheet-safety';
import type { RowResult } from '../../../src-shared/validate/types';
import { wizardProblemMessage } from '../lib/setting-words';
import { appFixWords } from '../lib/words/problem-words';

/** Every problem of the rows not excluded, as CSV a spreadsheet opens safely. */
export function problemsCsv(rows: readonly RowResult[], excluded: readonly number[]): { csv: string; count: number } {
  const skip = new Set(excluded);
  const lines: string[][] = [];
  for (const row of rows) {
    if (skip.has(row.index)) continue;
    for (const p of row.problems) {
      lines.push(
        [
          String(p.row),
          p.column ?? '',
          p.field ?? '',
          p.value,
          p.severity,
          wizardProblemMessage(p),
          p.fix ? `${appFixWords(p.fix)} (${p.fix.value})` : '',
        ].map(guardCell),
      );
    }
  }
  const csv = Papa.unparse(
    { fields: ['Row', 'Column', 'Field', 'Value', 'Severity', 'Problem', 'Suggested fix'], data: lines },
    { newline: '\r\n' },
  );
  return { csv: UTF8_BOM + csv, count: lines.length };
}
