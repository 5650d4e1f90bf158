// Pass 5, notes: what the person should know of a column beyond its target, one note a column:
// another address block left out, a part joined to its partner (or not needed), and the notes of
// column-notes.ts (repeats, Mailchimp's layouts, a contact preference left out, H and M...).
import type { Table } from '../../intake/types';
import { readsMAsWoman } from '../../transforms/gender';
import type { AddressBlock } from '../address-headers';
import { columnNotes, type ColumnNoteText, type ReadColumn } from '../column-notes';
import { mailchimpLeftList } from '../file-layouts';
import type { ColumnTarget } from '../types';
import { addressBlockNotes } from './address-blocks';
import type { PartPairing } from './conflicts-pass';
import type { Layout } from './layout-pass';
import { firstRowWithBoth } from './sampling';

/** What a pairing of a part and its partner column means, in words. */
function partNote(table: Table, { entry, partner, alreadyWhole }: PartPairing): string {
  const part = entry.part!;
  if (alreadyWhole)
    return (
      `"${entry.header}" holds ${part.holds}, which the ${part.wholes} in "${partner.header}" seem to hold ` +
      'already: it is not sent.'
    );
  const [partSample, wholeSample] = firstRowWithBoth(table, entry.column, partner.column);
  return part.note(entry.header, partner.header, partSample, wholeSample, entry.column < partner.column);
}

/** The notes of a file's columns, by column; `targetOf` gives a column's chosen target (undefined: left out). */
export function noteColumns(
  table: Table,
  columns: readonly ReadColumn[],
  targetOf: (column: number) => ColumnTarget | undefined,
  layout: Pick<Layout, 'blocks' | 'blockReadings' | 'repeats' | 'ipLocated' | 'phones'>,
  pairings: readonly PartPairing[],
  yearless: ReadonlySet<number>,
): Map<number, ColumnNoteText> {
  const notes = new Map<number, ColumnNoteText>();
  const blocks: ReadonlyMap<number, AddressBlock> = layout.blocks;
  for (const [column, text] of addressBlockNotes(table.headers, blocks, layout.blockReadings))
    notes.set(column, { text });
  for (const pairing of pairings) notes.set(pairing.entry.column, { text: partNote(table, pairing) });
  const mujer = new Set(
    columns
      .filter((entry) => {
        const target = targetOf(entry.column);
        return target?.kind === 'field' && target.field === 'gender';
      })
      .filter((entry) => readsMAsWoman(table.rows, entry.column))
      .map((entry) => entry.column),
  );
  const facts = {
    repeats: layout.repeats,
    ipLocated: layout.ipLocated,
    yearless,
    mujer,
    leftList: mailchimpLeftList(table.headers),
    numberFlags: new Set(layout.phones.flagOf.keys()),
  };
  for (const [column, note] of columnNotes(columns, targetOf, facts)) if (!notes.has(column)) notes.set(column, note);
  return notes;
}
