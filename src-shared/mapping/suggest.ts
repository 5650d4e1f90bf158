// Suggests what each column feeds: exact header synonyms first, then spelling and words (with
// false friends kept out), then the values themselves (a column of emails is email).
import { distance } from 'fastest-levenshtein';
import { MAPPABLE_FIELDS, REQUIRED_ON_CREATE, fieldSpec } from '../fields/catalogue';
import type { Table } from '../intake/types';
import { inferDateOrder } from '../transforms/date';
import { readsMAsWoman } from '../transforms/gender';
import { isEmptyWord } from '../transforms/empty-words';
import { optOutAnswerOf } from '../transforms/flag';
import { DEFAULT_TRANSFORMS } from '../transforms/settings';
import {
  compactHeader,
  exportPrefix,
  headerDateOrder,
  normaliseHeader,
  otherPersonPrefix,
  queryPath,
  wordsOf,
} from './normalise-header';
import { addressBlocks, addressReading, asWork, WORK_WORDS, type AddressBlock } from './address-headers';
import { columnNotes, isContactPreference, type ColumnNoteText } from './column-notes';
import type { SettingHint } from '../setting-hint';
import { callingCodesColumn, columnPart, type ColumnPart } from './column-parts';
import { mailchimpLeftList, mailchimpLocationColumns, repeatedHeaders } from './file-layouts';
import { phoneTypeColumns } from './phone-type-columns';
import { PHONE_FIELD_OF_KIND, phoneKindOf } from '../transforms/phone-kind';
import { profileValues, share, type ValueProfile } from './sample-values';
import {
  EXACT_ONLY_SYNONYMS,
  FALSE_FRIENDS,
  HEADER_SYNONYMS,
  mayMisspell,
  ORDINARY_WORD_SYNONYMS,
  OTHER_MEANING_WORDS,
  SYNONYM_LIST,
  SYNONYM_WORDS,
  WHOLE_NAME_HEADERS,
  type FalseFriend,
} from './synonyms';
import { ADDRESS_LINE_1, describeTarget, field, fieldsOf, isField, targetKey } from './target-key';
import type { ColumnSuggestion, ColumnTarget, Confidence, Mapping, MappingSuggestion, SuggestOptions } from './types';

interface Candidate {
  target: ColumnTarget;
  score: number;
  reason: string;
  /** A claim another column's equal claim beats, values weighed ("Phone" beside "Home Phone"). */
  yields?: boolean;
}

const MIN_SCORE = 0.5;
const SAMPLE_SCAN_ROWS = 2000;
const DATE_ORDER_SCAN_ROWS = 20_000;
/** Targets several columns may feed together (their values are joined). */
const JOINABLE = new Set([
  'field:home_address2',
  'field:work_address2',
  'field:tags',
  'field:groups',
  'field:admin_notes',
  'field:about',
]);
/** Fields of words that a column of dates never feeds. */
const WORDS_NOT_DATES =
  /^(first_name|last_name|middle_name|maiden_name|nickname|username|name_title|name_suffix|(home|work)_(address1|address2|city|state|country))$/;
/** The text fields of an address (not its country: "NO" is Norway). */
const ADDRESS_TEXT = isField(/^(home|work)_(address1|address2|city|state|zipcode)$/);
const ADDRESS_FIELD = isField(/^(home|work)_(address1|address2|city|state|zipcode|country)$/);
/** The fields of one part of a person's name. */
const NAME_PART = isField(/^(first_name|last_name|middle_name|maiden_name|nickname)$/);
const SOCIAL_FIELDS = {
  facebook: 'social_a_link',
  twitter: 'social_b_link',
  linkedin: 'social_c_link',
  instagram: 'social_d_link',
} as const;

const IGNORE: ColumnTarget = { kind: 'ignore' };
const FULL_NAME: ColumnTarget = { kind: 'full-name' };

export function confidenceOf(score: number): Confidence {
  return score >= 0.85 ? 'high' : score >= 0.65 ? 'medium' : 'low';
}

const BY_COMPACT_NAME = new Map<string, ColumnTarget>();
for (const spec of MAPPABLE_FIELDS) {
  if (spec.kind === 'object-list') continue;
  BY_COMPACT_NAME.set(compactHeader(spec.name), field(spec.name));
  BY_COMPACT_NAME.set(compactHeader(spec.label), field(spec.name));
}
const BY_COMPACT_SYNONYM = new Map(SYNONYM_LIST.map(({ name, target }) => [name.replace(/ /g, ''), target]));

/** What a header says of its column. */
interface HeaderReading {
  candidates: Candidate[];
  /** Why the header is not matched by spelling or words, or why its matches were dropped. */
  refusal?: string;
  /** The part of a value the column holds (an area code), when it holds one: never mapped on its own. */
  part?: ColumnPart;
  /** The part was told by the column's values, not its header ("Country Code" of 44, +49). */
  partByValues?: boolean;
  /** Targets the header rules out whatever its values ("Country of Birth": no address field). */
  excludes?: (target: ColumnTarget) => boolean;
}

/** Headers too general to name one phone: a "Home Phone" or "Mobile" column of the same file is the surer claim. */
const GENERAL_PHONE_HEADERS = new Set([
  'phone',
  'telephone',
  'phone number',
  'telephone number',
  'tel',
  'tel number',
  'primary phone',
]);

/**
 * ID headers a platform's own number may have (Hivebrite's "ID" beside "External ID", the school's): an institution's
 * ID column of the same file is the surer claim.
 */
const GENERAL_ID_HEADERS = new Set(['id', 'person id']);

/**
 * Whether a header's exact synonym yields to another column's for the same field: a general
 * phone or ID header, or a preferred name ("Preferred First Name" beside "Legal First Name", whose
 * preferred name then goes to the nickname).
 */
/**
 * Salutations (Herr, Frau, M., Mme): the title when the file has no title column of its own
 * (Titel: Dr., Prof.). Not the English "Salutation": beside it, Salesforce's "Title" is the job title.
 */
const SALUTATION_HEADERS = new Set(['anrede', 'civilite', 'tratamiento', 'forma de tratamiento', 'aanhef']);

