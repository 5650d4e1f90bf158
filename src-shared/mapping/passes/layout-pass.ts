// Pass 1b, layout: what the file's headers say together, read over each header's own reading: numbers
// beside a column naming their kinds, a header repeated, an address's second line, numbered
// address blocks, Mailchimp's IP-based location columns. An ordered table of rules: the first that
// speaks of a column gives its reading.
import type { Table } from '../../intake/types';
import { phoneKindOf } from '../../transforms/phone-kind';
import { addressBlocks, type AddressBlock } from '../address-headers';
import { mailchimpLocationColumns, repeatedHeaders } from '../file-layouts';
import { phoneTypeColumns, type PhoneTypeColumns } from '../phone-type-columns';
import { ADDRESS_LINE_1, field } from '../target-key';
import type { ColumnTarget } from '../types';
import { readHeader } from './header-pass';
import { addressBlockReading } from './address-blocks';
import { because, type MappingReason } from '../reason-codes';
import { refused, type HeaderReading } from './reading';
import { firstCells } from './sampling';

/** The file's layout, as the later passes need it. */
export interface Layout {
  /** Columns whose header repeats an earlier one's (read once), with that column. */
  repeats: Map<number, number>;
  /** A Mailchimp export's IP-based location columns. */
  ipLocated: Set<number>;
  blocks: ReadonlyMap<number, AddressBlock>;
  /** The readings the address blocks give their columns. */
  blockReadings: Map<number, HeaderReading>;
  phones: PhoneTypeColumns;
  /** Each column's reading, the layout's or its header's own. */
  readings: HeaderReading[];
}

interface LayoutFacts {
  table: Table;
  own: readonly HeaderReading[];
  allRepeats: Map<number, number>;
  secondLines: Map<number, ColumnTarget>;
  typeColumns: Map<number, number>;
  repeats: Map<number, number>;
  phones: PhoneTypeColumns;
  ipLocated: Set<number>;
}

interface LayoutRule {
  why: string;
  read: (column: number, facts: LayoutFacts) => HeaderReading | undefined;
}

const header = (facts: LayoutFacts, column: number): string => facts.table.headers[column]!;

/** The rules in order: the first whose reading is not undefined gives the column's reading. */
const LAYOUT_RULES: readonly LayoutRule[] = [
  {
    why: 'Numbers beside a column naming each one\'s kind ("Phone Type", "Phone") go to the phone field of their kind',
    read: (column, facts) => {
      const typeColumn = facts.phones.pairs.get(column);
      if (typeColumn === undefined) return undefined;
      const typeHeader = header(facts, typeColumn);
      const flags = (facts.phones.flags.get(column) ?? []).map((flag) => ({
        header: header(facts, flag.column),
        meaning: flag.meaning,
      }));
      const target: ColumnTarget = { kind: 'phone-by-type', typeHeader, ...(flags.length > 0 ? { flags } : {}) };
      const reason = because('layout.phone-by-type', { header: header(facts, column), typeHeader });
      return { candidates: [{ target, score: 0.95, reason }], settled: true };
    },
  },
  {
    why: 'Numbers beside a column of kinds we cannot read (Banner\'s "HM", "CL") are not all one kind',
    read: (column, facts) => {
      const typeColumn = facts.phones.unread.get(column);
      if (typeColumn === undefined) return undefined;
      return refused(unreadKindsRefusal(header(facts, typeColumn), firstCells(facts.table, typeColumn)));
    },
  },
  {
    why: 'The column naming the kinds is read with its numbers, not sent itself',
    read: (column, facts) => {
      const numbers = facts.typeColumns.get(column);
      if (numbers === undefined) return undefined;
      return refused(because('layout.names-kinds', { numbersHeader: header(facts, numbers) }));
    },
  },
  {
    why: 'A flag of one number ("Phone 1 Inactive") says something of that number, not of the alum',
    read: (column, facts) => {
      const flagged = facts.phones.flagOf.get(column);
      if (flagged === undefined) return undefined;
      const marks = facts.phones.flags.get(flagged)?.some((flag) => flag.column === column) === true;
      return refused(because('layout.number-flag', { numbersHeader: header(facts, flagged), marks }));
    },
  },
  {
    why: '"Address" twice side by side: the second is the address\'s second line, as Excel users write it',
    read: (column, facts) => {
      const lineTwo = facts.secondLines.get(column);
      if (lineTwo === undefined) return undefined;
      const first = header(facts, facts.allRepeats.get(column)!);
      const reason = because('layout.second-line', { header: header(facts, column), first });
      return { candidates: [{ target: lineTwo, score: 0.9, reason }] };
    },
  },
  {
    why: 'A header the file repeats ("Email" twice) is read once, never as the second field of its kind',
    read: (column, facts) => {
      const first = facts.repeats.get(column);
      if (first === undefined) return undefined;
      return refused(
        because('layout.repeated', {
          header: header(facts, column),
          firstColumn: first + 1,
          first: header(facts, first),
        }),
      );
    },
  },
  {
    why: "A Mailchimp export's location columns are where Mailchimp guessed the subscriber was, by IP address",
    read: (column, facts) =>
      facts.ipLocated.has(column)
        ? refused(because('layout.mailchimp-ip', { header: header(facts, column) }))
        : undefined,
  },
];

