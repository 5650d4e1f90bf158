// The app's words for every notice of the intake, by code (src-shared/intake/notices.ts): parameters in, one
// sentence out. Pure TypeScript over src-shared: the CLI's table starts from it (decision 0007), and each door adds
// where a setting is from the notice's hint.
import { counted } from '../../../../src-shared/english';
import { CJK_ENCODINGS } from '../../../../src-shared/intake/cjk-encodings';
import { delimiterName } from '../../../../src-shared/intake/delimiters';
import { encodingLabel } from '../../../../src-shared/intake/encoding-names';
import type { LegacyEncoding, NoticeWordsTable } from '../../../../src-shared/intake/notices';
import { atMostFive, listed, rowList, rowRanges } from './list-words';

const LEGACY_NAMES: Record<LegacyEncoding, { read: string; choice: string }> = {
  'windows-1252': {
    read: 'Windows-1252 (Western European, Excel for Windows)',
    choice: 'Windows-1252, if it came from Excel for Windows in Western Europe or the Americas',
  },
  'windows-1250': {
    read: 'Windows-1250 (Central European: Polish, Czech, Slovak, Hungarian, from Excel for Windows), in which its accented letters make words',
    choice: 'Windows-1250, for Polish, Czech, Slovak or Hungarian names',
  },
  macintosh: {
    read: 'Mac Roman (what Excel for Mac saves as CSV), in which its accented letters make words',
    choice: 'Mac Roman, if it came from Excel for Mac',
  },
};

const notUtf8 = (encoding: LegacyEncoding, line: number | undefined): string =>
  `The file is not UTF-8: it was read as ${LEGACY_NAMES[encoding].read}` +
  `${line ? ` (the first bytes that are not UTF-8 are on line ${line})` : ''}.`;

const quoted = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** A row set apart, said as one sentence: "Row 12 ("Total") sits below the data ..., not a person: ..." */
const setApart =
  (why: string) =>
  ({ row, text }: { row: number; text: string }): string =>
    `Row ${row} ("${quoted(text)}") ${why}, not a person: it is not imported.`;

