// The app's words for the problems of a row as a whole and of the mapping: columns that disagree, required fields,
// a person marked deceased (part of problem-words.ts).
import { inSentence } from '../../../../src-shared/english';
import { PART_WORDS } from '../../../../src-shared/mapping/target-key';
import { quote } from '../../../../src-shared/validate/engine/words';
import { labelOf, deceasedWhat, ANYWAY } from './problem-word-parts';
import type { ProblemWordsFor } from '../../../../src-shared/problems/problem';

export const ROW_PROBLEM_WORDS: ProblemWordsFor<'mapping' | 'required' | 'deceased'> = {
  'mapping.columns-disagree': ({ field, existing, from }) =>
    `disagrees with ${quote(existing)} from ${from ? `column "${from}"` : 'another column'}: two columns give ` +
    `${labelOf(field)}; keep one`,
  'mapping.custom-field-unnamed': ({ header }) =>
    `Column "${header}" is kept as a custom field but has no name: give it one.`,
  'mapping.custom-field-reserved': ({ header, name }) =>
    `Column "${header}" is kept as a custom field named "${name}", a name programs keep for themselves (it ` +
    `would be refused on the way to the service): give it another name, such as "${header} (custom)".`,
  'mapping.phone-type-column-missing': ({ header, typeHeader }) =>
    `Column "${header}" sends each number to the phone field its kind names in the column ` +
    `"${typeHeader}", which this file does not have: map "${header}" to one phone field, or choose the ` +
    'column naming the kinds.',
  'mapping.phone-flag-column-missing': ({ header, flagHeader, inactive }) =>
    `Column "${header}" leaves out the numbers the column "${flagHeader}" marks ` +
    `${inactive ? 'inactive' : 'not to contact'}, but this file does not have it: every number is sent.`,
  'mapping.not-a-field': ({ header, field }) =>
    `Column "${header}" is mapped to "${field}", which is not a User field a file can fill.`,
  'mapping.part-without-whole': ({ header, part, whole, mapped }) =>
    `Column "${header}" is mapped as the ${PART_WORDS[part].toLowerCase()} of the column "${whole}", which ` +
    `${mapped ? 'is not mapped to a field' : 'this file does not have'}: map "${whole}" to its field, or leave ` +
    `"${header}" out.`,
  'mapping.two-birth-dates': ({ birthHeader, separateHeader }) =>
    `Both a birth-date column ("${birthHeader}") and a separate birth day, month or year column ` +
    `("${separateHeader}") are mapped: rows where they disagree are flagged.`,
  'mapping.constant-not-a-field': ({ field }) =>
    `"${field}" is given one value for every row, but it is not a User field a file can fill.`,
  'required.no-column': ({ field, oneValue }) => {
    const label = labelOf(field);
    return (
      `No column gives ${label}, which the service requires. ` +
      `Map a column to ${label}${oneValue ? ', or give one value for every row' : " (each person's own)"}.`
    );
  },
  'required.empty': ({ field, oneValue, advise }) => {
    const label = labelOf(field);
    const more = advise
      ? ', or give one value for every row'
      : oneValue
        ? ''
        : ` with the person's own ${inSentence(label)}`;
    return `${label} is empty, and the service requires it. Fill the cell${more}.`;
  },
  'deceased.refused': ({ header, cell, unclear }) => {
    const living = unclear
      ? 'If the person is living, write No in the cell or empty it'
      : 'If the person is living, empty the cell or write No';
    return `${deceasedWhat(header, cell, unclear)}. The row is not imported. ${living}; ${ANYWAY}`;
  },
  'deceased.imported': ({ header, cell, unclear }) =>
    `${deceasedWhat(header, cell, unclear)}; imported anyway, as the settings ask`,
};
