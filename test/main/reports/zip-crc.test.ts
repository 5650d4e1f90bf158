import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import bundledCrc32 from 'crc-32';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFile } from '../../../src-main/services/reports/report-file';
import { archiverCrcPackage, nativeCrc32Buf, useNativeZipChecksums } from '../../../src-main/services/reports/zip-crc';
import { DATA_COLUMNS, DATA_SHEET } from '../../../src-shared/reports/giving-tables';
import { SYSTEM_PYTHON } from './second-reader';

// Workbooks are checksummed by zlib's crc32 in place of the crc-32 package archiver uses
// (zip-crc.ts): the same answers, chunk after chunk, and a zip every part of which a second
// reader (Python's zipfile) finds intact.

let folder: string;
beforeAll(() => void (folder = mkdtempSync(join(tmpdir(), 'zip-crc-'))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('zip checksums by zlib', () => {
  it('finds the crc-32 package archiver uses and answers as it does, seeded chunk after chunk', () => {
    const found = archiverCrcPackage();
    expect(found).toBeDefined();
    expect(useNativeZipChecksums()).toBe(true);
    expect(found!.buf).toBe(nativeCrc32Buf);
    // Unbundled, the package imported here is the same module archiver loads.
    expect(bundledCrc32.buf).toBe(nativeCrc32Buf);
    const bytes = Buffer.from('Ada Lovelace <c r="A1"> Zoë Łukasz García '.repeat(5_000), 'utf8');
    // crc32-stream seeds the first chunk with a Buffer, the next ones with the checksum so far.
    let seed: unknown = Buffer.alloc(4);
    for (let at = 0; at < bytes.length; at += 65_536)
      seed = nativeCrc32Buf(bytes.subarray(at, at + 65_536), seed) >>> 0;
    expect(seed).toBe(crc32(bytes));
    // The signed answer the package gives (2,147,483,648 and up come out negative).
    expect(nativeCrc32Buf(Buffer.from('a'))).toBe(crc32(Buffer.from('a')) | 0);
    expect(nativeCrc32Buf(Buffer.from('a'))).toBeLessThan(0);
  });

  it('writes a workbook whose parts all pass a second reader’s CRC check', async () => {
    const out = join(folder, 'data.xlsx');
    const file = openReportFile(out);
    const data = file.extraSheet(DATA_SHEET, DATA_COLUMNS, { autoFilter: true })!;
    for (let i = 0; i < 30_000; i++) {
      await data.addRow([
        100_000 + i,
        `Person ${i} Zoë`,
        1960 + (i % 60),
        2015 + (i % 10),
        1 + (i % 4),
        i / 4,
        i / 8,
        2015,
        i % 2,
        1,
        1,
      ]);
    }
    await file.complete();
    const script =
      'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nprint(z.testzip(), len(z.namelist()), z.getinfo("xl/worksheets/sheet1.xml").file_size)';
    const [bad, parts, sheetBytes] = execFileSync(SYSTEM_PYTHON, ['-c', script, out], { encoding: 'utf8' })
      .trim()
      .split(' ');
    expect(bad).toBe('None');
    expect(Number(parts)).toBeGreaterThan(5);
    // Several MB of sheet XML: many chunks checksummed one after the other.
    expect(Number(sheetBytes)).toBeGreaterThan(5_000_000);
  });
});
