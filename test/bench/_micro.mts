import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
const bytes = readFileSync('/tmp/alumni-loader-bench/alumni-100000.csv');
const mode = process.argv[2];
const FIELDS = ['inst_id','first_name','last_name','email','year_graduated','dob_day','dob_month','dob_year','gender','mobile_phone','home_address1','home_city','home_state','home_zipcode','home_country','linkedin','tags','major','enabled'];
(globalThis as any).gc?.();
const t0 = performance.now();
const text = new TextDecoder().decode(bytes);
const rows = Papa.parse<string[]>(text, { header: false }).data;
const t1 = performance.now();
let kept: unknown;
if (mode === 'obj') {
  const out = new Array(rows.length);
  for (let r = 1; r < rows.length; r++) { const c = rows[r]!; const u: Record<string, unknown> = {}; for (let i = 0; i < 16; i++) u[FIELDS[i]!] = c[i]; u.a=1;u.b=2;u.enabled=1; out[r] = { index: r, rowNumber: r + 1, user: u, problems: [], status: 'valid' }; }
  kept = out;
} else if (mode === 'arr') {
  const out = new Array(rows.length);
  for (let r = 1; r < rows.length; r++) { const c = rows[r]!; const u = new Array(19); for (let i = 0; i < 16; i++) u[i] = c[i]; u[16]=1;u[17]=2;u[18]=1; out[r] = u; }
  kept = out;
} else if (mode === 'cls') {
  class U { constructor() {} }
  const out = new Array(rows.length);
  for (let r = 1; r < rows.length; r++) { const c = rows[r]!; const u: any = new (U as any)(); for (let i = 0; i < 16; i++) u[FIELDS[i]!] = c[i]; u.a=1;u.b=2;u.enabled=1; out[r] = u; }
  kept = out;
} else if (mode === 'status') {
  const st = new Uint8Array(rows.length);
  for (let r = 1; r < rows.length; r++) { const c = rows[r]!; let ok = 1; for (let i = 0; i < 16; i++) if (c[i]!.length > 255) ok = 0; st[r] = ok; }
  kept = st;
}
const t2 = performance.now();
console.log(mode, 'parse', (t1 - t0).toFixed(0), 'after', (t2 - t1).toFixed(0), 'rss', (process.resourceUsage().maxRSS/1024).toFixed(0), kept ? '' : '');
