import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src-shared/intake/csv';
import { decodeWindows1252 } from '../../../src-shared/intake/heuristics/legacy-encoding';
import { strayQuote } from '../../../src-shared/intake/heuristics/quotes';
import { noticeHint } from '../../../src-shared/intake/notices';
import { read, readError, utf8 } from './helpers';
import { refusalOf } from '../../helpers/reason-words';

const ROWS = [
  ['First Name', 'Last Name', 'Email', 'Amount'],
  ['José', 'Núñez', 'jose@example.org', '12,50'],
  ['Zoë', "O'Brien", 'zoe@example.org', '3,75'],
  ['Ann', 'Lee', 'ann@example.org', '1,00'],
];

function encodeUtf16(text: string, bigEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 + i * 2 + (bigEndian ? 1 : 0)] = code & 0xff;
    bytes[2 + i * 2 + (bigEndian ? 0 : 1)] = code >> 8;
  }
  return bytes;
}

function encodeWindows1252(text: string): Uint8Array {
  // Latin-1 range characters only in this fixture: one byte each.
  return Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));
}

const csvText = (delimiter: string) =>
  ROWS.map((row) => row.map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell)).join(delimiter)).join('\r\n');

describe('CSV encodings', () => {
  const text = csvText(';');
  const cases: [string, Uint8Array, string][] = [
    ['UTF-8', utf8(text), 'utf-8'],
    ['UTF-8 with BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]), 'utf-8'],
    ['UTF-16 LE with BOM', encodeUtf16(text, false), 'utf-16le'],
    ['UTF-16 BE with BOM', encodeUtf16(text, true), 'utf-16be'],
    ['Windows-1252', encodeWindows1252(text), 'windows-1252'],
  ];
  it.each(cases)('%s round-trips every cell, the BOM gone from the first header', async (_name, bytes, encoding) => {
    const { table, detected } = await read(bytes);
    expect(detected.encoding).toBe(encoding);
    expect(table.headers).toEqual(ROWS[0]);
    expect(table.rows).toEqual(ROWS.slice(1));
    expect(JSON.stringify(table)).not.toContain('\uFFFD');
  });

  it('says when it fell back to Windows-1252', async () => {
    const { notices } = await read(encodeWindows1252(text));
    expect(notices.join(' ')).toMatch(/Windows-1252/);
  });

  it('refuses bytes that are not the encoding asked for, naming the line, instead of replacing them', async () => {
    const error = await readError(encodeWindows1252(text), { encoding: 'utf-8' });
    expect(error.message).toMatch(/not valid UTF-8 text \(first bad bytes on line 2\)/);
  });

  it('says a file is not UTF-16 when asked to read one-byte text so (not "a header with no rows")', async () => {
    // An even number of bytes: an odd one is refused as not valid UTF-16 before this.
    for (const body of ['Names,Email\r\nAnn,ann@example.org\r\n', 'Names,Email\nAnn,ann@example.org\n']) {
      const error = await readError(utf8(body), { encoding: 'utf-16le' });
      expect(error.message).toMatch(/is not UTF-16LE text: read so, it has no line breaks.*Its bytes read as UTF-8/);
      expect(error.details?.join(' ')).toMatch(/Choose UTF-8 as the encoding instead/);
    }
    // Real UTF-16 asked for by name still reads.
    const { table } = await read(encodeUtf16(text, false).subarray(2), { encoding: 'utf-16le' });
    expect(table.rows).toEqual(ROWS.slice(1));
  });

  it('reads the encoding given when it differs from the guess', async () => {
    const { table } = await read(encodeWindows1252('Name\r\nCafé\r\n'), { encoding: 'latin1' });
    expect(table.rows).toEqual([['Café']]);
  });

  it('refuses an encoding it does not know', async () => {
    expect((await readError(utf8(text), { encoding: 'ebcdic' })).message).toMatch(/encoding "ebcdic"/);
    // Names an object has of its own machinery are unknown names too, not a way in.
    expect((await readError(utf8(text), { encoding: 'constructor' })).message).toMatch(
      /encoding "constructor" is not one we read/,
    );
    expect((await readError(utf8(text), { delimiter: 'constructor' })).message).toMatch(
      /delimiter "constructor" is not one we read/,
    );
    // A delimiter's name is a door's word (the CLI's --delimiter tab): the intake takes the character only.
    expect((await readError(utf8(text), { delimiter: 'semicolon' })).message).toMatch(
      /delimiter "semicolon" is not one we read/,
    );
  });
});

describe('Windows-1252 and Mac Roman, the encodings of older Excel CSV', () => {
  /** Each character's byte in an encoding, found by decoding every byte as intake does. */
  function encoderOf(decode: (bytes: Uint8Array) => string): (text: string) => Uint8Array {
    const byteOf = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) byteOf.set(decode(Uint8Array.of(byte)), byte);
    return (text) => Uint8Array.from([...text].map((ch) => byteOf.get(ch) ?? Number.NaN));
  }
  const windows = encoderOf(decodeWindows1252);
  const mac = encoderOf((bytes) => new TextDecoder('macintosh').decode(bytes));
  const NAMES = [
    'René Dubois',
    'José Núñez',
    'Françoise Gérard',
    'Jürgen Müller',
    'Søren Ødegård',
    'Siobhán O’Brien',
    'Zoë Brontë',
    'Ana Peña',
    'Élodie Chéreau',
    'Seán Ó Súilleabháin',
    'Günther Straße',
    'Maëlle Lefèvre',
    'Inês Conceição',
  ];
  const file = (names: string[]) =>
    `Name,Note\r\n${names.map((name, i) => `${name},${i % 2 ? 'Don’t call – “VIP”' : 'Gift €50'}`).join('\r\n')}\r\n`;

  it('reads the Windows-1252 punctuation and euro sign as such, in Node as in browsers (not as control characters)', async () => {
    const text = 'Name,Note\r\nSiobhán O’Brien,“VIP” – gift €50… ™\r\n';
    const { table, detected } = await read(windows(text));
    expect(detected.encoding).toBe('windows-1252');
    expect(table.rows).toEqual([['Siobhán O’Brien', '“VIP” – gift €50… ™']]);
    expect(decodeWindows1252(Uint8Array.of(0x81, 0x8d, 0x8f, 0x90, 0x9d))).toBe('\u0081\u008d\u008f\u0090\u009d'); // the five bytes it leaves undefined
  });

  it('reads a list saved by Excel for Mac as Mac Roman, and says so naming the other choice', async () => {
    const text = file(NAMES);
    const { table, detected, notices } = await read(mac(text));
    expect(detected.encoding).toBe('macintosh');
    expect(table.rows.map((row) => row[0])).toEqual(NAMES);
    expect(notices[0]).toMatch(
      /read as Mac Roman .*choose its encoding: Windows-1252, if it came from Excel for Windows .*; or Windows-1250/,
    );
  });

  it('keeps Windows-1252 for the same list in Windows-1252, and for every name of it alone (Windows-1252 when in doubt)', async () => {
    expect((await read(windows(file(NAMES)))).detected.encoding).toBe('windows-1252');
    for (const name of NAMES) {
      const { detected, table } = await read(windows(file([name])));
      expect(detected.encoding, name).toBe('windows-1252');
      expect(table.rows[0]![0]).toBe(name);
    }
  });

  const central = encoderOf((bytes) => new TextDecoder('windows-1250').decode(bytes));
  const CENTRAL = ['Lech Wałęsa', 'Małgorzata Żak', 'Paweł Śliwa', 'Łukasz Jóźwiak', 'Ľubica Šťastná'];

  it('reads a Polish or Slovak list saved by Excel for Windows as Windows-1250, its ł, ż and ľ as letters', async () => {
    const { table, detected, notices } = await read(central(file(CENTRAL)));
    expect(detected.encoding).toBe('windows-1250');
    expect(table.rows.map((row) => row[0])).toEqual(CENTRAL);
    expect(notices[0]).toMatch(
      /read as Windows-1250 \(Central European.*"Wałęsa": if that looks wrong, choose its encoding: Windows-1252.*; or Mac Roman/,
    );
  });

  it('keeps Western names Windows-1252 though Windows-1250 reads most of their letters too', async () => {
    // Read as Windows-1250, è is č and ñ is ń: no symbol tells the two apart, so Windows-1252 stays.
    const { detected, notices } = await read(windows(file(NAMES)));
    expect(detected.encoding).toBe('windows-1252');
    expect(notices[0]).toMatch(
      /now reads "René": if that looks wrong, choose its encoding: Windows-1250, for Polish, Czech, Slovak or Hungarian names; or Mac Roman/,
    );
    // Nº and 1ª beside letters are Portuguese and Spanish ordinals, not a misread ş.
    const portuguese = windows(
      'Name,Address\r\nInês Conceição,"Rua da Prata, Nº 12"\r\nJoão Simões,"Av. Brasil, Nº 7, 1ª"\r\n',
    );
    expect((await read(portuguese)).detected.encoding).toBe('windows-1252');
  });

  it('reads Windows-1250 when asked: a Czech name Windows-1252 would read as Dvoøák', async () => {
    const bytes = central('Name\r\nAntonín Dvořák\r\n');
    expect((await read(bytes)).table.rows).toEqual([['Antonín Dvoøák']]); // the guess cannot tell
    const { table, detected } = await read(bytes, { encoding: 'cp1250' });
    expect(detected.encoding).toBe('windows-1250');
    expect(table.rows).toEqual([['Antonín Dvořák']]);
  });

  // The same four-column list, two people, as Excel saves CSV on a Chinese, Taiwanese, Japanese or Korean computer
  // (bytes from Python's codecs).
  const CJK_FILES = {
    gbk: [
      '4c617374204e616d652c4669727374204e616d652c456d61696c2c436974790acdf52cceb02c77616e67406578616d706c652e636e2cb1b1bea90ac0ee2cc4c82c6c69406578616d706c652e636e2cc9cfbaa30a',
      ['王', '伟', '北京'],
    ],
    big5: [
      '4c617374204e616d652c4669727374204e616d652c456d61696c2c436974790aa4fd2cb0b62c77616e67406578616d706c652e74772cbb4fa55f0ab3af2cacfcacc22c6368656e406578616d706c652e74772cb0aab6af0a',
      ['王', '偉', '臺北'],
    ],
    shift_jis: [
      '4c617374204e616d652c4669727374204e616d652c456d61696c2c436974790a8e5293632c91be98592c79616d616461406578616d706c652e6a702c938c8b9e0a8db293a12c89d48e712c7361746f406578616d706c652e6a702c91e58de30a',
      ['山田', '太郎', '東京'],
    ],
    'euc-kr': [
      '4c617374204e616d652c4669727374204e616d652c456d61696c2c436974790ab1e82cb9cec1d82c6b696d406578616d706c652e6b722cbcadbfef0ac0cc2cbcadbfac2c6c6565406578616d706c652e6b722cbacebbea0a',
      ['김', '민준', '서울'],
    ],
  } as const;
  const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));

  it.each(Object.entries(CJK_FILES))(
    'reads a short list in %s as such, not as Windows-1252 garbled names, and says so',
    async (encoding, [hex, first]) => {
      const { table, detected, notices } = await read(hexBytes(hex));
      expect(detected.encoding).toBe(encoding);
      expect([table.rows[0]![0], table.rows[0]![1], table.rows[0]![3]]).toEqual(first);
      expect(notices[0]).toMatch(
        new RegExp(
          `^The file is not UTF-8: it was read as .*, as Excel saves CSV on a computer set to that language\\. Its first word in that script reads "${first[0]}": if the names look wrong, choose its encoding: `,
        ),
      );
    },
  );

  it('reads a long Chinese list by its statistics, and a long Western one stays Windows-1252', async () => {
    const [hex] = CJK_FILES.gbk;
    const body = hex.slice(hex.indexOf('0a') + 2);
    const long = hexBytes(hex.slice(0, hex.indexOf('0a') + 2) + body.repeat(200));
    expect((await read(long)).detected.encoding).toBe('gbk');
    expect(
      (await read(windows(file(Array.from({ length: 200 }, (_, i) => NAMES[i % NAMES.length]!))))).detected.encoding,
    ).toBe('windows-1252');
  });

  it('reads GBK, Big5, Shift_JIS or EUC-KR when asked, by their usual names too', async () => {
    const { table, detected } = await read(hexBytes(CJK_FILES.shift_jis[0]), { encoding: 'cp932' });
    expect(detected.encoding).toBe('shift_jis');
    expect(table.rows[1]![0]).toBe('佐藤');
    expect((await read(hexBytes(CJK_FILES.gbk[0]), { encoding: 'GB2312' })).detected.encoding).toBe('gbk');
  });

  it('reads Mac Roman when asked, whatever the guess', async () => {
    const { table, detected } = await read(mac('Name\r\nZoë\r\n'), { encoding: 'mac-roman' });
    expect(detected.encoding).toBe('macintosh');
    expect(table.rows).toEqual([['Zoë']]);
  });
});

