// The plans a mapping compiles to: what the validator's engine and rules read, looked up once per validation.
import type { FieldSchema } from '../send-schemas';
import type { FieldSpec } from '../../fields/catalogue';
import type { ValuePart } from '../../mapping/types';
import type { DateOutcome } from '../../transforms/date';
import type { NameParts } from '../../transforms/full-name';
import type { CleanOutcome } from '../values/outcome';
import type { DeceasedColumn } from '../deceased';
import type { FastCell } from '../fast-cells';
import type { Problem } from '../types';

export type ColumnPlan =
  | {
      kind: 'field';
      column: number;
      header: string;
      spec: FieldSpec;
      schema: FieldSchema;
      accepts?: (value: unknown) => boolean;
      /** The clean value of an already-clean cell, tried before cleanValue. */
      fast?: FastCell;
      /** Whether `fast` gives a value, without writing it: set where checking rows never reads the value. */
      check?: (cell: string) => boolean;
      /** Where the field's value sits in a row's values (CompiledMapping.slots). */
      slot: number;
      /** State and ZIP: the address whose country the outcome depends on. */
      country?: 'home' | 'work';
      joinWith?: string;
      /** Address line 1: the line 2 its lines after the first go to when the row gives none. */
      lineTwo: LineTwoPlan | undefined;
      /** Columns holding a part of this column's values (an area code), joined to each cell before it is read. */
      parts: PartPlan[] | undefined;
      /** A last or first name column split where a cell holds two names: the field the other name goes to. */
      otherName: OtherNamePlan | undefined;
      /** Country ('' when none) -> cell text -> outcome. */
      memo?: Map<string, Map<string, CleanOutcome>>;
      /** The last outcome taken from the memo, its cell and country: a column often repeats the cell above. */
      lastRaw: string | undefined;
      lastCountry: string;
      lastOutcome: CleanOutcome | undefined;
    }
  /** `memo`: cell text -> date read (birth dates repeat across a large file). */
  | { kind: 'birth-date'; column: number; header: string; memo: Map<string, DateOutcome> }
  /**
   * `parts`: the parts of a whole name this column writes (first and last always; the others when no column feeds their
   * field).
   */
  | { kind: 'full-name'; column: number; header: string; parts: NamePartPlan[]; lastFirst: boolean }
  | { kind: 'custom'; column: number; header: string; name: string };

/** The address line 2 of an address line 1 column (home or work), and what feeds it. */
export interface LineTwoPlan {
  spec: FieldSpec;
  schema: FieldSchema;
  accepts?: (value: unknown) => boolean;
  slot: number;
  joinWith?: string;
  /** Columns feeding line 2: a row gives a line 2 when one of their cells holds something. */
  columns: number[];
  /** Whether a value given to every row feeds line 2 (then every row gives one). */
  constant: boolean;
}

/** The field the second of two names in a cell goes to (a maiden name, a nickname), and its slot. */
export interface OtherNamePlan {
  spec: FieldSpec;
  slot: number;
}

/** A column holding a part of another column's values, in the order parts are joined. */
export interface PartPlan {
  column: number;
  header: string;
  part: ValuePart;
}

/** A field a number goes to by its kind (phone-by-type columns). */
export interface RoutePlan {
  spec: FieldSpec;
  schema: FieldSchema;
  slot: number;
}

/** The kinds a number of a phone-by-type column may go to, and email's second place. */
export type RouteName = 'mobile' | 'home' | 'work' | 'email' | 'secondary';

/** A column of numbers whose kinds another column names ("Phone 1 Number" beside "Phone 1 Type"). */
export interface PhoneByTypePlan {
  column: number;
  header: string;
  typeColumn: number;
  typeHeader: string;
  routes: Record<RouteName, RoutePlan>;
  /** Columns marking a number inactive or not to contact: a number they mark yes is not sent. */
  flags: { column: number; header: string; meaning: 'inactive' | 'do-not-contact' }[];
  /** Columns holding a part of the numbers (an area code), joined to each before it is read. */
  parts: PartPlan[] | undefined;
}

export interface NamePartPlan {
  part: keyof NameParts;
  spec: FieldSpec;
  schema: FieldSchema;
  slot: number;
}

export interface ConstantPlan {
  spec: FieldSpec;
  schema: FieldSchema;
  raw: string;
  slot: number;
  /** Cleaned once for every row, unless the outcome depends on the row's country (state, ZIP). */
  outcome?: CleanOutcome;
}

export type FieldPlan = Extract<ColumnPlan, { kind: 'field' }>;

export interface CompiledMapping {
  /** Country columns first: state and ZIP checks depend on the row's country. */
  columns: ColumnPlan[];
  /** Read after every column (a number goes only where no column gave one), before the constants. */
  phonesByType: PhoneByTypePlan[];
  /** Field -> header of the first column feeding it. */
  headerOf: ReadonlyMap<string, string>;
  /** The same column's position in the table's rows. */
  columnOf: ReadonlyMap<string, number>;
  constants: ConstantPlan[];
  /** The fields a row may hold, in the order a User lists them: a row's values are kept by index. */
  slots: readonly string[];
  slotOf: ReadonlyMap<string, number>;
  /**
   * The column feeding email, when only one does: the scan that checks its addresses hashes them for the duplicate
   * search.
   */
  emailPlan: FieldPlan | undefined;
  missingRequired: string[];
  /** Columns, mapped or not, that mark a person as deceased. */
  deceased: DeceasedColumn[];
  problems: Problem[];
  thisYear: number;
}