/**
 * The repeats read as such: slots of numbers side by side ("Phone Type", "Phone", "Phone Type (2)", "Phone (2)") are
 * read as pairs, and an address's second line as one.
 */
function repeatsOf(
  allRepeats: Map<number, number>,
  secondLines: Map<number, ColumnTarget>,
  phones: PhoneTypeColumns,
  typeColumns: Map<number, number>,
): Map<number, number> {
  return new Map(
    [...allRepeats].filter(
      ([column]) => !secondLines.has(column) && !phones.pairs.has(column) && !typeColumns.has(column),
    ),
  );
}

/**
 * "Address" twice side by side ("Address (2)" right after it): the address's second line, as
 * Excel users write it. Further away, a second address block ("Address, City, Address, City").
 */
function secondLinesOf(headers: readonly string[], allRepeats: Map<number, number>): Map<number, ColumnTarget> {
  const secondLines = new Map<number, ColumnTarget>();
  for (const [column, first] of allRepeats) {
    if (column !== first + 1 && !secondLines.has(column - 1)) continue;
    const line = readHeader(headers[first]!).candidates.find((c) => ADDRESS_LINE_1(c.target) && c.score >= 0.9)?.target;
    if (line?.kind === 'field') secondLines.set(column, field(line.field.replace('1', '2')));
  }
  return secondLines;
}

/** The layout of a file, given each header's own reading. */
export function readLayout(table: Table, own: readonly HeaderReading[]): Layout {
  const allRepeats = repeatedHeaders(table.headers);
  const secondLines = secondLinesOf(table.headers, allRepeats);
  const ipLocated = mailchimpLocationColumns(table.headers);
  const blocks = addressBlocks(table.headers, (column) => firstCells(table, column));
  const blockReadings = new Map<number, HeaderReading>();
  for (const column of blocks.keys()) {
    const reading = addressBlockReading(table.headers, column, blocks, own[column]!);
    if (reading) blockReadings.set(column, reading);
  }
  const phones = phoneTypeColumns(
    table.headers,
    (column) => firstCells(table, column),
    (column) => own[column]!.refusal !== undefined,
  );
  const typeColumns = new Map([...phones.pairs, ...phones.unread].map(([value, type]) => [type, value]));
  const repeats = repeatsOf(allRepeats, secondLines, phones, typeColumns);
  const facts: LayoutFacts = { table, own, allRepeats, secondLines, typeColumns, repeats, phones, ipLocated };
  const readings = table.headers.map((_, column) => {
    for (const rule of LAYOUT_RULES) {
      const reading = rule.read(column, facts);
      if (reading) return reading;
    }
    return blockReadings.get(column) ?? own[column]!;
  });
  return { repeats, ipLocated, blocks, blockReadings, phones, readings };
}

/**
 * Why a number column beside a column of kinds we cannot read ("HM", "CL", "PR") is not mapped: not all to one field.
 */
function unreadKindsRefusal(typeHeader: string, cells: readonly string[]): MappingReason {
  const values = [
    ...new Set(cells.map((cell) => cell.trim()).filter((cell) => cell !== '' && phoneKindOf(cell) === undefined)),
  ].slice(0, 4);
  return because('layout.unread-kinds', { typeHeader, values });
}
