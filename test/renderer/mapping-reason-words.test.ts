// What the mapping step says of why a column feeds what it does, or nothing: the suggestion's reason (data, from
// src-shared) in the app's words, "not mapped: " before a column kept off on purpose, and the refusal said beside it.
import { describe, expect, it } from 'vitest';
import { FALSE_FRIENDS } from '../../src-shared/mapping/headers/false-friends';
import { suggestMapping } from '../../src-shared/mapping/suggest';
import {
  APP_MAPPING_REASON_WORDS,
  leftOutWords,
  mappingReasonWords,
  refusalWords,
} from '../../src-renderer/src/lib/words/mapping-reason-words';
import { tableOf } from '../shared/mapping/helpers';

const said = (columns: Record<string, string[]>) =>
  Object.fromEntries(
    suggestMapping(tableOf(columns)).columns.map((column) => [
      column.header,
      {
        reason: mappingReasonWords(APP_MAPPING_REASON_WORDS, column.reason),
        leftOut: leftOutWords(APP_MAPPING_REASON_WORDS, column.reason),
        refusal: refusalWords(APP_MAPPING_REASON_WORDS, column),
        alternatives: column.alternatives.map((a) => mappingReasonWords(APP_MAPPING_REASON_WORDS, a.reason)),
      },
    ]),
  );

describe('why the mapping step suggests a target, in the app words', () => {
  it('joins the parts of a reason: the header, how it was read, what its values are', () => {
    const words = said({
      'E-mail Address': ['ann@example.org', 'bob@example.org'],
      'Email Address': ['ann@example.org', 'bob@example.org'],
      CnBio_First_Name: ['Ann', 'Bob'],
      SPRTELE_PHONE_AREA: ['217', '312'],
      SPRTELE_PHONE_NUMBER: ['5550123', '5550199'],
    });
    expect(words['E-mail Address']!.reason).toBe(
      'the header "E-mail Address" is a usual name for Email, and its values are email addresses',
    );
    expect(words['Email Address']).toMatchObject({
      reason: 'every sample of "Email Address" is an email address (a second email column)',
      alternatives: ['the header "Email Address" is a usual name for Email, and its values are email addresses'],
    });
    expect(words['CnBio_First_Name']!.reason).toBe(
      'the header "First_Name" is a usual name for First name (read past the Raiser\'s Edge prefix "CnBio_")',
    );
    expect(words['SPRTELE_PHONE_AREA']!.reason).toBe(
      'the header "SPRTELE_PHONE_AREA" names area codes, joined to the phone numbers in "SPRTELE_PHONE_NUMBER" on ' +
        'each row',
    );
    expect(words['SPRTELE_PHONE_NUMBER']!.reason).toBe(
      'the header "PHONE_NUMBER" is a usual name for Home phone (read past the Banner prefix "SPRTELE_"), and its ' +
        'values are phone numbers',
    );
  });

  it('says "not mapped" before a column kept off on purpose, and names the word that kept it off', () => {
    const words = said({
      CnSpSpBio_Email: ['cy@example.org', 'di@example.org'],
      'Spouse Name': ['Cy', 'Di'],
      Major: ['History', 'Music'],
      Name: ['Ann Lee', 'Bob Ray'],
      'First Name': ['Ann', 'Bob'],
      'Class Year': ['History', 'Biology'],
    });
    const spouse =
      'the word "spouse" in "Spouse Name" makes it about another person, not the alum (ignored; keep it as a ' +
      'custom field if you need it)';
    expect(words['Spouse Name']).toMatchObject({ reason: `not mapped: ${spouse}`, leftOut: spouse, refusal: spouse });
    expect(words['CnSpSpBio_Email']).toMatchObject({
      reason:
        'not mapped: the Raiser\'s Edge prefix "CnSpSpBio_" of "CnSpSpBio_Email" makes it about a spouse, not the ' +
        'alum (ignored; keep it as a custom field if you need it)',
      refusal: undefined,
    });
    expect(words['Major']).toMatchObject({
      reason: 'no User field matches "Major" (ignored; keep it as a custom field if you need it)',
      leftOut: 'no User field matches "Major" (ignored; keep it as a custom field if you need it)',
      refusal: undefined,
    });
    expect(words['Name']!.reason).toBe(
      'not mapped: its best match (Full name (first, middle and last name)) is weak or taken by a stronger column',
    );
    expect(words['Class Year']).toMatchObject({
      reason: 'not mapped: its best match (Class year) is weak or taken by a stronger column',
      alternatives: ['the header "Class Year" is a usual name for Class year, but most of its values are not numbers'],
    });
  });

  it('says why numbers beside their kinds go by kind, and why kinds it cannot read send none', () => {
    const kinds = said({ 'Phone 1 Type': ['Home', 'Cell'], 'Phone 1 Number': ['617-555-0101', '617-555-0102'] });
    const namesKinds =
      'it names the kind of each number in "Phone 1 Number" (home, cell, business...), which sends each number to ' +
      'the phone field of its kind; not sent itself';
    expect(kinds['Phone 1 Type']).toMatchObject({ reason: `not mapped: ${namesKinds}`, refusal: namesKinds });
    expect(kinds['Phone 1 Number']!.reason).toBe(
      '"Phone 1 Number" holds numbers whose kind "Phone 1 Type" names row by row (home, cell, business...): each ' +
        'goes to its own phone field',
    );
    const unread = said({
      'Phone Type': ['HM', 'PR', 'P1', 'PR'],
      'Phone Number': ['617-555-0101', '617-555-0102', '617-555-0103', '617-555-0104'],
    });
    expect(unread['Phone Number']).toMatchObject({
      reason:
        'not mapped: the kind of each of its numbers is in "Phone Type", whose values ("PR", "P1") are mostly not ' +
        'kinds we know (home, cell, business, e-mail, fax...): not all of its numbers are one kind, so none is sent ' +
        'as one. Map it by hand to one phone field if they are',
      refusal: undefined,
    });
  });

  it('words what each false friend makes a header about, one phrase a kind', () => {
    const phrases = new Map<string, string>();
    for (const friend of FALSE_FRIENDS) {
      const words = mappingReasonWords(APP_MAPPING_REASON_WORDS, [
        { code: 'header.false-friend', params: { header: 'H', words: ['w'], about: friend.about } },
      ]);
      const phrase = /makes it (.+) \(ignored;/.exec(words)?.[1];
      expect(phrase, friend.about).toMatch(/^[a-z][a-z ,'.]+[a-z]$/i);
      phrases.set(friend.about, phrase!);
    }
    expect(new Set(phrases.values()).size).toBe(phrases.size);
    expect(phrases.get('death')).toBe('about a death');
  });
});