describe('CSV delimiters', () => {
  it.each([',', ';', '\t', '|'])('detects %j and reads the same table', async (delimiter) => {
    const { table, detected } = await read(utf8(csvText(delimiter)));
    expect(detected.delimiter).toBe(delimiter);
    expect(detected.delimiterDetected).toBe(true);
    expect(table.rows).toEqual(ROWS.slice(1));
  });

  it('is not fooled by decimal commas in a semicolon file', async () => {
    const { detected } = await read(utf8('Name;Gift\nAnn;12,50\nBob;3,75\nCy;1,00\n'));
    expect(detected.delimiter).toBe(';');
  });

  it('takes the delimiter given over the guess', async () => {
    const { table, detected } = await read(utf8('a,b;c\n1,2;3\n'), { delimiter: ';' });
    expect(detected).toMatchObject({ delimiter: ';', delimiterDetected: false });
    expect(table.headers).toEqual(['a,b', 'c']);
  });

  it("says when the delimiter given splits nothing, naming the file's own", async () => {
    const { table, notices, noticeData } = await read(utf8('First Name,Last Name,Email\nAnn,Lee,ann@example.org\n'), {
      delimiter: ';',
    });
    expect(table.headers).toEqual(['First Name,Last Name,Email']);
    expect(notices[0]).toBe(
      'The delimiter given, semicolon, leaves each of the first rows in one cell; the file reads as comma-separated. Leave the delimiter to be detected, or give comma.',
    );
    expect(noticeData[0]).toEqual({ code: 'delimiter-splits-nothing', params: { given: ';', own: ',' } });
    expect(noticeHint(noticeData[0]!)).toEqual({ setting: 'delimiter', detect: true });
    expect((await read(utf8('a;b\n1;2\n'), { delimiter: ';' })).notices).toEqual([]);
  });
});

