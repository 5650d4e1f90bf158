// The fixes the Review step offers for many cells at once.
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import { columnLabel } from '../../../src-shared/mapping/target-key';
import type { Mapping } from '../../../src-shared/mapping/types';
import type { RowResult } from '../../../src-shared/validate/types';
import type { FixSuggestion } from './import-protocol';

const labelOf = (field: string): string => fieldSpec(field)?.label ?? field;

const ZIP_MISSING_ZEROS = /^\d{3,4}$/;

/**
 * Fixes that apply to many cells: the problems' own suggested fixes, grouped; and transforms that are switched off but
 * would help.
 */
export function fixSuggestions(rows: RowResult[], mapping: Mapping): FixSuggestion[] {
  // A fix is labelled by what its column feeds: a birth-date column's fixes are the Birth date's, not the Birth year's.
  const targets = new Map(mapping.columns.map((column) => [column.header, column.target]));
  const labelFor = (field: string, column: string | null) => {
    const target = column === null ? undefined : targets.get(column);
    return target && target.kind !== 'field' && target.kind !== 'ignore' ? columnLabel(target) : labelOf(field);
  };
  const groups = new Map<
    string,
    { field: string; label: string; code: string; count: number; example: { from: string; to: string } }
  >();
  let zipsMissingZeros = 0;
  for (const row of rows) {
    for (const p of row.problems) {
      if (!p.field) continue;
      if (p.fix && p.column !== null) {
        const key = `${p.field}\u0000${p.kind}`;
        const group = groups.get(key);
        if (group) group.count++;
        else
          groups.set(key, {
            field: p.field,
            label: labelFor(p.field, p.column),
            code: p.kind,
            count: 1,
            example: { from: p.value, to: p.fix.value },
          });
      }
      if (
        !mapping.transforms.fixZipCodes &&
        fieldSpec(p.field)?.kind === 'zipcode' &&
        ZIP_MISSING_ZEROS.test(p.value.trim())
      )
        zipsMissingZeros++;
    }
  }
  const fixes: FixSuggestion[] = [];
  if (zipsMissingZeros > 0) {
    fixes.push({
      id: 'transform:fixZipCodes',
      description:
        `Restore ${zipsMissingZeros} ZIP code${zipsMissingZeros === 1 ? "'s" : "s'"} ` +
        'leading zeros (2134 becomes 02134)',
      count: zipsMissingZeros,
      action: { kind: 'transform', name: 'fixZipCodes' },
    });
  }
  for (const group of groups.values()) {
    const cells = group.count === 1 ? 'cell' : 'cells';
    fixes.push({
      id: `cells:${group.field}:${group.code}`,
      description:
        `${group.label}: apply the suggested fix to ${group.count} ${cells} ` +
        `(for example "${group.example.from}" ` +
        `${group.example.to === '' ? 'is emptied' : `becomes "${group.example.to}"`})`,
      count: group.count,
      action: { kind: 'cells', field: group.field, code: group.code },
    });
  }
  return fixes.sort((a, b) => b.count - a.count);
}