function yieldsToOthers(words: readonly string[], normal: string): boolean {
  return (
    GENERAL_PHONE_HEADERS.has(normal) ||
    GENERAL_ID_HEADERS.has(normal) ||
    SALUTATION_HEADERS.has(normal) ||
    words.includes('preferred') ||
    words.includes('pref')
  );
}

/** The false friend a header's words meet, and the words that met it. */
function falseFriendsOf(words: readonly string[]): { rule: FalseFriend; said: string }[] {
  const met: { rule: FalseFriend; said: string }[] = [];
  for (const rule of FALSE_FRIENDS) {
    const word = words.find((w) => rule.words.includes(w));
    if (word === undefined) continue;
    if (!rule.with) met.push({ rule, said: `the word "${word}" in` });
    else {
      const other = words.find((w) => w !== word && rule.with!.includes(w));
      if (other === undefined) continue;
      const [first, second] = words.indexOf(word) < words.indexOf(other) ? [word, other] : [other, word];
      met.push({ rule, said: `the words "${first}" and "${second}" in` });
    }
  }
  return met;
}

/** Words after a yes-or-no header saying it is one (Advance's NO_EMAIL_IND, "Do Not Email Flag"). */
const INDICATOR_WORDS = new Set(['ind', 'indicator', 'flag', 'flg', 'yn']);

/** The yes-or-no field named by a header's words before an indicator word ("no email ind": Unsubscribed), if any. */
function yesNoBeforeIndicator(words: readonly string[]): ColumnTarget | undefined {
  if (words.length < 2 || !INDICATOR_WORDS.has(words.at(-1)!)) return undefined;
  const target = HEADER_SYNONYMS.get(words.slice(0, -1).join(' '));
  const spec = target?.kind === 'field' ? fieldSpec(target.field) : undefined;
  return spec && (spec.kind === 'flag' || spec.yesNo === true) ? target : undefined;
}

/** How the reason of a header kept off every field begins (refusalWords reads it back). */
const NOT_MAPPED = 'not mapped: ';
const PHONE_FIELDS = new Set(Object.values(PHONE_FIELD_OF_KIND));
/** Headers naming the given name beside a surname column and the whole name without one. */
const NAME_OR_GIVEN_NAME = new Set(['이름', '名字']);
/** Headers naming the whole name alone and the given name beside a family-name column. */
const GIVEN_BESIDE_SURNAME = new Set(['名前', 'お名前']);
/** The reason of a column naming the kinds of the numbers beside it ("Phone 1 Type"). */
const NAMES_KINDS = `${NOT_MAPPED}it names the kind of each number in `;

const refusalOf = ({ rule, said }: { rule: FalseFriend; said: string }, header: string): string =>
  `${NOT_MAPPED}${said} "${header}" ${said.startsWith('the words') ? 'make' : 'makes'} it ${rule.about} (ignored; keep it as a custom field if you need it)`;

/**
 * Why a column was kept off every field on purpose, by a word of its header ("the word "advisor" in ..."), or
 * undefined.
 */
export function refusalWords(suggestion: ColumnSuggestion): string | undefined {
  const { reason } = suggestion;
  return suggestion.target.kind === 'ignore' &&
    (reason.startsWith(`${NOT_MAPPED}the word`) || reason.startsWith(NAMES_KINDS))
    ? reason.slice(NOT_MAPPED.length)
    : undefined;
}

/**
 * Why a column was left out, in words to follow its name ("no User field matches ..."): its reason without the "not
 * mapped" it begins with.
 */
export function leftOutWords(suggestion: ColumnSuggestion): string {
  return suggestion.reason.startsWith(NOT_MAPPED) ? suggestion.reason.slice(NOT_MAPPED.length) : suggestion.reason;
}

/**
 * Whether a header holding all of a synonym's words is about what the synonym names: not when
 * its other words give it another meaning ("Last Gift Amount", "Age Group"), nor when the
 * synonym is an ordinary word ("last", "class") among words that are no synonym's ("Class Agent").
 */
function containsAsMeant(words: readonly string[], synonym: string, synonymWords: readonly string[]): boolean {
  const others = words.filter((word) => !synonymWords.includes(word));
  if (others.some((word) => OTHER_MEANING_WORDS.has(word))) return false;
  return !ORDINARY_WORD_SYNONYMS.has(synonym) || others.every((word) => SYNONYM_WORDS.has(word));
}

/**
 * Header candidates, or why the header is not matched by spelling or words (`refusal`).
 * `asPart` false: read as a header of its own even when it names a part (its values are whole).
 */
/** A column holding a part of another column's values: no field of its own. */
function partReading(header: string, part: ColumnPart): HeaderReading {
  return {
    candidates: [],
    part,
    refusal: `${NOT_MAPPED}"${header}" holds ${part.holds}, only a part of ${part.partOf}, which the service takes whole (ignored)`,
  };
}

/** The header's own reading, unless its values show a column of country calling codes under a "Country Code" header. */
function ownReading(header: string, samples: readonly string[]): HeaderReading {
  const reading = headerCandidates(header);
  if (reading.part || reading.refusal) return reading;
  const codes = callingCodesColumn(wordsOf(normaliseHeader(header)).join(' '), samples);
  return codes ? { ...partReading(header, codes), partByValues: true } : reading;
}

