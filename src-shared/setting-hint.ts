/**
 * A setting the person can change to clear a problem. src-shared says what is wrong and the way out in plain
 * words ("give one value for every row", "choose the date order"); each door then says where that setting is
 * in its own terms, from this hint.
 * Add a variant when a new problem points at a setting no variant names yet.
 */
export type SettingHint =
  /** One value for a field on every row (a constant). */
  | { setting: 'value-for-every-row'; field: string; example?: string }
  | { setting: 'date-order' }
  /** The text encoding; `detect`: the advice is to leave it to be detected. */
  | { setting: 'encoding'; detect: boolean }
  | { setting: 'delimiter'; detect: boolean }
  /** Which sheet of a workbook to read. */
  | { setting: 'sheet'; sheet: string }
  | { setting: 'header-row' }
  /** A mapping saved by the app, to apply again. */
  | { setting: 'saved-mapping' }
  /** Confirming a write to a production environment by giving its name. */
  | { setting: 'confirm-production'; environment: string }
  /** Where a report file is saved, and in which format. */
  | { setting: 'output-file' };

export type SettingName = SettingHint['setting'];
