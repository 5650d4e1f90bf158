// Advancement lists carry a deceased flag or a date of death (Raiser's Edge "Deceased" and
// "Deceased Date", Banner SPBPERS_DEAD_IND and SPBPERS_DEAD_DATE, Salesforce NPSP "Deceased").
// The service has no such field: imported, the person would be invited and appealed to like a
// living alum, so a row such a column marks is refused (or, switched off, sent with a warning),
// whatever the column is mapped to.
import { compactHeader } from '../mapping/normalise-header';
import { toFlag } from '../transforms/flag';
import { isEmptyWordCell } from '../transforms/empty-words';
import { isBlank } from '../transforms/text';
import type { CellProblem } from './clean-field';

export interface DeceasedColumn {
  column: number;
  header: string;
  /** A yes-or-no flag, or a date of death (any date in it marks the row). */
  kind: 'flag' | 'date';
}

const FLAG_HEADERS = new Set(['deceased', 'isdeceased', 'deceasedflag', 'deceasedindicator', 'deceasedind', 'deceasedyn', 'deadind', 'deadindicator', 'deadflag']);
const DATE_HEADERS = new Set(['deceaseddate', 'datedeceased', 'dateofdeath', 'deathdate', 'deaddate', 'datedied']);
/** Table and package prefixes read past: Banner's SPBPERS_, Raiser's Edge's CnBio_, Salesforce NPSP's npsp__. */
const PREFIX = /^(?:spbpers|cnbio|npsp)/;

/** The columns (by header, mapped or not) that say whether a person is deceased. */
export function deceasedColumns(columns: readonly { column: number; header: string }[]): DeceasedColumn[] {
  const found: DeceasedColumn[] = [];
  for (const { column, header } of columns) {
    const compact = compactHeader(header);
    const name = FLAG_HEADERS.has(compact) || DATE_HEADERS.has(compact) ? compact : compact.replace(PREFIX, '');
    if (FLAG_HEADERS.has(name)) found.push({ column, header, kind: 'flag' });
    else if (DATE_HEADERS.has(name)) found.push({ column, header, kind: 'date' });
  }
  return found;
}

/** A date of death written down: digits, not all of them zeros (MySQL writes an empty date 0000-00-00). */
const SOME_DATE = /[1-9]/;

/** Whether the cell marks its row's person as deceased. */
export function marksDeceased(kind: DeceasedColumn['kind'], cell: string): boolean {
  if (isBlank(cell) || isEmptyWordCell(cell)) return false;
  const text = cell.trim();
  if (kind === 'flag') {
    const flag = toFlag(text, true);
    return flag.ok ? flag.value === '1' : /^deceased$/i.test(text);
  }
  const flag = toFlag(text, true);
  return flag.ok ? flag.value === '1' : SOME_DATE.test(text);
}

export function deceasedProblem(header: string, refuse: boolean): CellProblem {
  const what = `Column "${header}" marks this person as deceased, and the service has no place for that: they would be invited and appealed to like a living alum`;
  return refuse
    ? { code: 'deceased', severity: 'error', message: `${what}. The row is not imported; to import such rows anyway, switch off "Refuse rows marked deceased" (in a saved mapping: "refuseDeceased": false)` }
    : { code: 'deceased', severity: 'warning', message: `${what}; imported anyway, as the settings ask` };
}
