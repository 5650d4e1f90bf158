// Pass 1: what a header says of its column on its own.
import { keptOff } from '../../../../src-shared/mapping/reason-codes';
import { codesOf } from '../../../helpers/mapping-reasons';
import { describe, expect, it } from 'vitest';
import { readColumnHeader, readHeader } from '../../../../src-shared/mapping/passes/header-pass';

const field = (name: string) => ({ kind: 'field' as const, field: name });

describe('header pass', () => {
  it('reads an exact synonym at 0.95, and a general one as yielding to a surer column', () => {
    expect(readHeader('E-mail Address').candidates[0]).toMatchObject({ target: field('email'), score: 0.95 });
    expect(readHeader('Phone').candidates[0]).toMatchObject({ target: field('home_phone'), score: 0.9, yields: true });
  });

  it('reads a preferred first name as the first name that yields, or the nickname', () => {
    const targets = readHeader('Preferred First Name').candidates.map((c) => c.target);
    expect(targets).toEqual([field('first_name'), field('nickname')]);
  });

  it('refuses a vendor quirk by its table row: Banner nation codes, Slate references', () => {
    expect(readHeader('SPRADDR_NATN_CODE').refusal).toEqual([
      { code: 'header.nation-codes', params: { header: 'NATN_CODE' } },
      { code: 'header.read-past-prefix', params: { system: 'Banner', prefix: 'SPRADDR_' } },
    ]);
    expect(readHeader('NATN_CODE').refusal).toEqual([{ code: 'header.nation-codes', params: { header: 'NATN_CODE' } }]);
    expect(keptOff(readHeader('NATN_CODE').refusal!)).toBe(true);
    expect(readHeader('Ref').refusal).toEqual([{ code: 'header.export-reference', params: { header: 'Ref' } }]);
  });

  it('keeps a false friend off every field, with the words that made it one', () => {
    const reading = readHeader('Spouse Email');
    expect(reading.candidates).toEqual([]);
    expect(reading.refusal).toEqual([
      {
        code: 'header.false-friend',
        params: { header: 'Spouse Email', words: ['spouse'], about: 'other-person' },
      },
    ]);
  });

  it('lets a limiting false friend drop only the targets it excludes', () => {
    const reading = readHeader('Country of Birth');
    expect(reading.candidates.map((c) => c.target)).not.toContainEqual(field('home_country'));
    expect(reading.excludes?.(field('home_city'))).toBe(true);
    expect(reading.excludes?.({ kind: 'birth-date' })).toBe(false);
  });

  it('reads a misspelling, and a header containing a synonym, by score', () => {
    expect(readHeader('Emial Adress').candidates[0]).toMatchObject({ target: field('email') });
    expect(readHeader('Emial Adress').candidates[0]!.reason).toEqual([
      {
        code: 'header.spelled-like',
        params: { header: 'Emial Adress', synonym: 'email address', target: field('email') },
      },
    ]);
    expect(codesOf(readHeader('Primary Home Email Address').candidates[0]!.reason)).toEqual(['header.contains']);
  });

  it('reads past an export prefix and a query path, and says so', () => {
    expect(readHeader('CnBio_First_Name').candidates[0]!.reason).toEqual([
      { code: 'header.synonym', params: { header: 'First_Name', target: field('first_name') } },
      { code: 'header.read-past-prefix', params: { system: "Raiser's Edge", prefix: 'CnBio_' } },
    ]);
    expect(readHeader('Primary address\\City').candidates[0]).toMatchObject({ target: field('home_city') });
  });

  it('reads a part of a value as no field of its own, unless asked to read it whole', () => {
    expect(readHeader('Area Code').part?.name).toBe('area-code');
    expect(readHeader('Area Code').candidates).toEqual([]);
    expect(readHeader('Area Code', false).part).toBeUndefined();
  });

  it('reads "Country Code" of calling codes as a part, told by its values', () => {
    expect(readColumnHeader('Country Code', ['44', '+49', '1'])).toMatchObject({ partByValues: true });
    expect(readColumnHeader('Country Code', ['US', 'GB']).candidates[0]!.target).toEqual(field('home_country'));
  });
});
