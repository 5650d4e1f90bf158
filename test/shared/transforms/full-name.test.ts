import { describe, expect, it } from 'vitest';
import * as t_full_name from '../../../src-shared/transforms/full-name';
import { flatSaying } from '../../helpers/problem-words';

// Outcomes flat, with their problem's words (the app's table) beside the codes.
const splitFullName = flatSaying(t_full_name.splitFullName);

const parts = (cell: string) => {
  const outcome = splitFullName(cell);
  if (!outcome.ok) throw new Error(`refused ${cell}: ${outcome.message}`);
  return outcome.parts;
};

describe('splitFullName', () => {
  it('reads "Last, First Middle" with the last name before the comma', () => {
    expect(parts('Lee, Ann')).toEqual({ first: 'Ann', last: 'Lee' });
    expect(parts('Lee, Ann Marie')).toEqual({ first: 'Ann', middle: 'Marie', last: 'Lee' });
    expect(parts('de la Cruz, Juan')).toEqual({ first: 'Juan', last: 'de la Cruz' });
    expect(parts('LEE,ANN M.')).toEqual({ first: 'ANN', middle: 'M.', last: 'LEE' });
  });

  it('keeps Irish, Arabic and German particles with the last name: Ó, Ní, Mac, bint, zu', () => {
    expect(parts('Seán Ó Briain')).toEqual({ first: 'Seán', last: 'Ó Briain' });
    expect(parts('Aoife Ní Dhomhnaill')).toEqual({ first: 'Aoife', last: 'Ní Dhomhnaill' });
    expect(parts('Sean Mac Stiofáin')).toEqual({ first: 'Sean', last: 'Mac Stiofáin' });
    expect(parts('Fatima bint Mohammed')).toEqual({ first: 'Fatima', last: 'bint Mohammed' });
    expect(parts('Karl-Theodor zu Guttenberg')).toEqual({ first: 'Karl-Theodor', last: 'zu Guttenberg' });
  });

  it('takes titles and suffixes out of either form', () => {
    expect(parts('Lee Jr., Ann')).toEqual({ first: 'Ann', last: 'Lee', suffix: 'Jr.' });
    expect(parts('Lee, Dr. Ann')).toEqual({ title: 'Dr.', first: 'Ann', last: 'Lee' });
    expect(parts('Lee, Ann, PhD')).toEqual({ first: 'Ann', last: 'Lee', suffix: 'PhD' });
    expect(parts('Ann Lee, Jr.')).toEqual({ first: 'Ann', last: 'Lee', suffix: 'Jr.' });
    expect(parts('Dr. Ann M. Lee III')).toEqual({
      title: 'Dr.',
      first: 'Ann',
      middle: 'M.',
      last: 'Lee',
      suffix: 'III',
    });
    expect(parts('Mrs Ann Lee, Ph.D.')).toEqual({ title: 'Mrs', first: 'Ann', last: 'Lee', suffix: 'Ph.D.' });
  });

  it('reads "First Middle Last" with particles kept in the last name', () => {
    expect(parts('Ann Lee')).toEqual({ first: 'Ann', last: 'Lee' });
    expect(parts('Ann Marie Lee')).toEqual({ first: 'Ann', middle: 'Marie', last: 'Lee' });
    expect(parts('Juan de la Cruz')).toEqual({ first: 'Juan', last: 'de la Cruz' });
    expect(parts('Anne Van Dyke')).toEqual({ first: 'Anne', last: 'Van Dyke' });
    // Surnames that look like degrees or particles are names where they stand.
    expect(parts('Wei Ma')).toEqual({ first: 'Wei', last: 'Ma' });
    expect(parts('Md Rahman')).toEqual({ first: 'Md', last: 'Rahman' });
    expect(parts('Van Morrison')).toEqual({ first: 'Van', last: 'Morrison' });
  });

  it('reads Chinese, Japanese and Korean names family name first, and a Spanish "y" as part of the surname', () => {
    expect(parts('山田 太郎')).toEqual({ first: '太郎', last: '山田' });
    expect(parts('김 민수')).toEqual({ first: '민수', last: '김' });
    expect(parts('Lee, Ann')).toEqual({ first: 'Ann', last: 'Lee' });
    // Written without a space, where the family name ends is asked for, not guessed; an ideographic space is a space.
    expect(splitFullName('山田太郎')).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^is written without a space between the family name and the given name.*write it with a space \(山田 太郎, 王 伟\)/,
      ),
    });
    expect(parts('山田\u3000太郎'.replace('\u3000', ' '))).toEqual({ first: '太郎', last: '山田' });
    expect(splitFullName('José Ortega y Gasset')).toMatchObject({ ok: true, parts: { first: 'José', last: 'Gasset' } });
  });

  it('splits a Korean name written without a space after its one-syllable family name, or its known two-syllable one', () => {
    expect(parts('김민수')).toEqual({ first: '민수', last: '김' });
    expect(parts('이영')).toEqual({ first: '영', last: '이' });
    expect(parts('남궁민수')).toEqual({ first: '민수', last: '남궁' });
    expect(parts('황보영')).toEqual({ first: '영', last: '황보' });
    // Four syllables after a one-syllable family name would leave a three-syllable given name: asked for, not guessed.
    expect(splitFullName('김수한무')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^is written without a space/),
    });
    // One syllable alone is no whole name.
    expect(splitFullName('김')).toMatchObject({ ok: false });
  });

  it('takes a nickname written in quotes', () => {
    expect(parts('Robert "Bob" Lee')).toEqual({ first: 'Robert', last: 'Lee', nickname: 'Bob' });
    expect(parts("Lee, Katherine 'Kat'")).toEqual({ first: 'Katherine', last: 'Lee', nickname: 'Kat' });
    expect(parts("Sean O'Brien")).toEqual({ first: 'Sean', last: "O'Brien" });
  });

  it('doubts a split with several middle words (a double last name reads the same way), and not a plain one', () => {
    const doubted = splitFullName('María José García López');
    expect(doubted).toMatchObject({ ok: true, parts: { first: 'María', middle: 'José García', last: 'López' } });
    expect(doubted.ok && doubted.doubt).toContain('"Last, First"');
    const plain = splitFullName('Ann Marie Lee');
    expect(plain.ok && plain.doubt).toBeUndefined();
    // Two surnames before the comma: Spanish naming, which has no middle name ("María José" is one first name).
    expect(splitFullName('García López, María José')).toEqual({
      ok: true,
      parts: { first: 'María José', last: 'García López' },
    });
    // ...but a last initial is the middle name.
    expect(splitFullName('Garcia Lopez, Jose M.')).toEqual({
      ok: true,
      parts: { first: 'Jose', middle: 'M.', last: 'Garcia Lopez' },
    });
  });

  it('refuses a cell it cannot split, saying why', () => {
    for (const cell of ['Cher', 'Dr. Lee', 'Lee,', ', Ann']) {
      const outcome = splitFullName(cell);
      expect(outcome.ok, cell).toBe(false);
      expect(!outcome.ok && outcome.message).toContain('one name only');
    }
    expect(splitFullName('Mr. and Mrs. John Smith')).toMatchObject({
      ok: false,
      message: expect.stringContaining('two people'),
    });
    expect(splitFullName('Ann & Bob Lee')).toMatchObject({ ok: false, message: expect.stringContaining('two people') });
    expect(splitFullName('Ann (Smith) Lee')).toMatchObject({ ok: false, message: expect.stringContaining('brackets') });
    expect(splitFullName('Lee, Ann, Boston')).toMatchObject({
      ok: false,
      message: expect.stringContaining('more than one comma'),
    });
  });
});
