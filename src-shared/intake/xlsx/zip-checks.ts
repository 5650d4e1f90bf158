// The zip checks made before any part of an XLSX is unpacked: bombs by their declared sizes, archives that are not
// workbooks, damaged zips, passwords; and the errors that give their reasons.
import { refused, type AppError } from '../../errors';
import { reason, type BombWhy, type DamageWhy, type ZipKind } from '../../problems/reasons';
import { INTAKE_LIMITS } from '../limits';
import { readZipDirectory, type ZipEntry } from './zip-directory';

export const MB = 1024 * 1024;

export const bomb = (fileName: string, why: BombWhy): AppError => refused(reason('xlsx.bomb', { file: fileName, why }));

export const corrupt = (fileName: string, why: DamageWhy): AppError =>
  refused(reason('xlsx.damaged', { file: fileName, why }));

export function readDirectory(bytes: Uint8Array, fileName: string): ZipEntry[] {
  try {
    return readZipDirectory(bytes);
  } catch (error) {
    // ZIP64 exists for contents over 4 GB: no alumni list needs it, and bombs use it to hide their size.
    if (error instanceof Error && /ZIP64/.test(error.message)) throw bomb(fileName, { kind: 'zip64' });
    throw corrupt(fileName, { kind: 'zip' });
  }
}

export function checkDeclaredSizes(entries: ZipEntry[], fileName: string): void {
  if (entries.length > INTAKE_LIMITS.maxZipEntries) throw bomb(fileName, { kind: 'parts', count: entries.length });
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > INTAKE_LIMITS.maxPartBytes)
      throw bomb(fileName, {
        kind: 'part-size',
        part: shownPartName(entry.name),
        megabytes: Math.round(entry.size / MB),
      });
    if (
      entry.size > INTAKE_LIMITS.ratioCheckFromBytes &&
      entry.size > entry.compressedSize * INTAKE_LIMITS.maxCompressionRatio
    ) {
      const ratio = Math.round(entry.size / Math.max(1, entry.compressedSize));
      throw bomb(fileName, { kind: 'part-ratio', part: shownPartName(entry.name), ratio });
    }
  }
  if (total > INTAKE_LIMITS.maxUnzippedBytes)
    throw bomb(fileName, { kind: 'total', megabytes: Math.round(total / MB) });
  if (entries.some((entry) => (entry.flags & 1) === 1)) {
    throw refused(reason('xlsx.password', { file: fileName }));
  }
}

/**
 * A part's name as a message can show it: a damaged zip's names are arbitrary bytes, so anything
 * but printable ASCII becomes "?" (never a U+FFFD or a control character in front of a person).
 */
export function shownPartName(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 80 ? `${printable.slice(0, 79)}…` : printable;
}

/** The zip archives that are no workbook, by a part each holds (first match wins). */
const OTHER_ZIPS: { part: string; also?: string; kind: ZipKind }[] = [
  { part: 'xl/workbook.bin', kind: 'xlsb' },
  { part: 'word/document.xml', kind: 'word' },
  { part: 'ppt/presentation.xml', kind: 'powerpoint' },
  { part: 'content.xml', also: 'mimetype', kind: 'ods' },
];

export function whatZipIsThis(names: Set<string>, fileName: string): AppError | undefined {
  if (names.has('xl/workbook.xml')) return undefined;
  const other = OTHER_ZIPS.find(({ part, also }) => names.has(part) && (also === undefined || names.has(also)));
  return refused(reason('xlsx.not-workbook', { file: fileName, kind: other?.kind ?? 'zip' }));
}
