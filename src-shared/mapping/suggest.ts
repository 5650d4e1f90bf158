// Suggests what each column feeds, in named passes (./passes), each reading the data tables in
// ./headers: headers (what each header says, and the file's layout) -> value profile (the values
// weigh each candidate) -> claims (one column a target) -> conflicts (what one claim means for
// another column) -> notes (what the person should know beyond the targets).
import { REQUIRED_ON_CREATE } from '../fields/catalogue';
import type { Table } from '../intake/types';
import type { SettingHint } from '../setting-hint';
import { inferDateOrder } from '../transforms/date';
import { DEFAULT_TRANSFORMS } from '../transforms/settings';
import { suggestsSplittingNames } from './combined-name-columns';
import type { ColumnNote } from './column-note-codes';
import type { ColumnNoteEntry } from './column-notes';
import type { ColumnPart } from './column-parts';
import { headerDateOrder } from './normalise-header';
import { settleClaims, type Claims } from './passes/claims-pass';
import { settleConflicts } from './passes/conflicts-pass';
import { readColumnHeader, readHeader } from './passes/header-pass';
import { readLayout } from './passes/layout-pass';
import { noteColumns } from './passes/notes-pass';
import { IGNORE, MIN_SCORE, type Candidate } from './passes/reading';
import { samplesOf } from './passes/sampling';
import { optOutByValues, weighByValues } from './passes/value-pass';
import { profileValues, type ValueProfile } from './sample-values';
import { because, type MappingReason } from './reason-codes';
import { fieldsOf, targetKey } from './target-key';
import type { ColumnSuggestion, ColumnTarget, Confidence, Mapping, MappingSuggestion, SuggestOptions } from './types';

const DATE_ORDER_SCAN_ROWS = 20_000;

export function confidenceOf(score: number): Confidence {
  return score >= 0.85 ? 'high' : score >= 0.65 ? 'medium' : 'low';
}

/** A column after the header and value passes. */
interface WeighedColumn {
  header: string;
  column: number;
  samples: string[];
  profile: ValueProfile;
  emptyWords: Set<string>;
  refusal?: MappingReason;
  part?: ColumnPart;
  partByValues?: boolean;
  candidates: Candidate[];
}

/** Suggests a target for each column from its header (synonyms, then fuzzy) and its sample values. */
export function suggestMapping(table: Table, options: SuggestOptions = {}): MappingSuggestion {
  const sampleSize = options.sampleSize ?? 50;
  const readEmptyWords = options.transforms?.emptyWords ?? DEFAULT_TRANSFORMS.emptyWords;
  const sampled = table.headers.map((_, column) => samplesOf(table, column, sampleSize, readEmptyWords));
  // Pass 1: headers, each on its own and then together (the file's layout).
  const own = table.headers.map((header, column) => readColumnHeader(header, sampled[column]!.samples));
  const layout = readLayout(table, own);
  // Pass 2: the values weigh each header's candidates.
  const columns: WeighedColumn[] = table.headers.map((header, column) => {
    const { samples, emptyWords } = sampled[column]!;
    const reading = layout.readings[column]!;
    // A "Street Number" column of whole addresses, a "ZIP+4" column of whole ZIP codes: read as any other header.
    const { candidates, refusal, part, partByValues, excludes, settled } =
      reading.part?.fits && !reading.part.fits(samples) ? readHeader(header, false) : reading;
    // A refused header (a spouse's email, a consent column) gets nothing from its values either:
    // a column of addresses is not the alum's because it holds addresses; and what the header
    // rules out ("Citizenship": no address field) stays out whatever the values.
    const profile = profileValues(samples);
    let weighed: Candidate[] = [];
    if (refusal === undefined && settled) weighed = candidates;
    else if (refusal === undefined)
      weighed = weighByValues(candidates, profile, header).filter((c) => !excludes?.(c.target));
    const optOut = settled ? undefined : optOutByValues(header, samples);
    if (optOut && !weighed.some((c) => targetKey(c.target) === targetKey(optOut.target))) weighed.push(optOut);
    const kept = weighed.filter((c) => c.score >= MIN_SCORE * 0.6);
    return { header, column, samples, profile, emptyWords, refusal, part, partByValues, candidates: kept };
  });
  // Pass 3 and 4: one column a target, then what each claim means for the other columns.
  const claims = settleClaims(columns);
  const pairings = settleConflicts(columns, claims);
  // Pass 5: notes.
  const targetOf = (column: number): ColumnTarget | undefined => claims.chosen.get(column)?.target;
  const notes = noteColumns(table, columns, targetOf, layout, pairings, claims.yearless);

  const suggestions = columns.map((entry) => suggestionOf(entry, claims, notes.get(entry.column)));
  const transforms = { ...DEFAULT_TRANSFORMS, ...options.transforms };
  if (options.transforms?.dateOrder === undefined) {
    const order = birthDateOrder(table, suggestions);
    if (order) transforms.dateOrder = order;
  }
  if (options.transforms?.splitCombinedNames === undefined && suggestsSplittingNames(suggestions))
    transforms.splitCombinedNames = true;
  const mapping: Mapping = {
    columns: suggestions.map(({ column, header, target }) => ({ column, header, target })),
    constants: {},
    transforms,
  };
  return { columns: suggestions, mapping, missingRequired: missingRequired(mapping) };
}

