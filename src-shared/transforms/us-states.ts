// USPS two-letter codes of the states, DC, the territories and the armed-forces "states".
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  UM: 'U.S. Minor Outlying Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

/** The codes above by their two letters ((first - A) * 26 + second - A): 1 for a code. */
const CODE_BY_LETTERS = new Uint8Array(26 * 26);
for (const code of Object.keys(US_STATES))
  CODE_BY_LETTERS[(code.charCodeAt(0) - 65) * 26 + code.charCodeAt(1) - 65] = 1;

const capitalIndex = (code: number): number => (code >= 65 && code <= 90 ? code - 65 : -1);

/**
 * Whether the text is one of the codes above, in capitals: by char codes, a cell at a time (a regex and a look-up by
 * key cost several times more).
 */
export function isUsStateCode(text: string): boolean {
  if (text.length !== 2) return false;
  const first = capitalIndex(text.charCodeAt(0));
  const second = capitalIndex(text.charCodeAt(1));
  return first >= 0 && second >= 0 && CODE_BY_LETTERS[first * 26 + second] === 1;
}
