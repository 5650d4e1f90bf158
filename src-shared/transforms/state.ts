import { closest, distance } from 'fastest-levenshtein';
import { fix as fixOf, problem } from '../problems/problem';
import { countryHint } from './country';
import { withoutAccents } from './text';
import type { TransformOutcome } from './types';
import { US_STATES } from './us-states';

const normaliseName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();

const CODE_BY_NAME = new Map<string, string>();
for (const [code, name] of Object.entries(US_STATES)) {
  CODE_BY_NAME.set(normaliseName(name), code);
  CODE_BY_NAME.set(code.toLowerCase(), code);
}
CODE_BY_NAME.set('washington dc', 'DC');
CODE_BY_NAME.set('washington d c', 'DC');
CODE_BY_NAME.set('virgin islands', 'VI');
/** The abbreviations newspapers and older address lists use (AP style: "Mass.", "Calif.", "N.Y."). */
const AP_ABBREVIATIONS: Record<string, string> = {
  ala: 'AL',
  ariz: 'AZ',
  ark: 'AR',
  calif: 'CA',
  cal: 'CA',
  colo: 'CO',
  conn: 'CT',
  del: 'DE',
  fla: 'FL',
  ill: 'IL',
  ind: 'IN',
  kan: 'KS',
  kans: 'KS',
  mass: 'MA',
  mich: 'MI',
  minn: 'MN',
  miss: 'MS',
  mont: 'MT',
  neb: 'NE',
  nebr: 'NE',
  nev: 'NV',
  okla: 'OK',
  ore: 'OR',
  oreg: 'OR',
  penn: 'PA',
  penna: 'PA',
  tenn: 'TN',
  tex: 'TX',
  wash: 'WA',
  'w va': 'WV',
  wis: 'WI',
  wisc: 'WI',
  wyo: 'WY',
  'n h': 'NH',
  'n j': 'NJ',
  'n m': 'NM',
  'n y': 'NY',
  'n c': 'NC',
  'n d': 'ND',
  'r i': 'RI',
  's c': 'SC',
  's d': 'SD',
  'd c': 'DC',
  'n dak': 'ND',
  's dak': 'SD',
  'wash d c': 'DC',
};
for (const [name, code] of Object.entries(AP_ABBREVIATIONS)) CODE_BY_NAME.set(name, code);
// "N. Carolina", "S Dakota", "W. Virginia": the compass point abbreviated before a state's name.
for (const [code, name] of Object.entries(US_STATES)) {
  const short = normaliseName(name).replace(/^(north|south|west) /, (point) => `${point[0]} `);
  if (!CODE_BY_NAME.has(short)) CODE_BY_NAME.set(short, code);
}
const STATE_NAMES = [...CODE_BY_NAME.keys()].filter((name) => name.length > 2);

/** Canada's provinces and territories, in English and French: their two-letter postal codes fit the field. */
const CANADIAN_PROVINCES: Record<string, string[]> = {
  AB: ['alberta'],
  BC: ['british columbia', 'colombie britannique'],
  MB: ['manitoba'],
  NB: ['new brunswick', 'nouveau brunswick'],
  NL: ['newfoundland and labrador', 'newfoundland', 'terre neuve et labrador'],
  NS: ['nova scotia', 'nouvelle ecosse'],
  NT: ['northwest territories', 'territoires du nord ouest'],
  NU: ['nunavut'],
  ON: ['ontario'],
  PE: ['prince edward island', 'ile du prince edouard'],
  QC: ['quebec'],
  SK: ['saskatchewan'],
  YT: ['yukon', 'yukon territory'],
};
/** The abbreviations Canadian lists write (P.E.I., Nfld., Sask., Que.): read for a Canadian address too. */
const CANADIAN_ABBREVIATIONS: Record<string, string> = {
  alta: 'AB',
  'b c': 'BC',
  man: 'MB',
  'n b': 'NB',
  nfld: 'NL',
  'n s': 'NS',
  'n w t': 'NT',
  nwt: 'NT',
  ont: 'ON',
  'p e i': 'PE',
  pei: 'PE',
  que: 'QC',
  'p q': 'QC',
  pq: 'QC',
  sask: 'SK',
  'y t': 'YT',
  yuk: 'YT',
};
/** NF and PQ, Newfoundland's and Quebec's codes before 2002 and 1990, still in older records. */
const LEGACY_PROVINCE_CODES = new Map([
  ['NF', 'NL'],
  ['PQ', 'QC'],
  ['LB', 'NL'],
]);
// A Map, not an object: a cell reading "constructor" must find nothing.
const PROVINCE_BY_NAME = new Map<string, string>(Object.entries(CANADIAN_ABBREVIATIONS));
for (const [code, names] of Object.entries(CANADIAN_PROVINCES)) {
  PROVINCE_BY_NAME.set(code.toLowerCase(), code);
  for (const name of names) PROVINCE_BY_NAME.set(name, code);
}
/** Accents and hyphens do not matter in a province's name ("Québec", "Colombie-Britannique"). */
const provinceKey = (name: string): string => normaliseName(withoutAccents(name).replace(/-/g, ' '));

/**
 * A state name or code -> its two-letter code, for the address's country (undefined: read as
 * the US). US states and Canadian provinces are converted (`convert`); a region of another
 * country is kept as written, its two letters put in capitals: the caller judges its form.
 */
export function toStateCode(value: string, convert: boolean, country: string | undefined): TransformOutcome {
  const usAddress = country === undefined || country === 'US';
  const legacy = country === 'CA' && convert ? LEGACY_PROVINCE_CODES.get(value.toUpperCase()) : undefined;
  if (legacy) return { ok: true, value: legacy, changed: true };
  if (/^[A-Z]{2}$/.test(value) && (US_STATES[value] || !usAddress)) return { ok: true, value, changed: false };
  if (convert) {
    const code = usAddress
      ? CODE_BY_NAME.get(normaliseName(value))
      : country === 'CA'
        ? PROVINCE_BY_NAME.get(provinceKey(value))
        : /^[a-z]{2}$/i.test(value)
          ? value.toUpperCase()
          : undefined;
    if (code) return { ok: true, value: code, changed: code !== value };
  }
  if (!usAddress) return { ok: true, value, changed: false };
  // ON, BC, Québec on a row without a country: a Canadian address, not a misspelt US state.
  const province = country === undefined ? PROVINCE_BY_NAME.get(provinceKey(value)) : undefined;
  if (province) {
    return { ok: false, problem: problem('state.canadian-province', { province }, { hint: countryHint('CA') }) };
  }
  const near = closest(normaliseName(value), STATE_NAMES);
  const nearCode = CODE_BY_NAME.get(near);
  const fix =
    nearCode && distance(near, normaliseName(value)) <= 2
      ? fixOf('fix.state', nearCode, { name: US_STATES[nearCode]! })
      : undefined;
  if (fix) return { ok: false, problem: problem('state.not-a-state', { countryGiven: true }, { fix }) };
  // 東京都, Bayern on a row without a country: a region abroad, which the row's country would let through.
  const countryGiven = country !== undefined;
  const hint = countryGiven ? undefined : countryHint('GB');
  return { ok: false, problem: problem('state.not-a-state', { countryGiven }, hint ? { hint } : undefined) };
}
