// Small helps for sentences made from parts: the article a word takes, a count with its noun, a label inside a
// sentence. "Give every row a Enabled" and "1 row(s)" read as a machine wrote them.

/** Words starting with a vowel letter but a consonant sound ("a user", "a one-off"), and the reverse ("an hour"). */
const CONSONANT_SOUND = /^(?:u[bcfhjkmnrst][aeiou]|uni|use|usu|one|eu|ewe)/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/i;
/** Letters read one by one whose name starts with a vowel sound: "an SMS", "an ID" (F, H, L, M, N, R, S, X too). */
const SPOKEN_LETTERS = /^[AEFHILMNORSX](?:[A-Z0-9]|$)/;

/** "a" or "an" for the word, by how it sounds. */
export function articleFor(word: string): 'a' | 'an' {
  const text = word.trim();
  if (/^[A-Z]{2,}\b/.test(text) || /^[A-Z](?:[^a-z]|$)/.test(text)) return SPOKEN_LETTERS.test(text) ? 'an' : 'a';
  if (VOWEL_SOUND.test(text)) return 'an';
  if (CONSONANT_SOUND.test(text)) return 'a';
  return /^[aeiou]/i.test(text) ? 'an' : 'a';
}

/** The word with its article: "an email", "a class year", "an ID". */
export const withArticle = (word: string): string => `${articleFor(word)} ${word}`;

/** A count and its noun: "1 row", "2 rows", "1 person", "3 people" (`many` when the plural is not noun + s). */
export const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** A field's label inside a sentence: "First name" -> "first name"; "ID", "LinkedIn" and "Email (work)" kept. */
export function inSentence(label: string): string {
  if (/^[A-Z][A-Z0-9]/.test(label) || /^[A-Z][a-z]+[A-Z]/.test(label)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
