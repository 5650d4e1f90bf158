import { describe, expect, it } from 'vitest';
import {
  areNicknames,
  checkedEmailKey,
  emailKey,
  emailKeys,
  foldText,
  givenNameKey,
  givenNameKeys,
  givenNameRelation,
  instIdKey,
  KeyTable,
  looseTextKey,
  nameWords,
  phoneKey,
  postcodeKey,
  repeatsOf,
  surnameKey,
} from '../../../src-shared/identity';

describe('the email key', () => {
  it.each([
    // written, key
    ['ann@example.org', 'ann@example.org'],
    ['Ann.Lee@Example.ORG', 'ann.lee@example.org'],
    ['  ann@example.org\t', 'ann@example.org'],
    ['\u00a0ann@example.org\n', 'ann@example.org'],
    ['ann+news@example.org', 'ann+news@example.org'],
    ['a.n.n@gmail.com', 'a.n.n@gmail.com'],
    ['ann@googlemail.com', 'ann@googlemail.com'],
    ['dan@xn--mnchen-3ya.de', 'dan@xn--mnchen-3ya.de'],
    ['DÄN@MÜNCHEN.DE', 'dän@münchen.de'],
    ['ann', null],
    ['', null],
    ['   ', null],
    [42, null],
    [null, null],
    [undefined, null],
    [['ann@example.org'], null],
  ])('%j -> %j', (written, key) => {
    expect(emailKey(written)).toBe(key);
  });

  it.each([
    // two addresses, judged one person's?
    ['ANN@EXAMPLE.ORG', 'ann@example.org', true],
    [' Ann@Example.org', 'ann@example.org ', true],
    ['ann+news@example.org', 'ann@example.org', false],
    ['annlee@gmail.com', 'ann.lee@gmail.com', false],
    ['ann@googlemail.com', 'ann@gmail.com', false],
    ['ann@example.org', 'ann@example.com', false],
    ['ann@exämple.org', 'ann@example.org', false],
  ])('%j and %j: the same address is %s', (a, b, same) => {
    expect(emailKey(a) === emailKey(b)).toBe(same);
  });

  it('keys every address of a list field, leaving out what is no address', () => {
    expect(emailKeys(['A@X.org', '', 'n/a', ' b@y.org '])).toEqual(['a@x.org', 'b@y.org']);
    expect(emailKeys('Ann@X.org')).toEqual(['ann@x.org']);
    expect(emailKeys(undefined)).toEqual([]);
  });

  it('gives a checked address the key a written one gets', () => {
    for (const address of ['ann@example.org', 'Ann.Lee@Example.org', 'X@Y.IO']) {
      expect(checkedEmailKey(address)).toBe(emailKey(address));
      expect(checkedEmailKey(address.toLowerCase(), true)).toBe(emailKey(address));
    }
  });
});

