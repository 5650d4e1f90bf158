// `npm run bench intake`: intake + map + validate of a generated 100k-row alumni file, CSV and
// XLSX, against the bare parse of the same file in the same run:
//   CSV:  TextDecoder + papaparse into arrays (header: false)
//   XLSX: exceljs's streaming WorkbookReader, every row's values kept in arrays
// Each measurement runs in a fresh child process (node --expose-gc): wall time, peak memory
// (the process's max RSS above its RSS after loading the file, and the heap still held after a
// full GC with the result alive), and the longest synchronous task (largest gap between ticks
// of a 0 ms timer while the work runs). Medians over the runs; the time ratio is also given as the
// median of each run's own ratio (ours over the bare run just before it), which the machine's
// drift from minute to minute moves less than a ratio of medians. For CSV the time of a second read
// in the same process is printed too (V8 has then compiled both sides: the import worker reads a
// file again after a change of encoding or header row); the goal is judged on the first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { runImportPipeline } from '../../src-shared/import-pipeline';
import { xlsxStreamReader } from '../../src-main/services/intake/xlsx-stream-reader';

const ROWS = 100_000;
const RUNS = { csv: 9, xlsx: 3 };
const here = fileURLToPath(import.meta.url);
const dataDir = join(tmpdir(), 'alumni-loader-bench');
// v2: birth dates spread (v1's repeated every 1,344 rows). A new name, so a kept v1 file is not measured.
const files = { csv: join(dataDir, `alumni-${ROWS}-v2.csv`), xlsx: join(dataDir, `alumni-${ROWS}-v2.xlsx`) };

const HEADERS = [
  'Constituent ID',
  'First Name',
  'Last Name',
  'E-mail Address',
  'Pref Class Year',
  'Birth Date',
  'Gender',
  'Cell',
  'Address Line 1',
  'City',
  'State',
  'Postal Code',
  'Country',
  'LinkedIn',
  'Affinity Groups',
  'Major',
];
const FIRST = [
  'Ann',
  'Bob',
  'Carla',
  'Dev',
  'Elena',
  'Femi',
  'Grace',
  'Hiro',
  'Ines',
  'Jamal',
  'Katja',
  'Luis',
  'Mei',
  'Noor',
  'Olu',
  'Priya',
];
const LAST = [
  'Lee',
  'Ray',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Garcia',
  'Cohen',
  'Khan',
  'Murphy',
  'Rossi',
  'Silva',
  'Tanaka',
  'Walsh',
  'Young',
];
const PLACES: [string, string, string][] = [
  ['Boston', 'MA', '02134'],
  ['New York', 'NY', '10027'],
  ['Hartford', 'CT', '06103'],
  ['Chicago', 'IL', '60614'],
  ['Austin', 'TX', '78705'],
  ['Seattle', 'WA', '98105'],
];
const MAJORS = ['History', 'Economics', 'Biology', 'English', 'Music', 'Chemistry'];
const TAGS = ['Athletics', 'Band', 'Young Alumni', 'Class Agent', ''];

function row(i: number): (string | number | Date)[] {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 7) % LAST.length]!;
  const year = 1960 + (i % 64);
  const [city, state, zip] = PLACES[i % PLACES.length]!;
  // Birth dates spread over the year (as a real list's hardly repeat), not a short cycle a memo would catch.
  const birth = new Date(Date.UTC(year - 22, 0, 1 + ((i * 7919) % 365)));
  return [
    String(200_000 + i),
    first,
    last,
    `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.org`,
    year,
    birth,
    i % 2 ? 'F' : 'M',
    `(617) 555-${String(i % 10_000).padStart(4, '0')}`,
    `${1 + (i % 999)} Main Street`,
    city,
    state,
    i % 10 === 0 ? zip.replace(/^0/, '') : zip,
    'United States',
    i % 3 === 0 ? `https://www.linkedin.com/in/${first.toLowerCase()}-${i}` : '',
    TAGS[i % TAGS.length]!,
    MAJORS[i % MAJORS.length]!,
  ];
}

const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

async function generate(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(files.csv)) {
    const lines = [HEADERS.join(',')];
    for (let i = 0; i < ROWS; i++)
      lines.push(Papa.unparse([row(i).map((v) => (v instanceof Date ? usDate(v) : String(v)))]));
    writeFileSync(files.csv, `${lines.join('\r\n')}\r\n`);
  }
  if (!existsSync(files.xlsx)) {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: files.xlsx,
      useSharedStrings: true,
      useStyles: true,
    });
    const sheet = workbook.addWorksheet('Alumni');
    sheet.addRow(HEADERS).commit();
    for (let i = 0; i < ROWS; i++) {
      const added = sheet.addRow(row(i).map((v, c) => (c === 11 ? Number(v) : v)));
      added.getCell(6).numFmt = 'mm/dd/yyyy';
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  }
}

// ---- child side: one measurement ------------------------------------------------------------

type Mode = 'csv-bare' | 'csv-ours' | 'xlsx-bare' | 'xlsx-ours';

async function bareCsv(bytes: Uint8Array): Promise<unknown> {
  const text = new TextDecoder().decode(bytes);
  return Papa.parse<string[]>(text, { header: false }).data;
}

async function bareXlsx(bytes: Uint8Array): Promise<unknown> {
  const { Readable } = await import('node:stream');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: unknown[] = [];
  for await (const sheet of reader)
    for await (const r of sheet as unknown as AsyncIterable<ExcelJS.Row>) rows.push(r.values);
  return rows;
}

