// Every notice code of the intake is worded by every door's table: a sentence from the parameters (no hole, no
// "undefined"), and where the notice has a hint, the door's way to that setting after it (the CLI its flag, the
// window its step and control). Hints are found by code, so the same notice in other words keeps its hint. The notes
// on the mapping's columns likewise.
import { describe, expect, it } from 'vitest';
import { CLI_COLUMN_NOTE_WORDS, CLI_NOTICE_WORDS, cliColumnNote, cliNotice } from '../../../src-main/cli/notice-words';
import {
  COLUMN_NOTE_CODES,
  wordColumnNote,
  type ColumnNote,
  type ColumnNoteCode,
  type ColumnNoteParams,
  type ColumnNoteWordsTable,
} from '../../../src-shared/mapping/column-note-codes';
import {
  NOTICE_CODES,
  noticeHint,
  wordNotice,
  type Notice,
  type NoticeCode,
  type NoticeParams,
  type NoticeWordsTable,
} from '../../../src-shared/intake/notices';
import {
  WIZARD_COLUMN_NOTE_WORDS,
  WIZARD_NOTICE_WORDS,
  wizardColumnNote,
  wizardNotice,
} from '../../../src-renderer/src/lib/notice-words';

/** One or more notices of every code (the type makes a missing code fail to compile). */
const SAMPLES: { [C in NoticeCode]: NoticeParams[C][] } = {
  'hidden-rows': [{ rows: [5] }, { rows: [5, 6, 7, 8, 20, 44, 50, 52, 54, 56] }],
  'hidden-columns': [
    { columns: [{ header: 'Spouse Email', letters: 'D' }] },
    { columns: 'ABCDEFG'.split('').map((letters) => ({ header: `Note ${letters}`, letters })) },
  ],
  'overflow-csv': [
    { rows: [3], delimiter: ',' },
    { rows: [3, 4], delimiter: ';' },
  ],
  'overflow-sheet': [{ rows: [3] }, { rows: [3, 4, 5, 6, 7, 9] }],
  'rows-above-given-header': [
    { above: 1, headerRow: 3, detectedRow: 1 },
    { above: 2, headerRow: 4, detectedRow: 1 },
  ],
  'given-header-holds-email': [{ headerRow: 1, email: 'ann@example.org' }],
  'read-header-holds-email': [{ headerRow: 1, email: 'ann@example.org' }],
  'group-header': [{ row: 1, groups: ['Work Address', 'Home Address'], renamed: ['Work Address Street'] }],
  'repeated-header': [{ rows: [40] }, { rows: [40, 80] }],
  'total-row': [{ row: 12, text: 'Total' }],
  'subtotal-row': [{ row: 6, text: 'Subtotal 1990' }],
  'footer-row': [{ row: 14, text: 'Printed on 11/24/2026 by the alumni office reporting tool, page 1 of 1' }],
  'section-row': [{ row: 2, text: 'Class of 1990' }],
  'example-row': [{ row: 2, text: 'e.g. Ann' }],
  'sheet-passed-over': [{ passed: 'Instructions', read: 'Data' }],
  'bigger-sheet': [
    { read: 'Instructions', readRows: 2, others: [{ name: 'Data', rows: 6 }] },
    { read: 'Summary', readRows: null, others: [{ name: 'Data', rows: 12000 }] },
  ],
  'formulas-without-result': [
    { count: 1, cells: ['E6'] },
    { count: 7, cells: ['D2', 'D3', 'D4', 'D5', 'D6'] },
  ],
  'unreadable-cells': [{ count: 1 }, { count: 3 }],
  'delimiter-splits-nothing': [{ given: ';', own: ',' }],
  'replacement-characters': [{ row: 2 }],
  'encoding-given-but-utf8': [{ encoding: 'windows-1252', word: 'RenÃ©', utf8Word: 'René' }],
  'legacy-encoding': [{ encoding: 'windows-1252', line: 2, word: 'René' }, { encoding: 'macintosh' }],
  'mixed-encodings': [{ encoding: 'windows-1250', line: 40 }],
  'cjk-encoding': [{ encoding: 'shift_jis', word: '山田' }, { encoding: 'gbk' }],
  'quote-read-as-character': [
    { row: 2, cell: '"Lee', delimiter: ',' },
    { row: 3, cell: '"Met at reunion in the spring of 1999, with the whole class', delimiter: ';' },
  ],
  'quote-never-closed': [{ row: 3 }],
  'quote-inside-cell': [{ row: 3 }],
  'translated-cells': [
    {
      dictionary: 'Registrar',
      header: 'Gender',
      cells: 12,
      readings: [
        { from: 'Woman', to: 'f', count: 9 },
        { from: 'W', to: 'f', count: 3 },
      ],
      more: 2,
    },
  ],
};

const notices: Notice[] = NOTICE_CODES.flatMap((code) =>
  (SAMPLES[code] as NoticeParams[NoticeCode][]).map((params) => ({ code, params }) as Notice),
);

const DOORS: [string, NoticeWordsTable, (notice: Notice) => string, RegExp, RegExp][] = [
  ['the command line', CLI_NOTICE_WORDS, cliNotice, /In the command: /, /In the app/],
  ['the window', WIZARD_NOTICE_WORDS, wizardNotice, /In the app: /, /--[a-z]|In the command/],
];

