import { fieldSpec, REQUIRED_ON_CREATE } from '../../../src-shared/fields/catalogue';
import type { ColumnTarget } from '../../../src-shared/mapping/types';

// The columns of the blank import template handed to class agents and registrars: the User
// fields people fill in, grouped and in the order a person writes them, required ones marked.
// Each header is one the mapping already recognises at once, so a filled-in copy maps itself.

/** Which list of allowed values a column's cells are offered in the XLSX. */
export type ValueList = 'gender' | 'yes-no' | 'state' | 'country';

export interface BlankColumn {
  header: string;
  target: ColumnTarget;
  group: string;
  required: boolean;
  /** What to write, for the Instructions sheet. */
  help: string;
  /** The example row's cell. */
  example: string;
  list?: ValueList;
}

/** The mark a required column's header carries; the mapping reads a header without it. */
export const REQUIRED_MARK = ' (required)';
/** The example row's first cell starts so: intake sets such a row apart and imports it never. */
export const EXAMPLE_PREFIX = 'e.g. ';

type Row = [header: string, field: string, help: string, example: string, list?: ValueList];

const GROUPS: [group: string, rows: Row[]][] = [
  [
    'Name',
    [
      ['First name', 'first_name', 'Given name.', 'Jane'],
      ['Middle name', 'middle_name', 'Middle name or initial.', 'Marie'],
      ['Last name', 'last_name', 'Family name (surname) today.', 'Doe'],
      ['Maiden name', 'maiden_name', 'Family name before marriage, if it changed.', 'Smith'],
      ['Nickname', 'nickname', 'The name the person goes by, if not the first name.', 'Janie'],
      ['Name title', 'name_title', 'Ms, Mr, Mx, Dr, Prof...', 'Dr'],
      ['Name suffix', 'name_suffix', 'Jr., III, PhD...', 'PhD'],
    ],
  ],
  [
    'Person',
    [
      ['Gender', 'gender', 'm or f (choose from the list), or leave empty.', 'f', 'gender'],
      [
        'Birth date',
        'birth-date',
        'The whole date, written YYYY-MM-DD (1976-05-14), or as Excel shows a date.',
        '1976-05-14',
      ],
      ['Class year', 'year_graduated', 'Year of graduation, four digits.', '1998'],
      ['Institution ID', 'inst_id', "The university's own ID of the person (student or constituent ID).", 'A0012345'],
    ],
  ],
  [
    'Contact',
    [
      ['Email', 'email', 'The address the person reads; one per row, unique in the list.', 'jane.doe@example.org'],
      ['Secondary email', 'secondary_email', 'Another address, if any.', 'jdoe@work.example.com'],
      [
        'Mobile phone',
        'mobile_phone',
        'With the country code when outside the US: +44 7700 900123.',
        '+1 617 555 0100',
      ],
      ['Home phone', 'home_phone', 'As for the mobile phone.', ''],
      ['Work phone', 'work_phone', 'As for the mobile phone.', ''],
    ],
  ],
  [
    'Home address',
    [
      ['Home address line 1', 'home_address1', 'Street and number.', '12 Elm Street'],
      ['Home address line 2', 'home_address2', 'Apartment, suite, building...', 'Apt 4'],
      ['Home city', 'home_city', 'City or town.', 'Boston'],
      [
        'Home state',
        'home_state',
        'US state: two-letter code (choose from the list); elsewhere leave empty or write the region.',
        'MA',
        'state',
      ],
      ['Home ZIP code', 'home_zipcode', 'ZIP or postal code, written as text so leading zeros stay.', '02134'],
      [
        'Home country',
        'home_country',
        'Country name (choose from the list) or two-letter code.',
        'United States of America',
        'country',
      ],
    ],
  ],
  [
    'Work address',
    [
      ['Work address line 1', 'work_address1', 'As for the home address.', ''],
      ['Work address line 2', 'work_address2', '', ''],
      ['Work city', 'work_city', '', ''],
      ['Work state', 'work_state', '', '', 'state'],
      ['Work ZIP code', 'work_zipcode', '', ''],
      ['Work country', 'work_country', '', '', 'country'],
    ],
  ],
  [
    'Account',
    [
      [
        'Enabled',
        'enabled',
        'yes: the person can sign in once approved; no: the account is kept closed.',
        'yes',
        'yes-no',
      ],
      ['Approved', 'approved', 'yes or no; leave empty to approve later in Alumni Loader.', 'no', 'yes-no'],
    ],
  ],
  [
    'Lists',
    [
      ['Groups', 'groups', 'Groups the person joins, separated by semicolons.', 'Boston chapter'],
      ['Tags', 'tags', 'Tags, separated by semicolons.', 'Reunion 2026'],
    ],
  ],
];

function targetOf(field: string): ColumnTarget {
  return field === 'birth-date' ? { kind: 'birth-date' } : { kind: 'field', field };
}

export const BLANK_COLUMNS: readonly BlankColumn[] = GROUPS.flatMap(([group, rows]) =>
  rows.map(([name, field, help, example, list]): BlankColumn => {
    const required = REQUIRED_ON_CREATE.includes(field);
    if (field !== 'birth-date' && !fieldSpec(field))
      throw new Error(`The blank template names no User field ${field}.`);
    return {
      header: `${name}${required ? REQUIRED_MARK : ''}`,
      target: targetOf(field),
      group,
      required,
      help,
      example,
      ...(list ? { list } : {}),
    };
  }),
);

/** The example row as written in the template: its first cell says it is an example. */
export function exampleRow(): string[] {
  return BLANK_COLUMNS.map((column, i) => (i === 0 ? `${EXAMPLE_PREFIX}${column.example}` : column.example));
}
