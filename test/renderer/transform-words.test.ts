import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import { describeTransform } from '../../src-renderer/src/lib/transform-words';

describe('what the mapping step says happens to a column', () => {
  it('says an unsubscribe column reads yes and no while flag words are read, and wants whole numbers otherwise', () => {
    const unsubscribe = { kind: 'field', field: 'unsubscribe' } as const;
    expect(describeTransform(unsubscribe, DEFAULT_TRANSFORMS)).toMatch(/^Yes\/no, true\/false, y\/n -> 1 or 0; other whole numbers as written/);
    expect(describeTransform(unsubscribe, { ...DEFAULT_TRANSFORMS, flagWords: false })).toMatch(/^Must be a whole number/);
    expect(describeTransform({ kind: 'field', field: 'year_graduated' }, DEFAULT_TRANSFORMS)).toMatch(/^Must be a whole number/);
  });
});