/** A column's suggestion: its chosen target (or why none), the others, its note. */
function suggestionOf(entry: WeighedColumn, { chosen }: Claims, note: ColumnNoteEntry | undefined): ColumnSuggestion {
  const pick = chosen.get(entry.column);
  const alternatives = entry.candidates
    .filter((c) => c !== pick)
    .slice(0, 3)
    .map(({ target, score, reason }) => ({ target, score: round(score), reason }));
  const shared = {
    column: entry.column,
    header: entry.header,
    samples: entry.samples.slice(0, 5),
  };
  const extras = {
    ...(entry.emptyWords.size > 0 ? { emptyWords: [...entry.emptyWords] } : {}),
    ...(note ? { note: note.note, ...(note.hint ? { noteHint: note.hint } : {}) } : {}),
  };
  if (!pick)
    return {
      ...shared,
      target: IGNORE,
      score: 0,
      confidence: 'low',
      reason: whyLeftOut(entry),
      alternatives,
      ...extras,
    };
  return {
    ...shared,
    target: pick.target,
    score: round(pick.score),
    confidence: confidenceOf(pick.score),
    reason: pick.reason,
    alternatives,
    ...extras,
  };
}

/** Why a column was given no target: its header's refusal, a weak or beaten claim, or nothing matching. */
function whyLeftOut(entry: WeighedColumn): MappingReason {
  if (entry.refusal) return entry.refusal;
  const best = entry.candidates[0];
  if (best) return because('claim.weak-or-taken', { target: best.target });
  return because('header.no-match', { header: entry.header });
}

/**
 * The date order of the birth-date column's values; where none settles it (03/04/1990 only), the header's layout
 * ("DOB (DD/MM/YYYY)"). The first rows settle the order of almost every file; later exceptions are flagged by
 * validation.
 */
function birthDateOrder(table: Table, suggestions: readonly ColumnSuggestion[]): 'mdy' | 'dmy' | undefined {
  const birth = suggestions.find((c) => c.target.kind === 'birth-date');
  if (!birth) return undefined;
  const inferred = inferDateOrder(table.rows.slice(0, DATE_ORDER_SCAN_ROWS).map((row) => row[birth.column] ?? ''));
  const order = inferred === 'unknown' ? (headerDateOrder(birth.header) ?? inferred) : inferred;
  return order === 'mdy' || order === 'dmy' ? order : undefined;
}

/**
 * What the user should know of the file's columns beyond their targets, one note a column, in
 * column order: a column holding a part of other columns' values (an area code beside a phone
 * number, a house number beside its street, "van der" beside a last name) and what becomes of it.
 */
export function mappingNotes(suggestions: readonly ColumnSuggestion[], mapping?: Mapping): ColumnNote[] {
  return mappingNoteEntries(suggestions, mapping).map((entry) => entry.note);
}

/**
 * The notes of mappingNotes with the setting each points at, when its advice is to change one (a door says where that
 * setting is, in its own terms).
 */
export function mappingNoteEntries(suggestions: readonly ColumnSuggestion[], mapping?: Mapping): ColumnNoteEntry[] {
  return suggestions.flatMap((column) => {
    const used = mapping ? mapping.columns.find((entry) => entry.column === column.column)?.target : column.target;
    const note = used ? columnNote(column, used) : undefined;
    if (note === undefined) return [];
    return [{ note, ...(column.noteHint ? { hint: column.noteHint } : {}) }];
  });
}

/**
 * A column's note (mappingNotes), when the column is mapped to `target`: a note speaks of the suggested target, and
 * another mapping makes it moot.
 */
export function columnNote(suggestion: ColumnSuggestion, target: ColumnTarget): ColumnNote | undefined {
  return suggestion.note !== undefined && targetKey(target) === targetKey(suggestion.target)
    ? suggestion.note
    : undefined;
}

/** The setting a column's note points at (columnNote), when it is shown and points at one. */
export function columnNoteHint(suggestion: ColumnSuggestion, target: ColumnTarget): SettingHint | undefined {
  return columnNote(suggestion, target) === undefined ? undefined : suggestion.noteHint;
}

/**
 * The mapped columns whose first rows hold words for an empty cell (NULL, None), when the mapping reads those as empty.
 */
export function columnsReadingEmptyWords(
  suggestions: readonly ColumnSuggestion[],
  mapping: Mapping,
): ColumnSuggestion[] {
  if (!mapping.transforms.emptyWords) return [];
  const mapped = new Set(
    mapping.columns.filter((column) => column.target.kind !== 'ignore').map((column) => column.column),
  );
  return suggestions.filter((column) => column.emptyWords !== undefined && mapped.has(column.column));
}

/** Required fields neither a column nor a constant feeds. */
export function missingRequired(mapping: Mapping): string[] {
  const fed = new Set([...mapping.columns.flatMap((c) => fieldsOf(c.target)), ...Object.keys(mapping.constants)]);
  // A number whose kind is "E-Mail" is an address (Raiser's Edge): each row without one is told.
  if (mapping.columns.some((c) => c.target.kind === 'phone-by-type')) fed.add('email');
  return REQUIRED_ON_CREATE.filter((name) => !fed.has(name));
}

const round = (score: number): number => Math.round(score * 100) / 100;
