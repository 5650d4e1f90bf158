import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import { describeTransform } from '../../src-renderer/src/lib/transform-words';
import { fieldOptionGroups } from '../../src-renderer/src/lib/field-options';

describe('what the mapping step says happens to a column', () => {
  it('says an unsubscribe column reads yes and no while flag words are read, and wants whole numbers otherwise', () => {
    const unsubscribe = { kind: 'field', field: 'unsubscribe' } as const;
    expect(describeTransform(unsubscribe, DEFAULT_TRANSFORMS)).toMatch(/^Yes\/no, true\/false, y\/n -> 1 or 0; other whole numbers as written/);
    expect(describeTransform(unsubscribe, { ...DEFAULT_TRANSFORMS, flagWords: false })).toMatch(/^Must be a whole number/);
    expect(describeTransform({ kind: 'field', field: 'year_graduated' }, DEFAULT_TRANSFORMS)).toMatch(/^Must be a whole number/);
  });
});

describe('a column of numbers whose kind another column names', () => {
  const target = { kind: 'phone-by-type', typeHeader: 'Phone 1 Type' } as const;

  it('says where each number goes, and what is not sent', () => {
    expect(describeTransform(target, DEFAULT_TRANSFORMS)).toBe('By its kind in "Phone 1 Type": home, cell or business number to its phone field (international form), an e-mail address to Email or Secondary email. Fax and other kinds: not sent, with a warning.');
  });

  it('is offered among the contact fields only for the column the suggestion paired, once', () => {
    const contact = (offered: Parameters<typeof fieldOptionGroups>[1]) => fieldOptionGroups('Phone 1 Number', offered).find((group) => group.label === 'Contact')!.options;
    expect(contact([target, target, { kind: 'ignore' }]).filter((option) => option.target.kind === 'phone-by-type')).toEqual([{ key: 'phone-by-type:Phone 1 Type', label: 'Mobile, home or work phone, by the kind in "Phone 1 Type"', hint: '*_phone, email', target }]);
    expect(contact([]).some((option) => option.target.kind === 'phone-by-type')).toBe(false);
  });
});
