import type { SentNote } from './sent-words';

/** The "as sent" note of a cell a value dictionary changed: it says which dictionary. */
export function translatedNote(note: SentNote, dictionary: string | undefined): SentNote {
  if (dictionary === undefined || note.sent === null) return note;
  return { ...note, differs: true, why: `Translated by dictionary ${dictionary}.` };
}