describe('rows that do not fit the header', () => {
  it("says which rows have values right of the header's last name (an unquoted comma shifted them)", async () => {
    const lines = [
      'First Name,Last Name,City,Class Year',
      ...Array.from({ length: 8 }, (_, i) => `P${i},Q${i},Boston,198${i}`),
    ];
    lines[3] = 'Ann,Lee,Washington, DC,1985';
    lines[6] = 'Bob,Ray,Portland, OR,1990';
    const { table, notices } = await read(utf8(lines.join('\n')));
    expect(table.headers).toEqual(['First Name', 'Last Name', 'City', 'Class Year', 'Column 5']);
    expect(notices).toContainEqual(
      expect.stringMatching(
        /^Rows 4 and 7 have values right of the last column the header names\. A value holding a comma without quotes around it \("Washington, DC"\) splits/,
      ),
    );
  });

  it('says nothing of a column the header leaves unnamed but most rows fill', async () => {
    const { table, notices } = await read(
      utf8(
        'First Name,Last Name,Email,\nAnn,Lee,ann@example.org,vip\nBob,Ray,bob@example.org,vip\nCy,Ro,cy@example.org,\n',
      ),
    );
    expect(table.headers).toEqual(['First Name', 'Last Name', 'Email', 'Column 4']);
    expect(notices.join(' ')).not.toMatch(/right of the last column/);
  });

  it('takes a header row with repeated names over the first person below it', async () => {
    const { detected, table } = await read(
      utf8(
        'First Name,Last Name,Email,Address,City,Country,Address,City,Country\nAnn,Lee,ann@example.org,1 Main St,Boston,US,5 Work Rd,London,UK\n',
      ),
    );
    expect(detected.headerRow).toBe(1);
    expect(table.headers).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Address',
      'City',
      'Country',
      'Address (2)',
      'City (2)',
      'Country (2)',
    ]);
  });

  it('says when the row read as the header holds an email address: a file without a header row', async () => {
    const { table, notices } = await read(utf8('Ann,Lee,ann@example.org,1985\nBob,Kim,bob@example.org,1990\n'));
    expect(table.headers).toEqual(['Ann', 'Lee', 'ann@example.org', '1985']);
    expect(notices[0]).toMatch(
      /^Row 1, read as the header row, holds an email address \("ann@example.org"\): it looks like a person, not column names\. If the file has no header row, add one above the first person \(as it is, row 1 is not imported\)/,
    );
    // A header row chosen by the person is said too: the person on it would not be imported.
    const given = await read(utf8('Ann,Lee,ann@example.org\nBob,Kim,bob@example.org\n'), { headerRow: 1 });
    expect(given.notices).toEqual([
      'Row 1, given as the header row, holds an email address ("ann@example.org"): it looks like a person, not column names. Choose the row that holds the column names: as it is, row 1 is not imported and its cells name the columns.',
    ]);
    expect(given.noticeData.map(noticeHint)).toEqual([{ setting: 'header-row' }]);
    expect((await read(utf8('Name,Email\nAnn Lee,ann@example.org\n'), { headerRow: 1 })).notices).toEqual([]);
  });
});

