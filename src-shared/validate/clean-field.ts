// One cell's text -> the value sent for one field: what every kind shares (trimming, invisible
// characters, Excel's marks and errors), then the cleaning of the field's kind (values/kinds.ts),
// then the field's zod schema. Problems come back in plain words, with a fix where one is known.
import type { FieldSchema } from './send-schemas';
import type { FieldSpec } from '../fields/catalogue';
import { excelErrorProblem, isExcelError } from '../transforms/excel-error';
import { isScientificNotation, SCIENTIFIC_NOTATION_PROBLEM } from '../transforms/scientific-notation';
import { apostropheNumberText, textFormulaText } from '../transforms/excel-text';
import type { SchemaRule } from '../problems/codes';
import { fix, problem, type CellProblem, type KeptText } from '../problems/problem';
import { collapseSpaces, hasWideForms, isBlank, narrowed } from '../transforms/text';
import type { TransformSettings } from '../transforms/types';
import { spreadsheetFormulaProblem } from './formula-cells';
import type { OutgoingValue } from './outgoing-user';
import { controlCharacterProblem } from './values/invisible';
import { KIND_CLEANERS } from './values/kinds';
import type { CleanOutcome, RowContext } from './values/outcome';

export type { CellProblem, CleanOutcome, RowContext } from './values/outcome';
export { addressPrefix, US_ZIP_COUNTRIES } from './values/address';
export { NAME_FIELDS } from './values/names';
export { phoneCountryOf } from './values/phone';

/** Kinds whose digits are the value itself (IDs, phones, ZIPs): a number Excel shortened to 1.23457E+11 is refused. */
const DIGITS_AS_TEXT = new Set<FieldSpec['kind']>(['string', 'text', 'phone', 'zipcode']);

/**
 * Cleans one non-empty cell for one field. `raw` is the cell as read (untrimmed). `accepts`, when
 * given, is the schema's cheap twin (fieldAccepts): zod then runs only to explain a refusal.
 */
export function cleanValue(
  spec: FieldSpec,
  schema: FieldSchema,
  raw: string,
  settings: TransformSettings,
  row: RowContext,
  accepts?: (value: unknown) => boolean,
): CleanOutcome {
  const text = settings.trimSpaces ? collapseSpaces(raw) : raw;
  const first = text.charCodeAt(0);
  // '85 in a year column is the alumni shorthand for 1985 (yearWritten suggests it), not Excel's mark.
  const kept =
    (first === APOSTROPHE || first === RIGHT_QUOTE) && !(spec.kind === 'integer' && text.length <= 3)
      ? apostropheNumberText(text)
      : undefined;
  if (kept !== undefined)
    return withKeptText({ form: 'apostrophe', text: kept }, cleanCell(spec, schema, kept, settings, row, accepts));
  const formula = first === EQUALS ? textFormulaText(text) : undefined;
  if (formula === undefined)
    return withFormulaWarning(spec, text, cleanCell(spec, schema, text, settings, row, accepts));
  if (isBlank(formula))
    return { ok: false, problem: problem('cell.empty-text-formula', undefined, { fix: fix('fix.empty-cell', '') }) };
  return withKeptText(
    { form: 'text-formula', text: formula },
    cleanCell(spec, schema, settings.trimSpaces ? collapseSpaces(formula) : formula, settings, row, accepts),
  );
}

/** Text fields: a cell a spreadsheet would run as a formula is sent with a warning (formula-cells.ts). */
function withFormulaWarning(spec: FieldSpec, text: string, outcome: CleanOutcome): CleanOutcome {
  if (!outcome.ok || (spec.kind !== 'string' && spec.kind !== 'text') || typeof outcome.value !== 'string')
    return outcome;
  const warning = spreadsheetFormulaProblem(text);
  return warning ? { ...outcome, warning } : outcome;
}

const EQUALS = 61;
const APOSTROPHE = 39;
const RIGHT_QUOTE = 0x2019;

/**
 * The outcome of the text Excel's marks keep as typed (inside ="00123", after '00123): its value
 * with a warning naming the form, or its refusal saying it is the text inside that is refused.
 */
function withKeptText(kept: KeptText, outcome: CleanOutcome): CleanOutcome {
  if (!outcome.ok) return { ok: false, problem: { ...outcome.problem, kept } };
  const { warning } = outcome;
  const note: CellProblem = warning
    ? { ...warning, severity: 'warning', kept }
    : problem(kept.form === 'apostrophe' ? 'cell.apostrophe-number' : 'cell.text-formula', { text: kept.text });
  return { ok: true, value: outcome.value, warning: note };
}

/** Kinds whose values are written in ASCII: digits, codes, addresses. */
const NARROWED_KINDS = new Set<FieldSpec['kind']>([
  'phone',
  'integer',
  'decimal',
  'zipcode',
  'date',
  'email',
  'url',
  'flag',
]);
/** cleanValue of a cell's text, trimmed when asked and without ="…" around it. */
function cleanCell(
  spec: FieldSpec,
  schema: FieldSchema,
  written: string,
  settings: TransformSettings,
  row: RowContext,
  accepts?: (value: unknown) => boolean,
): CleanOutcome {
  const text = NARROWED_KINDS.has(spec.kind) && hasWideForms(written) ? narrowed(written).trim() : written;
  const control = controlCharacterProblem(text);
  if (control) return { ok: false, problem: control };
  if (isExcelError(text)) return { ok: false, problem: excelErrorProblem(text) };
  if (DIGITS_AS_TEXT.has(spec.kind) && isScientificNotation(text))
    return { ok: false, problem: SCIENTIFIC_NOTATION_PROBLEM };
  const transformed = KIND_CLEANERS[spec.kind](spec, text, settings, row);
  const outcome: CleanOutcome =
    typeof transformed === 'object' && transformed !== null && !Array.isArray(transformed) && 'ok' in transformed
      ? (transformed as CleanOutcome)
      : { ok: true, value: transformed as OutgoingValue };
  if (!outcome.ok || accepts?.(outcome.value)) return outcome;
  const checked = schema.safeParse(outcome.value);
  if (checked.success) return outcome;
  return { ok: false, problem: schemaProblem(spec, checked.error.issues[0]!, outcome.value) };
}

/** The problem of a value the field's schema refused, read from zod's issue and the field's kind. */
export function schemaProblem(
  spec: FieldSpec,
  issue: { code: string; maximum?: unknown; minimum?: unknown },
  value: unknown,
): CellProblem {
  if (issue.code === 'too_big' && typeof value === 'string')
    return problem('cell.too-long', { size: Number(issue.maximum), length: value.length });
  if (issue.code === 'too_big') return problem('cell.above-max', { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && typeof value === 'number')
    return problem('cell.below-min', { min: Number(issue.minimum) });
  const rule =
    issue.code === 'custom' && spec.name === 'year_graduated'
      ? 'four-digit-year'
      : spec.name === 'custom_fields'
        ? 'pairs'
        : SCHEMA_RULE_OF_KIND[spec.kind];
  return problem(issue.code === 'invalid_value' ? 'cell.not-allowed' : 'cell.schema', { rule });
}

const SCHEMA_RULE_OF_KIND: Record<FieldSpec['kind'], SchemaRule> = {
  string: 'text',
  text: 'text',
  phone: 'text',
  zipcode: 'text',
  email: 'email',
  url: 'url',
  flag: 'flag',
  integer: 'whole-number',
  decimal: 'number',
  date: 'date',
  gender: 'gender',
  state: 'state',
  country: 'country',
  'string-list': 'names',
  'object-list': 'list',
};
