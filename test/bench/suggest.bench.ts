// `npm run bench suggest`: suggestMapping alone, medians of 40 runs, on two tables built in memory:
//   100k rows of the intake bench's 16 usual alumni columns (the suggester reads the first 2,000
//   rows, and the birth dates' first 20,000 for their order), and 28 headers of vendor exports
//   and quirks (address blocks, phone types, prefixes, false friends, misspellings, 名前) x 2,000 rows.
import { suggestMapping } from '../../src-shared/mapping/suggest';
import type { Table } from '../../src-shared/intake/types';

const RUNS = 40;
const USUAL = ['Constituent ID', 'First Name', 'Last Name', 'E-mail Address', 'Pref Class Year', 'Birth Date'];
USUAL.push('Gender', 'Cell', 'Address Line 1', 'City', 'State', 'Postal Code', 'Country', 'LinkedIn');
USUAL.push('Affinity Groups', 'Major');
const usualRow = (i: number): string[] => [
  String(100_000 + i * 37),
  ['Ann', 'Bob', 'Carla', 'Dev'][i % 4]!,
  ['Lee', 'Ray', 'Nguyen', 'Okafor', 'Schmidt'][i % 5]!,
  `alum${i}@example.org`,
  String(1960 + (i % 60)),
  `${1 + (i % 12)}/${1 + (i % 28)}/${1950 + (i % 50)}`,
  i % 2 === 0 ? 'F' : 'M',
  `617-555-${String(i % 10_000).padStart(4, '0')}`,
  `${i % 900} Main St`,
  ['Boston', 'Austin', 'Denver'][i % 3]!,
  ['MA', 'TX', 'CO'][i % 3]!,
  ['02134', '73301', '80202'][i % 3]!,
  'US',
  `https://www.linkedin.com/in/alum${i}`,
  ['Athletics', 'Band'][i % 2]!,
  ['History', 'Biology', 'Music'][i % 3]!,
];
const ODD = ['Constituent ID', 'Spouse Email', 'Pref Mail Name', 'Address 1 - Street', 'Address 1 - City'];
ODD.push('Address 2 - Street', 'Address 2 - City', 'Phone Type', 'Phone', 'Phone Type (2)', 'Phone (2)');
ODD.push('SPRTELE_PHONE_AREA', 'SPRTELE_PHONE_NUMBER', 'Natn Code', 'Ref', 'Date of Death', 'Email Opt-in');
ODD.push('Hausnummer', 'Strasse', 'Emial Adress', 'Contry', 'Last Gift Amount', 'Primary address\\City');
ODD.push('CnBio_First_Name', 'CnSpouseBio_First_Name', 'Citizenship', '名前', '苗字');

const tableOf = (headers: string[], rows: string[][]): Table => ({
  headers,
  rows,
  rowNumbers: rows.map((_, i) => i + 2),
});
const tables: [string, Table][] = [
  [
    '100k rows, 16 usual columns',
    tableOf(
      USUAL,
      Array.from({ length: 100_000 }, (_, i) => usualRow(i)),
    ),
  ],
  [
    '2,000 rows, 28 vendor headers',
    tableOf(
      ODD,
      Array.from({ length: 2000 }, (_, i) => ODD.map((h, c) => `${h.slice(0, 3)}${(i * 7 + c) % 50}`)),
    ),
  ],
];
for (const [label, table] of tables) {
  for (let i = 0; i < 3; i++) suggestMapping(table);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    suggestMapping(table);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[RUNS / 2]!.toFixed(1)} ms, fastest ${times[0]!.toFixed(1)} ms (${RUNS} runs)`);
}