export const NOTICE_WORDS: NoticeWordsTable = {
  'hidden-rows': ({ rows }) =>
    `${rows.length > 1 ? `${rows.length} rows of the sheet (rows ${rowRanges(rows)}) are hidden` : `Row ${rows[0]} of the sheet is hidden`}` +
    ' in Excel, by a filter or by hand, and read and checked like the rows shown. To import only the rows shown,' +
    ' delete the hidden ones in Excel (or copy the rows shown to a new sheet) and save.',
  'hidden-columns': ({ columns }) => {
    const named = columns.map(({ header, letters }) => `"${header}" (${letters})`);
    const shown = named.length > 5 ? listed(named.slice(0, 5), named.length - 5) : named.join(', ');
    const many = named.length > 1;
    return `${many ? 'Columns' : 'Column'} ${shown} ${many ? 'are' : 'is'} hidden in Excel, and read like the others: check how ${many ? 'each is' : 'it is'} mapped.`;
  },
  'overflow-csv': ({ rows, delimiter }) => {
    const name = delimiterName(delimiter);
    return (
      `${overflowRows(rows)} right of the last column the header names. A value holding a ${name} without quotes ` +
      `around it${name === 'comma' ? ' ("Washington, DC")' : ''} splits in two and moves the cells after it one ` +
      `column to the right: check ${rows.length > 1 ? 'those rows' : 'that row'} in the file.`
    );
  },
  'overflow-sheet': ({ rows }) =>
    `${overflowRows(rows)} right of the last column the header names. Check ${rows.length > 1 ? 'those rows' : 'that row'} ` +
    'in the sheet: a value typed one column too far right is not imported.',
  'rows-above-given-header': ({ above, headerRow, detectedRow }) =>
    `${above > 1 ? `The ${above} rows with values above row ${headerRow}, the header row given, are` : `The row with values above row ${headerRow}, the header row given, is`}` +
    ` not read (the header row detected is row ${detectedRow}). If the list starts higher, choose its own header row.`,
  'given-header-holds-email': ({ headerRow, email }) =>
    `Row ${headerRow}, given as the header row, holds an email address ("${email}"): it looks like a person, not ` +
    `column names. Choose the row that holds the column names: as it is, row ${headerRow} is not imported and its ` +
    'cells name the columns.',
  'read-header-holds-email': ({ headerRow, email }) =>
    `Row ${headerRow}, read as the header row, holds an email address ("${email}"): it looks like a person, not ` +
    `column names. If the file has no header row, add one above the first person (as it is, row ${headerRow} is ` +
    'not imported); otherwise choose the header row.',
  'group-header': ({ row, groups, renamed }) =>
    `Row ${row} names groups of columns (${listed(groups.map((g) => `"${g}"`))}): the names the header row ` +
    `repeats are read with their group's, as ${atMostFiveQuoted(renamed)}.`,
  'repeated-header': ({ rows }) =>
    `${rows.length > 1 ? `Rows ${rowList(rows)} repeat` : `Row ${rowList(rows)} repeats`} the header row, as a ` +
    'report does at the top of each page: not people, so not imported.',
  'total-row': setApart('sits below the data and reads as a total line'),
  'subtotal-row': setApart('reads as a subtotal within the list'),
  'footer-row': setApart('is part of the footer a report tool printed below the data'),
  'section-row': setApart('is the heading of a section of the list'),
  'example-row': setApart('is the template\'s example of how to fill in a row (it starts with "e.g." or "example")'),
  'sheet-passed-over': ({ passed, read }) =>
    `The sheet "${passed}" holds text in one column (instructions or notes), not a list: the sheet "${read}" was ` +
    `read instead. If the list is on "${passed}", choose that sheet.`,
  'bigger-sheet': ({ read, readRows, others }) => {
    const named = others.map((other) => `"${other.name}" (${other.rows.toLocaleString('en-US')} rows)`).join(', ');
    const size = readRows !== null ? ` (${readRows.toLocaleString('en-US')} rows)` : '';
    return `The first sheet with data, "${read}"${size}, was read; the workbook also has ${named}. If the list is there, choose that sheet.`;
  },
  'formulas-without-result': ({ count, cells }) =>
    `${counted(count, 'formula cell')} ${count === 1 ? 'has' : 'have'} no saved result and ` +
    `${count === 1 ? 'reads' : 'read'} as empty (${listed(cells, count - cells.length)}): open the file in Excel ` +
    'and save it so the results are stored.',
  'unreadable-cells': ({ count }) =>
    `${counted(count, 'cell')} ${count === 1 ? 'holds' : 'hold'} a kind of value we cannot read as text and ` +
    `${count === 1 ? 'reads' : 'read'} as empty.`,
  'delimiter-splits-nothing': ({ given, own }) =>
    `The delimiter given, ${delimiterName(given)}, leaves each of the first rows in one cell; the file reads as ` +
    `${delimiterName(own)}-separated. Leave the delimiter to be detected, or give ${delimiterName(own)}.`,
  'replacement-characters': ({ row }) =>
    `The file already holds replacement characters (\uFFFD), first on row ${row}: some text was damaged before ` +
    'this file was saved. Check those cells.',
  'encoding-given-but-utf8': ({ encoding, word, utf8Word }) =>
    `The file was read as ${encodingLabel(encoding)}, as asked, but its bytes are also valid UTF-8 text, which a ` +
    `file in another encoding hardly ever is: its first word beyond plain letters reads "${word}" so, and ` +
    `"${utf8Word}" as UTF-8. If the names look wrong, leave the encoding to be detected.`,
  'legacy-encoding': ({ encoding, line, word }) => {
    const others = (Object.keys(LEGACY_NAMES) as LegacyEncoding[])
      .filter((other) => other !== encoding)
      .map((other) => LEGACY_NAMES[other].choice);
    const shown = word
      ? ` Its first word with an accented letter now reads "${word}": if that looks wrong,`
      : ' If accented letters look wrong,';
    return `${notUtf8(encoding, line)}${shown} choose its encoding: ${others.join('; or ')}.`;
  },
  'mixed-encodings': ({ encoding, line }) =>
    `${notUtf8(encoding, line)} The lines before it hold UTF-8 text, so the file probably mixes two encodings ` +
    '(two exports pasted together?): accented letters on those lines will look wrong (é as Ã©). Save the whole ' +
    'list again as "CSV UTF-8".',
  'cjk-encoding': ({ encoding, word }) => {
    const others = CJK_ENCODINGS.filter((other) => other.encoding !== encoding).map((other) => other.choice);
    return (
      `The file is not UTF-8: it was read as ${encodingLabel(encoding)}, as Excel saves CSV on a computer set to ` +
      `that language.${word ? ` Its first word in that script reads "${word}":` : ''} if the names look wrong, ` +
      `choose its encoding: ${others.join('; ')}; or save the list again as "CSV UTF-8".`
    );
  },
  'quote-read-as-character': ({ row, cell, delimiter }) =>
    `Row ${row}: a quote (") opens the cell '${cell.length > 40 ? `${cell.slice(0, 37)}...` : cell}' but is never ` +
    'closed. Read as a quote it would swallow the rest of the file into that cell: it was read as part of the cell ' +
    `instead, which ends at the next ${delimiterName(delimiter)} or line break, and the lines below as rows. Check ` +
    'that cell.',
  'quote-never-closed': ({ row }) =>
    `Row ${row}: a quote (") opens a cell but is never closed; everything after it up to the end of the file was ` +
    'read into that cell. Check the file.',
  'quote-inside-cell': ({ row }) =>
    `Row ${row}: a quote (") inside a cell that is not quoted; the cell was read as written.`,
  'translated-cells': ({ dictionary, header, cells, readings, more }) =>
    `${cells} cell${cells === 1 ? '' : 's'} of "${header}" translated by dictionary ${dictionary}: ` +
    `${readings.map(({ from, to, count }) => `${from} -> ${to} (${count})`).join(', ')}` +
    `${more > 0 ? `, and ${more} more` : ''}.`,
};

function overflowRows(rows: readonly number[]): string {
  return rows.length > 1 ? `Rows ${rowList(rows)} have values` : `Row ${rowList(rows)} has a value`;
}

function atMostFiveQuoted(names: readonly string[]): string {
  return atMostFive(names.map((name) => `"${name}"`));
}
