// A mapping template edited by hand and refused: each problem in words a person can act on,
// led by its line (JSON's own slips by line and column), the value quoted, what is allowed
// instead and the nearest known name. Positions come from jsonc-parser's syntax tree.
import { closest, distance } from 'fastest-levenshtein';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { AppError } from '../errors';
import { MAPPABLE_FIELDS, fieldSpec } from '../fields/catalogue';
import type { SettingHint } from '../setting-hint';
import { MAPPING_TEMPLATE_VERSION } from './types';

type Path = readonly PropertyKey[];

export interface TemplateProblem {
  path: Path;
  words: string;
}

/** The keys a template, its transforms and each of its columns take. */
export interface KnownKeys {
  template: readonly string[];
  transforms: readonly string[];
  column: readonly string[];
}

const JSON_REMEDY =
  'Check the quotes, commas and brackets there, or save the mapping again from Alumni Loader rather than editing it by hand.';
/** The way out of a template that cannot be read: a mapping saved again by the app. */
export const SAVED_MAPPING: SettingHint = { setting: 'saved-mapping' };

/** What each slip jsonc-parser reports means, in words. */
const SLIP_WORDS: Partial<Record<string, string>> = {
  InvalidSymbol: 'a character JSON does not allow here',
  InvalidNumberFormat: 'a number written in a form JSON does not allow',
  PropertyNameExpected: 'a name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected after the name',
  CommaExpected: 'a comma is missing before this',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'more text follows the end of the template',
  InvalidCommentToken: 'JSON allows no comments',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a text in quotes is not closed',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'a \\u escape is not four hexadecimal digits',
  InvalidEscapeCharacter: 'a backslash escape JSON does not know',
  InvalidCharacter: 'a character that must be escaped inside quotes (a line break or a tab)',
};

/** JSON text read, or refused naming the line and column of the first slip (a comma left before "}" most often). */
export function parseJsonText(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    const slip = errors[0];
    if (!slip) throw new AppError('invalid-input', `${source} is not valid JSON.`, [JSON_REMEDY], SAVED_MAPPING);
    const code = printParseErrorCode(slip.error);
    if (slip.offset >= text.trimEnd().length)
      throw new AppError(
        'invalid-input',
        `${source} is not valid JSON: it stops before the template is closed (is it cut short?).`,
        [JSON_REMEDY],
        SAVED_MAPPING,
      );
    const { line, column } = lineAndColumn(text, slip.offset);
    const before = text.slice(0, slip.offset).trimEnd();
    const closing = text.slice(slip.offset).trimStart()[0];
    const trailingComma = before.endsWith(',') && (closing === '}' || closing === ']');
    const hint = trailingComma
      ? `A comma is left after the last item on line ${lineAndColumn(text, before.length - 1).line}: JSON allows none before "${closing}". Remove it.`
      : JSON_REMEDY;
    throw new AppError(
      'invalid-input',
      `${source} is not valid JSON: at line ${line}, column ${column} (${SLIP_WORDS[code] ?? code}).`,
      [hint],
      SAVED_MAPPING,
    );
  }
}

function lineAndColumn(text: string, at: number): { line: number; column: number } {
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys the template, its transforms or its columns do not know, each with the known key it is nearest. */
export function unknownKeys(value: unknown, known: KnownKeys): TemplateProblem[] {
  if (!isObject(value)) return [];
  const columns = Array.isArray(value.columns) ? value.columns : [];
  return [
    ...strangers(value, known.template, [], 'a mapping template'),
    ...(isObject(value.transforms)
      ? strangers(value.transforms, known.transforms, ['transforms'], '"transforms"')
      : []),
    ...columns.flatMap((column, index) =>
      isObject(column) ? strangers(column, known.column, ['columns', index], 'a column') : [],
    ),
  ];
}

function strangers(
  object: Record<string, unknown>,
  known: readonly string[],
  path: Path,
  whose: string,
): TemplateProblem[] {
  return Object.keys(object)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const near = nearest(key, known);
      const guess = near
        ? ` Did you mean "${near}"?`
        : ` The keys it takes are ${known.map((k) => `"${k}"`).join(', ')}.`;
      return { path: [...path, key], words: `"${key}" is no key of ${whose}, so it would be ignored.${guess}` };
    });
}

/** The known word a slip most likely meant (a letter or two off, or another case), if any is near. */
function nearest(typed: string, known: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  const best = closest(
    lower,
    known.map((k) => k.toLowerCase()),
  );
  const slips = lower.length <= 4 ? 1 : Math.max(2, Math.floor(lower.length / 4));
  return distance(lower, best) <= slips ? known.find((k) => k.toLowerCase() === best) : undefined;
}

const FIELD_NAMES = MAPPABLE_FIELDS.map((spec) => spec.name);

