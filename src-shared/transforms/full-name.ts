// A whole name in one cell, as registrars and CRMs export it ("Lee, Ann M." or "Dr. Ann M. Lee Jr."),
// split into the parts the service keeps apart: title, first, middle, last, suffix (and a nickname
// written in quotes: Robert "Bob" Lee).
import { problem, type CellProblem } from '../problems/problem';
import { hasLostLetters } from './lost-letters';
import { isJoiner, isParticle, isSuffix, isTitle } from './name-words';

export interface NameParts {
  title?: string;
  first: string;
  middle?: string;
  last: string;
  suffix?: string;
  nickname?: string;
}

export type NameOutcome =
  | {
      ok: true;
      parts: NameParts;
      /**
       * Set when the split is a guess worth a look (several middle names, no comma to say where the last name starts).
       */
      doubt?: CellProblem;
    }
  | { ok: false; problem: CellProblem };

/** Chinese, Japanese and Korean names are written family name first ("山田 太郎"). */
const FAMILY_NAME_FIRST = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A word in quotes between the others: the name the person goes by (Robert "Bob" Lee). */
const NICKNAME = /\s["“'‘]([^"“”'‘’]+)["”'’]\s/;

/**
 * Splits a whole name. The cell's spaces should already be collapsed.
 * `lastFirst`: the column's header puts the last name first ("Nom et prénom": "DUPONT Jean"), for a value without a
 * comma.
 */
export function splitFullName(cell: string, lastFirst = false): NameOutcome {
  let text = cell.trim();
  let nickname: string | undefined;
  const nick = NICKNAME.exec(` ${text} `);
  if (nick) {
    nickname = nick[1]!.trim();
    text = ` ${text} `.replace(nick[0], ' ').trim();
  }
  if (text.includes('?') && hasLostLetters(text)) return { ok: false, problem: problem('name.lost-letters') };
  if (/[()]/.test(text)) {
    return { ok: false, problem: problem('name.brackets') };
  }
  const words = text.split(' ').filter((word) => word !== '');
  if (words.some((word) => isJoiner(word))) {
    return { ok: false, problem: problem('name.two-people') };
  }
  // 김민준: a Korean family name is one syllable but for a known few of two (남궁, 황보).
  const korean = words.length === 1 ? splitKorean(text) : undefined;
  if (korean) return korean;
  // 王伟, 山田太郎: where the family name ends cannot be told (王 or 欧阳? 山 or 山田?), so it is asked for,
  // not guessed.
  if (words.length === 1 && FAMILY_NAME_FIRST.test(text)) {
    return { ok: false, problem: problem('name.no-space') };
  }
  const outcome = text.includes(',')
    ? splitWithComma(text, lastFirst)
    : FAMILY_NAME_FIRST.test(text)
      ? splitFamilyFirst(words)
      : lastFirst
        ? splitLastFirst(words)
        : splitWithoutComma(words);
  if (outcome.ok && nickname) outcome.parts.nickname = nickname;
  return outcome;
}

/** Whether every word of a comma's piece is a suffix ("Jr.", "PhD"). */
function allSuffixes(piece: string): boolean {
  return piece.split(' ').every(isSuffix);
}

/** Letters of Spanish and Portuguese names (García, Muñoz, Conceição, João). */
const IBERIAN_LETTERS = /[áéíóúñãõçÁÉÍÓÚÑÃÕÇ]/;

/**
 * Whether the given names after a comma are all the first name, none a middle name: "María del
 * Carmen" (a particle inside: one name), and in Spanish and Portuguese naming, which has no
 * middle name ("José María" is one first name), told by two surnames before the comma
 * ("GARCÍA LÓPEZ", "de la Cruz Martínez") or by a header that puts the last name first over a
 * name in Spanish or Portuguese letters.
 */
function givenNamesWhole(
  lastWords: readonly string[],
  given: readonly string[],
  lastFirst: boolean,
  text: string,
): boolean {
  // A last initial is a middle name in any naming ("GARCÍA LÓPEZ, José M.").
  if (given.length < 2 || /^\p{L}\.?$/u.test(given.at(-1)!)) return false;
  if (given.slice(1, -1).some((word) => isParticle(word))) return true;
  const surnames = lastWords.filter((word) => !isParticle(word)).length;
  return surnames >= 2 || (lastFirst && IBERIAN_LETTERS.test(text));
}

