import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import { describeTransform } from '../../src-renderer/src/lib/transform-words';
import { fieldOptionGroups } from '../../src-renderer/src/lib/field-options';

describe('what the mapping step says happens to a column', () => {
  it('says an unsubscribe column reads yes and no while flag words are read, and wants whole numbers otherwise', () => {
    const unsubscribe = { kind: 'field', field: 'unsubscribe' } as const;
    expect(describeTransform(unsubscribe, DEFAULT_TRANSFORMS)).toMatch(
      /^Yes\/no, true\/false, y\/n -> 1 or 0; other whole numbers as written/,
    );
    expect(describeTransform(unsubscribe, { ...DEFAULT_TRANSFORMS, flagWords: false })).toMatch(
      /^Must be a whole number/,
    );
    expect(describeTransform({ kind: 'field', field: 'year_graduated' }, DEFAULT_TRANSFORMS)).toMatch(
      /^Must be a whole number/,
    );
  });
});

describe('a column of numbers whose kind another column names', () => {
  const target = { kind: 'phone-by-type', typeHeader: 'Phone 1 Type' } as const;

  it('says where each number goes, and what is not sent', () => {
    expect(describeTransform(target, DEFAULT_TRANSFORMS)).toBe(
      'By its kind in "Phone 1 Type": home, cell or business number to its phone field (international form), an e-mail address to Email or Secondary email. Fax and other kinds: not sent, with a warning.',
    );
  });

  it('is offered among the contact fields only for the column the suggestion paired, once', () => {
    const contact = (offered: Parameters<typeof fieldOptionGroups>[1]) =>
      fieldOptionGroups('Phone 1 Number', offered).find((group) => group.label === 'Contact')!.options;
    expect(
      contact([target, target, { kind: 'ignore' }]).filter((option) => option.target.kind === 'phone-by-type'),
    ).toEqual([
      {
        key: 'phone-by-type:Phone 1 Type',
        label: 'Mobile, home or work phone, by the kind in "Phone 1 Type"',
        hint: '*_phone, email',
        target,
      },
    ]);
    expect(contact([]).some((option) => option.target.kind === 'phone-by-type')).toBe(false);
  });
});

describe("a column holding a part of another column's values", () => {
  it('is offered where its value belongs, and says how it is joined', () => {
    const area = { kind: 'part-of', header: 'SPRTELE_PHONE_NUMBER', part: 'area-code' } as const;
    const zip4 = { kind: 'part-of', header: 'Zip', part: 'zip4' } as const;
    const groupOf = (target: typeof area | typeof zip4) =>
      fieldOptionGroups('X', [target]).find((group) => group.options.some((option) => option.target === target))?.label;
    expect(groupOf(area)).toBe('Contact');
    expect(groupOf(zip4)).toBe('Home address');
    expect(
      fieldOptionGroups('X', [area])
        .flatMap((group) => group.options)
        .find((option) => option.target === area)!.label,
    ).toBe('Area code of "SPRTELE_PHONE_NUMBER" (joined to it)');
    expect(describeTransform(area, DEFAULT_TRANSFORMS)).toBe(
      'Joined to the value of "SPRTELE_PHONE_NUMBER" on each row, which is then read as one: written before a number without its area code (217 5550123).',
    );
  });
});
