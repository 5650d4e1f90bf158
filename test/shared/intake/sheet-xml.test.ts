import { describe, expect, it } from 'vitest';
import { newCellTextStats } from '../../../src-shared/intake/xlsx/cell-text';
import { textPieces } from '../../../src-shared/intake/xlsx/fast-reader';
import { readSheetXml, type SheetXmlContext } from '../../../src-shared/intake/xlsx/sheet-xml';
import { parseStyles } from '../../../src-shared/intake/xlsx/styles-xml';
import { UnsupportedXml } from '../../../src-shared/intake/xlsx/xml-text';

// The fast reader's sheet scan is handed the sheet's text a few MB at a time: a row cut between two
// pieces must read as it does whole.

const context = (): SheetXmlContext => ({
  sharedStrings: ['Ann', null, 'Lee'],
  styles: parseStyles(
    '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="00000"/></numFmts>' +
      '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>',
  ),
  date1904: false,
  stats: newCellTextStats(),
});

const rows = Array.from(
  { length: 40 },
  (_, i) =>
    `<row r="${i + 2}" spans="1:5"><c r="A${i + 2}" t="s"><v>${i % 3}</v></c>` +
    `<c r="B${i + 2}" t="inlineStr"><is><t>Zoë 山田 &amp; ${i}</t></is></c><c r="C${i + 2}" s="1"><v>${30000 + i}</v></c>` +
    `<c r="D${i + 2}" s="2"><v>${2134 + i}</v></c>${i % 4 ? '' : `<c r="E${i + 2}"><f>1+1</f></c>`}</row>` +
    (i % 5 ? '' : `<row r="${i + 100}"/>`),
).join('\n');
const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet><dimension ref="A1:E50"/><sheetData>${rows}</sheetData><mergeCells count="0"/></worksheet>`;

function pieces(text: string, size: number): string[] {
  const cut: string[] = [];
  for (let at = 0; at < text.length; at += size) cut.push(text.slice(at, at + size));
  return cut;
}

describe('the sheet scan over pieces of text', () => {
  it('reads a sheet cut anywhere (inside a tag, a value, a character reference) as it reads it whole', async () => {
    const whole = context();
    const expected = await readSheetXml([xml], whole);
    expect(expected).toHaveLength(48);
    expect(expected[0]).toEqual({ rowNumber: 2, cells: ['Ann', 'Zoë 山田 & 0', '1982-02-18', '02134', ''] });
    expect(whole.stats.formulasWithoutResult).toBe(10);
    for (const size of [1, 2, 7, 64, 333, 5000]) {
      const cut = context();
      expect(await readSheetXml(pieces(xml, size), cut), `pieces of ${size}`).toEqual(expected);
      expect(cut.stats).toEqual(whole.stats);
    }
  });

  it('leaves a CDATA section in a piece that is not the last to exceljs (a row end could hide in it)', async () => {
    const withCdata = xml.replace('Zoë', '<![CDATA[Zoë]]>');
    expect((await readSheetXml([withCdata], context()))[0]!.cells[1]).toBe('Zoë 山田 & 0');
    await expect(readSheetXml(pieces(withCdata, 500), context())).rejects.toThrow(UnsupportedXml);
  });

  it('a sheet without rows, and one whose rows never end', async () => {
    expect(await readSheetXml(pieces('<worksheet><sheetData/></worksheet>', 3), context())).toEqual([]);
    expect(await readSheetXml(['<worksheet><dimension ref="A1"/></worksheet>'], context())).toEqual([]);
    await expect(readSheetXml(pieces(xml.slice(0, 2000), 100), context())).rejects.toThrow(UnsupportedXml);
  });

  it('decodes a part unpacked in chunks that cut its characters anywhere', () => {
    const text = 'Zoë 山田 😀 Ñandú'.repeat(3);
    const bytes = new TextEncoder().encode(text);
    for (let size = 1; size <= 9; size++) {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect([...textPieces(chunks)].join(''), `chunks of ${size}`).toBe(text);
    }
    expect([...textPieces([])]).toEqual(['']);
    // A character cut short at the end reads as one decode reads it.
    expect([...textPieces([bytes.subarray(0, 7)])].join('')).toBe('Zoë \ufffd');
  });
});
