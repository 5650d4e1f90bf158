// The app's words for every note on a column of the mapping, by code (src-shared/mapping/column-note-codes.ts).
// Pure TypeScript over src-shared: the CLI's table starts from it (decision 0007).
import type { ColumnNoteWordsTable } from '../../../../src-shared/mapping/column-note-codes';
import { PART_NOTE_WORDS } from './part-note-words';

const quoted = (header: string): string => `"${header}"`;

/** Quoted headers, the first `most` and how many more: '"A", "B" and 3 more'. */
function shownHeaders(headers: readonly string[], most: number, lastJoin: string): string {
  const names = headers.map(quoted);
  if (names.length > most) return `${names.slice(0, most).join(', ')} and ${names.length - most} more`;
  return `${names.slice(0, -1).join(', ')}${names.length > 1 ? lastJoin : ''}${names.at(-1)}`;
}

export const COLUMN_NOTE_WORDS: ColumnNoteWordsTable = {
  'repeated-headers': ({ headers }) => {
    const many = headers.length > 1;
    const shown = shownHeaders(headers, 4, ' and ');
    return (
      `${many ? `Columns ${shown} repeat headers` : `Column ${shown} repeats a header`} of ` +
      `columns before ${many ? 'them' : 'it'}, and ${many ? 'are' : 'is'} not ` +
      'read: the first of each name is. If the file holds two lists side by side, or a second person or ' +
      'address on each row, split it so each person has a row of their own, or map ' +
      `${many ? 'those columns' : 'that column'} by hand.`
    );
  },
  'mailchimp-whole-address': ({ header }) =>
    `"${header}" in a Mailchimp export holds whole addresses, their parts two spaces apart (street, ` +
    'line 2, city, state, ZIP, country): each is sent whole as the first address line. To keep the parts ' +
    'apart, export the address from Mailchimp as separate columns.',
  'mailchimp-left-list': ({ header, unsubscribed }) =>
    `"${header}" is in Mailchimp's export of its ${unsubscribed ? 'unsubscribed' : 'cleaned'} members: everyone ` +
    `in this file ${unsubscribed ? 'opted out of email' : 'had an address that bounced'}. Import them as such: ` +
    'give Unsubscribe the value 1 for every row.',
  'city-state-zip': ({ header }) =>
    `"${header}" holds the city with the state and ZIP code in one cell: it is sent whole as the ` +
    'city, and no state or ZIP code is sent from it. Split it into City, State and ZIP columns to send ' +
    'each.',
  'contact-preference': ({ header, unsubscribeHeader }) => {
    // Only one column can give Unsubscribe: a second opt-out needs joining to it in the file.
    const next = unsubscribeHeader
      ? `Unsubscribe comes from "${unsubscribeHeader}": if "${header}" marks people that one does ` +
        `not, mark them in "${unsubscribeHeader}" too before importing.`
      : 'If it says yes or no to "opted out of email", map it to Unsubscribe; otherwise mark those people ' +
        '(an Unsubscribe column of yes and no) before importing.';
    return (
      `"${header}" looks like a contact preference (an opt-out, a consent or solicit codes), and is ` +
      `not sent: people it marks as not to be emailed would still get the service's emails. ${next}`
    );
  },
  'gender-h-m': ({ header }) =>
    `"${header}" holds H and M, as Spanish lists write hombre and mujer: H is read as male (m) and ` +
    'M as female (f).',
  'gender-not-given': ({ header, values }) =>
    `"${header}" holds ${values.map(quoted).join(', ')} where no gender was ` +
    'given (as Outlook and other programs write it): such cells are read as empty, and no gender is sent ' +
    'for those rows.',
  'birthday-without-year': ({ header, example, yearHeader }) => {
    const year = yearHeader ? `the birth year comes from "${yearHeader}"` : 'the birth year is left empty';
    return `"${header}" holds birthdays without a year (${example}): the birth day and month are sent, ${year}.`;
  },
  'address-partly-work': ({ typeHeader }) =>
    `"${typeHeader}" says Work on some rows and not on others: address 1 is sent as the ` +
    'home address on every row, the work addresses among them too. To send those as work addresses, split ' +
    'the file by type, or map them by hand.',
  'address-block-left-out': ({ headers, block }) =>
    `${shownHeaders(headers, 3, ', ')} hold another address (address ${block} of the file), not more lines of ` +
    'the first: it is not sent, since the service keeps one home and one work address. If it is the work ' +
    'address, map its columns to the work address fields by hand.',
  'part-already-whole': ({ part, header, wholeHeader }) =>
    `"${header}" holds ${PART_NOTE_WORDS[part].holds}, which the ${PART_NOTE_WORDS[part].wholes} in ` +
    `"${wholeHeader}" seem to hold already: it is not sent.`,
  'part-of-column': ({ part, header, wholeHeader, partSample, wholeSample, partFirst }) =>
    PART_NOTE_WORDS[part].note(header, wholeHeader, partSample, wholeSample, partFirst),
};
