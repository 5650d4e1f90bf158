// Pass 5: one note a column, the surest first.
import { noteText } from '../../../helpers/column-note-words';
import { describe, expect, it } from 'vitest';
import { columnPart } from '../../../../src-shared/mapping/column-parts';
import { readColumnHeader } from '../../../../src-shared/mapping/passes/header-pass';
import { readLayout } from '../../../../src-shared/mapping/passes/layout-pass';
import { noteColumns } from '../../../../src-shared/mapping/passes/notes-pass';
import { profileValues } from '../../../../src-shared/mapping/sample-values';
import type { Table } from '../../../../src-shared/intake/types';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import { tableOf } from '../helpers';

const field = (name: string): ColumnTarget => ({ kind: 'field', field: name });

function notesOf(
  table: Table,
  targets: (ColumnTarget | undefined)[],
  pairings = [] as Parameters<typeof noteColumns>[4],
) {
  const columns = table.headers.map((header, column) => ({
    column,
    header,
    samples: table.rows.map((row) => row[column] ?? '').filter((value) => value !== ''),
    profile: profileValues([]),
  }));
  const layout = readLayout(
    table,
    table.headers.map((header) => readColumnHeader(header, [])),
  );
  return noteColumns(table, columns, (column) => targets[column], layout, pairings, new Set());
}

describe('notes pass', () => {
  it('says how a part joins its partner, with a value of each', () => {
    const table = tableOf({ Phone: ['5550123'], 'Area Code': ['617'] });
    const entry = { column: 1, header: 'Area Code', samples: ['617'], part: columnPart('area code') };
    const partner = { column: 0, header: 'Phone', samples: ['5550123'] };
    const notes = notesOf(table, [field('home_phone'), undefined], [{ entry, partner, alreadyWhole: false }]);
    expect(noteText(notes.get(1)!.note)).toMatch(/^"Area Code" holds the area codes of the numbers in "Phone": .*617/);
  });

  it('says a part is not sent when its partner holds it already', () => {
    const table = tableOf({ Phone: ['617 5550123'], 'Area Code': ['617'] });
    const entry = { column: 1, header: 'Area Code', samples: ['617'], part: columnPart('area code') };
    const partner = { column: 0, header: 'Phone', samples: ['617 5550123'] };
    const notes = notesOf(table, [field('home_phone'), undefined], [{ entry, partner, alreadyWhole: true }]);
    expect(noteText(notes.get(1)!.note)).toMatch(/seem to hold already: it is not sent\.$/);
  });

  it('points the note on a Mailchimp export of unsubscribed members at one value for every row', () => {
    const table = tableOf({ 'Email Address': ['a@b.org'], MEMBER_RATING: ['2'], LEID: ['1'], UNSUB_TIME: ['x'] });
    const note = notesOf(table, [field('email')]).get(3)!;
    expect(noteText(note.note)).toMatch(/give Unsubscribe the value 1 for every row\.$/);
    expect(noteText(note.note)).not.toMatch(/--|CLI|wizard/);
    expect(note.hint).toEqual({ setting: 'value-for-every-row', field: 'unsubscribe', example: '1' });
  });

  it('says a gender column of H and M reads M as a woman', () => {
    const table = tableOf({ Sexo: ['H', 'M', 'M', 'H'] });
    expect(noteText(notesOf(table, [field('gender')]).get(0)!.note)).toMatch(
      /H is read as male \(m\) and M as female \(f\)/,
    );
  });
});
