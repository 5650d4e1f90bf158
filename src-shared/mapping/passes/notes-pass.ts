// Pass 5, notes: what the person should know of a column beyond its target, one note a column, as data:
// another address block left out, a part joined to its partner (or not needed), and the notes of
// column-notes.ts (repeats, Mailchimp's layouts, a contact preference left out, H and M...).
import type { Table } from '../../intake/types';
import { readsMAsWoman } from '../../transforms/gender';
import type { AddressBlock } from '../address-headers';
import { columnNoteOf, type ColumnNote } from '../column-note-codes';
import { columnNotes, type ColumnNoteEntry, type ReadColumn } from '../column-notes';
import { mailchimpLeftList } from '../file-layouts';
import type { ColumnTarget } from '../types';
import { addressBlockNotes } from './address-blocks';
import type { PartPairing } from './conflicts-pass';
import type { Layout } from './layout-pass';
import { firstRowWithBoth } from './sampling';

/** What a pairing of a part and its partner column means (a note, worded by each door). */
function partNote(table: Table, { entry, partner, alreadyWhole }: PartPairing): ColumnNote {
  const columns = { part: entry.part!.name, header: entry.header, wholeHeader: partner.header };
  if (alreadyWhole) return columnNoteOf('part-already-whole', columns);
  const [partSample, wholeSample] = firstRowWithBoth(table, entry.column, partner.column);
  return columnNoteOf('part-of-column', {
    ...columns,
    ...(partSample !== undefined ? { partSample } : {}),
    ...(wholeSample !== undefined ? { wholeSample } : {}),
    partFirst: entry.column < partner.column,
  });
}

/** The notes of a file's columns, by column; `targetOf` gives a column's chosen target (undefined: left out). */
export function noteColumns(
  table: Table,
  columns: readonly ReadColumn[],
  targetOf: (column: number) => ColumnTarget | undefined,
  layout: Pick<Layout, 'blocks' | 'blockReadings' | 'repeats' | 'ipLocated' | 'phones'>,
  pairings: readonly PartPairing[],
  yearless: ReadonlySet<number>,
): Map<number, ColumnNoteEntry> {
  const notes = new Map<number, ColumnNoteEntry>();
  const blocks: ReadonlyMap<number, AddressBlock> = layout.blocks;
  for (const [column, note] of addressBlockNotes(table.headers, blocks, layout.blockReadings))
    notes.set(column, { note });
  for (const pairing of pairings) notes.set(pairing.entry.column, { note: partNote(table, pairing) });
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