describe('name keys', () => {
  it.each([
    ['MARY', 'mary'],
    ['José', 'jose'],
    ['Zoë', 'zoe'],
    ['Øster', 'oster'],
    ['Straße', 'strasse'],
    ['Łukasz', 'lukasz'],
    ['Æsir', 'aesir'],
    ['Ðorđe', 'dorde'],
    ['Þór', 'thor'],
    ['ﬁona', 'fiona'],
  ])('folds %j to %j', (written, folded) => {
    expect(foldText(written)).toBe(folded);
  });

  it.each([
    ["O'Brien", ['obrien']],
    ['O’Brien', ['obrien']],
    ['o brien', ['o', 'brien']],
    ['García-Márquez', ['garcia', 'marquez']],
    ['J.R.R.', ['jrr']],
    ['St. John', ['st', 'john']],
    ['  Mary   Ann ', ['mary', 'ann']],
    ['', []],
    [null, []],
  ])('the words of %j are %j', (written, words) => {
    expect(nameWords(written)).toEqual(words);
  });

  it.each([
    ['García-Márquez', 'garciamarquez', ['garcia', 'marquez']],
    ['van der Berg', 'vanderberg', ['berg']],
    ['de la Cruz', 'delacruz', ['cruz']],
    ['St. Clair', 'stclair', ['clair']],
    // Only the particles matching has always used: "al", "bin", "y" stay words that tell surnames apart.
    ['Al Said', 'alsaid', ['al', 'said']],
    ['Ortega y Gasset', 'ortegaygasset', ['ortega', 'gasset']],
    ['Ng', 'ng', ['ng']],
    ['Le', 'le', ['le']],
    // A suffix stays in the key: remembered decisions are keyed by it.
    ['Smith Jr', 'smithjr', ['smith', 'jr']],
  ])('the surname %j is %j, told apart by %j', (written, whole, parts) => {
    expect(surnameKey(written)).toEqual({ whole, parts });
  });

  it('keys a given name by its first word and all words', () => {
    expect(givenNameKey('Mary Ann')).toEqual({ first: 'mary', whole: 'maryann' });
    expect(givenNameKey('J.')).toEqual({ first: 'j', whole: 'j' });
    expect(givenNameKey('  ')).toBeNull();
    expect(surnameKey('')).toBeNull();
  });

  it.each([
    ['bob', 'robert', 'nickname'],
    ['peggy', 'margaret', 'nickname'],
    ['bob', 'bobby', 'nickname'],
    ['r', 'robert', 'initial'],
    ['ann', 'ann', 'same'],
    ['christina', 'christopher', null],
    ['robert', 'margaret', null],
    ['', 'ann', null],
  ])('given names %j and %j: %j', (a, b, relation) => {
    expect(givenNameRelation(a, b)).toBe(relation);
  });

  it('files two names that are nicknames of each other under a shared key', () => {
    for (const [a, b] of [
      ['bob', 'robert'],
      ['bobby', 'bob'],
      ['liz', 'elizabeth'],
      ['peggy', 'margaret'],
    ] as const) {
      expect(areNicknames(a, b)).toBe(true);
      expect(givenNameKeys(a).some((key) => givenNameKeys(b).includes(key))).toBe(true);
    }
  });
});

describe('the other identifying values', () => {
  it.each([
    [instIdKey, ' S100 ', 'S100'],
    [instIdKey, 's100', 's100'],
    [instIdKey, 100200, '100200'],
    [instIdKey, '  ', null],
    [phoneKey, '+1 (617) 555-0100', '6175550100'],
    [phoneKey, '617.555.0100', '6175550100'],
    [phoneKey, '555-01', null],
    [postcodeKey, '02139-4307', '02139'],
    [postcodeKey, 'SW1A 1AA', 'sw1a1aa'],
    [postcodeKey, ' ', null],
  ] as const)('%o of %j is %j', (key, value, expected) => {
    expect((key as (value: unknown) => string | null)(value)).toBe(expected);
  });

  it('compares any value as a service filter does: trimmed, in lower case', () => {
    expect(looseTextKey(' Ann@X.org ')).toBe('ann@x.org');
    expect(looseTextKey('LEE')).toBe(looseTextKey('lee'));
    expect(looseTextKey(null)).toBe('');
    expect(looseTextKey(12)).toBe('12');
  });
});

describe('keys repeated within one file', () => {
  it('points every later holder of a key at the first, and leaves rows without a key out', () => {
    const repeats = repeatsOf(['a', null, 'b', 'a', undefined, 'a', 'b', 'A']);
    expect([...repeats]).toEqual([
      [3, 0],
      [5, 0],
      [6, 2],
    ]);
  });

  it('finds the first holder through hashes, keys told apart when their hashes collide', () => {
    const keys = Array.from({ length: 3000 }, (_, i) => `k${i % 1500}`);
    const table = new KeyTable(keys.length, (position) => keys[position]);
    // One hash for every key: the table must compare the keys themselves.
    const firsts = keys.map((key, i) => table.note(i, key, 7));
    expect(firsts.slice(0, 1500).every((first) => first === -1)).toBe(true);
    expect(firsts.slice(1500)).toEqual(Array.from({ length: 1500 }, (_, i) => i));
  });

  it('agrees with repeatsOf on real hashes', () => {
    const keys = ['ann@x.org', 'bob@y.org', 'ann@x.org', 'cy@z.org', 'bob@y.org', 'ann@x.org'];
    const hash = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 3, 0);
    const table = new KeyTable(keys.length, (position) => keys[position]);
    const found = new Map<number, number>();
    keys.forEach((key, i) => {
      const first = table.note(i, key, hash(key));
      if (first >= 0) found.set(i, first);
    });
    expect(found).toEqual(repeatsOf(keys));
  });
});
