// The columns of a users export: user_id first, then the blank template's columns (the same
// headers, so the file maps itself when it comes back), then read-only columns the import never
// reads, marked so in their header. Each cell is written as a person would type it.
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import { BLANK_COLUMNS, REQUIRED_MARK, type BlankColumn } from '../templates-blank/columns';

export const USER_ID_HEADER = 'user_id';
export const NOT_IMPORTED = ' (not imported)';
/** The read-only column naming the export a row comes from (its snapshot, to tell edits from changes). */
export const EXPORT_ID_HEADER = `Export${NOT_IMPORTED}`;
export const READ_ONLY_FIELDS = ['createdAt', 'updatedAt', 'activated_at', 'last_login', 'last_activity_at'] as const;

export interface ExportColumn {
  header: string;
  /** The template column it is (editable), or null for user_id and the read-only columns. */
  blank: BlankColumn | null;
  readOnly: boolean;
  cell: (user: Readonly<Record<string, unknown>>, exportId: string) => string;
}

/** The User fields a template column feeds. */
export function fieldsOfBlank(column: BlankColumn): string[] {
  return column.target.kind === 'birth-date'
    ? ['dob_day', 'dob_month', 'dob_year']
    : column.target.kind === 'field'
      ? [column.target.field]
      : [];
}

/** The template columns to export: all, or those feeding a field of `fields` (the --fields list). */
export function exportColumns(fields?: readonly string[]): ExportColumn[] {
  const wanted = fields ? new Set(fields.map((f) => f.trim()).filter(Boolean)) : null;
  const editable = BLANK_COLUMNS.filter(
    (column) =>
      !wanted ||
      fieldsOfBlank(column).some((f) => wanted.has(f)) ||
      (column.target.kind === 'birth-date' && wanted.has('birth_date')),
  );
  return [
    { header: USER_ID_HEADER, blank: null, readOnly: true, cell: (user) => text(user.user_id) },
    // A new person's marks ("(required)") mean nothing here: every row is a user already there.
    ...editable.map((blank) => ({
      header: blank.header.replace(REQUIRED_MARK, ''),
      blank,
      readOnly: false,
      cell: (user: Readonly<Record<string, unknown>>) => cellOf(blank, user),
    })),
    ...READ_ONLY_FIELDS.map((field) => ({
      header: `${field}${NOT_IMPORTED}`,
      blank: null,
      readOnly: true,
      cell: (user: Readonly<Record<string, unknown>>) => text(user[field]),
    })),
    { header: EXPORT_ID_HEADER, blank: null, readOnly: true, cell: (_user, exportId) => exportId },
  ];
}

/** Fields --fields may name: those of the template's columns. */
export function exportableFields(): string[] {
  return [...new Set(BLANK_COLUMNS.flatMap(fieldsOfBlank)), 'birth_date'];
}

function cellOf(column: BlankColumn, user: Readonly<Record<string, unknown>>): string {
  if (column.target.kind === 'birth-date') return birthDate(user);
  if (column.target.kind !== 'field') return '';
  const field = column.target.field;
  const value = user[field];
  if (column.list === 'yes-no') return value === null || value === undefined || value === '' ? '' : yesNo(value);
  const kind = fieldSpec(field)?.kind;
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join('; ');
  if (kind === 'gender') return text(value).toLowerCase();
  return text(value);
}

function yesNo(value: unknown): string {
  return Number(value) === 1 ? 'yes' : 'no';
}

function birthDate(user: Readonly<Record<string, unknown>>): string {
  const [y, m, d] = [user.dob_year, user.dob_month, user.dob_day].map((v) => Number(v));
  if (![y, m, d].every((n) => Number.isInteger(n) && n! > 0)) return '';
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
}
