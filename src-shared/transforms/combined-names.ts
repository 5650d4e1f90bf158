// Two names in one cell, the way registrar lists join them: "Baptiste/Moreau", "Hale (Jefferson)", "Hale née
// Jefferson" (a surname and a maiden name), "Robert (Bob)" (a first name and the name the person goes by). Each form is
// a row of the table; a new form is a new row.

export type CombinedForm = 'slash' | 'parentheses' | 'née';

interface FormRow {
  form: CombinedForm;
  /** Group 1: the name the field keeps; group 2: the other name. */
  pattern: RegExp;
  why: string;
}

const NAME = String.raw`\p{L}[\p{L}\p{M}'’. -]*?`;

export const COMBINED_NAME_FORMS: readonly FormRow[] = [
  {
    form: 'slash',
    pattern: new RegExp(String.raw`^(${NAME})\s*/\s*(${NAME})$`, 'u'),
    why: 'Last/Maiden columns: the surname, a slash, the maiden name',
  },
  {
    form: 'parentheses',
    pattern: new RegExp(String.raw`^(${NAME})\s*\(\s*(${NAME})\s*\)$`, 'u'),
    why: 'the other name in parentheses after the name: "Hale (Jefferson)", "Robert (Bob)"',
  },
  {
    form: 'née',
    pattern: new RegExp(String.raw`^(${NAME}),?\s+(?:née|nee|geb\.|geborene|born)\s+(${NAME})$`, 'iu'),
    why: 'née (born) before the maiden name: "Hale née Jefferson", "Hale, geb. Jefferson"',
  },
];

export interface CombinedName {
  form: CombinedForm;
  /** The name the field keeps (the surname, the first name). */
  kept: string;
  /** The other name (the maiden name, the nickname). */
  other: string;
}

/** Whether a cell may hold two names: it has a slash, a parenthesis or the word née. Cheap, before the table. */
export function mayBeCombinedName(text: string): boolean {
  return text.includes('/') || text.includes('(') || /\b(?:n[ée]e|geb\.|geborene|born)\s/i.test(text);
}

/** The two names of a cell written in one of the forms, or undefined. The née form only for a surname. */
export function splitCombinedName(text: string, surname: boolean): CombinedName | undefined {
  if (!mayBeCombinedName(text)) return undefined;
  for (const { form, pattern } of COMBINED_NAME_FORMS) {
    if (form === 'née' && !surname) continue;
    const found = pattern.exec(text);
    if (found) return { form, kept: found[1]!.trim(), other: found[2]!.trim() };
  }
  return undefined;
}

/** The field the other name goes to: a surname's maiden name, a first name's nickname. */
export const OTHER_NAME_FIELD: Readonly<Record<string, string>> = { last_name: 'maiden_name', first_name: 'nickname' };
