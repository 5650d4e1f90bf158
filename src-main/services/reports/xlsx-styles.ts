import type { Style } from 'exceljs';
import { NUMBER_FORMATS, type CellKind } from '../../../src-shared/reports/columns';

// A handful of style objects shared by every cell. exceljs's style registry remembers a style
// object by identity (a WeakMap), so reusing these keeps the styles part of the file to a few
// entries and costs one lookup per cell, however many rows are written.

const HEADER_FILL: Style['fill'] = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F5FBF' } };
const THIN_TOP: Style['border'] = { top: { style: 'thin', color: { argb: 'FF5B6676' } } };

function frozen(style: Partial<Style>): Partial<Style> {
  return Object.freeze(style) as Partial<Style>;
}

export const HEADER_STYLE = frozen({
  font: { bold: true, color: { argb: 'FFFFFFFF' } },
  fill: HEADER_FILL,
  alignment: { vertical: 'middle', wrapText: false },
});

const BODY_STYLES = new Map<CellKind, Partial<Style>>();
const TOTAL_STYLES = new Map<CellKind, Partial<Style>>();
for (const kind of Object.keys(NUMBER_FORMATS) as CellKind[]) {
  const numFmt = NUMBER_FORMATS[kind];
  BODY_STYLES.set(kind, frozen(numFmt ? { numFmt } : {}));
  TOTAL_STYLES.set(kind, frozen({ ...(numFmt ? { numFmt } : {}), font: { bold: true }, border: THIN_TOP }));
}

export function bodyStyle(kind: CellKind): Partial<Style> {
  return BODY_STYLES.get(kind)!;
}

export function totalStyle(kind: CellKind): Partial<Style> {
  return TOTAL_STYLES.get(kind)!;
}

/** Details of a campaign can run long: wrapped, top-aligned. */
export const LONG_TEXT_STYLE = frozen({ alignment: { wrapText: true, vertical: 'top' } });
