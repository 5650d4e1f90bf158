// The people who must stay apart: a household sharing an email, father (Sr.) and son (Jr), twins
// under a nickname. Seeded on a service, then imported as rows that are someone else (CLI test and e2e).

/** The people already on the service (the names); emails unique to this test. */
export const HOUSEHOLD_PEOPLE: Record<string, Record<string, unknown>> = {
  aurora: {
    first_name: 'Aurora',
    last_name: 'Bancroft',
    email: 'bancrofts@household.example.net',
    gender: 'f',
    dob_year: 1970,
    dob_month: 3,
    dob_day: 14,
    year_graduated: 1992,
    home_address1: '12 Elm Street',
    home_city: 'Salem',
    home_zipcode: '01970',
    enabled: 1,
  },
  robert: {
    first_name: 'Robert',
    last_name: 'Hale',
    name_suffix: 'Sr.',
    email: 'rhale@household.example.net',
    year_graduated: 1972,
    home_address1: '40 Oak Road',
    home_city: 'Salem',
    home_zipcode: '01970',
    enabled: 1,
  },
  samuel: {
    first_name: 'Samuel',
    last_name: 'Park',
    email: 'samuel.park@household.example.net',
    gender: 'm',
    dob_year: 1990,
    dob_month: 6,
    dob_day: 1,
    year_graduated: 2012,
    enabled: 1,
  },
  alexander: {
    first_name: 'Alexander',
    last_name: 'Kim',
    email: 'alexander.kim@household.example.net',
    gender: 'm',
    dob_year: 1985,
    dob_month: 2,
    dob_day: 9,
    year_graduated: 2007,
    enabled: 1,
  },
};

const HEADER = 'First Name,Last Name,Name Suffix,Email,Class Year,Gender,Birth Date,Enabled';

/** The file: row 2 onwards, each someone else than the person whose email, name or birth date it shares. */
export const HOUSEHOLD_CSV = [
  HEADER,
  // Row 2: the spouse, the household email, no birth date.
  'Patrick,Bancroft,,bancrofts@household.example.net,,,,1',
  // Row 3: the son, Jr, class 2002, his father's email.
  'Robert,Hale,Jr.,rhale@household.example.net,2002,,,1',
  // Row 4: Samuel's twin sister under a nickname, one birth date.
  'Sam,Park,,sam.park@household.example.net,2012,f,1990-06-01,1',
  // Row 5: Alexander's twin sister "Alex", one birth date.
  'Alex,Kim,,alex.kim@household.example.net,2007,f,1985-02-09,1',
].join('\n');

/** Another file (one email is one row within a file): a daughter named after her mother, another class year. */
export const CHILD_CSV = [HEADER, 'Aurora,Bancroft,,bancrofts@household.example.net,2020,,,1'].join('\n');
