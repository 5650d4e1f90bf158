// How table columns feed User fields, and the saved form of that choice (templates).
import type { SettingHint } from '../setting-hint';
import type { ColumnNote } from './column-note-codes';
import type { MappingReason } from './reason-codes';
import type { UpdatePolicy } from '../update-policy/policy';
import type { ValuePart } from '../transforms/value-parts';
import type { TransformSettings } from '../transforms/types';

/** What one column feeds. */
export type ColumnTarget =
  /**
   * One User field. Several columns may feed the same field only when it joins values (address lines, tags, groups).
   */
  | { kind: 'field'; field: string }
  /** A full date (birth date) feeding dob_day, dob_month and dob_year at once. */
  | { kind: 'birth-date' }
  /**
   * A whole name ("Lee, Ann M.", "Dr. Ann M. Lee") split into first_name and last_name, and middle_name, name_title,
   * name_suffix and nickname where the name holds them and no other column feeds them.
   */
  | { kind: 'full-name' }
  /**
   * Numbers whose kind another column names, row by row ("Phone 1 Type" = Cell beside "Phone 1
   * Number"): each goes to mobile_phone, home_phone or work_phone by its kind, an email address
   * (Raiser's Edge keeps them among phones) to email or secondary_email; other kinds (fax) are
   * not sent, and said.
   */
  | { kind: 'phone-by-type'; typeHeader: string; flags?: PhoneFlagColumn[] }
  /**
   * A part of the values of the column named `header` (an area code beside Banner's phone
   * number, an extension, a country calling code, the four digits of a ZIP+4): joined to that
   * column's value on each row before it is read.
   */
  | { kind: 'part-of'; header: string; part: ValuePart }
  /** Kept as a named entry of custom_fields. */
  | { kind: 'custom'; name: string }
  | { kind: 'ignore' };

/**
 * A column flagging each number of a phone-by-type column (Raiser's Edge's Inactive, Do Not Contact): a number it marks
 * yes is not sent.
 */
export interface PhoneFlagColumn {
  header: string;
  meaning: 'inactive' | 'do-not-contact';
}

/** The parts of a value a column of their own may hold, joined to the whole (see joinPart). */
export type { ValuePart };

export interface ColumnMapping {
  /** 0-based column index in the table. */
  column: number;
  /** The column's header, as in the file. */
  header: string;
  target: ColumnTarget;
}

export interface Mapping {
  /** One entry per table column, in column order. */
  columns: ColumnMapping[];
  /** One value for a field on every row (a constant): field name -> raw text, transformed like a cell. */
  constants: Record<string, string>;
  transforms: TransformSettings;
  /** Fields only written where the service holds nothing (saved with the template). */
  onlyFillEmpty?: string[];
  /** What an import may change on people already on the service (saved with the template). */
  updatePolicy?: UpdatePolicy;
}

export type Confidence = 'high' | 'medium' | 'low';

export interface ColumnSuggestion {
  column: number;
  header: string;
  /** A few distinct non-empty values of the column. */
  samples: string[];
  /** The suggested target; `ignore` when nothing fits well enough. */
  target: ColumnTarget;
  /** 0..1 */
  score: number;
  confidence: Confidence;
  /**
   * Why, as data (each door words it): "the header is a usual name for Class year", "every sample is an email
   * address".
   */
  reason: MappingReason;
  /** Other plausible targets, best first. */
  alternatives: { target: ColumnTarget; score: number; reason: MappingReason }[];
  /**
   * The words for an empty cell (NULL, None, NaN) met in the column's first rows, when any: those cells are read as
   * empty.
   */
  emptyWords?: string[];
  /**
   * What the user should be told of the column beyond its target, as data (each door words it), when anything: it
   * holds a part of another column's values ("SPRTELE_PHONE_AREA" holds the area codes of the
   * numbers in "SPRTELE_PHONE_NUMBER": the two need joining). `mappingNotes` lists them.
   */
  note?: ColumnNote;
  /** The setting the note's advice points at, when it points at one (each door says where that setting is). */
  noteHint?: SettingHint;
}

export interface MappingSuggestion {
  columns: ColumnSuggestion[];
  /** The suggested mapping built from the best targets (one column per field). */
  mapping: Mapping;
  /** Required fields no column feeds: they need a constant (one value for every row) before rows can be sent. */
  missingRequired: string[];
}

export interface SuggestOptions {
  /** How many sample values to look at per column (default 50). */
  sampleSize?: number;
  /** Starting transform settings (default DEFAULT_TRANSFORMS). */
  transforms?: Partial<TransformSettings>;
}

export const MAPPING_TEMPLATE_VERSION = 1;

/** A mapping saved to JSON for the next file of the same kind. */
export interface MappingTemplate {
  version: typeof MAPPING_TEMPLATE_VERSION;
  /** Free text shown to the user. */
  name?: string;
  /** The headers of the file the template was made from, in order. */
  expectedHeaders: string[];
  /** Header -> target. Keyed by header, not index, so reordered columns still map. */
  columns: { header: string; target: ColumnTarget }[];
  constants: Record<string, string>;
  transforms: TransformSettings;
  /** Fields only written where the service holds nothing. */
  onlyFillEmpty?: string[];
  updatePolicy?: UpdatePolicy;
  /** Value dictionaries (by name, kept per environment) to read the files with. */
  dictionaries?: string[];
}

export interface TemplateReport {
  /** The mapping for the new table: template columns found by header, new columns ignored. */
  mapping: Mapping;
  /** Template headers absent from the file (their fields are not fed). */
  missing: string[];
  /** File headers the template does not know: left unmapped until the user decides. */
  added: string[];
  /** Template headers that seem to be in the file under a new name: proposed, not applied. */
  renamed: { from: string; to: string; target: ColumnTarget }[];
  /** True when every expected header is present and nothing new appeared. */
  exactMatch: boolean;
}
