// `npm run bench cli`: the command line as a person starts it, whole process each time, against
// bare Node in the same run (medians of RUNS, runs interleaved so load on the machine hits both):
//   - `alumni-loader --help` against `node -e 0`: wall time and peak memory (max RSS);
//   - `alumni-loader validate FILE --json` of a 100k-row, 13-column CSV against a process that
//     reads the same file and parses it with papaparse into arrays.
// Goals (issue 21): --help <= 0.25 s and <= 80 MB; validate <= 2.0x bare papaparse in time and
// <= 1.5x in peak memory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Papa from 'papaparse';

const ROWS = 100_000;
const RUNS = { help: 9, validate: 5 };
const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin', 'alumni-loader.js');
const PROBE = pathToFileURL(join(import.meta.dirname, 'cli-rss-probe.mjs')).href;
const dataDir = join(tmpdir(), 'alumni-loader-bench');
const csvFile = join(dataDir, `alumni-${ROWS}-13-columns.csv`);
const work = mkdtempSync(join(tmpdir(), 'alumni-cli-bench-'));

const HEADERS = [
  'Constituent ID',
  'First Name',
  'Last Name',
  'Email',
  'Class Year',
  'Birth Date',
  'Gender',
  'Mobile Phone',
  'Address Line 1',
  'City',
  'State',
  'ZIP',
  'Country',
];
const FIRST = ['Ann', 'Bob', 'Carla', 'Dev', 'Elena', 'Femi', 'Grace', 'Hiro', 'Ines', 'Jamal', 'Katja', 'Luis', 'Mei'];
const LAST = ['Lee', 'Ray', 'Nguyen', 'Okafor', 'Schmidt', 'Garcia', 'Cohen', 'Khan', 'Murphy', 'Rossi', 'Silva'];
const PLACES = [
  ['Boston', 'MA', '02134'],
  ['New York', 'NY', '10027'],
  ['Chicago', 'IL', '60614'],
  ['Austin', 'TX', '78705'],
  ['Seattle', 'WA', '98105'],
];

function generate(): void {
  if (existsSync(csvFile)) return;
  mkdirSync(dataDir, { recursive: true });
  const lines = [HEADERS.join(',')];
  for (let i = 0; i < ROWS; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const year = 1960 + (i % 64);
    const [city, state, zip] = PLACES[i % PLACES.length]!;
    const birth = `${String(1 + (i % 12)).padStart(2, '0')}/${String(1 + ((i * 7919) % 28)).padStart(2, '0')}/${year - 22}`;
    const cells = [
      String(200_000 + i),
      first,
      last,
      `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.org`,
      String(year),
      birth,
      i % 2 ? 'F' : 'M',
      `(617) 555-${String(i % 10_000).padStart(4, '0')}`,
      `${1 + (i % 999)} Main Street`,
      city!,
      state!,
      zip!,
      'United States',
    ];
    lines.push(Papa.unparse([cells]));
  }
  writeFileSync(csvFile, `${lines.join('\r\n')}\r\n`);
}

interface Sample {
  seconds: number;
  rssMb: number;
}

/** One whole process: wall time from spawn to exit, and its peak RSS read by the probe. */
function measure(args: string[], exitCodes: readonly number[] = [0]): Sample {
  const rssFile = join(work, 'rss.txt');
  rmSync(rssFile, { force: true });
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--import', PROBE, ...args], {
    cwd: work,
    env: {
      ...process.env,
      ALUMNI_BENCH_RSS_FILE: rssFile,
      ALUMNI_LOADER_HOME: join(work, 'home'),
      ALUMNI_LOADER_CODE_CACHE: join(work, 'code-cache'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (!exitCodes.includes(run.status ?? -1))
    throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr.toString()}`);
  const kb = Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop());
  return { seconds, rssMb: kb / 1024 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function compare(
  title: string,
  runs: number,
  ours: string[],
  bare: string[],
  oursExitCodes: readonly number[] = [0],
): { ours: Sample; bare: Sample } {
  const samples = { ours: [] as Sample[], bare: [] as Sample[] };
  for (let i = 0; i < runs; i++) {
    samples.bare.push(measure(bare));
    samples.ours.push(measure(ours, oursExitCodes));
  }
  const summary = (list: Sample[]) => ({
    seconds: median(list.map((s) => s.seconds)),
    rssMb: median(list.map((s) => s.rssMb)),
  });
  const result = { ours: summary(samples.ours), bare: summary(samples.bare) };
  console.log(`\n${title} (median of ${runs}, whole process)`);
  console.log(`  ours: ${result.ours.seconds.toFixed(3)} s, ${result.ours.rssMb.toFixed(1)} MB peak RSS`);
  console.log(`  bare: ${result.bare.seconds.toFixed(3)} s, ${result.bare.rssMb.toFixed(1)} MB peak RSS`);
  console.log(
    `  ratio: ${(result.ours.seconds / result.bare.seconds).toFixed(2)}x time, ${(result.ours.rssMb / result.bare.rssMb).toFixed(2)}x memory`,
  );
  return result;
}

try {
  generate();
  // Builds out/cli first if a source changed, so no run below pays for a build.
  measure([BIN, '--version']);

  // As installed (out/cli run directly, as the packaged program does), and from a checkout
  // (bin/alumni-loader.js, which first checks whether a source changed since the last build).
  compare(
    'installed: out/cli/index.js --help vs node -e 0',
    RUNS.help,
    [join(ROOT, 'out', 'cli', 'index.js'), '--help'],
    ['-e', '0'],
  );
  const help = compare('checkout: bin/alumni-loader.js --help vs node -e 0', RUNS.help, [BIN, '--help'], ['-e', '0']);
  console.log(
    `  goal --help <= 0.25 s and <= 80 MB: ${help.ours.seconds <= 0.25 ? 'met' : 'NOT met'} (time), ${help.ours.rssMb <= 80 ? 'met' : 'NOT met'} (memory);` +
      ` above bare node: +${(help.ours.seconds - help.bare.seconds).toFixed(3)} s, +${(help.ours.rssMb - help.bare.rssMb).toFixed(1)} MB`,
  );

  const papaparse = createRequire(import.meta.url).resolve('papaparse');
  const bareParse =
    `const Papa = require(${JSON.stringify(papaparse)}); const text = new TextDecoder().decode(require('node:fs').readFileSync(${JSON.stringify(csvFile)}));` +
    ` const rows = Papa.parse(text, { header: false, skipEmptyLines: true }).data; if (rows.length !== ${ROWS + 1}) process.exit(3);`;
  // The first run of a command after an install or a build compiles from source and writes the code cache that the
  // runs after it read (src-main/cli/cached-start.ts): measured once, apart.
  const validateArgs = [BIN, 'validate', csvFile, '--set', 'enabled=1', '--json'];
  const first = measure(validateArgs, [0, 1]);
  console.log(
    `\nvalidate, first run (no code cache yet): ${first.seconds.toFixed(3)} s, ${first.rssMb.toFixed(1)} MB peak RSS`,
  );
  const validate = compare(
    `alumni-loader validate (${ROWS.toLocaleString('en-US')} rows x ${HEADERS.length} columns) --json vs bare papaparse`,
    RUNS.validate,
    validateArgs,
    ['-e', bareParse],
    [0, 1],
  );
  const ratio = validate.ours.seconds / validate.bare.seconds;
  const memory = validate.ours.rssMb / validate.bare.rssMb;
  console.log(
    `  goal <= 2.0x time and <= 1.5x memory: ${ratio <= 2 ? 'met' : 'NOT met'} (time), ${memory <= 1.5 ? 'met' : 'NOT met'} (memory)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
