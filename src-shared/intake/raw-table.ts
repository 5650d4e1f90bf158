// A file or sheet as read, before the header row is chosen: what the CSV and XLSX readers give readTable.
import type { SettingHint } from '../setting-hint';
import type { DetectedLayout } from './types';

export interface RawTable {
  /** Every row of the file or sheet as read, title rows included. */
  rows: string[][];
  /** Row i's number as the user sees it; absent when it is i + 1 (CSV). */
  rowNumbers?: number[];
  layout: Omit<DetectedLayout, 'headerRow' | 'headerRowDetected' | 'headerRowCandidates'>;
  notices: string[];
  /** The setting that clears a notice, by the notice's words. */
  noticeHints: Record<string, SettingHint>;
  /** XLSX: the rows and columns (numbers, 1-based) Excel hides. */
  hidden?: { rows: number[]; columns: number[] };
}

/** Records the setting that clears a notice and gives the notice back, to push or unshift. */
export function hinted(hints: Record<string, SettingHint>, notice: string, hint: SettingHint): string {
  hints[notice] = hint;
  return notice;
}
