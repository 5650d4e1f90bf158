// The app's words for why the mapping suggests a target for a column, or none (src-shared/mapping/reason-codes.ts).
// A part that follows another begins with its own joining words (", but ", "; "). Pure TypeScript over src-shared:
// the command line starts from this table (src-main/cli/words/mapping-reason-words.ts).
import {
  keptOff,
  keptOffByWord,
  wordReasonParts,
  type MappingReason,
  type FalseFriendKind,
  type MappingReasonWordsTable,
  type OtherPerson,
  type ValueWhat,
} from '../../../../src-shared/mapping/reason-codes';
import { describeTarget } from '../../../../src-shared/mapping/target-key';
import { PART_NOTE_WORDS } from './part-note-words';

const KEEP_CUSTOM = '(ignored; keep it as a custom field if you need it)';
const NOT_MAPPED = 'not mapped: ';

const VALUE_WHAT: Record<ValueWhat, string> = {
  'email-addresses': 'email addresses',
  dates: 'dates',
  names: 'names of two words or more',
  genders: 'genders',
  titles: 'titles such as Mr. or Dr. (a salutation like "Dear Ann" is not the service\'s title)',
  'yes-no': 'yes-or-no values',
  phones: 'phone numbers',
  numbers: 'numbers',
  'addresses-yes-no': 'addresses (they are yes-or-no values)',
};

const OTHER_PERSON: Record<OtherPerson, string> = {
  spouse: 'about a spouse',
  relation: 'about a relation (a parent, a child, an employer...)',
  salutation: 'a salutation or addressee line',
};

/** What a false friend's words make a header about, after "makes it". */
const FALSE_FRIEND_ABOUT: Record<FalseFriendKind, string> = {
  'other-person': 'about another person, not the alum',
  'past-value': 'about a past or passing value, not the current one',
  'letter-line': 'a line for letters or labels, not a name part or an address',
  'website-activity': 'about activity on a website, not the person',
  'government-id': "a government's identity number for the person, which is not the institution's ID and is never sent",
  'other-address': 'about another address, not the home or work one',
  death: 'about a death',
  'not-a-user-field': 'something other than a User field',
  citizenship: 'about citizenship, birth or origin, not where the person lives',
  'comes-from': 'about where the person comes from, not where they live',
  'date-only': 'a date, which only a date field takes',
};

/** The false friend's words, as said before the header: 'the word "spouse" in', 'the words "a" and "b" in'. */
const friendWords = (words: readonly string[]): string =>
  words.length === 1 ? `the word "${words[0]}" in` : `the words "${words[0]}" and "${words[1]}" in`;

