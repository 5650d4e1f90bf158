import { describe, expect, it } from 'vitest';
import { findInFileDuplicates, type FileRow } from '../../../src-shared/matching/in-file';

// A file whose names all sound alike (numbered test names, or a registrar list of one family name) must not
// compare every row with every other: such blocks are left aside, and the check stays fast.
describe('in-file look-alikes in a file of names that all sound the same', () => {
  it('checks 40,000 rows sharing a few blocks in seconds, and still finds a pair in a small block', () => {
    const rows: FileRow[] = Array.from({ length: 40_000 }, (_, i) => ({
      rowNumber: i + 2,
      user: {
        first_name: `Given${i}`,
        last_name: `Family${i % 977}`,
        email: `person${i}@example.org`,
        year_graduated: 1950 + (i % 70),
      },
    }));
    rows.push(
      {
        rowNumber: 40_002,
        user: { first_name: 'Quentin', last_name: 'Quinlivan', email: 'q1@example.org', year_graduated: 1988 },
      },
      {
        rowNumber: 40_003,
        user: { first_name: 'Quentin', last_name: 'Quinlivan', email: 'q2@example.org', year_graduated: 1988 },
      },
    );
    const started = performance.now();
    const findings = findInFileDuplicates(rows);
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(20_000);
    expect(findings.get(40_003)).toMatchObject({ code: 'looks-like-row', firstRow: 40_002 });
  });
});
