// Advancement lists carry a deceased flag or a date of death (Raiser's Edge "Deceased" and
// "Deceased Date", Banner SPBPERS_DEAD_IND and SPBPERS_DEAD_DATE, Salesforce NPSP "Deceased").
// The service has no such field: imported, the person would be invited and appealed to like a
// living alum, so a row such a column marks is refused (or, switched off, sent with a warning),
// whatever the column is mapped to.
import { compactHeader, exportPrefix } from '../mapping/normalise-header';
import { toFlag } from '../transforms/flag';
import { isEmptyWordCell } from '../transforms/empty-words';
import { isBlank } from '../transforms/text';
import type { CellProblem } from './clean-field';

export interface DeceasedColumn {
  column: number;
  header: string;
}

/** Deceased flags and dates of death, compacted (read alike: a yes or a date marks the row). */
const DECEASED_HEADERS = new Set([
  'deceased', 'isdeceased', 'deceasedflag', 'deceasedindicator', 'deceasedind', 'deceasedyn', 'deadind', 'deadindicator', 'deadflag',
  'deceaseddate', 'datedeceased', 'dateofdeath', 'deathdate', 'deaddate', 'datedied',
]);
/** A Salesforce package's namespace before a custom field's name (NPSP's npsp__Deceased__c). */
const SALESFORCE_NAMESPACE = /^[a-z0-9]+__(?=.+__c$)/i;

/** The columns (by header, mapped or not) that say whether a person is deceased. */
export function deceasedColumns(columns: readonly { column: number; header: string }[]): DeceasedColumn[] {
  return columns
    .filter(({ header }) => DECEASED_HEADERS.has(compactHeader((exportPrefix(header)?.name ?? header).replace(SALESFORCE_NAMESPACE, ''))))
    .map(({ column, header }) => ({ column, header }));
}

/** A date of death written down: digits, not all of them zeros (MySQL writes an empty date 0000-00-00). */
const SOME_DATE = /[1-9]/;

/**
 * Whether the cell marks its row's person as deceased: a yes, the word Deceased, or a date (a
 * flag column holding the date of death says yes too). Any other word (Unknown) does not.
 */
export function marksDeceased(cell: string): boolean {
  if (isBlank(cell) || isEmptyWordCell(cell)) return false;
  const text = cell.trim();
  const flag = toFlag(text, true);
  return flag.ok ? flag.value === '1' : /^deceased$/i.test(text) || SOME_DATE.test(text);
}

export function deceasedProblem(header: string, refuse: boolean): CellProblem {
  const what = `Column "${header}" marks this person as deceased, and the service has no place for that: they would be invited and appealed to like a living alum`;
  return refuse
    ? { code: 'deceased', severity: 'error', message: `${what}. The row is not imported; to import such rows anyway, switch off "Refuse rows marked deceased" (in a saved mapping: "refuseDeceased": false)` }
    : { code: 'deceased', severity: 'warning', message: `${what}; imported anyway, as the settings ask` };
}