/** One schema issue in words: the value quoted, what is allowed instead, and a nearest name when one fits. */
export function describeIssue(issue: z.core.$ZodIssue, root: unknown): TemplateProblem {
  const { path } = issue;
  const key = String(path.at(-1) ?? '');
  const found = valueAt(root, path);
  const owner = ownerWords(root, path);
  const subject = `${owner}${path.length > 0 ? `"${key}"` : 'The template'}`;
  if (path.length === 1 && key === 'version') return { path, words: versionWords(found) };
  if (found === undefined && path.length > 0) return { path, words: `${subject} is missing.` };
  if (issue.code === 'custom' && key === 'field' && typeof found === 'string')
    return { path, words: `${subject} is ${quote(found)}, ${fieldWords(found)}` };
  if (issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options))
    return { path, words: oneOfWords(subject, found, issue.options as unknown[], key) };
  if (issue.code === 'invalid_value')
    return { path, words: oneOfWords(subject, found, issue.values as unknown[], key) };
  if (issue.code === 'invalid_type')
    return {
      path,
      words: `${subject} is ${valueWords(found)}: write ${EXPECTED_WORDS[issue.expected] ?? issue.expected} instead.`,
    };
  if (issue.code === 'too_small')
    return { path, words: `${subject} is empty: give ${key === 'header' ? "the column's header" : 'a value'}.` };
  if (issue.code === 'invalid_format' && key === 'defaultPhoneCountry')
    return { path, words: `${subject} is ${quote(found)}: write a country's two-letter code, such as "US" or "GB".` };
  return { path, words: `${subject}: ${issue.message}.` };
}

function versionWords(found: unknown): string {
  const wanted = `a saved mapping holds "version": ${MAPPING_TEMPLATE_VERSION}`;
  if (found === undefined) return `"version" is missing: ${wanted}.`;
  if (typeof found === 'string' && Number(found) === MAPPING_TEMPLATE_VERSION)
    return `"version" is the text "${found}", not the number ${MAPPING_TEMPLATE_VERSION}: write "version": ${MAPPING_TEMPLATE_VERSION}, without quotes.`;
  if (typeof found === 'number')
    return `"version" is ${found}: this template was made by another version of Alumni Loader (this one reads version ${MAPPING_TEMPLATE_VERSION}). Save the mapping again with this version.`;
  return `"version" is ${valueWords(found)}: ${wanted}.`;
}

function fieldWords(field: string): string {
  const spec = fieldSpec(field);
  if (spec?.serviceOwned)
    return 'which the service sets itself: a file cannot fill it. Map the column to another field, or "kind": "ignore".';
  const near = nearest(field, FIELD_NAMES);
  return `which is not a User field a file can fill.${near ? ` Did you mean "${near}"?` : ' Field names are those of the API (first_name, email, year_graduated, ...).'}`;
}

function oneOfWords(subject: string, found: unknown, allowed: readonly unknown[], key: string): string {
  const options = allowed.map((option) => quote(option));
  // dateOrder: null is allowed too (each date read on its own), though zod lists the texts only.
  const orNull = key === 'dateOrder' ? ', or null to read each date on its own' : '';
  const near =
    typeof found === 'string'
      ? nearest(
          found,
          allowed.filter((option): option is string => typeof option === 'string'),
        )
      : undefined;
  return `${subject} is ${valueWords(found)}, which is not allowed: write ${options.length > 1 ? `one of ${options.join(', ')}` : options[0]}${orNull}.${near ? ` Did you mean "${near}"?` : ''}`;
}

const EXPECTED_WORDS: Record<string, string> = {
  boolean: 'true or false (without quotes)',
  string: 'text in quotes',
  number: 'a number',
  array: 'a list in [ ]',
  object: 'an object in { }',
};

const quote = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : String(value));

function valueWords(value: unknown): string {
  if (typeof value === 'string') return `the text ${quote(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (Array.isArray(value)) return 'a list';
  if (isObject(value)) return 'an object';
  return String(value);
}

/** Who holds the key: a column named by its header (the 1st, 2nd... of "columns"), "transforms", "constants". */
function ownerWords(root: unknown, path: Path): string {
  if (path[0] === 'columns' && typeof path[1] === 'number' && path.length > 2) {
    const header = valueAt(root, ['columns', path[1], 'header']);
    const which = `column ${path[1] + 1} of "columns"`;
    return `${typeof header === 'string' ? `The column "${header}" (${which})` : `The ${which}`}: `;
  }
  if (path.length > 1)
    return `In ${path
      .slice(0, -1)
      .map((key) => (typeof key === 'number' ? `item ${key + 1}` : `"${String(key)}"`))
      .join(' > ')}, `;
  return '';
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path)
    value = isObject(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * Each problem led by its line ("Line 78: "), where its key starts (or, when it is missing, the object that lacks it);
 * first line first.
 */
export function inLineOrder(problems: readonly TemplateProblem[], text: string | undefined): string[] {
  if (text === undefined) return problems.map(({ words }) => words);
  const root = parseTree(text);
  return problems
    .map(({ path, words }) => ({ line: root ? lineAndColumn(text, offsetOf(root, path)).line : 1, words }))
    .sort((a, b) => a.line - b.line)
    .map(({ line, words }) => `Line ${line}: ${words}`);
}

/** Where the key at `path` starts (its property), or the nearest enclosing value when it is missing. */
function offsetOf(root: Node, path: Path): number {
  for (let depth = path.length; depth > 0; depth--) {
    const node = findNodeAtLocation(
      root,
      path.slice(0, depth).map((key) => (typeof key === 'number' ? key : String(key))),
    );
    if (node) return node.parent?.type === 'property' ? node.parent.offset : node.offset;
  }
  return root.offset;
}
