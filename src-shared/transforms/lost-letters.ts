// Names whose letters a Windows code page had no room for ("Ay?e" for Ayşe).

/**
 * A word of letters with a "?" among them ("Ay?e", "Y?ld?z", "Petrovi?"): a letter a file saved in a Windows code page
 * had no room for (ş, ı, ć).
 */
const WORD_WITH_LOST_LETTER = /^[\p{L}\p{M}'’.?-]*(?:\p{L}\?|\?\p{L})[\p{L}\p{M}'’.?-]*$/u;

/** Whether a name has a word whose letters were replaced by "?" (not a "?" in a web address or another text). */
export function hasLostLetters(name: string): boolean {
  return name.split(' ').some((word) => WORD_WITH_LOST_LETTER.test(word));
}

/**
 * Refused, not sent with a warning: the letters are lost for good, a person written so would
 * keep the damaged name in the service (and in every message it sends them), and one export
 * again mends every row at once.
 */
export const LOST_LETTERS_MESSAGE =
  'has "?" where a letter should be: the file was saved in an encoding without that letter ' +
  '(Excel\'s "CSV (Comma delimited)" writes "?" for letters such as ş, ı, ł or ć), so the name has lost letters. ' +
  'Save the sheet again as "CSV UTF-8 (Comma delimited)" and load that file';
