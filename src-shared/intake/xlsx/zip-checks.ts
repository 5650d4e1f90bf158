// The zip checks made before any part of an XLSX is unpacked: bombs by their declared sizes, archives that are not
// workbooks, damaged zips, passwords; and the errors that word them.
import { AppError } from '../../errors';
import { INTAKE_LIMITS } from '../limits';
import { readZipDirectory, type ZipEntry } from './zip-directory';

export const MB = 1024 * 1024;

export const bomb = (fileName: string, why: string): AppError =>
  new AppError('invalid-input', `${fileName} was refused: ${why}.`, [
    `A real alumni list unpacks to far less. Limits: ${INTAKE_LIMITS.maxUnzippedBytes / MB} MB unpacked in all, ${INTAKE_LIMITS.maxPartBytes / MB} MB for one part, ${INTAKE_LIMITS.maxCompressionRatio}:1 packing ratio.`,
    'If the file is genuine, save it again from Excel, or export the list as CSV.',
  ]);

export const corrupt = (fileName: string, detail: string): AppError =>
  new AppError('invalid-input', `${fileName} is damaged: it looks like an Excel workbook but ${detail}.`, [
    'Open it in Excel (which may offer to repair it) and save it again, or export the list again.',
  ]);

export function readDirectory(bytes: Uint8Array, fileName: string): ZipEntry[] {
  try {
    return readZipDirectory(bytes);
  } catch (error) {
    // ZIP64 exists for contents over 4 GB: no alumni list needs it, and bombs use it to hide their size.
    if (error instanceof Error && /ZIP64/.test(error.message))
      throw bomb(fileName, 'it is a ZIP64 archive, a form meant for contents over 4 GB');
    throw corrupt(fileName, 'its zip structure cannot be read (a truncated download or a damaged disk can cause this)');
  }
}

export function checkDeclaredSizes(entries: ZipEntry[], fileName: string): void {
  if (entries.length > INTAKE_LIMITS.maxZipEntries) throw bomb(fileName, `it holds ${entries.length} parts`);
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > INTAKE_LIMITS.maxPartBytes)
      throw bomb(fileName, `one part (${shownPartName(entry.name)}) would unpack to ${Math.round(entry.size / MB)} MB`);
    if (
      entry.size > INTAKE_LIMITS.ratioCheckFromBytes &&
      entry.size > entry.compressedSize * INTAKE_LIMITS.maxCompressionRatio
    ) {
      throw bomb(
        fileName,
        `one part (${shownPartName(entry.name)}) is packed ${Math.round(entry.size / Math.max(1, entry.compressedSize))} times smaller than its content`,
      );
    }
  }
  if (total > INTAKE_LIMITS.maxUnzippedBytes) throw bomb(fileName, `it would unpack to ${Math.round(total / MB)} MB`);
  if (entries.some((entry) => (entry.flags & 1) === 1)) {
    throw new AppError('invalid-input', `${fileName} is protected by a password.`, [
      'Open it in Excel, remove the password, save, and choose it again.',
    ]);
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

export function whatZipIsThis(names: Set<string>, fileName: string): AppError | undefined {
  if (names.has('xl/workbook.xml')) return undefined;
  if (names.has('xl/workbook.bin'))
    return new AppError('invalid-input', `${fileName} is an Excel binary workbook (.xlsb), which we do not read.`, [
      'Save it from Excel as "Excel Workbook (.xlsx)" or "CSV UTF-8".',
    ]);
  if (names.has('word/document.xml'))
    return new AppError('invalid-input', `${fileName} is a Word document, not a spreadsheet.`, [
      'Choose the .xlsx or .csv file holding the list.',
    ]);
  if (names.has('ppt/presentation.xml'))
    return new AppError('invalid-input', `${fileName} is a PowerPoint presentation, not a spreadsheet.`, [
      'Choose the .xlsx or .csv file holding the list.',
    ]);
  if (names.has('content.xml') && names.has('mimetype'))
    return new AppError('invalid-input', `${fileName} is an OpenDocument spreadsheet (.ods), which we do not read.`, [
      'Save it as .xlsx or .csv (File > Save As) and choose the new file.',
    ]);
  return new AppError('invalid-input', `${fileName} is a zip archive, not an Excel workbook.`, [
    'If the list is inside, unpack it and choose the .xlsx or .csv file.',
  ]);
}