function headerCandidates(header: string, asPart = true): HeaderReading {
  // A spouse's or a relation's column in a Raiser's Edge export: never the alum's, whatever follows.
  const other = otherPersonPrefix(header);
  if (other)
    return {
      candidates: [],
      refusal: `${NOT_MAPPED}the Raiser's Edge prefix "${other.prefix}" of "${header}" makes it ${other.about}, not the alum (ignored; keep it as a custom field if you need it)`,
    };
  const prefixed = exportPrefix(header);
  if (prefixed) {
    const inner = headerCandidates(prefixed.name, asPart);
    const past = ` (read past the ${prefixed.system} prefix "${prefixed.prefix}")`;
    return {
      ...inner,
      candidates: inner.candidates.map((c) => ({ ...c, reason: `${c.reason}${past}` })),
      ...(inner.refusal ? { refusal: `${inner.refusal}${past}` } : {}),
    };
  }
  const path = queryPath(header);
  if (path) return pathReading(header, path, asPart);
  const words = wordsOf(normaliseHeader(header));
  const normal = words.join(' ');
  const compact = words.join('');
  if (normal === '') return { candidates: [] };
  // Banner's nation codes (STVNATN) are each institution's own, often FIPS (GM Germany, CH China), not ISO (GM Gambia,
  // CH Switzerland).
  if (compact === 'natncode' || compact === 'natn') {
    return {
      candidates: [],
      refusal: `${NOT_MAPPED}"${header}" holds Banner nation codes, which each institution sets (often FIPS codes: GM is Germany and CH China there, Gambia and Switzerland in the ISO codes the service takes), so they are not read as countries (ignored): map a column of the nations' names instead (STVNATN_NATION), or write ISO codes in a Country column`,
    };
  }
  // Slate's "Ref" (a number it gives each person) and "Slate ID" are Slate's own, not the school's ID that other
  // systems' files carry.
  if (compact === 'ref' || compact === 'slateid') {
    return {
      candidates: [],
      refusal: `${NOT_MAPPED}"${header}" is the export system's own reference for the person (Slate's, in a Slate export), not the institution's ID that other systems' files carry, so it would match no one in the next file (ignored; map it to Institution ID by hand if your institution uses it as its ID)`,
    };
  }
  const part = asPart ? columnPart(normal) : undefined;
  if (part) return partReading(header, part);
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

  const candidates: Candidate[] = [];
  const exact = HEADER_SYNONYMS.get(normal) ?? yesNoBeforeIndicator(words);
  if (exact) {
    const yields = yieldsToOthers(words, normal);
    candidates.push({
      target: exact,
      score: yields ? 0.9 : 0.95,
      reason: `the header "${header}" is a usual name for ${describeTarget(exact)}`,
      ...(yields ? { yields } : {}),
    });
    // A preferred first name beside the legal one is what the person goes by: the nickname.
    if (yields && exact.kind === 'field' && exact.field === 'first_name')
      candidates.push({
        target: field('nickname'),
        score: 0.8,
        reason: `the header "${header}" names the first name a person goes by, the nickname when the file has the legal first name too`,
      });
  }
  // A field's own name and a usual name may both fit ("Preferred E-mail": the preferred_email
  // number, or the address); both are kept and the values settle it.
  if (!exact) {
    for (const named of [BY_COMPACT_NAME.get(compact), BY_COMPACT_SYNONYM.get(compact)]) {
      if (named)
        candidates.push({
          target: named,
          score: 0.92,
          reason: `the header "${header}" names ${describeTarget(named)}`,
        });
    }
  }
  if (candidates.length > 0) return kept(candidates);

  // Never a name part, however close the spelling: split into the parts, or left to the first- and last-name columns
  // when the file has them.
  if (WHOLE_NAME_HEADERS.has(compact)) {
    candidates.push({
      target: FULL_NAME,
      score: 0.8,
      reason: `the header "${header}" is a usual name for a whole name, split into first, middle and last name`,
    });
    return { candidates };
  }
  // Only an exact synonym matches a header about something else ("Spouse Email", "Last Login", "Date of Death").
  const refusing = falseFriends.find(({ rule }) => !rule.excludes);
  if (refusing) return { candidates, refusal: refusalOf(refusing, header) };

  for (const synonym of SYNONYM_LIST) {
    if (EXACT_ONLY_SYNONYMS.has(synonym.name)) continue;
    const synonymWords = synonym.name.split(' ');
    if (synonym.name.length >= 4 && mayMisspell(words, synonym.target)) {
      const similarity = 1 - distance(normal, synonym.name) / Math.max(normal.length, synonym.name.length);
      if (similarity >= 0.75) {
        candidates.push({
          target: synonym.target,
          score: 0.5 + (similarity - 0.75) * 1.4,
          reason: `the header "${header}" is spelled much like "${synonym.name}" (${describeTarget(synonym.target)})`,
        });
      }
    }
    const significant = synonymWords.length > 1 || synonym.name.length >= 4;
    if (
      significant &&
      synonymWords.every((word) => words.includes(word)) &&
      containsAsMeant(words, synonym.name, synonymWords)
    ) {
      candidates.push({
        target: synonym.target,
        score: 0.55 + 0.15 * (synonymWords.length / words.length),
        reason: `the header "${header}" contains "${synonym.name}" (${describeTarget(synonym.target)})`,
      });
    }
  }
  return kept(candidates);
}

/** Words of a header naming an email address ("E-mail Address 3": e, mail). */
const namesEmail = (words: readonly string[]): boolean =>
  words.some(
    (word, at) =>
      word === 'email' || word === 'emails' || word === 'courriel' || (word === 'mail' && words[at - 1] === 'e'),
  );
const WORK_EMAIL_WORDS = new Set([...WORK_WORDS, 'corporate', 'company']);

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

/**
 * The "something other than a User field" reading of a header's words ("Email Subscription Status"): words its values
 * may overrule.
 */
const GENERIC_FALSE_FRIEND = FALSE_FRIENDS.find((rule) => rule.words.includes('subscription'))!;

/**
 * An email preference column whose values say by themselves who opted out ("Email
 * Notifications": Subscribed / Unsubscribed; Allow / Do Not Allow), whichever way its header
 * asks: Unsubscribe, read from those words. Not a column about someone else ("Spouse Email Opt-In").
 */
