import type { TransformName, TransformSettings } from './types';

export const DEFAULT_TRANSFORMS: TransformSettings = {
  undoFormulaGuard: true,
  trimSpaces: true,
  emptyWords: true,
  lowercaseEmail: true,
  parseDates: true,
  dateOrder: null,
  normaliseGender: true,
  fixZipCodes: true,
  stateCodes: true,
  countryCodes: true,
  normalisePhones: true,
  defaultPhoneCountry: 'US',
  flagWords: true,
  checkUrls: true,
  refuseDeceased: true,
  listSeparators: [';', ',', '|'],
  splitCombinedNames: false,
};

/** What each switch does, in the words the app and the README show. */
export const TRANSFORM_DESCRIPTIONS: Record<TransformName, string> = {
  undoFormulaGuard:
    "Remove the apostrophe our results files put before values a spreadsheet would run as formulas ('+1 555 0100 -> +1 555 0100), so a fixed errors file imports as it was",
  trimSpaces: 'Trim spaces at both ends and collapse runs of spaces inside values',
  emptyWords:
    'Cells reading NULL, None, NaN or N/A (how databases and data tools write an empty cell) are read as empty, not sent as a name or a city',
  lowercaseEmail: 'Write email addresses in lower case',
  parseDates: 'Read birth dates (2001-07-04, 07/04/2001, 04/07/2001, Excel serial numbers) into day, month and year',
  normaliseGender:
    'Male, Female, M, F, Man, Woman, Masc., Fem. (any case, and m/w, Mann/Frau, Homme/Femme, Masculino/Feminino, Man/Vrouw, Uomo/Donna...) become m and f',
  fixZipCodes: 'US ZIP codes: restore the leading zero Excel dropped (2134 -> 02134); 9 digits become #####-####',
  stateCodes: 'US state and Canadian province names become two-letter codes (Massachusetts -> MA, Québec -> QC)',
  countryCodes: 'Country names become ISO two-letter codes (United States -> US)',
  normalisePhones: 'Phone numbers written in one international form (+1 617 555 0100)',
  flagWords: 'yes/no, true/false, y/n, on/off, active/inactive, 1/0 become 1 and 0 in yes-or-no fields',
  checkUrls: 'Web addresses are checked; https:// is added when missing',
  splitCombinedNames:
    'Two names in one cell (Baptiste/Moreau, Hale (Jefferson), Hale née Jefferson; Robert (Bob)) are split: the last name and the maiden name, the first name and the nickname',
  refuseDeceased:
    'Refuse rows marked deceased (a Deceased column holding anything but a clear no, such as Y, X, a tick or a date of death): the service would treat them as living alumni. Off, they are imported with a warning',
};