describe('every notice code, worded by every door', () => {
  it('lists each code once, and each door words exactly those codes', () => {
    expect(new Set(NOTICE_CODES).size).toBe(NOTICE_CODES.length);
    for (const [, table] of DOORS) expect(Object.keys(table).sort()).toEqual([...NOTICE_CODES].sort());
  });

  it.each(DOORS)('%s words every notice from its parameters', (_door, table, say, ownWay, otherWay) => {
    for (const notice of notices) {
      const words = wordNotice(table, notice);
      expect(words, notice.code).toMatch(/^\S.*\.$/s);
      expect(words, notice.code).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
      const said = say(notice);
      const hint = noticeHint(notice);
      // A notice with a hint says where its setting is, in the door's own way; one without is its words alone.
      if (hint) expect(said, notice.code).toMatch(ownWay);
      else expect(said, notice.code).toBe(words);
      expect(said, notice.code).not.toMatch(otherWay);
      expect(said.startsWith(words), notice.code).toBe(true);
    }
  });

  it('finds the hint by code, whatever the words: the header row, the sheet, the encoding, the delimiter', () => {
    const hints = Object.fromEntries(notices.map((notice) => [notice.code, noticeHint(notice)?.setting ?? null]));
    expect(hints).toMatchObject({
      'rows-above-given-header': 'header-row',
      'given-header-holds-email': 'header-row',
      'read-header-holds-email': 'header-row',
      'sheet-passed-over': 'sheet',
      'bigger-sheet': 'sheet',
      'delimiter-splits-nothing': 'delimiter',
      'encoding-given-but-utf8': 'encoding',
      'legacy-encoding': 'encoding',
      'mixed-encodings': 'encoding',
      'cjk-encoding': 'encoding',
      'hidden-rows': null,
      'translated-cells': null,
    });
    expect(noticeHint({ code: 'bigger-sheet', params: SAMPLES['bigger-sheet'][0]! })).toEqual({
      setting: 'sheet',
      sheet: 'Data',
    });
  });
});

/** One or more notes of every column note code (the type makes a missing code fail to compile). */
const NOTE_SAMPLES: { [C in ColumnNoteCode]: ColumnNoteParams[C][] } = {
  'repeated-headers': [{ headers: ['Email'] }, { headers: ['Email', 'Phone', 'City', 'State', 'ZIP'] }],
  'mailchimp-whole-address': [{ header: 'Address' }],
  'mailchimp-left-list': [
    { header: 'UNSUB_TIME', unsubscribed: true },
    { header: 'CLEAN_TIME', unsubscribed: false },
  ],
  'city-state-zip': [{ header: 'City/State/Zip' }],
  'contact-preference': [{ header: 'Email Opt-in' }, { header: 'No Email', unsubscribeHeader: 'Opted Out' }],
  'gender-h-m': [{ header: 'Sexo' }],
  'gender-not-given': [{ header: 'Gender', values: ['Unspecified', 'U'] }],
  'birthday-without-year': [
    { header: 'Birthday', example: '03/14' },
    { header: 'Birthday', example: 'July 4', yearHeader: 'Birth Year' },
  ],
  'address-partly-work': [{ typeHeader: 'Address 1 - Type' }],
  'address-block-left-out': [
    { headers: ['Address 2 - Street'], block: 2 },
    { headers: ['Address 2 - Street', 'Address 2 - City', 'Address 2 - State', 'Address 2 - ZIP'], block: 2 },
  ],
  'part-already-whole': [{ part: 'area-code', header: 'Area Code', wholeHeader: 'Phone' }],
  'part-of-column': [
    ...(['area-code', 'country-calling-code', 'extension', 'zip-extension'] as const).map((part) => ({
      part,
      header: 'Part',
      wholeHeader: 'Whole',
      partFirst: true,
    })),
    {
      part: 'house-number',
      header: 'Nr',
      wholeHeader: 'Street',
      partSample: '1',
      wholeSample: 'Damrak',
      partFirst: false,
    },
    { part: 'last-name-prefix', header: 'Tussenvoegsel', wholeHeader: 'Achternaam', partFirst: true },
    { part: 'second-surname', header: 'Segundo Apellido', wholeHeader: 'Apellido', partFirst: false },
    {
      part: 'area-code',
      header: 'Area',
      wholeHeader: 'Number',
      partSample: '617',
      wholeSample: '5550123',
      partFirst: true,
    },
  ],
};

const columnNotes: ColumnNote[] = COLUMN_NOTE_CODES.flatMap((code) =>
  (NOTE_SAMPLES[code] as ColumnNoteParams[ColumnNoteCode][]).map((params) => ({ code, params }) as ColumnNote),
);

describe('every column note code, worded by every door', () => {
  const hint = { setting: 'value-for-every-row', field: 'unsubscribe', example: '1' } as const;
  const doors: [string, ColumnNoteWordsTable, (note: ColumnNote) => string, RegExp][] = [
    ['the command line', CLI_COLUMN_NOTE_WORDS, (note) => cliColumnNote({ note, hint }), /In the command: --set/],
    ['the window', WIZARD_COLUMN_NOTE_WORDS, (note) => wizardColumnNote(note, hint), /In the app: /],
  ];

  it('lists each code once, and each door words exactly those codes', () => {
    expect(new Set(COLUMN_NOTE_CODES).size).toBe(COLUMN_NOTE_CODES.length);
    for (const [, table] of doors) expect(Object.keys(table).sort()).toEqual([...COLUMN_NOTE_CODES].sort());
  });

  it.each(doors)('%s words every note from its parameters, and its hint its own way', (_door, table, say, ownWay) => {
    for (const note of columnNotes) {
      const words = wordColumnNote(table, note);
      expect(words, note.code).toMatch(/^\S.*\.$/s);
      expect(words, note.code).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
      expect(say(note), note.code).toMatch(ownWay);
      expect(say(note).startsWith(words), note.code).toBe(true);
    }
  });
});