function optOutByValues(header: string, samples: readonly string[]): Candidate | undefined {
  const words = wordsOf(normaliseHeader(header));
  if (
    !isContactPreference(header) ||
    !(namesEmail(words) || words.includes('newsletter') || words.includes('newsletters'))
  )
    return undefined;
  if (otherPersonPrefix(header) || falseFriendsOf(words).some(({ rule }) => rule !== GENERIC_FALSE_FRIEND))
    return undefined;
  const answers = samples.filter((value) => optOutAnswerOf(value) !== undefined);
  if (answers.length === 0 || answers.length < samples.length * 0.8) return undefined;
  return {
    target: field('unsubscribe'),
    score: 0.85,
    reason: `the values of "${header}" (${answers
      .slice(0, 2)
      .map((value) => `"${value}"`)
      .join(', ')}) say whether each person opted out of email`,
  };
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
  const said = (reading: HeaderReading, how: string): HeaderReading => ({
    ...reading,
    candidates: reading.candidates.map((c) => ({ ...c, reason: `${c.reason} (${how})` })),
    ...(reading.refusal ? { refusal: `${reading.refusal} (${how})` } : {}),
  });
  const fieldName = `read as "${name}", the field the query path "${header}" names`;
  if (steps.length === 1) return said(headerCandidates(name, asPart), fieldName);
  const words = steps.flatMap((step) => wordsOf(normaliseHeader(step)));
  const before = steps.slice(0, -1).flatMap((step) => wordsOf(normaliseHeader(step)));
  const nameWords = wordsOf(normaliseHeader(name));
  const usual = HEADER_SYNONYMS.has(nameWords.join(' ')) || yesNoBeforeIndicator(nameWords) !== undefined;
  if (usual && falseFriendsOf(before).length === 0 && !before.some((word) => OTHER_MEANING_WORDS.has(word))) {
    const inner = headerCandidates(name, asPart);
    // "Business address\City": the work city.
    return said({ ...inner, candidates: addressReading(inner.candidates, words, header) }, fieldName);
  }
  return headerCandidates(steps.join(' '), asPart);
}

/**
 * How a column of a numbered address block reads ("Address 2 - Street"): the first block as its
 * headers say, or as the work address when its type column says Work on every row; another block
 * never as the first one's second line (the header holds "Address 2"), but as the work address
 * when its type says Work on every row (the first one not), as the home one when it says Home and
 * the first says Work, and not at all otherwise. Undefined: the column's own reading stands.
 */
function blockReading(
  headers: readonly string[],
  column: number,
  blocks: ReadonlyMap<number, AddressBlock>,
  own: HeaderReading,
): HeaderReading | undefined {
  const block = blocks.get(column)!;
  if (column === block.typeColumn) return undefined;
  const typeHeader = block.typeColumn === undefined ? undefined : headers[block.typeColumn]!;
  const atWork = (reading: HeaderReading): HeaderReading => ({
    ...reading,
    candidates: reading.candidates.map((c) => ({
      ...c,
      target: asWork(c.target),
      reason: `${c.reason}; "${typeHeader}" says Work on every row, so it is the work address`,
    })),
  });
  // "Street 1" and "Postal Code" read alone, "Region" as "Address Region": the surer of the two.
  const alone = headerCandidates(block.partHeader.get(column)!);
  const inAddress = headerCandidates(`Address ${block.partHeader.get(column)!}`);
  const top = (reading: HeaderReading): number => Math.max(0, ...reading.candidates.map((c) => c.score));
  const asPart = top(alone) >= top(inAddress) ? alone : inAddress;
  const part = {
    ...asPart,
    candidates: asPart.candidates.map((c) => ({
      ...c,
      reason: `${c.reason}, read as a part of address ${block.number} ("${headers[column]}")`,
    })),
  };
  if (block.number === 1) {
    const first = part.candidates.length > 0 ? part : own;
    return block.kind === 'work' ? atWork(first) : first;
  }
  const firstKind = [...blocks.values()].find((other) => other.number === 1)?.kind;
  const header = headers[column]!;
  if (block.kind === 'work' && firstKind !== 'work') return atWork(part);
  // The first block is the work address: a block typed Home (on every row, or beside Other on some)
  // is the only home address the file has.
  if ((block.kind === 'home' || block.partlyHome) && firstKind === 'work') return part;
  const why = typeHeader === undefined ? 'no column gives its type' : `"${typeHeader}" does not say Work on every row`;
  return {
    candidates: [],
    refusal: `${NOT_MAPPED}"${header}" belongs to another address (address ${block.number} of the file), not to the first one's second line; the service keeps one home and one work address, and ${why} (ignored; map its columns by hand to the work address if it is one)`,
  };
}

/**
 * A note on the first column of each numbered address block left out (another address, not
 * sent), and on the first address's first column when its type says Work on some rows only.
 */
function otherAddressNotes(
  headers: readonly string[],
  blocks: ReadonlyMap<number, AddressBlock>,
  readings: ReadonlyMap<number, HeaderReading>,
): Map<number, string> {
  const notes = new Map<number, string>();
  for (const block of new Set(blocks.values())) {
    const first = block.columns.find((column) => column !== block.typeColumn);
    if (block.number === 1 && block.partlyWork && first !== undefined) {
      notes.set(
        first,
        `"${headers[block.typeColumn!]}" says Work on some rows and not on others: address 1 is sent as the home address on every row, the work addresses among them too. To send those as work addresses, split the file by type, or map them by hand.`,
      );
      continue;
    }
    const left = block.columns.filter(
      (column) => column !== block.typeColumn && readings.get(column)?.refusal !== undefined,
    );
    if (left.length === 0) continue;
    const names = left.map((column) => `"${headers[column]}"`);
    const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
    notes.set(
      left[0]!,
      `${shown} hold another address (address ${block.number} of the file), not more lines of the first: it is not sent, since the service keeps one home and one work address. If it is the work address, map its columns to the work address fields by hand.`,
    );
  }
  return notes;
}

