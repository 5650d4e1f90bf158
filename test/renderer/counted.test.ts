import { describe, expect, it } from 'vitest';
import { counted } from '../../src-renderer/src/lib/counted';

describe('counted', () => {
  it('writes one thing in the singular and any other count in the plural, with thousands separated', () => {
    expect(counted(1, 'row')).toBe('1 row');
    expect(counted(0, 'row')).toBe('0 rows');
    expect(counted(2, 'column')).toBe('2 columns');
    expect(counted(1200, 'new user')).toBe('1,200 new users');
  });
});