describe('CSV structure', () => {
  it('keeps quoted line breaks and quotes inside one cell, numbering rows as a spreadsheet does', async () => {
    const { table } = await read(utf8('Name,Note\r\nAnn,"line one\r\nline ""two"""\r\nBob,plain\r\n'));
    expect(table.rows).toEqual([
      ['Ann', 'line one\r\nline "two"'],
      ['Bob', 'plain'],
    ]);
    expect(table.rowNumbers).toEqual([2, 3]);
  });

  it('skips and counts empty rows, keeping the file row numbers of the others', async () => {
    const { table, skippedEmptyRows } = await read(utf8('Name,Email\nAnn,a@x.org\n,\n\nBob,b@x.org\n'));
    expect(skippedEmptyRows).toBe(2);
    expect(table.rowNumbers).toEqual([2, 5]);
  });

  it('takes the total lines an export adds below the data off the table, and says so', async () => {
    const text = 'First,Last,Email\nAnn,Lee,a@x.org\nBob,Ray,b@x.org\n,,\nTotal: 2,,\n152 records\nEnd of report,,\n';
    const { table, notices, skippedEmptyRows } = await read(utf8(text));
    expect(table.rows).toEqual([
      ['Ann', 'Lee', 'a@x.org'],
      ['Bob', 'Ray', 'b@x.org'],
    ]);
    expect(skippedEmptyRows).toBe(1);
    expect(notices).toEqual([
      'Row 5 ("Total: 2") sits below the data and reads as a total line, not a person: it is not imported.',
      'Row 6 ("152 records") sits below the data and reads as a total line, not a person: it is not imported.',
      'Row 7 ("End of report") sits below the data and reads as a total line, not a person: it is not imported.',
    ]);
  });

  it('keeps every row that is not a total line at the very end, in a table wide enough', async () => {
    // A lone name, a total line above the last row, a total line of a two-column list, "Total" beside a word: all rows.
    // ("Total,2," with only numbers beside the label is a total row: set-apart-rows.test.ts.)
    const keep = [
      'First,Last,Email\nAnn,Lee,a@x.org\nTotal,,\nBob,Ray,b@x.org\nCy,,\n',
      'Name,Email\nAnn,a@x.org\nTotal: 1,\n',
      'Name,Email,\nAnn,a@x.org,\nTotal: 1,,\n',
      'First,Last,Email\nTotal,,\n',
      'First,Last,Email\nAnn,Lee,a@x.org\nTotal,Ray,\n',
    ];
    for (const text of keep) {
      const { table, notices } = await read(utf8(text));
      expect(table.rows.length, text).toBe(text.trim().split('\n').length - 1);
      expect(notices, text).toEqual([]);
    }
  });

  it("takes the footer a report tool prints below the data off the table (Salesforce's report name, copyright, organisation), and says so", async () => {
    const text = [
      '"First Name","Last Name","Email"',
      '"Ann","Lee","a@x.org"',
      '"Bob","Ray","b@x.org"',
      '',
      '',
      '"Alumni Contacts"',
      '"Copyright (c) 2000-2026 salesforce.com, inc. All rights reserved."',
      '"Confidential Information - Do Not Distribute"',
      '"Generated By:  Jane Admin  11/24/2026 9:14 AM"',
      '"State University"',
      '',
    ].join('\r\n');
    const { table, notices, skippedEmptyRows } = await read(utf8(text));
    expect(table.rows).toEqual([
      ['Ann', 'Lee', 'a@x.org'],
      ['Bob', 'Ray', 'b@x.org'],
    ]);
    expect(skippedEmptyRows).toBe(2);
    expect(notices).toHaveLength(5);
    expect(notices[0]).toBe(
      'Row 6 ("Alumni Contacts") is part of the footer a report tool printed below the data, not a person: it is not imported.',
    );
    expect(notices[4]).toBe(
      'Row 10 ("State University") is part of the footer a report tool printed below the data, not a person: it is not imported.',
    );
    // A total line above the footer goes too; "Page 1 of 1" alone is a footer line.
    const paged = await read(
      utf8('First,Last,Email\nAnn,Lee,a@x.org\nGrand Total,,\n\nPrinted on 11/24/2026,,\nPage 1 of 1,,\n'),
    );
    expect(paged.table.rows).toEqual([['Ann', 'Lee', 'a@x.org']]);
    expect(paged.notices.map((n) => n.slice(0, 6))).toEqual(['Row 3 ', 'Row 5 ', 'Row 6 ']);
  });

  it('keeps lone values below the data that are not set apart by an empty row, or not a footer', async () => {
    const keep = [
      // No empty row between the data and the lines.
      'First,Last,Email\nAnn,Lee,a@x.org\nCopyright 2026 State University,,\n',
      // Set apart, but nothing reads as a footer: people with one cell filled.
      'First,Last,Email\nAnn,Lee,a@x.org\n,,\nBob,,\nc@x.org,,\n',
      // A footer word in a row of two filled cells is a row.
      'First,Last,Email\nAnn,Lee,a@x.org\n,,\nGenerated by Ann,Lee,\n',
      // A two-column list: a person may fit in one cell.
      'Name,Email\nAnn Lee,a@x.org\n,\nConfidential,\n',
    ];
    for (const text of keep) {
      const { table, notices } = await read(utf8(text));
      expect(table.rows.length, text).toBe(
        text
          .trim()
          .split('\n')
          .filter((line) => line.replaceAll(',', '') !== '').length - 1,
      );
      expect(notices, text).toEqual([]);
    }
    // The data's only row is never taken, whatever it reads.
    const only = await read(utf8('First,Last,Email\n\nConfidential,,\n'));
    expect(only.table.rows).toEqual([['Confidential', '', '']]);
  });

  it('leaves out the rows that repeat the header (a report prints it at the top of each page), and says which', async () => {
    const header = 'First Name,Last Name,Email';
    const { table, notices } = await read(
      utf8(`${header}\nAnn,Lee,a@x.org\n${header}\nBob,Ray,b@x.org\n${header},\nFirst Name,Last Name ,Email\n`),
    );
    expect(table.rows).toEqual([
      ['Ann', 'Lee', 'a@x.org'],
      ['Bob', 'Ray', 'b@x.org'],
    ]);
    expect(table.rowNumbers).toEqual([2, 4]);
    expect(notices).toEqual([
      'Rows 3, 5 and 6 repeat the header row, as a report does at the top of each page: not people, so not imported.',
    ]);
    // A row sharing only some of the header's cells is a row.
    const partly = await read(utf8(`${header}\nAnn,Lee,a@x.org\nFirst Name,Lee,b@x.org\n`));
    expect(partly.table.rows).toHaveLength(2);
    expect(partly.notices).toEqual([]);
    const many = await read(
      utf8(`${header}\n${Array.from({ length: 7 }, (_, i) => `P${i},Lee,p${i}@x.org\n${header}`).join('\n')}\n`),
    );
    expect(many.notices).toEqual([
      'Rows 3, 5, 7, 9, 11 and 2 more repeat the header row, as a report does at the top of each page: not people, so not imported.',
    ]);
  });

  it('finds the header row under title rows, and lets it be overridden', async () => {
    const text = 'Alumni export\nJune 2025\n\nFirst Name,Last Name,Email\nAnn,Lee,a@x.org\nBob,Ray,b@x.org\n';
    const detected = await read(utf8(text));
    expect(detected.detected).toMatchObject({ headerRow: 4, headerRowDetected: true });
    expect(detected.table.headers).toEqual(['First Name', 'Last Name', 'Email']);
    expect(detected.previewRows[0]).toEqual(['Alumni export']);
    const chosen = await read(utf8(text), { headerRow: 5 });
    expect(chosen.detected).toMatchObject({ headerRow: 5, headerRowDetected: false });
    expect(chosen.table.headers).toEqual(['Ann', 'Lee', 'a@x.org']);
  });

  it('reads a header our errors file guarded ("\'=Total") as it was first written', async () => {
    const { table } = await read(utf8("Name,'=Total,'+1 Phone,'Neill\r\nAnn,3,555,x\r\n"));
    expect(table.headers).toEqual(['Name', '=Total', '+1 Phone', "'Neill"]);
  });

  it('names blank and repeated headers, and gives extra cells a column instead of dropping them', async () => {
    const { table } = await read(utf8('Email,,Email\na@x.org,1,b@x.org,extra\n'));
    expect(table.headers).toEqual(['Email', 'Column 2', 'Email (2)', 'Column 4']);
    expect(table.rows[0]).toEqual(['a@x.org', '1', 'b@x.org', 'extra']);
  });

  it('reads a quote that is never closed as a character of its cell, keeping the rows below, and says so', async () => {
    const { table, notices } = await read(
      utf8(
        'Name,Note,Email\r\nAnn,"Met at reunion,ann@example.org\r\nBob,x,bob@example.org\r\nCy,y,cy@example.org\r\n',
      ),
    );
    expect(table.rows).toEqual([
      ['Ann', '"Met at reunion', 'ann@example.org'],
      ['Bob', 'x', 'bob@example.org'],
      ['Cy', 'y', 'cy@example.org'],
    ]);
    expect(notices).toEqual([
      `Row 2: a quote (") opens the cell '"Met at reunion' but is never closed. Read as a quote it would swallow the rest of the file into that cell: it was read as part of the cell instead, which ends at the next comma or line break, and the lines below as rows. Check that cell.`,
    ]);
  });

  it('finds the unclosed quote past quoted line breaks and doubled quotes, and repairs each of several', async () => {
    const text = 'Name;Note\n"Ann ""A"" Lee";"two\nlines"\nBob;"open\nCy;"also open\nDi;ok\n';
    expect(strayQuote(text, ';')).toEqual({ start: text.indexOf('"open'), end: text.indexOf('"open') + 5, row: 3 });
    const { table, notices } = await read(utf8(text));
    expect(table.rows).toEqual([
      ['Ann "A" Lee', 'two\nlines'],
      ['Bob', '"open'],
      ['Cy', '"also open'],
      ['Di', 'ok'],
    ]);
    expect(notices.map((n) => n.slice(0, 6))).toEqual(['Row 3:', 'Row 4:']);
    expect(strayQuote('a,"closed"\r\nb,"x""y",c\r\n', ',')).toBeUndefined();
  });
});

