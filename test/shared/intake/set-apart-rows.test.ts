import { describe, expect, it } from 'vitest';
import { read, utf8 } from './helpers';

// Rows that are not people: totals with their numbers, a COUNTA's result, a footer's "Prepared by",
// a template's example row, the headings of sections. Taken off, and each named in a note.

const people =
  'First Name,Last Name,Email,Class Year\nAnn,Lee,ann@example.org,1998\nBob,Ortiz,bob@example.org,2005\nCarla,Nguyen,carla@example.org,2012\n';

describe('rows set apart from the people', () => {
  it.each([
    [
      'a total label beside its numbers',
      'Total,,3,\n',
      'Row 5 ("Total, 3") sits below the data and reads as a total line',
    ],
    ["an Excel table's totals row", ',Total,,5,\n', 'Row 5 ("Total, 5") sits below the data and reads as a total line'],
    ['a count alone (a COUNTA under the data)', '3,,,\n', 'Row 5 ("3") sits below the data and reads as a total line'],
    ['a count alone in the last column', ',,,3\n', 'Row 5 ("3") sits below the data and reads as a total line'],
    ['a subtotal', 'Subtotal: 3,,,\n', 'Row 5 ("Subtotal: 3") sits below the data and reads as a total line'],
    [
      '"Prepared by" after an empty row',
      '\n"Prepared by J. Smith, Advancement Services, 03/04/2025"\n',
      'Row 6 ("Prepared by J. Smith, Advancement Services, 03/04/2025") is part of the footer',
    ],
    [
      '"Prepared by:" after an empty row',
      '\nPrepared by: J. Smith\n',
      'Row 6 ("Prepared by: J. Smith") is part of the footer',
    ],
    [
      '"Source:" after an empty row',
      '\n"Source: Banner, extracted 03/04/2025"\n',
      'Row 6 ("Source: Banner, extracted 03/04/2025") is part of the footer',
    ],
  ])('takes off %s, and says so', async (_what, tail, note) => {
    const { table, notices } = await read(utf8(people + tail));
    expect(table.rows.map((row) => row[0])).toEqual(['Ann', 'Bob', 'Carla']);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(note);
    expect(notices[0]).toMatch(/not a person: it is not imported\.$/);
  });

  it("takes off a template's example row under the header", async () => {
    const text =
      'First Name*,Last Name*,Email*,Class Year\ne.g. Jane,Doe,jane.doe@example.org,1999\nAnn,Lee,ann@example.org,1998\nBob,Ortiz,bob@example.org,2005\n';
    expect(
      (
        await read(
          utf8(
            'First Name,Last Name,Email,Class Year\nExample: Jane,Doe,jane@example.org,1999\nAnn,Lee,ann@example.org,1998\n',
          ),
        )
      ).table.rows.map((row) => row[0]),
    ).toEqual(['Ann']);
    const { table, notices } = await read(utf8(text));
    expect(table.rowNumbers).toEqual([3, 4]);
    expect(notices).toEqual([
      `Row 2 ("e.g. Jane, Doe, jane.doe@example.org, 1999") is the template's example of how to fill in a row (it starts with "e.g." or "example"), not a person: it is not imported.`,
    ]);
  });

  it('takes off the headings of sections and subtotals within the list', async () => {
    const text =
      'First Name,Last Name,Email,Class Year\nClass of 1998,,,\nAnn,Lee,ann@example.org,1998\nSubtotal: 1,,,\n\nClass of 2005,,,\nBob,Ortiz,bob@example.org,2005\n';
    const { table, notices } = await read(utf8(text));
    expect(table.rows.map((row) => row[0])).toEqual(['Ann', 'Bob']);
    expect(notices).toEqual([
      'Row 2 ("Class of 1998") is the heading of a section of the list, not a person: it is not imported.',
      'Row 4 ("Subtotal: 1") reads as a subtotal within the list, not a person: it is not imported.',
      'Row 6 ("Class of 2005") is the heading of a section of the list, not a person: it is not imported.',
    ]);
  });

  it('keeps people whose rows only look alike', async () => {
    const keep = [
      // Numbers in more than half the columns: a person without a name, for the checks to refuse.
      'First Name,Last Name,Email,Class Year\nAnn,Lee,ann@example.org,1998\n1,2,3,\n',
      // A name and a year alone; a lone first name.
      'First Name,Last Name,Email,Class Year\nAnn,Lee,ann@example.org,1998\nBob,,,2005\nCy,,,\n',
      // "e.g." further down the list, and a narrow list.
      'First Name,Last Name,Email,Class Year\nAnn,Lee,ann@example.org,1998\nBob,Ortiz,bob@example.org,2005\nEg. Cy,Ng,cy@example.org,2001\n',
      'Name,Email\nClass of 1998,\nAnn Lee,ann@example.org\n',
      // Numbers without a total's label in several cells (an ID, a class year, a phone), or an ID or a year alone: a
      // person's.
      'First Name,Last Name,Email,ID,Class Year,Phone\nAnn,Lee,ann@example.org,1002,1998,6175550101\n,,,1003,2001,6175550102\n',
      'First Name,Last Name,Email,ID\nAnn,Lee,ann@example.org,200122\n,,,200123\n',
      'First Name,Last Name,Email,Class Year\nAnn,Lee,ann@example.org,1998\n,,,2001\n',
      // A company or a first name that is the word itself is a person's.
      'Company,First Name,Last Name,Email\nExample Corp,Jane,Doe,jane@examplecorp.com\nAcme,Bob,Ray,bob@acme.com\n',
      'First Name,Last Name,Email,Class Year\nAnn,Lee,ann@example.org,1998\nExample,Smith,ex@example.org,2001\n',
    ];
    for (const text of keep) {
      const { table, notices } = await read(utf8(text));
      expect(table.rows.length, text).toBe(text.trim().split('\n').length - 1);
      expect(notices, text).toEqual([]);
    }
  });
});