/** Weighs header candidates against the values, and adds what the values alone suggest. */
function valueCandidates(candidates: Candidate[], profile: ValueProfile, header: string): Candidate[] {
  // Samples are distinct values: a yes/no column has two, and two non-emails already say enough.
  const judged = profile.count >= 2;
  const wholeNamesFor = (target: ColumnTarget): boolean =>
    NAME_PART(target) &&
    judged &&
    (share(profile, 'lastFirst') >= 0.8 || (isField(/^nickname$/)(target) && share(profile, 'names') >= 0.8));
  const adjusted = candidates.map((candidate) => {
    const kind = candidate.target.kind === 'field' ? fieldSpec(candidate.target.field)?.kind : candidate.target.kind;
    const doubt = (what: string): Candidate => ({
      ...candidate,
      score: candidate.score * 0.4,
      reason: `${candidate.reason}, but most of its values are not ${what}`,
    });
    // `attempts`: the values that try to be one, mistyped or not: a column of mistyped ones is
    // that column, with problems to fix on its rows, not a column to drop.
    const check = (share: number, what: string, attempts = share): Candidate =>
      share >= 0.8
        ? {
            ...candidate,
            score: Math.max(candidate.score, candidate.yields ? 0.96 : 0.97),
            reason: `${candidate.reason}, and its values are ${what}`,
          }
        : judged && attempts < 0.5
          ? doubt(what)
          : candidate;
    // A name, a user name or an address line is never a column of dates ("Last Login", "Last Gift Date" beside no
    // last-name column).
    if (
      candidate.target.kind === 'field' &&
      WORDS_NOT_DATES.test(candidate.target.field) &&
      judged &&
      share(profile, 'dates') >= 0.8
    ) {
      return { ...candidate, score: candidate.score * 0.4, reason: `${candidate.reason}, but its values are dates` };
    }
    // A column of email addresses never feeds an address ("Email Address 3" is no third address line), nor one of yes
    // and no ("Mailing List": Y/N).
    if (ADDRESS_TEXT(candidate.target) && judged && share(profile, 'withAt') >= 0.5)
      return {
        ...candidate,
        score: candidate.score * 0.4,
        reason: `${candidate.reason}, but its values are email addresses`,
      };
    if (ADDRESS_TEXT(candidate.target) && judged && share(profile, 'flags') >= 0.8)
      return doubt('addresses (they are yes-or-no values)');
    // Whole names are no part of a name: "Preferred Name" of "Alex Petrov" is no nickname, "Lee, Ann M." (a sort name)
    // no first or last name.
    if (wholeNamesFor(candidate.target)) {
      return {
        ...candidate,
        score: candidate.score * 0.4,
        reason: `${candidate.reason}, but its values are whole names`,
      };
    }
    // A "URL" or "Website" column of LinkedIn profile links (LinkedIn's connections export) is the LinkedIn link.
    if (profile.socialSite && candidate.target.kind === 'field' && candidate.target.field === 'website')
      return {
        ...candidate,
        score: candidate.score * 0.5,
        reason: `${candidate.reason}, but its values are ${profile.socialSite} profile links`,
      };
    if (kind === 'email') return check(share(profile, 'emails'), 'email addresses', share(profile, 'withAt'));
    if (kind === 'birth-date') return check(share(profile, 'dates') + share(profile, 'dayMonths'), 'dates');
    // Names are only doubted by their values, never raised above the first- and last-name columns of the same file.
    if (kind === 'full-name' && judged && share(profile, 'names') < 0.5) return doubt('names of two words or more');
    if (kind === 'gender') return check(share(profile, 'genders'), 'genders');
    // "Salutation" is a title in some exports ("Mr."), and in others how a letter opens ("Dear Ann"): the values say
    // which.
    if (
      candidate.target.kind === 'field' &&
      candidate.target.field === 'name_title' &&
      judged &&
      share(profile, 'titles') < 0.5
    ) {
      return doubt('titles such as Mr. or Dr. (a salutation like "Dear Ann" is not the service\'s title)');
    }
    if (kind === 'flag') return check(share(profile, 'flags'), 'yes-or-no values');
    if (kind === 'phone') return check(share(profile, 'phones'), 'phone numbers', share(profile, 'sevenDigits'));
    // Numbers alone say little (ids, years and ZIPs are numbers too): they only doubt a header,
    // when most values hold no digit at all ("Senior", "Yes"): "Class of '85" or "1985, 1990" is a year to correct, not
    // a reason to drop the column.
    const yesNo = candidate.target.kind === 'field' && fieldSpec(candidate.target.field)?.yesNo === true;
    // X marks (X and blank) and an email preference's own words (Allow / Do Not Allow) answer yes or no too.
    if (yesNo && (share(profile, 'flags') >= 0.8 || share(profile, 'answers') >= 0.8))
      return check(1, 'yes-or-no values');
    // A yes-or-no column is doubted only when most values are neither answers nor numbers: a few odd cells are refused
    // on their rows.
    if (yesNo && judged && share(profile, 'answers') + share(profile, 'withDigits') < 0.5)
      return doubt('yes-or-no values');
    if (!yesNo && (kind === 'integer' || kind === 'decimal') && judged && share(profile, 'withDigits') < 0.5)
      return doubt('numbers');
    return candidate;
  });
  // A column of whole names whose name parts were doubted may be the whole name, split, when the file has no first- and
  // last-name columns.
  if (
    share(profile, 'names') >= 0.8 &&
    candidates.some((c) => wholeNamesFor(c.target)) &&
    !candidates.some((c) => c.target.kind === 'full-name')
  ) {
    adjusted.push({
      target: FULL_NAME,
      score: 0.7,
      reason: `the values of "${header}" are whole names, split into first, middle and last name when the file has no first- and last-name columns`,
    });
  }
  if (share(profile, 'emails') >= 0.8) {
    const targets = new Set(adjusted.map((c) => (c.target.kind === 'field' ? c.target.field : '')));
    if (!targets.has('email') && !targets.has('secondary_email'))
      adjusted.push({ target: field('email'), score: 0.8, reason: `every sample of "${header}" is an email address` });
    // A second column of addresses ("Personal Email" beside "Primary Email") is the secondary one when email is taken.
    if (!targets.has('secondary_email'))
      adjusted.push({
        target: field('secondary_email'),
        score: 0.7,
        reason: `every sample of "${header}" is an email address (a second email column)`,
      });
  }
  if (profile.socialSite) {
    const social = SOCIAL_FIELDS[profile.socialSite];
    adjusted.push({
      target: field(social),
      score: 0.85,
      reason: `the values of "${header}" are ${profile.socialSite} profile links`,
    });
  }
  // Best first, one entry per target.
  const best = new Map<string, Candidate>();
  for (const candidate of adjusted.sort((a, b) => b.score - a.score))
    if (!best.has(targetKey(candidate.target))) best.set(targetKey(candidate.target), candidate);
  return [...best.values()];
}

/**
 * Distinct non-empty values of a column's first rows. A word for an empty cell (NULL) is no
 * sample when such words read as empty (a column of mostly NULL is judged by its other values);
 * those met are returned apart.
 */
