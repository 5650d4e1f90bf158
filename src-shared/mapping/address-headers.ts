// What an address or phone header's words say beyond the field they name: the work address
// rather than the home one ("Business Address City"), and one part of an address rather than
// the address line ("Home Address City", "Primary address\ZIP").
import { phoneKindOf } from '../transforms/phone-kind';
import { normaliseHeader } from './normalise-header';
import { addingTo, because, type MappingReason } from './reason-codes';
import { field, isField } from './target-key';
import type { ColumnTarget } from './types';

/** A header's candidate target, with its score and the reason said. */
export interface AddressCandidate {
  target: ColumnTarget;
  score: number;
  reason: MappingReason;
}

/** Words that make an address or phone header the work one ("Business Address City", "Office Phone"). */
export const WORK_WORDS: ReadonlySet<string> = new Set([
  'work',
  'business',
  'office',
  'employer',
  'professional',
  'beruflich',
  'geschaftlich',
  'dienstlich',
  'professionnel',
  'professionnelle',
  'trabajo',
  'ufficio',
  'werk',
  'comercial',
]);
/**
 * The part each part word names, for a header whose own words name no field ("Primary address\ZIP": "zip" alone matches
 * nothing).
 */
// A Map, not an object: a header word "constructor" must find nothing.
const PART_OF_WORD = new Map(
  Object.entries({
    city: 'city',
    town: 'city',
    ort: 'city',
    stadt: 'city',
    ville: 'city',
    ciudad: 'city',
    state: 'state',
    province: 'state',
    zip: 'zipcode',
    zipcode: 'zipcode',
    postal: 'zipcode',
    postcode: 'zipcode',
    plz: 'zipcode',
    country: 'country',
    land: 'country',
    pays: 'country',
    pais: 'country',
  }),
);
/** Words naming one part of an address: in "Work Address State" the state, not the address line. */
const ADDRESS_PART_WORDS = new Set([...PART_OF_WORD.keys(), 'region']);
const HOME_TO_WORK = /^home_(address1|address2|city|state|zipcode|country|lat|lng|phone)$/;
const ADDRESS_LINE = isField(/^(home|work)_address[12]$/);

/**
 * A header naming a part of an address reads as that part ("Home Address City" is the city, not
 * the address line), and one naming the work address or phone reads as the work field
 * ("Business Address Street", "Business Street 2"), never the home one.
 */
export function addressReading<C extends AddressCandidate>(found: C[], words: readonly string[], header: string): C[] {
  const work = words.some((word) => WORK_WORDS.has(word));
  const isPart = (c: C) => c.target.kind === 'field' && /_(city|state|zipcode|country)$/.test(c.target.field);
  const partWord = words.find((word) => PART_OF_WORD.has(word));
  // An address line matched by "address" alone, beside a part word no synonym took: the part.
  const candidates =
    partWord && !found.some(isPart) && found.some((c) => ADDRESS_LINE(c.target))
      ? [
          ...found,
          {
            target: field(`home_${PART_OF_WORD.get(partWord)}`),
            score: 0.75,
            reason: because('header.address-part', { header, part: partWord }),
          } as C,
        ]
      : found;
  const part = words.some((word) => ADDRESS_PART_WORDS.has(word)) && candidates.some(isPart);
  return candidates
    .filter((c) => !(part && ADDRESS_LINE(c.target)))
    .map((c) => {
      const home = work && c.target.kind === 'field' ? HOME_TO_WORK.exec(c.target.field) : null;
      return home
        ? { ...c, target: field(`work_${home[1]}`), reason: addingTo(c.reason, 'header.work-one', { header }) }
        : c;
    });
}

/** A home field's work twin ("home_city" -> "work_city"); other targets as they are. */
export function asWork(target: ColumnTarget): ColumnTarget {
  const home = target.kind === 'field' ? HOME_TO_WORK.exec(target.field) : null;
  return home ? field(`work_${home[1]}`) : target;
}

/** One numbered block of address columns (Google Contacts' "Address 2 - Street", Dynamics' "Address 2: City"). */
export interface AddressBlock {
  /** Its number: 1 for the first address, 2 for another. */
  number: number;
  /** Its columns, in order, its type column among them. */
  columns: number[];
  /** Its "Address N - Type" column, if it has one. */
  typeColumn?: number;
  /**
   * The kind its type column gives on every row that has one (Work, Home), or undefined when they differ or none is
   * given.
   */
  kind?: 'home' | 'work';
  /** Whether its type column says Work on some rows and not on others. */
  partlyWork?: boolean;
  /** Whether its type column says Home on some rows and Work on none (Home and Other). */
  partlyHome?: boolean;
  /** Each column's part, "City" of "Address 2 - City", to read as an unnumbered header would be. */
  partHeader: Map<number, string>;
}

const BLOCK_HEADER = /^(?:address|addr)\s*(\d+)\s*[-:–]\s*(.+)$/i;
/**
 * The kind of address a type cell names (Google marks the primary one "* Home"), read as a number's kind is: home,
 * work, or another.
 */
function kindOfCell(cell: string): 'home' | 'work' | 'other' | undefined {
  if (cell.trim() === '') return undefined;
  const kind = phoneKindOf(cell);
  return kind === 'home' || kind === 'work' ? kind : 'other';
}

/**
 * The numbered address blocks of a file ("Address 1 - Street" ... "Address 2 - Country"), by
 * column: read whenever a header names its block's number and its part. `cellsOf` gives a
 * column's first cells, to read the block's type column.
 */
export function addressBlocks(
  headers: readonly string[],
  cellsOf: (column: number) => readonly string[],
): Map<number, AddressBlock> {
  const byNumber = new Map<number, AddressBlock>();
  const byColumn = new Map<number, AddressBlock>();
  headers.forEach((header, column) => {
    const match = BLOCK_HEADER.exec(header.trim());
    if (!match) return;
    const number = Number(match[1]);
    const part = normaliseHeader(match[2]!);
    const block: AddressBlock = byNumber.get(number) ?? { number, columns: [], partHeader: new Map() };
    byNumber.set(number, block);
    block.columns.push(column);
    block.partHeader.set(column, match[2]!);
    if (part === 'type' || part === 'label') block.typeColumn = column;
    byColumn.set(column, block);
  });
  for (const block of byNumber.values()) {
    if (block.typeColumn === undefined) continue;
    const kinds = new Set(
      cellsOf(block.typeColumn)
        .map(kindOfCell)
        .filter((kind) => kind !== undefined),
    );
    const [only] = kinds;
    if (kinds.size === 1 && only !== 'other') block.kind = only;
    if (kinds.size > 1 && kinds.has('work')) block.partlyWork = true;
    if (kinds.size > 1 && kinds.has('home') && !kinds.has('work')) block.partlyHome = true;
  }
  return byColumn;
}
