import { describe, expect, it } from 'vitest';
import { read, readError, utf8 } from './helpers';

const bytes = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe("Excel's sep= line", () => {
  it('is a directive naming the delimiter, not a row: rows are numbered as Excel shows them', async () => {
    const text =
      'sep=;\r\nFirst Name;Last Name;Email;Gift\r\nAnn;Lee;ann@example.org;12,50\r\nBob;Ray;bob@example.org;100,00\r\n';
    const { table, detected } = await read(utf8(`\ufeff${text}`));
    expect(detected).toMatchObject({ delimiter: ';', headerRow: 1 });
    expect(table.headers).toEqual(['First Name', 'Last Name', 'Email', 'Gift']);
    expect(table.rowNumbers).toEqual([2, 3]);
    // The header row given counts as Excel does: row 1 is the line after the directive.
    expect((await read(utf8(text), { headerRow: 1 })).table.headers).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Gift',
    ]);
  });
});

describe('the line of the first bytes that are not UTF-8', () => {
  it.each([
    ['CR (old Mac)', '\r'],
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('counts %s line breaks', async (_name, newline) => {
    const { notices } = await read(bytes(['First Name,Last Name,Email', 'Ren\u00e9,Lee,r@x.org', ''].join(newline)));
    expect(notices[0]).toContain('(the first bytes that are not UTF-8 are on line 2)');
  });
});

describe('--encoding iso-8859-15 (Latin-9)', () => {
  it('reads the euro sign and accented letters, and names Latin-9 among the encodings we read', async () => {
    const { table, detected } = await read(
      bytes('First Name,Last Name,Email\nRen\u00e9,M\u00fcller \u00a4,r@x.org\n'),
      { encoding: 'latin-9' },
    );
    expect(detected.encoding).toBe('iso-8859-15');
    expect(table.rows).toEqual([['René', 'Müller €', 'r@x.org']]);
    expect((await readError(utf8('a,b\n'), { encoding: 'iso-8859-2' })).details?.join(' ')).toContain(
      'iso-8859-15 (latin-9)',
    );
  });
});