/** "Lee, Ann M.", "Lee Jr., Ann", "Lee, Dr. Ann", "Lee, Ann, PhD"; or "Ann Lee, Jr." (the comma before a suffix). */
function splitWithComma(text: string, lastFirst: boolean): NameOutcome {
  const pieces = text
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  if (pieces.length >= 2 && pieces.slice(1).every(allSuffixes)) {
    const outcome = splitWithoutComma(pieces[0]!.split(' '));
    if (outcome.ok) outcome.parts.suffix = [outcome.parts.suffix, ...pieces.slice(1)].filter(Boolean).join(', ');
    return outcome;
  }
  if (pieces.length < 2) return { ok: false, problem: problem('name.one-name') };
  const extra = pieces.slice(2);
  if (!extra.every(allSuffixes)) return { ok: false, problem: problem('name.several-commas') };
  const lastWords = pieces[0]!.split(' ');
  const suffixes: string[] = [];
  while (lastWords.length > 1 && isSuffix(lastWords[lastWords.length - 1]!)) suffixes.unshift(lastWords.pop()!);
  const given = pieces[1]!.split(' ');
  const titles: string[] = [];
  while (given.length > 1 && isTitle(given[0]!)) titles.push(given.shift()!);
  if (given.length === 1 && isTitle(given[0]!)) return { ok: false, problem: problem('name.one-name') };
  const whole = givenNamesWhole(lastWords, given, lastFirst, text);
  const parts: NameParts = { first: whole ? given.join(' ') : given[0]!, last: lastWords.join(' ') };
  if (given.length > 1 && !whole) parts.middle = given.slice(1).join(' ');
  if (titles.length > 0) parts.title = titles.join(' ');
  if (suffixes.length + extra.length > 0) parts.suffix = [...suffixes, ...extra].join(', ');
  return { ok: true, parts };
}

/** The Korean family names of two syllables; every other one is a single syllable (김, 이, 박). */
const KOREAN_TWO_SYLLABLE_SURNAMES = new Set(['남궁', '황보', '제갈', '사공', '선우', '서문', '독고', '동방']);

/**
 * A Korean name of two to four syllables written without a space (김민수, 남궁민수): its family
 * name is the first syllable, or the first two when they are a two-syllable family name. Four
 * syllables without such a family name (a two-syllable given name after one, or not?) are left unsplit.
 */
function splitKorean(text: string): NameOutcome | undefined {
  if (!/^\p{Script=Hangul}{2,4}$/u.test(text)) return undefined;
  const familyLength = KOREAN_TWO_SYLLABLE_SURNAMES.has(text.slice(0, 2)) && text.length > 2 ? 2 : 1;
  if (text.length - familyLength > 2) return undefined;
  return { ok: true, parts: { last: text.slice(0, familyLength), first: text.slice(familyLength) } };
}

/** "山田 太郎", "김 민수": the family name, then the given name. */
function splitFamilyFirst(words: string[]): NameOutcome {
  if (words.length < 2) return { ok: false, problem: problem('name.one-name') };
  return { ok: true, parts: { last: words[0]!, first: words.slice(1).join(' ') } };
}

/**
 * "DUPONT Jean", "García López María" under a header that puts the last name first: the last word is the first name.
 */
function splitLastFirst(words: string[]): NameOutcome {
  if (words.length < 2) return { ok: false, problem: problem('name.one-name') };
  const parts: NameParts = { last: words.slice(0, -1).join(' '), first: words[words.length - 1]! };
  // Three words or more: a double last name or two given names ("García López María", "Dupont Jean Pierre").
  const doubt =
    words.length > 2 ? problem('name.read-last-first', { last: parts.last, first: parts.first }) : undefined;
  return { ok: true, parts, ...(doubt ? { doubt } : {}) };
}

/** "Ann Lee", "Dr. Ann Marie Lee Jr.", "Juan de la Cruz": first word first, particles with the last name. */
function splitWithoutComma(input: string[]): NameOutcome {
  const words = input.filter((word) => word !== '');
  const titles: string[] = [];
  while (words.length > 0 && isTitle(words[0]!)) titles.push(words.shift()!);
  const suffixes: string[] = [];
  while (words.length > 2 && isSuffix(words[words.length - 1]!)) suffixes.unshift(words.pop()!.replace(/,$/, ''));
  if (words.length < 2) return { ok: false, problem: problem('name.one-name') };
  let lastStart = words.length - 1;
  while (lastStart > 1 && isParticle(words[lastStart - 1]!)) lastStart--;
  const parts: NameParts = { first: words[0]!, last: words.slice(lastStart).join(' ') };
  const middle = words.slice(1, lastStart);
  if (middle.length > 0) parts.middle = middle.join(' ');
  if (titles.length > 0) parts.title = titles.join(' ');
  if (suffixes.length > 0) parts.suffix = suffixes.join(', ');
  // Two or more middle words: a double last name ("María José García López") reads the same way.
  const doubt =
    middle.length >= 2
      ? problem('name.read-with-middle', { first: parts.first, middle: parts.middle!, last: parts.last })
      : undefined;
  return { ok: true, parts, ...(doubt ? { doubt } : {}) };
}