export const APP_MAPPING_REASON_WORDS: MappingReasonWordsTable = {
  'header.synonym': ({ header, target }) => `the header "${header}" is a usual name for ${describeTarget(target)}`,
  'header.nickname': ({ header }) =>
    `the header "${header}" names the first name a person goes by, the nickname when the file has the legal first ` +
    'name too',
  'header.field-name': ({ header, target }) => `the header "${header}" names ${describeTarget(target)}`,
  'header.whole-name': ({ header }) =>
    `the header "${header}" is a usual name for a whole name, split into first, middle and last name`,
  'header.spelled-like': ({ header, synonym, target }) =>
    `the header "${header}" is spelled much like "${synonym}" (${describeTarget(target)})`,
  'header.contains': ({ header, synonym, target }) =>
    `the header "${header}" contains "${synonym}" (${describeTarget(target)})`,
  'header.address-part': ({ header, part }) => `the header "${header}" names the ${part} of an address`,
  'header.work-one': ({ header }) => `; "${header}" names the work one`,
  'header.read-past-prefix': ({ system, prefix }) => ` (read past the ${system} prefix "${prefix}")`,
  'header.path-field': ({ header, name }) => ` (read as "${name}", the field the query path "${header}" names)`,
  'header.other-person': ({ header, prefix, about }) =>
    `the Raiser's Edge prefix "${prefix}" of "${header}" makes it ${OTHER_PERSON[about]}, not the alum ${KEEP_CUSTOM}`,
  'header.false-friend': ({ header, words, about }) =>
    `${friendWords(words)} "${header}" ${words.length > 1 ? 'make' : 'makes'} it ` +
    `${FALSE_FRIEND_ABOUT[about]} ${KEEP_CUSTOM}`,
  'header.nation-codes': ({ header }) =>
    `"${header}" holds Banner nation codes, which each institution sets (often FIPS codes: GM is Germany and CH ` +
    'China there, Gambia and Switzerland in the ISO codes the service takes), so they are not read as countries ' +
    "(ignored): map a column of the nations' names instead (STVNATN_NATION), or write ISO codes in a Country column",
  'header.export-reference': ({ header }) =>
    `"${header}" is the export system's own reference for the person (Slate's, in a Slate export), not the ` +
    "institution's ID that other systems' files carry, so it would match no one in the next file (ignored; map " +
    'it to Institution ID by hand if your institution uses it as its ID)',
  'header.part': ({ header, part }) =>
    `"${header}" holds ${PART_NOTE_WORDS[part].holds}, only a part of ${PART_NOTE_WORDS[part].partOf}, which the ` +
    'service takes whole (ignored)',
  'layout.phone-by-type': ({ header, typeHeader }) =>
    `"${header}" holds numbers whose kind "${typeHeader}" names row by row (home, cell, business...): each goes to ` +
    'its own phone field',
  'layout.unread-kinds': ({ typeHeader, values }) =>
    `the kind of each of its numbers is in "${typeHeader}", whose values ` +
    `(${values.map((value) => `"${value}"`).join(', ')}) are mostly not kinds we know (home, cell, ` +
    'business, e-mail, fax...): not all of its numbers are one kind, so none is sent as one. Map it by ' +
    'hand to one phone field if they are',
  'layout.names-kinds': ({ numbersHeader }) =>
    `it names the kind of each number in "${numbersHeader}" (home, cell, business...), which sends each number to ` +
    'the phone field of its kind; not sent itself',
  'layout.number-flag': ({ numbersHeader, marks }) =>
    `it says something of each number in "${numbersHeader}" ` +
    `(${marks ? 'a number it marks is not sent, with a warning' : 'read for nothing'}), not of the alum`,
  'layout.second-line': ({ header, first }) =>
    `"${header}" repeats the header "${first}": a second column of the address, its second line`,
  'layout.repeated': ({ header, firstColumn, first }) =>
    `"${header}" repeats the header of column ${firstColumn}, "${first}", which is the one read (ignored; map it by ` +
    'hand if it holds something else)',
  'layout.mailchimp-ip': ({ header }) =>
    `"${header}" in a Mailchimp export is where Mailchimp guessed the subscriber was from their IP address, not ` +
    'where the person lives (ignored)',
  'address.work-by-type': ({ typeHeader }) => `; "${typeHeader}" says Work on every row, so it is the work address`,
  'address.block-part': ({ block, header }) => `, read as a part of address ${block} ("${header}")`,
  'address.other-block': ({ header, block, typeHeader }) =>
    `"${header}" belongs to another address (address ${block} of the file), not to the first one's second line; ` +
    'the service keeps one home and one work address, and ' +
    `${typeHeader === undefined ? 'no column gives its type' : `"${typeHeader}" does not say Work on every row`} ` +
    '(ignored; map its columns by hand to the work address if it is one)',
  'values.are': ({ what }) => `, and its values are ${VALUE_WHAT[what]}`,
  'values.mostly-not': ({ what }) => `, but most of its values are not ${VALUE_WHAT[what]}`,
  'values.dates': () => ', but its values are dates',
  'values.emails': () => ', but its values are email addresses',
  'values.whole-names': () => ', but its values are whole names',
  'values.profile-links': ({ site }) => `, but its values are ${site} profile links`,
  'values.whole-name-column': ({ header }) =>
    `the values of "${header}" are whole names, split into first, middle and last name when the file has no ` +
    'first- and last-name columns',
  'values.email-column': ({ header }) => `every sample of "${header}" is an email address`,
  'values.second-email-column': ({ header }) =>
    `every sample of "${header}" is an email address (a second email column)`,
  'values.profile-link-column': ({ header, site }) => `the values of "${header}" are ${site} profile links`,
  'values.opt-out': ({ header, values }) =>
    `the values of "${header}" (${values.map((value) => `"${value}"`).join(', ')}) say whether each person opted ` +
    'out of email',
  'names.given-beside-surname': ({ header }) =>
    `"${header}" names the whole name alone, and the given name beside a family-name column, as here`,
  'names.whole-without-surname': ({ header }) =>
    `"${header}" names the given name beside a surname column, and the whole name alone: no column gives the last ` +
    'name, and its values are whole names',
  'part.joined': ({ header, part, partner, target }) =>
    `the header "${header}" names ${PART_NOTE_WORDS[part].holds}, joined to the ${PART_NOTE_WORDS[part].wholes} ` +
    `in "${partner}" on ${describeTarget(target)}`,
  'part.joined-as': ({ header, part, partner, byValues }) =>
    `${byValues ? `the values of "${header}" are` : `the header "${header}" names`} ` +
    `${PART_NOTE_WORDS[part].holds}, joined to the ${PART_NOTE_WORDS[part].wholes} in "${partner}" on each row`,
  'claim.weak-or-taken': ({ target }) =>
    `its best match (${describeTarget(target)}) is weak or taken by a stronger column`,
  'header.no-match': ({ header }) =>
    `no User field matches "${header}" (ignored; keep it as a custom field if you need it)`,
};

/** A reason in a door's words, "not mapped: " first when it keeps the column off every field. */
export const mappingReasonWords = (table: MappingReasonWordsTable, said: MappingReason): string =>
  `${keptOff(said) ? NOT_MAPPED : ''}${wordReasonParts(table, said)}`;

/** Why a column was left out, in words to follow its name ("no User field matches ..."): no "not mapped" first. */
export const leftOutWords = (table: MappingReasonWordsTable, said: MappingReason): string =>
  wordReasonParts(table, said);

/**
 * Why a column was kept off every field on purpose by a word of its header (or as the column naming its numbers'
 * kinds), in words; undefined otherwise.
 */
export const refusalWords = (
  table: MappingReasonWordsTable,
  suggestion: { target: { kind: string }; reason: MappingReason },
): string | undefined =>
  suggestion.target.kind === 'ignore' && keptOffByWord(suggestion.reason)
    ? wordReasonParts(table, suggestion.reason)
    : undefined;
