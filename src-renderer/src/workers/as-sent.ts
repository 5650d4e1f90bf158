// What each cell of a row becomes on the way to the service: the cleaned value the Review grid's
// "as sent" view shows beside (or instead of) the cell as written. Read from the row's cleaned
// User (src-shared/validate), column by column through the mapping.
import type { ColumnTarget, Mapping } from '../../../src-shared/mapping/types';
import type { OutgoingUser, OutgoingValue } from '../../../src-shared/validate/outgoing-user';

/** The value of one column as sent; '' when the column sends nothing on this row. */
export function asSentCells(mapping: Mapping, user: OutgoingUser, width: number): string[] {
  const cells = new Array<string>(width).fill('');
  for (const column of mapping.columns) {
    if (column.column < width) cells[column.column] = sentFor(column.target, user);
  }
  return cells;
}

function sentFor(target: ColumnTarget, user: OutgoingUser): string {
  switch (target.kind) {
    case 'field':
      return words(user[target.field]);
    case 'birth-date':
      // Year-month-day, whichever parts the cell gave (a year alone, a month and a day).
      return [user.dob_year, user.dob_month, user.dob_day]
        .filter((v) => v !== undefined)
        .map((v, i) => (i === 0 ? words(v) : words(v).padStart(2, '0')))
        .join('-');
    case 'full-name':
      return [user.name_title, user.first_name, user.middle_name, user.last_name, user.name_suffix]
        .filter((v) => v !== undefined)
        .map(words)
        .join(' ');
    case 'custom': {
      const entries = Array.isArray(user.custom_fields) ? (user.custom_fields as Record<string, string>[]) : [];
      const entry = entries.find((e) => typeof e === 'object' && target.name in e);
      return entry ? String(entry[target.name]) : '';
    }
    // A number by its kind, a part joined to another column, an ignored column: nothing of its own.
    case 'phone-by-type':
    case 'part-of':
    case 'ignore':
      return '';
  }
}

function words(value: OutgoingValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  return String(value);
}
