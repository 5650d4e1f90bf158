// The app's words for a column holding one part of the values another column holds
// (src-shared/mapping/column-parts.ts): what the part is, and what becomes of the two columns, with a value of each
// when the file has one.
import type { PartName } from '../../../../src-shared/mapping/headers/part-headers';
import { joinPart } from '../../../../src-shared/transforms/value-parts';

type PartNote = (
  part: string,
  whole: string,
  partSample: string | undefined,
  wholeSample: string | undefined,
  partFirst: boolean,
) => string;

const quoted = (header: string): string => `"${header}"`;
/** The two values joined, as an example; the fallback when the file has no value of one of them. */
const example = (
  a: string | undefined,
  b: string | undefined,
  join: (a: string, b: string) => string,
  fallback: string,
): string => (a !== undefined && b !== undefined ? join(a, b) : fallback);

/** Each part's words: what such a column holds, what the whole values are, and the note on the two columns. */
export const PART_NOTE_WORDS: Record<PartName, { holds: string; wholes: string; partOf: string; note: PartNote }> = {
  'country-calling-code': {
    holds: 'country calling codes',
    partOf: 'a phone number',
    wholes: 'phone numbers',
    note: (part, whole, code, number) =>
      `${quoted(part)} holds the country calling codes of the numbers in ${quoted(whole)}: each is written ` +
      'before its number ' +
      `(${example(code, number, (c, n) => joinPart('country-code', n, c), '+44 20 7946 0958')}), which ` +
      "tells the number's country; a number already starting with + or 00 is read as it is.",
  },
  'area-code': {
    holds: 'area codes',
    partOf: 'a phone number',
    wholes: 'phone numbers',
    note: (part, whole, area, number) =>
      `${quoted(part)} holds the area codes of the numbers in ${quoted(whole)}: each is joined before its ` +
      `number (${example(area, number, (a, n) => joinPart('area-code', n, a), '617 5550123')}) and read as ` +
      'one phone number; a number already holding its area code is read as it is.',
  },
  extension: {
    holds: 'phone extensions',
    partOf: 'a phone number',
    wholes: 'phone numbers',
    note: (part, whole, extension, number) =>
      `${quoted(part)} holds extensions of the numbers in ${quoted(whole)}: each is written after its ` +
      `number (${example(number, extension, (n, e) => joinPart('extension', n, e), '617 555 0100 x123')}), ` +
      'as the service takes it.',
  },
  'house-number': {
    holds: 'house numbers',
    partOf: 'an address line',
    wholes: 'streets',
    note: (part, whole, number, street, numberFirst) => {
      const [s, n] = street !== undefined && number !== undefined ? [street, number] : ['Damrak', '1'];
      return (
        `${quoted(part)} holds the house numbers of the streets in ${quoted(whole)}: both feed the address's ` +
        'first line, joined with a comma in the order of the columns ' +
        `(${numberFirst ? `${n}, ${s}` : `${s}, ${n}`}). To write it otherwise ` +
        `("${numberFirst ? `${n} ${s}` : `${s} ${n}`}"), join the two into one column in the file.`
      );
    },
  },
  'last-name-prefix': {
    holds: 'the first words of last names (van, van der, de)',
    partOf: 'a last name',
    wholes: 'last names',
    note: (part, whole, prefix, last) => {
      const [name, sent] =
        prefix !== undefined && last !== undefined ? [`${prefix} ${last}`, last] : ['van der Berg', 'Berg'];
      return (
        `${quoted(part)} holds the first words of the last names in ${quoted(whole)} (van, van der, de): the ` +
        `service has no field of its own for them, so "${name}" would be sent as "${sent}". To keep them, ` +
        `join the two into one last-name column in the file, or keep ${quoted(part)} as a custom field. Until ` +
        `then ${quoted(part)} is not sent.`
      );
    },
  },
  'second-surname': {
    holds: 'second surnames',
    partOf: 'a last name',
    wholes: 'last names',
    note: (part, whole, second, first) =>
      `${quoted(part)} holds second surnames, which belong in the last name after the one in ` +
      `${quoted(whole)} (${example(first, second, (f, s) => `${f} ${s}`, 'García López')}): join the two ` +
      `into one column in the file to send them. ${quoted(part)} is not sent.`,
  },
  'zip-extension': {
    holds: 'the last four digits of ZIP+4 codes',
    partOf: 'a ZIP code',
    wholes: 'ZIP codes',
    note: (part, whole, four, zip) =>
      `${quoted(part)} holds the last four digits of the ZIP codes in ${quoted(whole)} (ZIP+4): each is ` +
      `written after its ZIP code (${example(zip, four, (z, f) => joinPart('zip4', z, f), '02134-1234')}).`,
  },
};
