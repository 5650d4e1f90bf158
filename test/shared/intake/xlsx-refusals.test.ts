import { Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { INTAKE_LIMITS } from '../../../src-shared/intake/limits';
import { readError, utf8 } from './helpers';
import { refusalOf } from '../../helpers/reason-words';
import { declareSize, ole2 } from '../../fixtures/xlsx-forgeries';
import { alumniWorkbook } from './xlsx-fixtures';

const WORKBOOK_PARTS = {
  '[Content_Types].xml': utf8('<?xml version="1.0"?><Types/>'),
  'xl/workbook.xml': utf8('<workbook><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>'),
  'xl/_rels/workbook.xml.rels': utf8(
    '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
};

/**
 * A workbook zip whose sheet is `megabytes` MB of zeros, made chunk by chunk (the test itself stays small in memory).
 */
function zerosWorkbook(megabytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(WORKBOOK_PARTS)) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(data, true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
  zip.add(sheet);
  const megabyte = new Uint8Array(1024 * 1024);
  for (let i = 0; i < megabytes; i++) sheet.push(megabyte, i === megabytes - 1);
  zip.end();
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

describe('XLSX files intake refuses, naming the problem', () => {
  it('an Excel 97-2003 workbook renamed .xlsx', async () => {
    const error = await readError(ole2(4096, 'Root Entry', 'Workbook'), { fileName: 'alumni.xlsx' });
    expect(error.message).toBe('alumni.xlsx is an old-style Excel 97-2003 workbook (.xls) renamed to .xlsx.');
    expect(error.details?.join(' ')).toMatch(/save it as "Excel Workbook \(.xlsx\)"/);
  });

  it('a password-protected workbook', async () => {
    const error = await readError(ole2(4096, 'Root Entry', 'EncryptionInfo', 'EncryptedPackage'), {
      fileName: 'alumni.xlsx',
    });
    expect(error.message).toBe('alumni.xlsx is protected by a password.');
  });

  it('a truncated (corrupt) workbook', async () => {
    const whole = await alumniWorkbook();
    const error = await readError(whole.subarray(0, Math.floor(whole.length / 2)), { fileName: 'alumni.xlsx' });
    expect(error.message).toMatch(/alumni.xlsx is damaged/);
  });

  it('a Word document and an OpenDocument spreadsheet', async () => {
    const docx = zipSync({ '[Content_Types].xml': utf8('<Types/>'), 'word/document.xml': utf8('<w:document/>') });
    expect((await readError(docx, { fileName: 'alumni.xlsx' })).message).toMatch(/is a Word document/);
    const ods = zipSync({
      mimetype: utf8('application/vnd.oasis.opendocument.spreadsheet'),
      'content.xml': utf8('<office/>'),
    });
    expect((await readError(ods, { fileName: 'alumni.ods' })).message).toMatch(/OpenDocument spreadsheet \(.ods\)/);
  });

  it('text named .xlsx', async () => {
    expect((await readError(utf8('Name,Email\nAnn,a@x.org\n'), { fileName: 'alumni.xlsx' })).message).toMatch(
      /named .xlsx but holds text/,
    );
  });

  it('a decompression bomb that declares its size, at once and without unpacking it', async () => {
    const bomb = zerosWorkbook(64);
    expect(bomb.length).toBeLessThan((64 * 1024 * 1024) / INTAKE_LIMITS.maxCompressionRatio);
    const started = performance.now();
    const error = await readError(bomb, { fileName: 'alumni.xlsx' });
    expect(error.message).toMatch(
      /was refused: one part \(xl\/worksheets\/sheet1.xml\) is packed \d+ times smaller than its content/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a decompression bomb whose headers lie about its size, while unpacking, within bounded time', async () => {
    const bomb = declareSize(zerosWorkbook(300), 'xl/worksheets/sheet1.xml', 1000);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const error = await readError(bomb, { fileName: 'alumni.xlsx' });
    expect(error.message).toMatch(/unpacks to more than 200 times its packed size, more than its header declared/);
    expect(performance.now() - started).toBeLessThan(3000);
    // 300 MB of content, never held: what grows is garbage of ~16 MB steps the collector has not taken back yet.
    expect(process.memoryUsage().rss - before).toBeLessThan(160 * 1024 * 1024);
  });

  it('a file larger than the limit, before reading it', async () => {
    const big = new Uint8Array(INTAKE_LIMITS.maxFileBytes + 1);
    expect((await readError(big, { fileName: 'alumni.csv' })).message).toMatch(
      /larger than the 100 MB one import can take/,
    );
  });
});

describe('the zip check without DecompressionStream (fflate fallback)', () => {
  it('lists the sheets of a real workbook and refuses a lying bomb the same way', async () => {
    const { inspectXlsx } = await import('../../../src-shared/intake/xlsx/inspect-zip');
    const inspection = await inspectXlsx(await alumniWorkbook(), 'agents.xlsx', false);
    expect(inspection.sheets.map(({ name, rows, merges }) => ({ name, rows, merges }))).toEqual([
      { name: 'Alumni', rows: 6, merges: ['G3:G6'] },
      { name: 'Notes', rows: 1, merges: [] },
    ]);
    const bomb = declareSize(zerosWorkbook(100), 'xl/worksheets/sheet1.xml', 1000);
    expect((await refusalOf(inspectXlsx(bomb, 'alumni.xlsx', false))).message).toMatch(
      /more than 200 times its packed size/,
    );
  });
});

/** A sheet's bytes scanned as unpacking hands them on: chunks of 1 KB, and a cut at `cut`. */
async function scanInChunks(xml: Uint8Array, cut: number) {
  const { newPartScan, scanSheetBytes } = await import('../../../src-shared/intake/xlsx/inspect-zip');
  const scan = newPartScan();
  const decoder = new TextDecoder();
  const bounds = [
    ...new Set([...Array.from({ length: Math.ceil(xml.length / 1024) }, (_, i) => i * 1024), cut, xml.length]),
  ].sort((a, b) => a - b);
  for (let i = 0; i + 1 < bounds.length; i++) scanSheetBytes(scan, xml.subarray(bounds[i], bounds[i + 1]), decoder);
  return scan;
}

describe('merged ranges of a large sheet, found in its bytes', () => {
  it('finds them past the first 4 KB, wherever the unpacked chunks happen to cut "mergeCell"', async () => {
    const cells = Array.from(
      { length: 400 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`,
    ).join('');
    const xml = utf8(
      `<worksheet><dimension ref="A1:C400"/><sheetData>${cells}</sheetData><mergeCells count="2"><mergeCell ref="A2:A5"/><x:mergeCell ref="B7:C7"/></mergeCells></worksheet>`,
    );
    const word = new TextDecoder().decode(xml).indexOf('mergeCell ref');
    expect(xml.length).toBeGreaterThan(8192);
    // Every cut from a few bytes before the first "mergeCell" to a few after, in chunks of 1 KB elsewhere.
    for (let cut = word - 3; cut <= word + 12; cut++) {
      const scan = await scanInChunks(xml, cut);
      expect(scan.merges, `cut at ${cut}`).toEqual(['A2:A5', 'B7:C7']);
      expect(scan.head).toContain('<dimension ref="A1:C400"/>');
    }
  });
});

describe('hidden rows and columns of a large sheet, found in its bytes', () => {
  it('finds every hidden row and column wherever the unpacked chunks cut, and never a row the tag does not name', async () => {
    const hidden = new Set([150, 151, 300, 399]);
    const cells = Array.from(
      { length: 400 },
      (_, i) =>
        `<row r="${i + 1}" spans="1:3"${hidden.has(i + 1) ? ' hidden="1"' : ''} x14ac:dyDescent="0.25"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`,
    ).join('');
    const xml = utf8(
      `<worksheet><dimension ref="A1:C400"/><cols><col min="2" max="3" width="0" hidden="true"/></cols><sheetData>${cells}</sheetData></worksheet>`,
    );
    const first = new TextDecoder().decode(xml).indexOf('<row r="150"');
    expect(xml.length).toBeGreaterThan(8192);
    for (let cut = first - 3; cut <= first + 60; cut++) {
      const scan = await scanInChunks(xml, cut);
      expect([...new Set(scan.hiddenRows)], `cut at ${cut}`).toEqual([150, 151, 300, 399]);
      expect([...new Set(scan.hiddenColumns)]).toEqual([2, 3]);
    }
  });
});

describe('XML text of a workbook part', () => {
  it('decodes entities, and keeps a character reference past Unicode as written instead of throwing', async () => {
    const { decodeXmlText } = await import('../../../src-shared/intake/xlsx/inspect-zip');
    expect(decodeXmlText('Class &amp; Year &#233;&#x1F600; &#x110000; &#99999999;')).toBe(
      'Class & Year é😀 &#x110000; &#99999999;',
    );
  });
});
