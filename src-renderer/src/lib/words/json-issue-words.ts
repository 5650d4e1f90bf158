// The app's words for what is wrong in a JSON file written by hand (src-shared/problems/json-issues.ts): a saved
// mapping, a recipe, an update policy. Each issue led by its line; the command line uses these words too.
import type {
  Found,
  JsonIssue,
  JsonSlip,
  JsonSource,
  KeyHolder,
  KeyOwner,
  PlacedIssue,
  Subject,
} from '../../../../src-shared/problems/json-issues';
import type { ReasonWords } from '../../../../src-shared/problems/reasons';

/** The file as a message names it: "The mapping file m.json", "The recipe". */
export function sourceWords({ kind, file }: JsonSource): string {
  switch (kind) {
    case 'mapping':
      return file !== undefined ? `The mapping file ${file}` : 'The mapping template';
    case 'recipe':
      return file !== undefined ? `The recipe ${file}` : 'The recipe';
    case 'policy':
      return file !== undefined ? `The update policy file ${file}` : 'The update policy';
    case 'recipe-mapping':
      return 'The mapping of the recipe';
  }
}

const JSON_REMEDY =
  'Check the quotes, commas and brackets there, or save the mapping again from Alumni Loader rather than editing it by hand.';

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

/** A file that is not JSON: where the first slip is, and the way out. */
export function invalidJsonWords(source: JsonSource, slip?: JsonSlip, cutShort?: boolean): ReasonWords {
  const name = sourceWords(source);
  if (cutShort)
    return {
      message: `${name} is not valid JSON: it stops before the template is closed (is it cut short?).`,
      details: [JSON_REMEDY],
    };
  if (!slip) return { message: `${name} is not valid JSON.`, details: [JSON_REMEDY] };
  const comma = slip.trailingComma;
  return {
    message: `${name} is not valid JSON: at line ${slip.line}, column ${slip.column} (${SLIP_WORDS[slip.slip] ?? slip.slip}).`,
    details: [
      comma
        ? `A comma is left after the last item on line ${comma.line}: JSON allows none before "${comma.closing}". Remove it.`
        : JSON_REMEDY,
    ],
  };
}

const HOLDERS: Record<KeyHolder, string> = {
  template: 'a mapping template',
  recipe: 'a recipe',
  policy: 'an update policy',
  transforms: '"transforms"',
  column: 'a column',
  groups: '"groups"',
};

const EXPECTED_WORDS: Record<string, string> = {
  boolean: 'true or false (without quotes)',
  string: 'text in quotes',
  number: 'a number',
  array: 'a list in [ ]',
  object: 'an object in { }',
};

function quote(found: Found): string {
  if ('text' in found) return `"${found.text}"`;
  if ('number' in found) return String(found.number);
  if ('literal' in found) return found.literal;
  return 'list' in found ? 'a list' : 'an object';
}

function valueWords(found: Found): string {
  if ('text' in found) return `the text ${quote(found)}`;
  if ('number' in found) return `the number ${found.number}`;
  return quote(found);
}

function ownerWords(owner: KeyOwner): string {
  if ('column' in owner) {
    const which = `column ${owner.column + 1} of "columns"`;
    return `${owner.header !== undefined ? `The column "${owner.header}" (${which})` : `The ${which}`}: `;
  }
  return `In ${owner.path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : `"${key}"`)).join(' > ')}, `;
}

const subjectWords = (subject: Subject): string =>
  'root' in subject ? 'The template' : `${subject.owner ? ownerWords(subject.owner) : ''}"${subject.key}"`;

const didYouMean = (near: string | undefined): string => (near ? ` Did you mean "${near}"?` : '');

/** One issue in words. */
export function jsonIssueWords(issue: JsonIssue): string {
  switch (issue.kind) {
    case 'unknown-key':
      return (
        `"${issue.key}" is no key of ${HOLDERS[issue.holder]}, so it would be ignored.` +
        (issue.near
          ? didYouMean(issue.near)
          : ` The keys it takes are ${issue.known.map((key) => `"${key}"`).join(', ')}.`)
      );
    case 'version-missing':
      return `"version" is missing: a saved mapping holds "version": ${issue.wanted}.`;
    case 'version-text':
      return `"version" is the text "${issue.text}", not the number ${issue.wanted}: write "version": ${issue.wanted}, without quotes.`;
    case 'version-other':
      return (
        `"version" is ${issue.number}: this template was made by another version of Alumni Loader ` +
        `(this one reads version ${issue.wanted}). Save the mapping again with this version.`
      );
    case 'version-wrong':
      return `"version" is ${valueWords(issue.found)}: a saved mapping holds "version": ${issue.wanted}.`;
    case 'missing':
      return `${subjectWords(issue.subject)} is missing.`;
    case 'not-a-field':
      return `${subjectWords(issue.subject)} is "${issue.field}", ${
        issue.serviceOwned
          ? 'which the service sets itself: a file cannot fill it. Map the column to another field, or "kind": "ignore".'
          : `which is not a User field a file can fill.${
              issue.near
                ? didYouMean(issue.near)
                : ' Field names are those of the API (first_name, email, year_graduated, ...).'
            }`
      }`;
    case 'not-allowed': {
      const options = issue.allowed.map(quote);
      const write = options.length > 1 ? `one of ${options.join(', ')}` : options[0];
      const orNull = issue.orNull ? ', or null to read each date on its own' : '';
      return `${subjectWords(issue.subject)} is ${valueWords(issue.found)}, which is not allowed: write ${write}${orNull}.${didYouMean(issue.near)}`;
    }
    case 'wrong-type':
      return `${subjectWords(issue.subject)} is ${valueWords(issue.found)}: write ${EXPECTED_WORDS[issue.expected] ?? issue.expected} instead.`;
    case 'empty':
      return `${subjectWords(issue.subject)} is empty: give ${issue.header ? "the column's header" : 'a value'}.`;
    case 'country-code':
      return `${subjectWords(issue.subject)} is ${quote(issue.found)}: write a country's two-letter code, such as "US" or "GB".`;
    case 'schema':
      return `${subjectWords(issue.subject)}: ${issue.message}.`;
    case 'not-object':
      return 'The policy must be an object in { }.';
  }
}

/** Each issue on a line of its own, led by its line in the file when known ("Line 78: ..."). */
export const placedIssueLines = (issues: readonly PlacedIssue[]): string[] =>
  issues.map((issue) => `${issue.line !== undefined ? `Line ${issue.line}: ` : ''}${jsonIssueWords(issue)}`);