function samplesOf(
  table: Table,
  column: number,
  size: number,
  readEmptyWords: boolean,
): { samples: string[]; emptyWords: Set<string> } {
  const seen = new Set<string>();
  const limit = Math.min(table.rows.length, SAMPLE_SCAN_ROWS);
  let above: string | undefined;
  const emptyWords = new Set<string>();
  for (let row = 0; row < limit && seen.size < size; row++) {
    const cell = table.rows[row]![column];
    // A column of few values (a country, a gender) mostly repeats the cell above: one comparison
    // then, not a trim and a lookup (the scan of a large file's first 2,000 rows halves).
    if (cell === undefined || cell === above) continue;
    above = cell;
    const value = cell.trim();
    if (readEmptyWords && isEmptyWord(value)) emptyWords.add(value);
    else if (value) seen.add(value);
  }
  return { samples: [...seen], emptyWords };
}

/** A column's cells in the first rows (the scan's), as read. */
function firstCells(table: Table, column: number): string[] {
  const limit = Math.min(table.rows.length, SAMPLE_SCAN_ROWS);
  const cells: string[] = [];
  for (let row = 0; row < limit; row++) cells.push(table.rows[row]![column] ?? '');
  return cells;
}

const phoneByType = (
  typeHeader: string,
  flags: { header: string; meaning: 'inactive' | 'do-not-contact' }[],
): ColumnTarget => ({ kind: 'phone-by-type', typeHeader, ...(flags.length > 0 ? { flags } : {}) });

/**
 * Why a number column beside a column of kinds we cannot read ("HM", "CL", "PR") is not mapped: not all to one field.
 */
function unreadKindsRefusal(typeHeader: string, cells: readonly string[]): string {
  const unknown = [
    ...new Set(cells.map((cell) => cell.trim()).filter((cell) => cell !== '' && phoneKindOf(cell) === undefined)),
  ].slice(0, 4);
  return `${NOT_MAPPED}the kind of each of its numbers is in "${typeHeader}", whose values (${unknown.map((value) => `"${value}"`).join(', ')}) are mostly not kinds we know (home, cell, business, e-mail, fax...): not all of its numbers are one kind, so none is sent as one. Map it by hand to one phone field if they are`;
}

/** The cells of two columns on the first row where both hold something: an example of joining them. */
function firstRowWithBoth(table: Table, first: number, second: number): [string | undefined, string | undefined] {
  const limit = Math.min(table.rows.length, SAMPLE_SCAN_ROWS);
  for (let row = 0; row < limit; row++) {
    const a = table.rows[row]![first]?.trim();
    const b = table.rows[row]![second]?.trim();
    if (a && b && !isEmptyWord(a) && !isEmptyWord(b)) return [a, b];
  }
  return [undefined, undefined];
}

const emptyWordsOf = ({ emptyWords }: { emptyWords: Set<string> }): { emptyWords?: string[] } =>
  emptyWords.size > 0 ? { emptyWords: [...emptyWords] } : {};

