import { describe, expect, it } from 'vitest';
import { guardCell, looksLikeFormula } from '../../../src-shared/spreadsheet-safety';

describe('the spreadsheet formula guard', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    for (const text of [
      '=HYPERLINK("http://x")',
      '+cmd|/c calc',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\n=1',
      '+1 (555) 010-0100',
    ]) {
      expect(looksLikeFormula(text)).toBe(true);
      expect(guardCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves plain text and plain numbers alone', () => {
    for (const text of ['Ada', '', '-12', '+3.5', '1e5', 'a=b', 'ada@example.org']) expect(guardCell(text)).toBe(text);
  });
});
