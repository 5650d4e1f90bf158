// Pass 1, headers: what each header says of its column on its own, read against the tables in
// ../headers (exact synonyms, a field's own name, whole names, false friends, spelling and words).
import { MAPPABLE_FIELDS, fieldSpec } from '../../fields/catalogue';
import { addressReading, WORK_WORDS } from '../address-headers';
import { callingCodesColumn, columnPart, type ColumnPart } from '../column-parts';
import { INDICATOR_WORDS, REFUSED_HEADERS, YIELDING_HEADERS, YIELDING_WORDS } from '../headers/vendor-quirks';
import {
  compactHeader,
  exportPrefix,
  normaliseHeader,
  otherPersonPrefix,
  queryPath,
  wordsOf,
} from '../normalise-header';
import { HEADER_SYNONYMS, OTHER_MEANING_WORDS, SYNONYM_LIST, WHOLE_NAME_HEADERS } from '../synonyms';
import { because, type MappingReasonPart } from '../reason-codes';
import { field, isField } from '../target-key';
import type { ColumnTarget } from '../types';
import { falseFriendsOf, refusalOf, wordCandidates } from './header-words';
import { FULL_NAME, refused, type Candidate, type HeaderReading } from './reading';

const BY_COMPACT_NAME = new Map<string, ColumnTarget>();
for (const spec of MAPPABLE_FIELDS) {
  if (spec.kind === 'object-list') continue;
  BY_COMPACT_NAME.set(compactHeader(spec.name), field(spec.name));
  BY_COMPACT_NAME.set(compactHeader(spec.label), field(spec.name));
}
const BY_COMPACT_SYNONYM = new Map(SYNONYM_LIST.map(({ name, target }) => [name.replace(/ /g, ''), target]));
const REFUSED_BY_COMPACT = new Map(REFUSED_HEADERS.flatMap((row) => row.compact.map((name) => [name, row] as const)));
const YIELDING = new Set(YIELDING_HEADERS.flatMap((row) => row.headers));
const YIELDING_WORD = new Set(YIELDING_WORDS.flatMap((row) => row.words));
const ADDRESS_FIELD = isField(/^(home|work)_(address1|address2|city|state|zipcode|country)$/);
const WORK_EMAIL_WORDS = new Set([...WORK_WORDS, 'corporate', 'company']);

/** Whether a header's exact synonym yields to another column's for the same field ("Phone" beside "Home Phone"). */
const yieldsToOthers = (words: readonly string[], normal: string): boolean =>
  YIELDING.has(normal) || words.some((word) => YIELDING_WORD.has(word));

/** The yes-or-no field named by a header's words before an indicator word ("no email ind": Unsubscribed), if any. */
export function yesNoBeforeIndicator(words: readonly string[]): ColumnTarget | undefined {
  if (words.length < 2 || !INDICATOR_WORDS.has(words.at(-1)!)) return undefined;
  const target = HEADER_SYNONYMS.get(words.slice(0, -1).join(' '));
  const spec = target?.kind === 'field' ? fieldSpec(target.field) : undefined;
  return spec && (spec.kind === 'flag' || spec.yesNo === true) ? target : undefined;
}

/** Words of a header naming an email address ("E-mail Address 3": e, mail). */
export const namesEmail = (words: readonly string[]): boolean =>
  words.some(
    (word, at) =>
      word === 'email' || word === 'emails' || word === 'courriel' || (word === 'mail' && words[at - 1] === 'e'),
  );

/**
 * A header naming email never feeds an address field ("E-mail Address 3" is no third address
 * line), and a work email yields the email field to another column's ("Primary Work Email"
 * beside "Primary Home Email").
 */
function emailReading(candidates: Candidate[], words: readonly string[]): Candidate[] {
  if (!namesEmail(words)) return candidates;
  const work = words.some((word) => WORK_EMAIL_WORDS.has(word));
  return candidates
    .filter((c) => !ADDRESS_FIELD(c.target))
    .map((c) => (work && isField(/^email$/)(c.target) ? { ...c, yields: true } : c));
}

/** A column holding a part of another column's values: no field of its own. */
function partReading(header: string, part: ColumnPart): HeaderReading {
  return { candidates: [], part, refusal: because('header.part', { header, part: part.name }) };
}

/** The header's own reading, unless its values show a column of country calling codes under a "Country Code" header. */
export function readColumnHeader(header: string, samples: readonly string[]): HeaderReading {
  const reading = readHeader(header);
  if (reading.part || reading.refusal) return reading;
  const codes = callingCodesColumn(wordsOf(normaliseHeader(header)).join(' '), samples);
  return codes ? { ...partReading(header, codes), partByValues: true } : reading;
}

/** A reading whose reasons each end with how the header was read ("read past the prefix ..."). */
const said = (reading: HeaderReading, how: MappingReasonPart): HeaderReading => ({
  ...reading,
  candidates: reading.candidates.map((c) => ({ ...c, reason: [...c.reason, how] })),
  ...(reading.refusal ? { refusal: [...reading.refusal, how] } : {}),
});

/**
 * Header candidates, or why the header is not matched by spelling or words (`refusal`).
 * `asPart` false: read as a header of its own even when it names a part (its values are whole).
 */
