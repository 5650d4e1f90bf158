// Every reason the mapping gives for a column's target (src-shared/mapping/reason-codes.ts) has words in every door,
// with every value the person needs; a part that follows another begins with its joining words (decision 0007). The
// tables' types make a missing code fail the typecheck.
import { describe, expect, it } from 'vitest';
import {
  MAPPING_REASON_CODES,
  wordReasonPart,
  type MappingReasonCode,
  type MappingReasonParams,
  type MappingReasonPart,
} from '../../../src-shared/mapping/reason-codes';
import { describeTarget } from '../../../src-shared/mapping/target-key';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import { APP_MAPPING_REASON_WORDS } from '../../../src-renderer/src/lib/words/mapping-reason-words';
import { CLI_MAPPING_REASON_WORDS } from '../../../src-main/cli/words/mapping-reason-words';

const email: ColumnTarget = { kind: 'field', field: 'email' };
const street: ColumnTarget = { kind: 'field', field: 'home_address1' };

// Every code, every variant of its params.
const SAMPLES: { [C in MappingReasonCode]: MappingReasonParams[C][] } = {
  'header.synonym': [{ header: 'E-mail', target: email }],
  'header.nickname': [{ header: 'Preferred First Name' }],
  'header.field-name': [{ header: 'email', target: email }],
  'header.whole-name': [{ header: 'Name' }],
  'header.spelled-like': [{ header: 'Emial', synonym: 'email', target: email }],
  'header.contains': [{ header: 'Primary Email', synonym: 'email', target: email }],
  'header.address-part': [{ header: 'Address City', part: 'city' }],
  'header.work-one': [{ header: 'Business City' }],
  'header.read-past-prefix': [
    { system: "Raiser's Edge", prefix: 'CnBio_' },
    { system: 'Banner', prefix: 'SPRIDEN_' },
  ],
  'header.path-field': [{ header: 'Primary address\\City', name: 'City' }],
  'header.other-person': (['spouse', 'relation', 'salutation'] as const).map((about) => ({
    header: 'CnSpSpBio_Email',
    prefix: 'CnSpSpBio_',
    about,
  })),
  'header.false-friend': [
    { header: 'Spouse Email', words: ['spouse'], about: 'other-person' },
    { header: 'Date of Death', words: ['date', 'death'], about: 'death' },
  ],
  'header.nation-codes': [{ header: 'NATN_CODE' }],
  'header.export-reference': [{ header: 'Ref' }],
  'header.part': (
    [
      'country-calling-code',
      'area-code',
      'extension',
      'house-number',
      'last-name-prefix',
      'second-surname',
      'zip-extension',
    ] as const
  ).map((part) => ({ header: 'Part', part })),
  'layout.phone-by-type': [{ header: 'Phone', typeHeader: 'Phone Type' }],
  'layout.unread-kinds': [{ typeHeader: 'Phone Type', values: ['PR', 'P1'] }],
  'layout.names-kinds': [{ numbersHeader: 'Phone 1 Number' }],
  'layout.number-flag': [
    { numbersHeader: 'Phone 1 Number', marks: true },
    { numbersHeader: 'Phone 1 Number', marks: false },
  ],
  'layout.second-line': [{ header: 'Address (2)', first: 'Address' }],
  'layout.repeated': [{ header: 'Email (2)', firstColumn: 3, first: 'Email' }],
  'layout.mailchimp-ip': [{ header: 'LATITUDE' }],
  'address.work-by-type': [{ typeHeader: 'Address 1 - Type' }],
  'address.block-part': [{ block: 2, header: 'Address 2 - City' }],
  'address.other-block': [
    { header: 'Address 2 - Street', block: 2, typeHeader: 'Address 2 - Type' },
    { header: 'Address 2 - Street', block: 2 },
  ],
  'values.are': (
    [
      'email-addresses',
      'dates',
      'names',
      'genders',
      'titles',
      'yes-no',
      'phones',
      'numbers',
      'addresses-yes-no',
    ] as const
  ).map((what) => ({ what })),
  'values.mostly-not': [{ what: 'phones' }, { what: 'titles' }],
  'values.dates': [{}],
  'values.emails': [{}],
  'values.whole-names': [{}],
  'values.profile-links': [{ site: 'LinkedIn' }],
  'values.whole-name-column': [{ header: 'Contact' }],
  'values.email-column': [{ header: 'Contact' }],
  'values.second-email-column': [{ header: 'Other' }],
  'values.profile-link-column': [{ header: 'URL', site: 'LinkedIn' }],
  'values.opt-out': [{ header: 'Email Notifications', values: ['Subscribed', 'Unsubscribed'] }],
  'names.given-beside-surname': [{ header: '名前' }],
  'names.whole-without-surname': [{ header: '이름' }],
  'part.joined': [{ header: 'Huisnummer', part: 'house-number', partner: 'Straat', target: street }],
  'part.joined-as': [
    { header: 'SPRTELE_PHONE_AREA', part: 'area-code', partner: 'SPRTELE_PHONE_NUMBER', byValues: false },
    { header: 'Country Code', part: 'country-calling-code', partner: 'Mobile', byValues: true },
  ],
  'claim.weak-or-taken': [{ target: { kind: 'full-name' } }],
  'header.no-match': [{ header: 'Major' }],
};

/** Parts said after another, beginning with their own joining words. */
const FOLLOWING = new Set<MappingReasonCode>([
  'header.work-one',
  'header.read-past-prefix',
  'header.path-field',
  'address.work-by-type',
  'address.block-part',
  'values.are',
  'values.mostly-not',
  'values.dates',
  'values.emails',
  'values.whole-names',
  'values.profile-links',
]);

/** Params that choose words (a kind, a yes or no) rather than being said as they are. */
const CHOOSING = new Set(['part', 'what', 'marks', 'byValues', 'about']);

/** The values a person needs to read in the words. */
function needed(code: MappingReasonCode, params: object): string[] {
  return Object.entries(params).flatMap(([key, value]): string[] => {
    if (CHOOSING.has(key)) return [];
    if (key === 'target') return [describeTarget(value as ColumnTarget)];
    if (Array.isArray(value)) return value.map(String);
    return [String(value)];
  });
}

describe.each([
  ['app', APP_MAPPING_REASON_WORDS],
  ['cli', CLI_MAPPING_REASON_WORDS],
] as const)('the %s door, saying why a column feeds what it does', (_door, table) => {
  it('words every mapping reason code with every sample of its params, every value said', () => {
    expect(Object.keys(table).sort()).toEqual([...MAPPING_REASON_CODES].sort());
    for (const code of MAPPING_REASON_CODES) {
      const samples = SAMPLES[code];
      expect(samples.length, code).toBeGreaterThan(0);
      for (const params of samples) {
        const said = wordReasonPart(table, { code, params } as MappingReasonPart);
        expect(said.trim().length, code).toBeGreaterThan(3);
        expect(said, code).not.toMatch(/undefined|\[object|NaN/);
        for (const value of needed(code, params)) expect(said, `${code}: ${value}`).toContain(value);
        // A following part joins the one before it; a first part begins with its own words.
        if (FOLLOWING.has(code)) expect(said, code).toMatch(/^(, |; | \()/);
        else expect(said, code).toMatch(/^[a-z"]/);
      }
    }
  });
});
