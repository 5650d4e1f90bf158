// The app's words for why a file cannot be read (src-shared/problems/reasons.ts): the message, then what to do.
// A JSON file's issues are worded by json-issue-words.ts.
// Pure TypeScript: the command line starts from this table too (src-main/cli/words/reason-words.ts).
import { encodingLabel } from '../../../../src-shared/intake/encoding-names';
import { INTAKE_LIMITS } from '../../../../src-shared/intake/limits';
import type { TextEncodingName } from '../../../../src-shared/intake/types';
import { invalidJsonWords, placedIssueLines, sourceWords } from './json-issue-words';
import type {
  BombWhy,
  DamageWhy,
  MarkupKind,
  OtherFileKind,
  ReasonWords,
  ReasonWordsTable,
  ZipKind,
} from '../../../../src-shared/problems/reasons';

const MB = 1024 * 1024;
const say = (message: string, ...details: string[]): ReasonWords => ({ message, details });
const upper = (encoding: string): string => encoding.toUpperCase();
const thousands = (count: number): string => count.toLocaleString('en-US');
const label = (encoding: string): string => encodingLabel(encoding as TextEncodingName);

const RESAVE = 'Open it in Excel and save it as "Excel Workbook (.xlsx)" or "CSV UTF-8", then choose the new file.';
const CHOOSE_LIST = 'Choose the .xlsx or .csv file holding the list.';

const OTHER_KINDS: Record<OtherFileKind, string> = {
  pdf: 'a PDF document',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  gzip: 'a gzip archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
};

const MARKUP_KINDS: Record<MarkupKind, string> = {
  'excel-2003-xml': 'an Excel 2003 XML spreadsheet',
  html: 'a web page (HTML)',
  xml: 'an XML file',
};

function bombWords(why: BombWhy): string {
  switch (why.kind) {
    case 'zip64':
      return 'it is a ZIP64 archive, a form meant for contents over 4 GB';
    case 'parts':
      return `it holds ${why.count} parts`;
    case 'part-size':
      return `one part (${why.part}) would unpack to ${why.megabytes} MB`;
    case 'part-ratio':
      return `one part (${why.part}) is packed ${why.ratio} times smaller than its content`;
    case 'total':
      return `it would unpack to ${why.megabytes} MB`;
    case 'unpacked-ratio':
      return `one part (${why.part}) unpacks to more than ${why.max} times its packed size, more than its header declared`;
    case 'unpacked-part':
      return `one part (${why.part}) unpacks to more than ${why.maxMegabytes} MB`;
    case 'unpacked-total':
      return `it unpacks to more than ${why.maxMegabytes} MB`;
  }
}

function damageWords(why: DamageWhy): string {
  switch (why.kind) {
    case 'zip':
      return 'its zip structure cannot be read (a truncated download or a damaged disk can cause this)';
    case 'part':
      return `one of its parts (${why.part}) cannot be unpacked`;
    case 'workbook':
      return 'its workbook part cannot be read';
    case 'no-worksheet':
      return 'it has no worksheet we can read (only charts or macros?)';
  }
}

function zipWords(file: string, kind: ZipKind): ReasonWords {
  switch (kind) {
    case 'xlsb':
      return say(
        `${file} is an Excel binary workbook (.xlsb), which we do not read.`,
        'Save it from Excel as "Excel Workbook (.xlsx)" or "CSV UTF-8".',
      );
    case 'word':
      return say(`${file} is a Word document, not a spreadsheet.`, CHOOSE_LIST);
    case 'powerpoint':
      return say(`${file} is a PowerPoint presentation, not a spreadsheet.`, CHOOSE_LIST);
    case 'ods':
      return say(
        `${file} is an OpenDocument spreadsheet (.ods), which we do not read.`,
        'Save it as .xlsx or .csv (File > Save As) and choose the new file.',
      );
    case 'zip':
      return say(
        `${file} is a zip archive, not an Excel workbook.`,
        'If the list is inside, unpack it and choose the .xlsx or .csv file.',
      );
  }
}