/** Suggests a target for each column from its header (synonyms, then fuzzy) and its sample values. */
export function suggestMapping(table: Table, options: SuggestOptions = {}): MappingSuggestion {
  const sampleSize = options.sampleSize ?? 50;
  const readEmptyWords = options.transforms?.emptyWords ?? DEFAULT_TRANSFORMS.emptyWords;
  const allRepeats = repeatedHeaders(table.headers);
  // "Address" twice side by side ("Address (2)" right after it): the address's second line, as
  // Excel users write it. Further away, a second address block ("Address, City, Address, City").
  const secondLines = new Map<number, ColumnTarget>();
  for (const [column, first] of allRepeats) {
    if (column !== first + 1 && !secondLines.has(column - 1)) continue;
    const line = headerCandidates(table.headers[first]!).candidates.find(
      (c) => ADDRESS_LINE_1(c.target) && c.score >= 0.9,
    )?.target;
    if (line?.kind === 'field') secondLines.set(column, field(line.field.replace('1', '2')));
  }
  const ipLocated = mailchimpLocationColumns(table.headers);
  const sampled = table.headers.map((_, column) => samplesOf(table, column, sampleSize, readEmptyWords));
  const ownReadings = table.headers.map((header, column) => ownReading(header, sampled[column]!.samples));
  const blocks = addressBlocks(table.headers, (column) => firstCells(table, column));
  const blockReadings = new Map<number, HeaderReading>();
  for (const column of blocks.keys()) {
    const reading = blockReading(table.headers, column, blocks, ownReadings[column]!);
    if (reading) blockReadings.set(column, reading);
  }
  const phones = phoneTypeColumns(
    table.headers,
    (column) => firstCells(table, column),
    (column) => ownReadings[column]!.refusal !== undefined,
  );
  const typeColumns = new Map([...phones.pairs, ...phones.unread].map(([value, type]) => [type, value]));
  // Slots of numbers side by side ("Phone Type", "Phone", "Phone Type (2)", "Phone (2)") are read as pairs, not as
  // repeats.
  const repeats = new Map(
    [...allRepeats].filter(
      ([column]) => !secondLines.has(column) && !phones.pairs.has(column) && !typeColumns.has(column),
    ),
  );
  const perColumn = table.headers.map((header, column) => {
    const { samples, emptyWords } = sampled[column]!;
    const first = repeats.get(column);
    // A header the file repeats ("Email" twice: "Email (2)") is read once, never as the second field of its kind
    // ("Email 2").
    const lineTwo = secondLines.get(column);
    const typeHeader = phones.pairs.has(column) ? table.headers[phones.pairs.get(column)!]! : undefined;
    const flagged = phones.flagOf.get(column);
    const reading: HeaderReading =
      typeHeader !== undefined
        ? {
            candidates: [
              {
                target: phoneByType(
                  typeHeader,
                  (phones.flags.get(column) ?? []).map((flag) => ({
                    header: table.headers[flag.column]!,
                    meaning: flag.meaning,
                  })),
                ),
                score: 0.95,
                reason: `"${header}" holds numbers whose kind "${typeHeader}" names row by row (home, cell, business...): each goes to its own phone field`,
              },
            ],
          }
        : phones.unread.has(column)
          ? {
              candidates: [],
              refusal: unreadKindsRefusal(
                table.headers[phones.unread.get(column)!]!,
                firstCells(table, phones.unread.get(column)!),
              ),
            }
          : typeColumns.has(column)
            ? {
                candidates: [],
                refusal: `${NAMES_KINDS}"${table.headers[typeColumns.get(column)!]}" (home, cell, business...), which sends each number to the phone field of its kind; not sent itself`,
              }
            : flagged !== undefined
              ? {
                  candidates: [],
                  refusal: `${NOT_MAPPED}it says something of each number in "${table.headers[flagged]}" (${phones.flags.get(flagged)?.some((flag) => flag.column === column) ? 'a number it marks is not sent, with a warning' : 'read for nothing'}), not of the alum`,
                }
              : lineTwo !== undefined
                ? {
                    candidates: [
                      {
                        target: lineTwo,
                        score: 0.9,
                        reason: `"${header}" repeats the header "${table.headers[allRepeats.get(column)!]}": a second column of the address, its second line`,
                      },
                    ],
                  }
                : first !== undefined
                  ? {
                      candidates: [],
                      refusal: `${NOT_MAPPED}"${header}" repeats the header of column ${first + 1}, "${table.headers[first]}", which is the one read (ignored; map it by hand if it holds something else)`,
                    }
                  : ipLocated.has(column)
                    ? {
                        candidates: [],
                        refusal: `${NOT_MAPPED}"${header}" in a Mailchimp export is where Mailchimp guessed the subscriber was from their IP address, not where the person lives (ignored)`,
                      }
                    : (blockReadings.get(column) ?? ownReadings[column]!);
    // A "Street Number" column of whole addresses, a "ZIP+4" column of whole ZIP codes: read as any other header.
    const { candidates, refusal, part, partByValues, excludes } =
      reading.part?.fits && !reading.part.fits(samples) ? headerCandidates(header, false) : reading;
    // A refused header (a spouse's email, a consent column) gets nothing from its values either:
    // a column of addresses is not the alum's because it holds addresses; and what the header
    // rules out ("Citizenship": no address field) stays out whatever the values.
    const profile = profileValues(samples);
    const weighed = refusal
      ? []
      : typeHeader !== undefined
        ? candidates
        : valueCandidates(candidates, profile, header).filter((c) => !excludes?.(c.target));
    const optOut = typeHeader === undefined ? optOutByValues(header, samples) : undefined;
    if (optOut && !weighed.some((c) => targetKey(c.target) === targetKey(optOut.target))) weighed.push(optOut);
    return {
      header,
      column,
      samples,
      profile,
      emptyWords,
      refusal,
      part,
      partByValues,
      candidates: weighed.filter((c) => c.score >= MIN_SCORE * 0.6),
    };
  });

  // One column a target: the strongest claims first.
  const claims = perColumn.flatMap((entry) =>
    entry.candidates.filter((c) => c.score >= MIN_SCORE).map((candidate) => ({ column: entry.column, candidate })),
  );
  claims.sort((a, b) => b.candidate.score - a.candidate.score || a.column - b.column);
  const chosen = new Map<number, Candidate>();
  const takenFields = new Set<string>();
  let byKind = false;
  const yearless = new Set(
    perColumn.filter((entry) => share(entry.profile, 'dayMonths') >= 0.5).map((entry) => entry.column),
  );
  for (const { column, candidate } of claims) {
    if (chosen.has(column)) continue;
    // Birthdays without a year leave the birth year to a column of its own ("Birth Year").
    const fields =
      candidate.target.kind === 'birth-date' && yearless.has(column)
        ? ['dob_day', 'dob_month']
        : fieldsOf(candidate.target);
    if (!JOINABLE.has(targetKey(candidate.target)) && fields.some((f) => takenFields.has(f))) continue;
    // Numbers by their kind fill the phone fields: a weak claim on one ("Phone 1 Is Primary", "Phone Comments") is no
    // phone column then.
    if (byKind && candidate.score < 0.85 && fields.some((f) => PHONE_FIELDS.has(f))) continue;
    chosen.set(column, candidate);
    for (const f of fields) takenFields.add(f);
    if (candidate.target.kind === 'phone-by-type') byKind = true;
  }
  // 名前 (Japanese "name") is the whole name alone, and the given name beside a family-name column (苗字, 姓).
  if (takenFields.has('last_name') && !takenFields.has('first_name')) {
    const given = perColumn.find(
      (entry) => !chosen.has(entry.column) && GIVEN_BESIDE_SURNAME.has(compactHeader(entry.header)),
    );
    if (given) {
      chosen.set(given.column, {
        target: field('first_name'),
        score: 0.9,
        reason: `"${given.header}" names the whole name alone, and the given name beside a family-name column, as here`,
      });
      takenFields.add('first_name');
    }
  }
  // 이름 (Korean) and 名字 (Chinese) name the given name beside a surname column (성, 姓), and the
  // whole name on their own: with no last-name column, a column of whole names is split.
  if (!takenFields.has('last_name')) {
    for (const entry of perColumn) {
      const pick = chosen.get(entry.column);
      if (
        pick?.target.kind !== 'field' ||
        pick.target.field !== 'first_name' ||
        !NAME_OR_GIVEN_NAME.has(compactHeader(entry.header))
      )
        continue;
      // 김민수 and 王小明 are whole names; 민수 and 小明 (most given names are two syllables) are not.
      const whole = entry.samples.filter(
        (value) => /\S\s+\S/.test(value) || /^[\p{Script=Hangul}\p{Script=Han}]{3,4}$/u.test(value),
      ).length;
      if (whole < entry.samples.length / 2) continue;
      chosen.set(entry.column, {
        target: { kind: 'full-name' },
        score: 0.9,
        reason: `"${entry.header}" names the given name beside a surname column, and the whole name alone: no column gives the last name, and its values are whole names`,
      });
      takenFields.add('last_name');
    }
  }

  // A column holding a part of other columns' values (an area code, a house number) is read
  // beside the nearest column holding the rest: joined to it where validation can join them, and
  // said in words either way.
  const notes = new Map<number, ColumnNoteText>();
  for (const [column, text] of otherAddressNotes(table.headers, blocks, blockReadings)) notes.set(column, { text });
  for (const entry of perColumn) {
    const part = entry.part;
    if (!part) continue;
    const partner = perColumn
      .filter(
        (other) =>
          other.column !== entry.column && chosen.has(other.column) && part.completes(chosen.get(other.column)!.target),
      )
      .sort((a, b) => Math.abs(a.column - entry.column) - Math.abs(b.column - entry.column) || a.column - b.column)[0];
    if (!partner) continue;
    if (part.alreadyWhole?.(partner.samples)) {
      notes.set(entry.column, {
        text: `"${entry.header}" holds ${part.holds}, which the ${part.wholes} in "${partner.header}" seem to hold already: it is not sent.`,
      });
      continue;
    }
    const [partSample, wholeSample] = firstRowWithBoth(table, entry.column, partner.column);
    notes.set(entry.column, {
      text: part.note(entry.header, partner.header, partSample, wholeSample, entry.column < partner.column),
    });
    if (part.joins) {
      const { target } = chosen.get(partner.column)!;
      chosen.set(entry.column, {
        target,
        score: 0.85,
        reason: `the header "${entry.header}" names ${part.holds}, joined to the ${part.wholes} in "${partner.header}" on ${describeTarget(target)}`,
      });
    } else if (part.joinedAs) {
      chosen.set(entry.column, {
        target: { kind: 'part-of', header: partner.header, part: part.joinedAs },
        score: 0.85,
        reason: `${entry.partByValues ? `the values of "${entry.header}" are` : `the header "${entry.header}" names`} ${part.holds}, joined to the ${part.wholes} in "${partner.header}" on each row`,
      });
    }
  }

  const genderColumns = perColumn.filter((entry) => {
    const target = chosen.get(entry.column)?.target;
    return target?.kind === 'field' && target.field === 'gender';
  });
  const mujer = new Set(
    genderColumns.filter((entry) => readsMAsWoman(table.rows, entry.column)).map((entry) => entry.column),
  );
  for (const [column, note] of columnNotes(perColumn, (column) => chosen.get(column)?.target, {
    repeats,
    ipLocated,
    yearless,
    mujer,
    leftList: mailchimpLeftList(table.headers),
    numberFlags: new Set(phones.flagOf.keys()),
  }))
    if (!notes.has(column)) notes.set(column, note);

  const noteOf = (column: number): { note?: string; noteHint?: SettingHint } => {
    const note = notes.get(column);
    return note === undefined ? {} : { note: note.text, ...(note.hint ? { noteHint: note.hint } : {}) };
  };
  const columns: ColumnSuggestion[] = perColumn.map((entry) => {
    const pick = chosen.get(entry.column);
    const alternatives = entry.candidates
      .filter((c) => c !== pick)
      .slice(0, 3)
      .map(({ target, score, reason }) => ({ target, score: round(score), reason }));
    if (!pick) {
      const reason = entry.refusal
        ? entry.refusal
        : entry.candidates.length > 0
          ? `not mapped: its best match (${describeTarget(entry.candidates[0]!.target)}) is weak or taken by a stronger column`
          : `no User field matches "${entry.header}" (ignored; keep it as a custom field if you need it)`;
      return {
        column: entry.column,
        header: entry.header,
        samples: entry.samples.slice(0, 5),
        target: IGNORE,
        score: 0,
        confidence: 'low',
        reason,
        alternatives,
        ...emptyWordsOf(entry),
        ...noteOf(entry.column),
      };
    }
    return {
      column: entry.column,
      header: entry.header,
      samples: entry.samples.slice(0, 5),
      target: pick.target,
      score: round(pick.score),
      confidence: confidenceOf(pick.score),
      reason: pick.reason,
      alternatives,
      ...emptyWordsOf(entry),
      ...noteOf(entry.column),
    };
  });

  const transforms = { ...DEFAULT_TRANSFORMS, ...options.transforms };
  if (options.transforms?.dateOrder === undefined) {
    const birth = columns.find((c) => c.target.kind === 'birth-date');
    // The first rows settle the order of almost every file; later exceptions are flagged by validation.
    const inferred = birth
      ? inferDateOrder(table.rows.slice(0, DATE_ORDER_SCAN_ROWS).map((row) => row[birth.column] ?? ''))
      : 'unknown';
    // The values decide; where none settles it (03/04/1990 only), the header's layout does: "DOB (DD/MM/YYYY)".
    const order = inferred === 'unknown' && birth ? (headerDateOrder(birth.header) ?? inferred) : inferred;
    if (order === 'mdy' || order === 'dmy') transforms.dateOrder = order;
  }
  const mapping: Mapping = {
    columns: columns.map(({ column, header, target }) => ({ column, header, target })),
    constants: {},
    transforms,
  };
  return { columns, mapping, missingRequired: missingRequired(mapping) };
}

