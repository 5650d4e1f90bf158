// Which field of which row a value dictionary translated, for the plan's diff ("translated by
// dictionary NAME"): read from the Review's rows (column -> dictionary) and the mapping
// (column -> field). A column feeding several fields at once (a whole name, a birth date) names
// the fields it feeds.
import type { ColumnTarget, Mapping } from '../../../../src-shared/mapping/types';
import type { GridRow } from '../../workers/import-protocol';

const FIELDS_OF: Partial<Record<ColumnTarget['kind'], readonly string[]>> = {
  'birth-date': ['dob_day', 'dob_month', 'dob_year'],
  'full-name': ['first_name', 'last_name', 'middle_name', 'name_title', 'name_suffix', 'nickname'],
  'phone-by-type': ['mobile_phone', 'home_phone', 'work_phone'],
};

function fieldsOf(target: ColumnTarget | undefined): readonly string[] {
  if (!target) return [];
  if (target.kind === 'field') return [target.field];
  if (target.kind === 'custom') return ['custom_fields'];
  return FIELDS_OF[target.kind] ?? [];
}

/** rowNumber -> field -> the dictionary that translated the cell feeding it. */
export type TranslatedFields = ReadonlyMap<number, ReadonlyMap<string, string>>;

export function translatedFields(rows: readonly GridRow[], mapping: Mapping | null): TranslatedFields {
  const found = new Map<number, Map<string, string>>();
  if (!mapping) return found;
  for (const row of rows) {
    if (!row.translated) continue;
    for (const [column, dictionary] of Object.entries(row.translated)) {
      const target = mapping.columns.find((m) => m.column === Number(column))?.target;
      for (const field of fieldsOf(target)) {
        const fields = found.get(row.rowNumber) ?? new Map<string, string>();
        fields.set(field, dictionary);
        found.set(row.rowNumber, fields);
      }
    }
  }
  return found;
}
