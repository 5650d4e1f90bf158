// Saved mappings: the next file of the same kind maps itself, and anything that changed is said.
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { refused } from '../errors';
import type { JsonSource } from '../problems/json-issues';
import { reason } from '../problems/reasons';
import { fieldSpec } from '../fields/catalogue';
import type { Table } from '../intake/types';
import { DEFAULT_TRANSFORMS } from '../transforms/settings';
import { updatePolicySchema } from '../update-policy/policy';
import { normaliseHeader } from './normalise-header';
import { headerSuggestion } from './header-suggestion';
import { mayMisspell } from './synonyms';
import { targetKey } from './target-key';
import { SAVED_MAPPING, describeIssue, inLineOrder, parseJsonText, unknownKeys } from './template-problems';
import {
  MAPPING_TEMPLATE_VERSION,
  type ColumnTarget,
  type Mapping,
  type MappingTemplate,
  type TemplateReport,
} from './types';

const targetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('field'),
    field: z.string().refine((name) => fieldSpec(name) !== undefined && !fieldSpec(name)!.serviceOwned, {
      error: 'is not a User field a file can fill',
    }),
  }),
  z.object({ kind: z.literal('birth-date') }),
  z.object({ kind: z.literal('full-name') }),
  z.object({
    kind: z.literal('phone-by-type'),
    typeHeader: z.string().min(1),
    flags: z.array(z.object({ header: z.string().min(1), meaning: z.enum(['inactive', 'do-not-contact']) })).optional(),
  }),
  z.object({
    kind: z.literal('part-of'),
    header: z.string().min(1),
    part: z.enum(['area-code', 'country-code', 'extension', 'zip4']),
  }),
  z.object({ kind: z.literal('custom'), name: z.string().min(1) }),
  z.object({ kind: z.literal('ignore') }),
]);

const transformsSchema = z
  .object({
    undoFormulaGuard: z.boolean(),
    trimSpaces: z.boolean(),
    emptyWords: z.boolean(),
    lowercaseEmail: z.boolean(),
    parseDates: z.boolean(),
    dateOrder: z.enum(['mdy', 'dmy']).nullable(),
    normaliseGender: z.boolean(),
    fixZipCodes: z.boolean(),
    stateCodes: z.boolean(),
    countryCodes: z.boolean(),
    normalisePhones: z.boolean(),
    defaultPhoneCountry: z.string().regex(/^[A-Za-z]{2}$/),
    flagWords: z.boolean(),
    checkUrls: z.boolean(),
    refuseDeceased: z.boolean(),
    listSeparators: z.array(z.string().min(1)),
    splitCombinedNames: z.boolean(),
  })
  .partial();

export const mappingTemplateSchema = z.object({
  version: z.literal(MAPPING_TEMPLATE_VERSION, {
    error: `must be ${MAPPING_TEMPLATE_VERSION} (this template was made by another version of Alumni Loader)`,
  }),
  name: z.string().optional(),
  expectedHeaders: z.array(z.string()),
  columns: z.array(z.object({ header: z.string(), target: targetSchema })),
  constants: z.record(z.string(), z.string()).default({}),
  transforms: transformsSchema.default({}),
  /** Fields only written where the service holds nothing (a corrected email or name stays). */
  onlyFillEmpty: z
    .array(z.string().refine((name) => fieldSpec(name) !== undefined, { error: 'is not a User field' }))
    .optional(),
  /** What an import may change on people already on the service (only what differs from the defaults). */
  updatePolicy: updatePolicySchema.optional(),
  /** Value dictionaries (names, kept per environment) the template's files are read with. */
  dictionaries: z.array(z.string().min(1).max(64)).optional(),
});

const KNOWN_KEYS = {
  template: Object.keys(mappingTemplateSchema.shape),
  transforms: Object.keys(transformsSchema.shape),
  column: ['header', 'target'],
};

/** The template to save for a mapping made on `table`. */
export function toTemplate(mapping: Mapping, table: Table, name?: string): MappingTemplate {
  return {
    version: MAPPING_TEMPLATE_VERSION,
    ...(name ? { name } : {}),
    expectedHeaders: [...table.headers],
    columns: mapping.columns.map(({ header, target }) => ({ header, target })),
    constants: { ...mapping.constants },
    transforms: { ...mapping.transforms },
    ...(mapping.onlyFillEmpty?.length ? { onlyFillEmpty: [...mapping.onlyFillEmpty] } : {}),
    ...(mapping.updatePolicy ? { updatePolicy: mapping.updatePolicy } : {}),
  };
}

