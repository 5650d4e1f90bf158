import { describe, expect, it } from 'vitest';
import { PackedTexts } from '../../../src-shared/reports/packed-texts';

// Texts kept as UTF-8 bytes come back as they went in, across the buffers' growth.

describe('PackedTexts', () => {
  it('gives back every text as it was added: empty, accented, other scripts, emoji, long, a leading BOM', () => {
    const texts = new PackedTexts();
    const samples = [
      '',
      'Ada Lovelace',
      'Zoë Łukasz-Müller',
      '山田 太郎',
      'María 😀 José',
      'x'.repeat(70_000),
      "O'Brien <&>",
      // A byte-order mark at the start of a name (pasted from a file): kept, as the service sent it.
      '\uFEFFAnn',
    ];
    const many = Array.from({ length: 30_000 }, (_, i) => samples[i % samples.length]! + (i % 3 === 0 ? '' : ` ${i}`));
    const numbers = many.map((text) => texts.add(text));
    expect(numbers).toEqual(many.map((_, i) => i));
    expect(texts.size).toBe(many.length);
    const wrong = many.filter((text, i) => texts.get(i) !== text);
    expect(wrong).toEqual([]);
  });

  it('writes a lone surrogate as U+FFFD, as a UTF-8 file would, and refuses a number it does not hold', () => {
    const texts = new PackedTexts();
    texts.add('Ann\uD800e');
    expect(texts.get(0)).toBe('Ann\uFFFDe');
    expect(() => texts.get(1)).toThrow(RangeError);
    expect(() => texts.get(-1)).toThrow(/No text -1/);
  });
});
