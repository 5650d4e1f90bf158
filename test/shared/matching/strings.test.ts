import { describe, expect, it } from 'vitest';
import { editDistance, isTransposition, jaroWinkler, nysiis } from '../../../src-shared/matching/strings';

describe('string similarity written for matching', () => {
  it('Jaro-Winkler gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.9611, 4);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 4);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.8133, 4);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('same', 'same')).toBe(1);
  });

  it('the edit distance counts a swap of neighbours as one edit and stops past the bound', () => {
    expect(editDistance('goodirch', 'goodrich')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(isTransposition('goodirch', 'goodrich')).toBe(true);
    expect(isTransposition('goodrich', 'goodrick')).toBe(false);
  });

  it('NYSIIS brings respellings together and keeps other names apart', () => {
    expect(nysiis('catherine')).toBe(nysiis('catharine'));
    expect(nysiis('stephen')).toBe(nysiis('steven'));
    expect(nysiis('philips')).toBe(nysiis('phillips'));
    expect(nysiis('johnson')).toBe(nysiis('jonson'));
    expect(nysiis('smith')).not.toBe(nysiis('jones'));
    expect(nysiis('')).toBe('');
  });
});
