// A file or sheet as read, before the header row is chosen: what the CSV and XLSX readers give readTable.
import type { Notice } from './notices';
import type { DetectedLayout } from './types';

export interface RawTable {
  /** Every row of the file or sheet as read, title rows included. */
  rows: string[][];
  /** Row i's number as the user sees it; absent when it is i + 1 (CSV). */
  rowNumbers?: number[];
  layout: Omit<DetectedLayout, 'headerRow' | 'headerRowDetected' | 'headerRowCandidates'>;
  /** What a person should know of the reading (each with its code; hints are found by code). */
  notices: Notice[];
  /** XLSX: the rows and columns (numbers, 1-based) Excel hides. */
  hidden?: { rows: number[]; columns: number[] };
}
