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
