// A mapping template (or a recipe, an update policy) edited by hand and refused: each problem as data a door words,
// placed by its line (JSON's own slips by line and column), with the value found, what is allowed instead and the
// nearest known name. Positions come from jsonc-parser's syntax tree.
import { closest, distance } from 'fastest-levenshtein';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { refused } from '../errors';
import { MAPPABLE_FIELDS, fieldSpec } from '../fields/catalogue';
import type { Found, JsonIssue, JsonSource, KeyHolder, KeyOwner, PlacedIssue, Subject } from '../problems/json-issues';
import { reason } from '../problems/reasons';
import type { SettingHint } from '../setting-hint';
import { MAPPING_TEMPLATE_VERSION } from './types';

type Path = readonly PropertyKey[];

export interface TemplateProblem {
  path: Path;
  issue: JsonIssue;
}

/** The keys a template, its transforms and each of its columns take. */
export interface KnownKeys {
  template: readonly string[];
  transforms: readonly string[];
  column: readonly string[];
}

/** The way out of a template that cannot be read: a mapping saved again by the app. */
export const SAVED_MAPPING: SettingHint = { setting: 'saved-mapping' };

/** JSON text read, or refused naming the line and column of the first slip (a comma left before "}" most often). */
export function parseJsonText(text: string, source: JsonSource): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    const slip = errors[0];
    if (!slip) throw refused(reason('json.invalid', { source }), SAVED_MAPPING);
    if (slip.offset >= text.trimEnd().length)
      throw refused(reason('json.invalid', { source, cutShort: true }), SAVED_MAPPING);
    const { line, column } = lineAndColumn(text, slip.offset);
    const before = text.slice(0, slip.offset).trimEnd();
    const closing = text.slice(slip.offset).trimStart()[0];
    const trailingComma =
      before.endsWith(',') && (closing === '}' || closing === ']')
        ? { trailingComma: { line: lineAndColumn(text, before.length - 1).line, closing } }
        : {};
    const found = { line, column, slip: printParseErrorCode(slip.error), ...trailingComma };
    throw refused(reason('json.invalid', { source, slip: found }), SAVED_MAPPING);
  }
}

function lineAndColumn(text: string, at: number): { line: number; column: number } {
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys the template (or recipe), its transforms or its columns do not know, each with the known key it is nearest. */
export function unknownKeys(value: unknown, known: KnownKeys, holder: KeyHolder = 'template'): TemplateProblem[] {
  if (!isObject(value)) return [];
  const columns = Array.isArray(value.columns) ? value.columns : [];
  return [
    ...strangers(value, known.template, [], holder),
    ...(isObject(value.transforms) ? strangers(value.transforms, known.transforms, ['transforms'], 'transforms') : []),
    ...columns.flatMap((column, index) =>
      isObject(column) ? strangers(column, known.column, ['columns', index], 'column') : [],
    ),
  ];
}

function strangers(
  object: Record<string, unknown>,
  known: readonly string[],
  path: Path,
  holder: KeyHolder,
): TemplateProblem[] {
  return Object.keys(object)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const near = nearest(key, known);
      return {
        path: [...path, key],
        issue: { kind: 'unknown-key', key, holder, ...(near ? { near } : {}), known: [...known] },
      };
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

/** One schema issue as data: the value found, what is allowed instead, and a nearest name when one fits. */
export function describeIssue(issue: z.core.$ZodIssue, root: unknown): TemplateProblem {
  const { path } = issue;
  const key = String(path.at(-1) ?? '');
  const value = valueAt(root, path);
  const subject = subjectOf(root, path);
  const found = foundOf(value);
  const at = (described: JsonIssue): TemplateProblem => ({ path, issue: described });
  if (path.length === 1 && key === 'version') return at(versionIssue(value));
  if (value === undefined && path.length > 0) return at({ kind: 'missing', subject });
  if (issue.code === 'custom' && key === 'field' && typeof value === 'string') {
    const serviceOwned = fieldSpec(value)?.serviceOwned === true;
    const near = serviceOwned ? undefined : nearest(value, FIELD_NAMES);
    return at({ kind: 'not-a-field', subject, field: value, serviceOwned, ...(near ? { near } : {}) });
  }
  const allowed =
    issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options)
      ? (issue.options as unknown[])
      : issue.code === 'invalid_value'
        ? (issue.values as unknown[])
        : undefined;
  if (allowed) return at(notAllowed(subject, value, allowed, key));
  if (issue.code === 'invalid_type') return at({ kind: 'wrong-type', subject, found, expected: issue.expected });
  if (issue.code === 'too_small') return at({ kind: 'empty', subject, header: key === 'header' });
  if (issue.code === 'invalid_format' && key === 'defaultPhoneCountry')
    return at({ kind: 'country-code', subject, found });
  return at({ kind: 'schema', subject, message: issue.message });
}

function versionIssue(value: unknown): JsonIssue {
  const wanted = MAPPING_TEMPLATE_VERSION;
  if (value === undefined) return { kind: 'version-missing', wanted };
  if (typeof value === 'string' && Number(value) === wanted) return { kind: 'version-text', text: value, wanted };
  if (typeof value === 'number') return { kind: 'version-other', number: value, wanted };
  return { kind: 'version-wrong', found: foundOf(value), wanted };
}

function notAllowed(subject: Subject, value: unknown, allowed: readonly unknown[], key: string): JsonIssue {
  const texts = allowed.filter((option): option is string => typeof option === 'string');
  const near = typeof value === 'string' ? nearest(value, texts) : undefined;
  return {
    kind: 'not-allowed',
    subject,
    found: foundOf(value),
    allowed: allowed.map(foundOf),
    // dateOrder: null is allowed too (each date read on its own), though zod lists the texts only.
    orNull: key === 'dateOrder',
    ...(near ? { near } : {}),
  };
}

/** A value as much as words need: a text or a number whole, a list or an object by its kind. */
export function foundOf(value: unknown): Found {
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number') return { number: value };
  if (Array.isArray(value)) return { list: true };
  if (isObject(value)) return { object: true };
  return { literal: String(value) };
}

/** What an issue is about: the key and who holds it (a column named by its header, "transforms", "constants"). */
function subjectOf(root: unknown, path: Path): Subject {
  if (path.length === 0) return { root: true };
  const key = String(path.at(-1));
  if (path[0] === 'columns' && typeof path[1] === 'number' && path.length > 2) {
    const header = valueAt(root, ['columns', path[1], 'header']);
    const owner: KeyOwner = { column: path[1], ...(typeof header === 'string' ? { header } : {}) };
    return { key, owner };
  }
  if (path.length > 1)
    return { key, owner: { path: path.slice(0, -1).map((step) => (typeof step === 'number' ? step : String(step))) } };
  return { key };
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path)
    value = isObject(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * Each problem placed by its line, where its key starts (or, when it is missing, the object that lacks it); first line
 * first. Without the text, in the order found and with no line.
 */
export function inLineOrder(problems: readonly TemplateProblem[], text: string | undefined): PlacedIssue[] {
  if (text === undefined) return problems.map(({ issue }) => issue);
  const root = parseTree(text);
  return problems
    .map(({ path, issue }) => ({ ...issue, line: root ? lineAndColumn(text, offsetOf(root, path)).line : 1 }))
    .sort((a, b) => a.line - b.line);
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