async function ours(bytes: Uint8Array, fileName: string): Promise<unknown> {
  const result = await runImportPipeline(
    bytes,
    { fileName, constants: { enabled: '1' } },
    { xlsxReader: xlsxStreamReader },
  );
  if (result.validation.counts.rows !== ROWS)
    throw new Error(`read ${result.validation.counts.rows} rows, expected ${ROWS}`);
  return result;
}

async function measure(mode: Mode, warm: boolean): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const bytes = new Uint8Array(readFileSync(mode.startsWith('csv') ? files.csv : files.xlsx));
  const work =
    mode === 'csv-bare'
      ? () => bareCsv(bytes)
      : mode === 'xlsx-bare'
        ? () => bareXlsx(bytes)
        : () => ours(bytes, mode === 'csv-ours' ? 'alumni.csv' : 'alumni.xlsx');
  if (warm) await work(); // the first read's result is dropped before the measured one
  gc();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let longest = 0;
  let last = performance.now();
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 0)); // lets the ticker see a last long task
  ticking = false;
  const peakRss = process.resourceUsage().maxRSS * 1024 - rssBefore;
  gc();
  const heldHeap = process.memoryUsage().heapUsed - heapBefore;
  process.stdout.write(
    `${JSON.stringify({ mode, seconds, peakRss, heldHeap, longestTaskMs: longest, kept: result !== undefined })}\n`,
  );
}

// ---- parent side -------------------------------------------------------------------------------

interface Sample {
  seconds: number;
  peakRss: number;
  heldHeap: number;
  longestTaskMs: number;
}

function run(mode: Mode, warm = false): Sample {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', here, '--child', mode, ...(warm ? ['--warm'] : [])],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (child.status !== 0) throw new Error(`${mode} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as Sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function summarise(samples: Sample[]): Sample {
  return {
    seconds: median(samples.map((s) => s.seconds)),
    peakRss: median(samples.map((s) => s.peakRss)),
    heldHeap: median(samples.map((s) => s.heldHeap)),
    longestTaskMs: median(samples.map((s) => s.longestTaskMs)),
  };
}

async function main(): Promise<void> {
  console.log(`Generating ${ROWS.toLocaleString('en-US')}-row files in ${dataDir} (kept for later runs)...`);
  await generate();
  for (const format of ['csv', 'xlsx'] as const) {
    const bare: Sample[] = [];
    const mine: Sample[] = [];
    // Interleaved, so drift on a shared machine hits both alike.
    for (let i = 0; i < RUNS[format]; i++) {
      bare.push(run(`${format}-bare`));
      mine.push(run(`${format}-ours`));
    }
    const b = summarise(bare);
    const o = summarise(mine);
    const size = readFileSync(files[format]).length;
    const goal = format === 'csv' ? 2.0 : 1.3;
    console.log(
      `\n${format.toUpperCase()} ${mb(size)}, ${ROWS.toLocaleString('en-US')} rows, median of ${RUNS[format]} runs`,
    );
    console.log(
      `  bare ${format === 'csv' ? 'papaparse (arrays)' : 'exceljs streaming read'}: ${b.seconds.toFixed(2)} s, peak RSS +${mb(b.peakRss)}, heap held ${mb(b.heldHeap)}, longest task ${b.longestTaskMs.toFixed(0)} ms`,
    );
    console.log(
      `  intake+map+validate:        ${o.seconds.toFixed(2)} s, peak RSS +${mb(o.peakRss)}, heap held ${mb(o.heldHeap)}, longest task ${o.longestTaskMs.toFixed(0)} ms`,
    );
    console.log(
      `  time ratio ${(o.seconds / b.seconds).toFixed(2)}x (goal <= ${goal}x), peak memory ratio ${(o.peakRss / b.peakRss).toFixed(2)}x (goal <= 1.5x), held heap ratio ${(o.heldHeap / b.heldHeap).toFixed(2)}x`,
    );
    const paired = mine.map((s, i) => s.seconds / bare[i]!.seconds);
    console.log(
      `  paired time ratio ${median(paired).toFixed(2)}x (median of the runs' own ratios; lowest ${Math.min(...paired).toFixed(2)}x, highest ${Math.max(...paired).toFixed(2)}x)`,
    );
    console.log(
      `  all runs, seconds: bare ${bare.map((s) => s.seconds.toFixed(2)).join(' ')} | ours ${mine.map((s) => s.seconds.toFixed(2)).join(' ')}`,
    );
    if (format === 'csv') {
      const warmBare: number[] = [];
      const warmOurs: number[] = [];
      for (let i = 0; i < RUNS.csv; i++) {
        warmBare.push(run('csv-bare', true).seconds);
        warmOurs.push(run('csv-ours', true).seconds);
      }
      const [wb, wo] = [median(warmBare), median(warmOurs)];
      console.log(
        `  second read in the same process: bare ${wb.toFixed(2)} s, ours ${wo.toFixed(2)} s, time ratio ${(wo / wb).toFixed(2)}x (runs: bare ${warmBare.map((v) => v.toFixed(2)).join(' ')} | ours ${warmOurs.map((v) => v.toFixed(2)).join(' ')})`,
      );
    }
  }
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) await measure(process.argv[childAt + 1] as Mode, process.argv.includes('--warm'));
else await main();