/** Parses template JSON (text or value); throws AppError('invalid-input') with what is wrong and where, as data. */
export function parseTemplate(json: unknown, source: JsonSource = { kind: 'mapping' }): MappingTemplate {
  const text = typeof json === 'string' ? json : undefined;
  const value = text !== undefined ? parseJsonText(text, source) : json;
  const parsed = mappingTemplateSchema.safeParse(value);
  // A key of no meaning ("lowercaseEmails") would be dropped silently: the setting it meant would not apply.
  const problems = [
    ...unknownKeys(value, KNOWN_KEYS),
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(issue, value))),
  ];
  if (!parsed.success || problems.length > 0) {
    throw refused(reason('template.refused', { source, issues: inLineOrder(problems, text) }), SAVED_MAPPING);
  }
  const template = parsed.data;
  // "Enabled": "1" written by hand: a field's name in another case is that field, as a value for every row reads it.
  const constants = Object.fromEntries(
    Object.entries(template.constants).map(([field, value]) => [
      fieldSpec(field) || !fieldSpec(field.toLowerCase()) ? field : field.toLowerCase(),
      value,
    ]),
  );
  return { ...template, constants, transforms: { ...DEFAULT_TRANSFORMS, ...template.transforms } } as MappingTemplate;
}

const similar = (a: string, b: string): number => {
  const x = normaliseHeader(a);
  const y = normaliseHeader(b);
  return 1 - distance(x, y) / Math.max(1, x.length, y.length);
};

/** Applies a template to a new table: reports missing, new and renamed columns; never maps a new column silently. */
export function applyTemplate(template: MappingTemplate, table: Table): TemplateReport {
  const byHeader = new Map<string, ColumnTarget>();
  const byLooseHeader = new Map<string, ColumnTarget>();
  for (const { header, target } of template.columns) {
    byHeader.set(header, target);
    byLooseHeader.set(normaliseHeader(header), target);
  }
  const found = new Set<string>();
  const added: string[] = [];
  const columns = table.headers.map((header, column) => {
    const target = byHeader.get(header) ?? byLooseHeader.get(normaliseHeader(header));
    if (target) {
      found.add(normaliseHeader(header));
      return { column, header, target };
    }
    added.push(header);
    return { column, header, target: { kind: 'ignore' } as ColumnTarget };
  });
  // A column added to "columns" by hand and not to "expectedHeaders" is expected all the same.
  const expected = new Map<string, string>();
  for (const header of [...template.expectedHeaders, ...template.columns.map((c) => c.header)])
    if (!expected.has(normaliseHeader(header))) expected.set(normaliseHeader(header), header);
  const missing = [...expected].filter(([loose]) => !found.has(loose)).map(([, header]) => header);

  // A missing header and a new one that look alike, or that mean the same field, are proposed as a rename.
  const renamed: TemplateReport['renamed'] = [];
  const proposed = new Set<string>();
  for (const from of missing) {
    const target = byHeader.get(from);
    if (!target || target.kind === 'ignore') continue;
    let best: { to: string; score: number } | undefined;
    for (const to of added) {
      if (proposed.has(to)) continue;
      const suggestion = headerSuggestion(to);
      const sameMeaning = suggestion && targetKey(suggestion) === targetKey(target) ? 0.9 : 0;
      // Spelled alike is no rename when a word of the new header is a word of its own ("Country" -> "County", "Address
      // Line 1" -> "Address Line 2").
      const spelledAlike = mayMisspell(normaliseHeader(to).split(' '), target, normaliseHeader(from).split(' '))
        ? similar(from, to)
        : 0;
      const score = Math.max(spelledAlike, sameMeaning);
      if (score >= 0.7 && (!best || score > best.score)) best = { to, score };
    }
    if (best) {
      renamed.push({ from, to: best.to, target });
      proposed.add(best.to);
    }
  }
  return {
    mapping: {
      columns,
      constants: { ...template.constants },
      transforms: { ...DEFAULT_TRANSFORMS, ...template.transforms },
      ...(template.onlyFillEmpty ? { onlyFillEmpty: [...template.onlyFillEmpty] } : {}),
      ...(template.updatePolicy ? { updatePolicy: template.updatePolicy } : {}),
    },
    missing,
    added,
    renamed,
    exactMatch: missing.length === 0 && added.length === 0,
  };
}
