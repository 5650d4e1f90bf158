// A ZIP64 archive (the form for contents over 4 GB, and a way for a bomb to hide its sizes) is
// refused under the bomb limits, not called "damaged" (issue 25, item 14).
import { describe, expect, it } from 'vitest';
import { readError } from './helpers';
import { alumniWorkbook } from './xlsx-fixtures';

/** The workbook with its end-of-directory record marked as ZIP64 archivers mark it. */
function asZip64(bytes: Uint8Array, mark: 'count' | 'offset'): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  let end = copy.length - 22;
  while (end > 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (mark === 'count') {
    view.setUint16(end + 8, 0xffff, true);
    view.setUint16(end + 10, 0xffff, true);
  } else view.setUint32(end + 16, 0xffffffff, true);
  return copy;
}

describe('a ZIP64 workbook', () => {
  for (const mark of ['count', 'offset'] as const) {
    it(`(${mark} marked 0xFF..): refused as a bomb, with the limits and the way out`, async () => {
      const error = await readError(asZip64(await alumniWorkbook(), mark), { fileName: 'alumni.xlsx' });
      expect(error.message).toBe(
        'alumni.xlsx was refused: it is a ZIP64 archive, a form meant for contents over 4 GB.',
      );
      expect(error.details?.join(' ')).toMatch(
        /MB unpacked in all.*save it again from Excel, or export the list as CSV/,
      );
    });
  }
});
