import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Reads an XLSX back with a second, independent reader: Debian's python3-openpyxl.

export const SYSTEM_PYTHON = '/usr/bin/python3';

export interface ReadCell {
  t: 'n' | 's' | 'd' | 'f' | 'b';
  v: string | number | boolean;
  f?: string;
  /** A formula's cached value. */
  c?: string | number | boolean | null;
}

export interface ReadSheet {
  name: string;
  frozen: string | null;
  autofilter: string | null;
  widths: Record<string, number>;
  headerBold: boolean[];
  rows: (ReadCell | null)[][];
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'read_workbook.py');

export function readWorkbook(path: string): ReadSheet[] {
  const json = execFileSync(SYSTEM_PYTHON, [script, path], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  return (JSON.parse(json) as { sheets: ReadSheet[] }).sheets;
}

export function sheetNamed(sheets: ReadSheet[], name: string): ReadSheet {
  const sheet = sheets.find((s) => s.name === name);
  if (!sheet) throw new Error(`No sheet "${name}" in the workbook (it has ${sheets.map((s) => s.name).join(', ')})`);
  return sheet;
}

export interface ReadRef {
  f: string;
  cache: (string | number | null)[];
}
export interface ReadChart {
  type: string;
  title: string | null;
  from: [number, number];
  series: { name: ReadRef | null; val: ReadRef | null; cat: ReadRef | null }[];
}
export interface ReadCharts {
  badPart: string | null;
  parts: string[];
  sheets: { name: string; charts: ReadChart[] }[];
}

const chartScript = join(dirname(fileURLToPath(import.meta.url)), 'read_charts.py');

/** Each sheet's charts, read by openpyxl; every part's CRC checked. */
export function readCharts(path: string): ReadCharts {
  return JSON.parse(execFileSync(SYSTEM_PYTHON, [chartScript, path], { encoding: 'utf8' })) as ReadCharts;
}
