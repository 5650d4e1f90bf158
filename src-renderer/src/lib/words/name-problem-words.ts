// The app's words for the problems of names, lines of text and identifiers (part of problem-words.ts).
import { withArticle } from '../../../../src-shared/english';
import { labelOf, OTHER_NAME_WORDS } from './problem-word-parts';
import type { ProblemWordsFor } from '../../../../src-shared/problems/problem';

export const NAME_PROBLEM_WORDS: ProblemWordsFor<'name' | 'text' | 'id'> = {
  'name.lost-letters': () =>
    'has "?" where a letter should be: the file was saved in an encoding without that letter ' +
    '(Excel\'s "CSV (Comma delimited)" writes "?" for letters such as ş, ı, ł or ć), so the name has lost letters. ' +
    'Save the sheet again as "CSV UTF-8 (Comma delimited)" and load that file',
  'name.brackets': () =>
    'holds a part in brackets: is it a nickname or a maiden name? ' +
    'Put that part in a column of its own (Nickname or Maiden name), and the name as "First Last" or "Last, First"',
  'name.two-people': () => 'names two people (one row is one person): give each person a row of their own',
  'name.no-space': () =>
    'is written without a space between the family name and the given name, so where one ends is unclear: ' +
    'write it with a space (山田 太郎, 王 伟), or map separate family-name and given-name columns',
  'name.one-name': () =>
    'holds one name only: the service needs a first and a last name. ' +
    'Write both ("Ann Lee" or "Lee, Ann"), or map separate first- and last-name columns',
  'name.several-commas': () =>
    'has more than one comma, so where the last name ends is unclear: write it "Last, First" or "First Middle Last"',
  'name.read-last-first': ({ last, first }) =>
    `was read as last name "${last}" and first name "${first}", ` +
    'as the header puts the last name first: check it, or write the name as "Last, First"',
  'name.read-with-middle': ({ first, middle, last }) =>
    `was read as first name "${first}", middle name "${middle}" and last name "${last}": ` +
    'check it, or write the name as "Last, First" so the last name is certain',
  'name.several-lines': ({ count, name }) => `holds ${count} lines (↵ marks a line break): read as one name, "${name}"`,
  'name.two-names': ({ kept, other, field, splitTo }) =>
    `holds two names, "${kept}" and "${other}" (${OTHER_NAME_WORDS[field]}?)` +
    (splitTo ? `; split, "${other}" goes to ${labelOf(splitTo)}` : ''),
  'name.title': ({ title }) =>
    `starts with the title "${title}", which the service keeps in a field of its own (Title): map ` +
    `${withArticle('title')} column, or send the name without it`,
  'name.suffix': ({ suffix }) =>
    `ends with "${suffix}", which the service keeps in a field of its own (Suffix): map ` +
    `${withArticle('suffix')} column, or send the name without it`,
  'text.lines-joined': ({ count, joined }) =>
    `${count > 1 ? `holds ${count} lines` : 'holds a line break'} (↵ marks a line break), and the field keeps one ` +
    `line: sent as "${joined}"`,
  'id.several-lines': ({ count }) =>
    `${count > 1 ? `holds ${count} lines` : 'holds a line break'}, and an ID is one value on one line: correct the cell`,
  'id.decimal-tail': ({ tail, whole }) =>
    `ends in ${tail}, as a column of numbers saved by a script or a spreadsheet does: the ID is probably ${whole}`,
};