export function readHeader(header: string, asPart = true): HeaderReading {
  // A spouse's or a relation's column in a Raiser's Edge export: never the alum's, whatever follows.
  const other = otherPersonPrefix(header);
  if (other) return refused(because('header.other-person', { header, prefix: other.prefix, about: other.about }));
  const prefixed = exportPrefix(header);
  if (prefixed)
    return said(readHeader(prefixed.name, asPart), {
      code: 'header.read-past-prefix',
      params: { system: prefixed.system, prefix: prefixed.prefix },
    });
  const path = queryPath(header);
  if (path) return pathReading(header, path, asPart);
  const words = wordsOf(normaliseHeader(header));
  const normal = words.join(' ');
  const compact = words.join('');
  if (normal === '') return { candidates: [] };
  const quirk = REFUSED_BY_COMPACT.get(compact);
  if (quirk) return refused(because(quirk.code, { header }));
  const part = asPart ? columnPart(normal) : undefined;
  if (part) return partReading(header, part);
  return readWords(header, words);
}

/** A header read by its words: exact synonyms, a field's own name, whole names, then spelling and words. */
function readWords(header: string, words: readonly string[]): HeaderReading {
  const compact = words.join('');
  const falseFriends = falseFriendsOf(words);
  const limiting = falseFriends.filter(({ rule }) => rule.excludes);
  const excludes =
    limiting.length > 0 ? (target: ColumnTarget) => limiting.some(({ rule }) => rule.excludes!(target)) : undefined;
  /** The candidates the header's words leave, or why none is left. */
  const kept = (found: Candidate[]): HeaderReading => {
    const candidates = emailReading(addressReading(found, words, header), words);
    const left = excludes ? candidates.filter((c) => !excludes(c.target)) : candidates;
    const dropped =
      left.length < candidates.length
        ? limiting.find(({ rule }) => candidates.some((c) => rule.excludes!(c.target)))
        : undefined;
    return {
      candidates: left,
      ...(excludes ? { excludes } : {}),
      ...(dropped && left.length === 0 ? { refusal: refusalOf(dropped, header) } : {}),
    };
  };

  const named = namedCandidates(header, words);
  if (named.length > 0) return kept(named);
  // Never a name part, however close the spelling: split into the parts, or left to the first- and last-name columns
  // when the file has them.
  if (WHOLE_NAME_HEADERS.has(compact)) {
    return { candidates: [{ target: FULL_NAME, score: 0.8, reason: because('header.whole-name', { header }) }] };
  }
  // Only an exact synonym matches a header about something else ("Spouse Email", "Last Login", "Date of Death").
  const refusing = falseFriends.find(({ rule }) => !rule.excludes);
  if (refusing) return { candidates: [], refusal: refusalOf(refusing, header) };
  return kept(wordCandidates(header, words));
}

/** The candidates of a header that is a usual name (an exact synonym) or a field's own name. */
function namedCandidates(header: string, words: readonly string[]): Candidate[] {
  const normal = words.join(' ');
  const exact = HEADER_SYNONYMS.get(normal) ?? yesNoBeforeIndicator(words);
  const candidates: Candidate[] = [];
  if (exact) {
    const yields = yieldsToOthers(words, normal);
    candidates.push({
      target: exact,
      score: yields ? 0.9 : 0.95,
      reason: because('header.synonym', { header, target: exact }),
      ...(yields ? { yields } : {}),
    });
    // A preferred first name beside the legal one is what the person goes by: the nickname.
    if (yields && exact.kind === 'field' && exact.field === 'first_name')
      candidates.push({
        target: field('nickname'),
        score: 0.8,
        reason: because('header.nickname', { header }),
      });
    return candidates;
  }
  // A field's own name and a usual name may both fit ("Preferred E-mail": the preferred_email
  // number, or the address); both are kept and the values settle it.
  const compact = words.join('');
  for (const target of [BY_COMPACT_NAME.get(compact), BY_COMPACT_SYNONYM.get(compact)]) {
    if (target) candidates.push({ target, score: 0.92, reason: because('header.field-name', { header, target }) });
  }
  return candidates;
}

/**
 * A Blackbaud CRM query path ("Primary address\City", "Title\Description") read as its field's
 * own name, when that is a usual name and the steps before it say nothing else ("Spouse\Email
 * address" is someone else's): "Primary email address\Do not email" is an opt-out, not an email
 * address refused for its word "not". Otherwise its steps are read as one header.
 */
function pathReading(
  header: string,
  { steps, name }: { steps: string[]; name: string },
  asPart: boolean,
): HeaderReading {
  const fieldName: MappingReasonPart = { code: 'header.path-field', params: { header, name } };
  if (steps.length === 1) return said(readHeader(name, asPart), fieldName);
  const words = steps.flatMap((step) => wordsOf(normaliseHeader(step)));
  const before = steps.slice(0, -1).flatMap((step) => wordsOf(normaliseHeader(step)));
  const nameWords = wordsOf(normaliseHeader(name));
  const usual = HEADER_SYNONYMS.has(nameWords.join(' ')) || yesNoBeforeIndicator(nameWords) !== undefined;
  if (usual && falseFriendsOf(before).length === 0 && !before.some((word) => OTHER_MEANING_WORDS.has(word))) {
    const inner = readHeader(name, asPart);
    // "Business address\City": the work city.
    return said({ ...inner, candidates: addressReading(inner.candidates, words, header) }, fieldName);
  }
  return readHeader(steps.join(' '), asPart);
}
