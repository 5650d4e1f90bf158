// Numbered address blocks ("Address 1 - Street", "Address 2 - Street", a type column each): which is
// the home address, which the work one, and which is left out, with a note saying so.
import { asWork, type AddressBlock } from '../address-headers';
import { columnNoteOf, type ColumnNote } from '../column-note-codes';
import { readHeader } from './header-pass';
import { addingTo, because } from '../reason-codes';
import { refused, type HeaderReading } from './reading';

/**
 * How a column of a numbered address block reads ("Address 2 - Street"): the first block as its
 * headers say, or as the work address when its type column says Work on every row; another block
 * never as the first one's second line (the header holds "Address 2"), but as the work address
 * when its type says Work on every row (the first one not), as the home one when it says Home and
 * the first says Work, and not at all otherwise. Undefined: the column's own reading stands.
 */
export function addressBlockReading(
  headers: readonly string[],
  column: number,
  blocks: ReadonlyMap<number, AddressBlock>,
  own: HeaderReading,
): HeaderReading | undefined {
  const block = blocks.get(column)!;
  if (column === block.typeColumn) return undefined;
  const typeHeader = block.typeColumn === undefined ? undefined : headers[block.typeColumn]!;
  const atWork = (reading: HeaderReading): HeaderReading => ({
    ...reading,
    candidates: reading.candidates.map((c) => ({
      ...c,
      target: asWork(c.target),
      reason: addingTo(c.reason, 'address.work-by-type', { typeHeader: typeHeader! }),
    })),
  });
  // "Street 1" and "Postal Code" read alone, "Region" as "Address Region": the surer of the two.
  const alone = readHeader(block.partHeader.get(column)!);
  const inAddress = readHeader(`Address ${block.partHeader.get(column)!}`);
  const top = (reading: HeaderReading): number => Math.max(0, ...reading.candidates.map((c) => c.score));
  const asPart = top(alone) >= top(inAddress) ? alone : inAddress;
  const part = {
    ...asPart,
    candidates: asPart.candidates.map((c) => ({
      ...c,
      reason: addingTo(c.reason, 'address.block-part', { block: block.number, header: headers[column]! }),
    })),
  };
  if (block.number === 1) {
    const first = part.candidates.length > 0 ? part : own;
    return block.kind === 'work' ? atWork(first) : first;
  }
  const firstKind = [...blocks.values()].find((other) => other.number === 1)?.kind;
  const header = headers[column]!;
  if (block.kind === 'work' && firstKind !== 'work') return atWork(part);
  // The first block is the work address: a block typed Home (on every row, or beside Other on some)
  // is the only home address the file has.
  if ((block.kind === 'home' || block.partlyHome) && firstKind === 'work') return part;
  return refused(
    because('address.other-block', {
      header,
      block: block.number,
      ...(typeHeader === undefined ? {} : { typeHeader }),
    }),
  );
}

/**
 * A note on the first column of each numbered address block left out (another address, not
 * sent), and on the first address's first column when its type says Work on some rows only.
 */
export function addressBlockNotes(
  headers: readonly string[],
  blocks: ReadonlyMap<number, AddressBlock>,
  readings: ReadonlyMap<number, HeaderReading>,
): Map<number, ColumnNote> {
  const notes = new Map<number, ColumnNote>();
  for (const block of new Set(blocks.values())) {
    const first = block.columns.find((column) => column !== block.typeColumn);
    if (block.number === 1 && block.partlyWork && first !== undefined) {
      notes.set(first, columnNoteOf('address-partly-work', { typeHeader: headers[block.typeColumn!]! }));
      continue;
    }
    const left = block.columns.filter(
      (column) => column !== block.typeColumn && readings.get(column)?.refusal !== undefined,
    );
    if (left.length === 0) continue;
    const leftHeaders = left.map((column) => headers[column]!);
    notes.set(left[0]!, columnNoteOf('address-block-left-out', { headers: leftHeaders, block: block.number }));
  }
  return notes;
}