export const APP_REASON_WORDS: ReasonWordsTable = {
  'file.empty': ({ file }) => say(`${file} is empty (0 bytes).`, 'Export the list again and choose the new file.'),
  'file.encrypted': ({ file }) =>
    say(
      `${file} is protected by a password.`,
      'Open it in Excel, remove the password (File > Info > Protect Workbook > Encrypt with Password, clear it), ' +
        'save, and choose it again.',
    ),
  'file.xls': ({ file, renamed }) =>
    say(`${file} is an old-style Excel 97-2003 workbook (.xls)${renamed ? ' renamed to .xlsx' : ''}.`, RESAVE),
  'file.other-kind': ({ file, kind }) =>
    say(`${file} is ${OTHER_KINDS[kind]}, not a spreadsheet.`, 'Choose a .csv or .xlsx file.'),
  'file.binary': ({ file }) =>
    say(
      `${file} is not a spreadsheet: its bytes are neither text (CSV) nor an Excel workbook (.xlsx).`,
      'The file may be damaged or of another kind. Export the list again as .csv or .xlsx.',
    ),
  'file.markup': ({ file, kind, named }) =>
    say(
      `${file} is ${MARKUP_KINDS[kind]}, not a CSV file or an Excel workbook` +
        `${named ? `, though it is named ${named}` : ''}: the "Export to Excel" of some systems writes one.`,
      RESAVE,
    ),
  'file.json': ({ file }) =>
    say(
      `${file} is a JSON file (a saved mapping?), not a list of people.`,
      'Give the CSV or XLSX list as the file; a saved mapping is given as the mapping, not as the list.',
    ),
  'file.xlsx-holds-text': ({ file }) =>
    say(
      `${file} is named .xlsx but holds text, not an Excel workbook.`,
      'If it is a CSV file, rename it to .csv; otherwise export it again from Excel.',
    ),
  'file.too-big': ({ file, megabytes, maxMegabytes }) =>
    say(
      `${file} is ${megabytes} MB, larger than the ${maxMegabytes} MB one import can take.`,
      'Split the list into smaller files.',
    ),
  'file.no-data': ({ file, sheet }) =>
    say(
      `${file}${sheet !== undefined ? ` (sheet "${sheet}")` : ''} holds no data: every cell is empty.`,
      'Check that you chose the right file and sheet.',
    ),
  'encoding.bom-contradicts': ({ file, bom, given }) =>
    say(
      `${file} starts with a byte order mark saying it is ${label(bom)} text, ` +
        `but it was asked to be read as ${label(given)}.`,
      'Leave the encoding to be detected: the mark is obeyed.',
    ),
  'encoding.not-utf16': ({ file, encoding, readsAs }) => {
    const other = readsAs === 'utf-8' ? 'UTF-8' : 'a one-byte encoding such as Windows-1252';
    return say(
      `${file} is not ${upper(encoding)} text: read so, it has no line breaks, ` +
        `as one line of garbled characters. Its bytes read as ${other}.`,
      `Choose ${readsAs === 'utf-8' ? 'UTF-8' : 'Windows-1252'} as the encoding instead, or leave it to be detected.`,
    );
  },
  'encoding.bad-bytes': ({ file, encoding, line }) =>
    say(
      `${file} is not valid ${upper(encoding)} text${line ? ` (first bad bytes on line ${line})` : ''}.`,
      'Choose the encoding the file was saved in (for files from Excel on Windows, usually windows-1252), ' +
        'or save it again as "CSV UTF-8".',
    ),
  'encoding.unknown': ({ name }) =>
    say(
      `The encoding "${name}" is not one we read.`,
      'Use utf-8, utf-16le, utf-16be, windows-1252 (also called latin-1 or ANSI), iso-8859-15 (latin-9), ' +
        'windows-1250 (Central European: Polish, Czech, Hungarian...), macintosh (Mac Roman), ' +
        'gbk (Simplified Chinese), big5 (Traditional Chinese), shift_jis (Japanese) or euc-kr (Korean).',
    ),
  'csv.delimiter-unknown': ({ delimiter }) =>
    say(`The delimiter "${delimiter}" is not one we read.`, 'Use comma, semicolon, tab or pipe (, ; \\t |).'),
  'csv.too-many-rows': ({ max }) =>
    say(
      `The file has more than ${thousands(max)} rows, more than one import can take.`,
      'Split it into smaller files and import them one after the other.',
    ),
  'csv.line-too-wide': ({ file, columns, more, max, line }) =>
    say(
      `${file ?? 'The file'} has ${more ? `more than ${columns}` : columns} columns, ` +
        `more than the ${max} one import can take (line ${line}); the file was not read further.`,
      'Check the delimiter (the file may use another one), or remove the columns you do not import.',
    ),
  'header.row-empty': ({ file, row, last }) =>
    say(
      `Row ${row} of ${file}, given as the header row, is empty.`,
      `Choose the row holding the column names, between 1 and ${last}.`,
    ),
  'header.no-such-row': ({ file, row, last }) =>
    say(
      `${file} has no row ${row} to use as the header row.`,
      `Choose the row holding the column names, between 1 and ${last}.`,
    ),
  'table.no-data': ({ file, row }) =>
    say(
      `${file} holds no data: every cell${row !== undefined ? ` from row ${row} down` : ''} is empty.`,
      'Check that you chose the right file (and sheet).',
    ),
  'table.too-wide': ({ file, columns, max }) =>
    say(
      `${file} has ${columns} columns, more than the ${max} one import can take.`,
      'Remove the columns you do not import, or check the delimiter.',
    ),
  'table.no-rows': ({ file, row, last }) =>
    say(
      `${file} has a header row (row ${row}) but no data rows below it.`,
      row > last
        ? `Choose a header row between 1 and ${last}.`
        : 'Check that you chose the right file, sheet and header row.',
    ),
  'xlsx.bomb': ({ file, why }) =>
    say(
      `${file} was refused: ${bombWords(why)}.`,
      `A real alumni list unpacks to far less. Limits: ${INTAKE_LIMITS.maxUnzippedBytes / MB} MB unpacked in all, ` +
        `${INTAKE_LIMITS.maxPartBytes / MB} MB for one part, ${INTAKE_LIMITS.maxCompressionRatio}:1 packing ratio.`,
      'If the file is genuine, save it again from Excel, or export the list as CSV.',
    ),
  'xlsx.damaged': ({ file, why }) =>
    say(
      `${file} is damaged: it looks like an Excel workbook but ${damageWords(why)}.`,
      'Open it in Excel (which may offer to repair it) and save it again, or export the list again.',
    ),
  'xlsx.password': ({ file }) =>
    say(`${file} is protected by a password.`, 'Open it in Excel, remove the password, save, and choose it again.'),
  'xlsx.not-workbook': ({ file, kind }) => zipWords(file, kind),
  'xlsx.sheet-unreadable': ({ file, sheet, cause }) =>
    say(
      `${file} is damaged: the sheet "${sheet}" cannot be read (${cause}).`,
      'Open it in Excel (which may offer to repair it) and save it again, or export the list as CSV.',
    ),
  'xlsx.too-many-rows': ({ sheet, max }) =>
    say(
      `The sheet "${sheet}" has more than ${thousands(max)} rows, more than one import can take.`,
      'Split it into smaller files.',
    ),
  'xlsx.no-sheet': ({ file, sheet, sheets }) =>
    say(
      `${file} has no sheet named "${sheet}".`,
      `Its sheets: ${sheets.map((name) => `"${name}"`).join(', ')} (give a name, or a number from 1 to ${sheets.length}).`,
    ),
  'json.invalid': ({ source, slip, cutShort }) => invalidJsonWords(source, slip, cutShort),
  'template.refused': ({ source, issues }) =>
    say(
      `${sourceWords(source)} is not a mapping template we can use.`,
      ...placedIssueLines(issues),
      'Correct it, or save the mapping again from Alumni Loader.',
    ),
  'recipe.refused': ({ source, issues }) =>
    say(
      `${sourceWords(source)} is not a recipe we can run.`,
      ...placedIssueLines(issues),
      'See docs/readme/recipes.md for the keys a recipe takes.',
    ),
  'policy.refused': ({ source, issues }) =>
    say(
      `${sourceWords(source)} is not an update policy we can use.`,
      ...placedIssueLines(issues),
      'It takes "groups" (names, email, birth-date, ids, personal, addresses, phones, flags, other: ' +
        '"fill-empty", "update" or "never"), "fields", "givenAlsoForExisting" and "nameForms".',
    ),
};