describe('CSV files without quotes (read a slice at a time)', () => {
  /** About 1.5 MB: several slices, with empty lines and short rows falling anywhere, boundaries included. */
  function quoteFreeText(newline: string): string {
    const lines = ['Id,Name,Email,Note'];
    for (let i = 0; i < 50_000; i++) {
      if (i % 997 === 0) lines.push('');
      lines.push(i % 1_013 === 0 ? `${i},short` : `${i},Name ${i},n${i}@example.org,${'x'.repeat(i % 7)}`);
    }
    return lines.join(newline) + newline;
  }

  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ] as const)('gives the same rows as one papaparse read of the whole text (%s)', async (_name, newline) => {
    const text = quoteFreeText(newline);
    expect(text.length).toBeGreaterThan(3 * 512 * 1024);
    const whole = Papa.parse<string[]>(text, { delimiter: ',', newline }).data;
    whole.pop(); // the final line break
    const { rows } = await parseCsv(text, ',', 1_000_000);
    expect(rows).toEqual(whole);
    const { table, skippedEmptyRows } = await read(utf8(text));
    expect(table.rows).toHaveLength(50_000);
    expect(skippedEmptyRows).toBe(51); // i = 0, 997, ... 49,850
    expect(table.rows[49_999]).toEqual(['49999', 'Name 49999', 'n49999@example.org', 'xxxxx']);
  });

  it('refuses more rows than one import takes', async () => {
    expect((await refusalOf(parseCsv(quoteFreeText('\n'), ',', 10_000))).message).toMatch(/more than 10,000 rows/);
  });

  it('counts people and the header against the limit, not blank lines', async () => {
    const people = (n: number) => Array.from({ length: n }, (_, i) => `Ann${i},Lee,a${i}@example.org`).join('\n');
    for (const quote of ['', '"']) {
      // The quoted form goes through papaparse's streaming parser, the other through the quote-free path.
      const header = `${quote}First${quote},Last,Email`;
      await expect(parseCsv(`\n\n${header}\n${people(3)}\n\n`, ',', 3), quote).resolves.toMatchObject({
        rows: expect.any(Array),
      });
      expect((await refusalOf(parseCsv(`\n\n${header}\n${people(4)}\n`, ',', 3))).message, quote).toMatch(
        /more than 3 rows/,
      );
    }
  });
});

