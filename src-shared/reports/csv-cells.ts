import { guardCell } from '../spreadsheet-safety';
import type { CellKind, CellValue } from './columns';
import { formatCents, toCents } from './money';
import { formatWallClock } from './timestamps';

// One report cell as CSV text: numbers plain (dot decimals, no thousands separators) so Excel and
// other tools read them as numbers; dates as YYYY-MM-DD[ HH:MM:SS]; text guarded against formulas.

export function csvCellText(value: CellValue, kind: CellKind): string {
  if (value === null) return '';
  if (value instanceof Date) {
    if (kind === 'month') return formatWallClock(value, false).slice(0, 7);
    return formatWallClock(value, kind === 'datetime');
  }
  if (typeof value === 'number') {
    if (kind === 'money') return formatCents(toCents(value));
    if (kind === 'percent') return `${Number((value * 100).toFixed(1))}%`;
    if (kind === 'fiscal-year') return `FY${value}`;
    return String(value);
  }
  return guardCell(value);
}

/** A cell for the app's preview (JSON over the bridge): dates as wall-clock text, the rest as is. */
export function previewCell(value: CellValue, kind: CellKind): string | number | null {
  if (value instanceof Date)
    return kind === 'month' ? formatWallClock(value, false).slice(0, 7) : formatWallClock(value, kind === 'datetime');
  if (kind === 'fiscal-year' && typeof value === 'number') return `FY${value}`;
  return value;
}
