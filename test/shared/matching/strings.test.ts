import { describe, expect, it } from 'vitest';
import {
  editDistance,
  isTransposition,
  jaroWinkler,
  jaroWinklerAtLeast,
  nysiis,
} from '../../../src-shared/matching/strings';

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

  it('the bounded Jaro-Winkler test answers as the full one, on near and far pairs alike', () => {
    // Seeded words over a small alphabet, and each with one or two letters changed: many pairs near 0.94.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () =>
      Array.from({ length: 3 + Math.floor(next() * 9) }, () => 'aeinrst'[Math.floor(next() * 7)]).join('');
    const changed = (w: string) => {
      const at = Math.floor(next() * w.length);
      return next() < 0.5 ? w.slice(0, at) + 'o' + w.slice(at + 1) : w.slice(0, at) + w.slice(at + 1) + 'e';
    };
    let near = 0;
    for (let i = 0; i < 5000; i++) {
      const a = word();
      const b = i % 2 === 0 ? changed(changed(a)) : word();
      for (const least of [0.9, 0.94]) {
        expect(jaroWinklerAtLeast(a, b, least), `${a} ${b} ${least}`).toBe(jaroWinkler(a, b) >= least);
      }
      if (jaroWinkler(a, b) >= 0.94) near++;
    }
    expect(near).toBeGreaterThan(50); // the pairs reach the threshold often enough to test it
  });
});