describe('files intake refuses, with the reason', () => {
  it('an empty file', async () => {
    expect((await readError(new Uint8Array(0))).message).toMatch(/is empty \(0 bytes\)/);
  });
  it('a file of blank lines', async () => {
    expect((await readError(utf8('\n\n , \n'))).message).toMatch(/holds no data/);
  });
  it('a header row with no data', async () => {
    expect((await readError(utf8('First Name,Last Name,Email\n'))).message).toMatch(
      /header row \(row 1\) but no data rows/,
    );
  });
  it('binary garbage', async () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256);
    expect((await readError(garbage, { fileName: 'list.csv' })).message).toMatch(
      /neither text \(CSV\) nor an Excel workbook/,
    );
  });
  it("a stray NUL byte near the top is its row's problem, not a reason to refuse the file", async () => {
    const lines = [
      'First Name,Last Name,Email',
      ...Array.from({ length: 40 }, (_, i) => `Ann${i},Lee,ann${i}@example.org`),
    ];
    lines[5] = 'Bob,Ray\u0000,bob@example.org';
    const { table } = await read(utf8(`${lines.join('\n')}\n`));
    expect(table.rows).toHaveLength(40);
    expect(table.rows[4]).toEqual(['Bob', 'Ray\u0000', 'bob@example.org']);
    // A few NULs among many bytes are no binary file; a run of them is.
    const nuls = new Uint8Array(2000).fill(0x41);
    for (let i = 0; i < 30; i++) nuls[i * 50] = 0;
    expect((await readError(nuls, { fileName: 'list.csv' })).message).toMatch(
      /neither text \(CSV\) nor an Excel workbook/,
    );
  });
  it('a PDF named .csv', async () => {
    expect((await readError(utf8('%PDF-1.7\n...'), { fileName: 'list.csv' })).message).toMatch(/is a PDF document/);
  });
  it('a header row number beyond the file', async () => {
    expect((await readError(utf8('a,b\n1,2\n'), { headerRow: 9 })).message).toMatch(/no row 9/);
  });
});