/**
 * What the user should know of the file's columns beyond their targets, one note a column, in
 * column order: a column holding a part of other columns' values (an area code beside a phone
 * number, a house number beside its street, "van der" beside a last name) and what becomes of it.
 */
export function mappingNotes(suggestions: readonly ColumnSuggestion[], mapping?: Mapping): string[] {
  return mappingNoteEntries(suggestions, mapping).map((entry) => entry.text);
}

/**
 * The notes of mappingNotes with the setting each points at, when its advice is to change one (a door says where that
 * setting is: the CLI its flag, the wizard its control).
 */
export function mappingNoteEntries(suggestions: readonly ColumnSuggestion[], mapping?: Mapping): ColumnNoteText[] {
  return suggestions.flatMap((column) => {
    const used = mapping ? mapping.columns.find((entry) => entry.column === column.column)?.target : column.target;
    const text = used ? columnNote(column, used) : undefined;
    if (text === undefined) return [];
    return [{ text, ...(column.noteHint ? { hint: column.noteHint } : {}) }];
  });
}

/**
 * A column's note (mappingNotes), when the column is mapped to `target`: a note speaks of the suggested target, and
 * another mapping makes it moot.
 */
export function columnNote(suggestion: ColumnSuggestion, target: ColumnTarget): string | undefined {
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
