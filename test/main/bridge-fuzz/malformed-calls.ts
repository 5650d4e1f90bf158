// Malformed calls for every bridge method: junk in place of the whole argument object, and each
// leaf of a valid call swapped for the wrong type, a hostile number, a huge string, or removed;
// extra and prototype-polluting keys on every object.
import type { BridgeMethodName } from '../../../src-shared/bridge/contract';

/** A valid argument object per method: mutations start from it so they reach nested fields. */
export const VALID_ARGS: Partial<Record<BridgeMethodName, Record<string, unknown>>> = {
  'app.info': {},
  'approvals.pending': {
    environment: 'sandbox',
    filter: {
      jobId: 'job-1',
      tag: 'reunion',
      group: 'user',
      createdSince: '2020-01-31',
      yearGraduated: 1990,
      enabled: 1,
      text: 'lee',
    },
  },
  'approvals.jobUsers': { id: 'job-1' },
  'approvals.user': { environment: 'sandbox', userId: 1 },
  'approvals.plan': {
    environment: 'sandbox',
    userIds: [1, 2],
    enable: true,
    description: 'class of 1990',
    rate: 5,
    concurrency: 2,
  },
  'approvals.outcome': { id: 'job-1' },
  'env.list': {},
  'env.add': { name: 'fuzz-env', kind: 'test', url: 'https://alumni.example.edu' },
  'env.update': { name: 'fuzz-env', kind: 'production', url: 'https://alumni.example.edu' },
  'env.remove': { name: 'fuzz-env' },
  'env.setKey': { name: 'fuzz-env', key: 'k3y-not-stored' },
  'env.removeKey': { name: 'fuzz-env' },
  'env.test': { name: 'fuzz-env' },
  'env.getActive': {},
  'env.setActive': { name: 'fuzz-env' },
  'jobs.plan': {
    environment: 'sandbox',
    source: { name: 'alumni.csv', hash: 'ab12', headers: ['First Name', 'Email'] },
    fields: ['first_name', 'email'],
    rows: [
      {
        rowNumber: 2,
        user: { first_name: 'Ann', email: 'ann@example.org' },
        cells: ['Ann', 'ann@example.org'],
        problems: [],
      },
    ],
    mode: 'create',
    match: 'email',
    blank: 'keep',
    rate: 2,
    concurrency: 1,
    matching: {
      possibleMatches: 'hold',
      decisions: [{ rowNumber: 2, choice: 'new' }],
      lists: 'add',
      onlyFillEmpty: ['email'],
    },
  },
  'jobs.stageRows': {
    stageId: 'stage-1',
    rows: [{ rowNumber: 2, user: { email: 'ann@example.org' }, cells: ['ann@example.org'], problems: [] }],
  },
  'jobs.start': { id: 'job-1', confirmEnvironment: 'sandbox' },
  'jobs.pause': { id: 'job-1' },
  'jobs.resume': { id: 'job-1', confirmEnvironment: 'sandbox' },
  'jobs.cancel': { id: 'job-1' },
  'jobs.list': {},
  'jobs.show': { id: 'job-1' },
  'jobs.rows': { id: 'job-1', filter: 'failed', offset: 0, limit: 10 },
  'jobs.revert': { id: 'job-1', confirmEnvironment: 'sandbox' },
  'jobs.results': { id: 'job-1', format: 'xlsx', errorsOnly: true },
  'promote.check': { id: 'job-1' },
  'promote.plan': { id: 'job-1', environment: 'sandbox-production', fileHash: 'a'.repeat(64), acknowledged: true },
  'promote.compare': { id: 'job-1' },
  'promote.pairs': {},
  'reports.preview': {
    report: 'donations',
    environment: 'sandbox',
    filter: { campaignId: 1, userId: 2, from: '2024-01-01', to: '2024-12-31' },
  },
  'reports.export': {
    exportId: 'export-1',
    request: {
      report: 'campaigns',
      environment: 'sandbox',
      filter: { createdSince: '2020-01-01', createdBefore: '2024-01-01' },
    },
    format: 'csv',
  },
  'reports.cancel': { exportId: 'export-1' },
  'reports.download': { fileName: 'donations-2024.xlsx' },
  'reports.previewGiving': {
    report: 'participation',
    environment: 'sandbox',
    options: { fiscalYear: 2025, startMonth: 7, years: 5, bandCutsCents: [10000], alumniOfRecord: 'enabled', tag: 'x' },
  },
  'reports.exportGiving': {
    exportId: 'export-2',
    request: { report: 'lybunt', environment: 'sandbox', options: { fiscalYear: 2025, classYears: [1999] } },
    format: 'xlsx',
  },
  'reports.fiscalYearStart': { environment: 'sandbox' },
  'reports.setFiscalYearStart': { environment: 'sandbox', month: 7 },
  'matches.list': { environment: 'sandbox' },
  'matches.forget': { environment: 'sandbox', fingerprints: ['abcdef123456'], all: false },
  'matches.search': { environment: 'sandbox', query: 'Ng', values: { first_name: 'Bob', last_name: 'Ng' } },
  'templates.list': {},
  'templates.save': {
    name: 'fuzz template',
    template: {
      version: 1,
      name: 'fuzz',
      expectedHeaders: ['Email'],
      columns: [{ header: 'Email', target: { kind: 'field', field: 'email' } }],
      constants: { enabled: '1' },
      transforms: {},
    },
  },
  'templates.remove': { name: 'fuzz template' },
  'templates.recentFiles': {},
  'templates.rememberFile': {
    fileName: 'alumni.csv',
    size: 1024,
    format: 'csv',
    rows: 200,
    templateName: 'fuzz template',
  },
  'support.bundle': { includeRows: false },
  'support.blankTemplate': { format: 'csv' },
  'dictionaries.list': { environment: 'sandbox' },
  'dictionaries.get': { environment: 'sandbox', names: ['Registrar'] },
  'dictionaries.save': {
    environment: 'sandbox',
    dictionary: { name: 'Registrar', entries: [{ kind: 'gender', from: 'Woman', to: 'f' }] },
  },
  'dictionaries.addEntry': { environment: 'sandbox', name: 'Registrar', entry: { kind: 'gender', from: 'W', to: 'f' } },
  'dictionaries.remove': { environment: 'sandbox', name: 'Registrar', entry: { kind: 'gender', from: 'W' } },
  'dictionaries.importCsv': {
    environment: 'sandbox',
    name: 'Registrar',
    csv: 'kind,from,to\ngender,Man,m\n',
    replace: false,
  },
  'dictionaries.exportCsv': { environment: 'sandbox', name: 'Registrar' },
  'exports.fields': {},
  'exports.users': {
    runId: 'run-1',
    environment: 'sandbox',
    format: 'xlsx',
    filter: { tag: 'reunion', group: 'user', jobId: 'job-1', yearGraduated: 1990, approved: 1, enabled: 1 },
    fields: ['email'],
  },
  'exports.download': { fileName: 'users-sandbox-20260101-120000.xlsx' },
  'revertCreates.preview': { id: 'job-1' },
  'revertCreates.file': { id: 'job-1' },
  'recipes.save': {
    recipe: {
      version: 1,
      name: 'Weekly',
      environment: 'sandbox',
      file: 'weekly.csv',
      dictionaries: ['Registrar'],
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
      set: { tags: 'weekly' },
      rate: 5,
    },
    mapping: {
      version: 1,
      expectedHeaders: ['Email'],
      columns: [{ header: 'Email', target: { kind: 'field', field: 'email' } }],
      constants: {},
      transforms: {},
    },
  },
  'matchRules.list': { environment: 'sandbox' },
  'matchRules.saveCopy': { environment: 'sandbox', preset: 'strict', name: 'Office', off: ['email'] },
  'matchRules.remove': { environment: 'sandbox', name: 'Office' },
};

export interface MalformedCall {
  /** What was done, in words, e.g. `rows.0.rowNumber: NaN`. */
  label: string;
  /** Path of the part that was spoiled ('' = the whole argument). */
  path: string;
  args: unknown;
  /** Refused whatever the schema says (keys that reach a prototype, nesting deep enough to exhaust the stack). */
  alwaysRefused?: boolean;
}

const HUGE = 'x'.repeat(1_000_000);
/** Own properties named like prototype-pollution keys, as JSON.parse makes them. */
const pollution = (): Record<string, unknown> =>
  JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}');

const WHOLE_VALUE_JUNK: [string, unknown][] = [
  ['a number', 42],
  ['a string', 'app.info'],
  ['true', true],
  ['an array', [{}]],
  ['NaN', Number.NaN],
  ['a huge string', HUGE],
];

function wrongTypes(value: unknown): [string, unknown][] {
  if (typeof value === 'string')
    return [
      ['a number', 12345],
      ['an object', { nested: { junk: [1, 2] } }],
      ['a huge string', HUGE],
      ['null', null],
    ];
  if (typeof value === 'number')
    return [
      ['a string', 'twelve'],
      ['NaN', Number.NaN],
      ['-Infinity', Number.NEGATIVE_INFINITY],
      ['-1', -1],
      ['1.5', 1.5],
      ['1e308', 1e308],
      ['null', null],
    ];
  if (typeof value === 'boolean')
    return [
      ['the string "yes"', 'yes'],
      ['1', 1],
      ['null', null],
    ];
  if (Array.isArray(value))
    return [
      ['an object', { 0: value[0] }],
      ['a string', 'a,b'],
      ['null', null],
    ];
  return [
    ['a string', 'junk'],
    ['an array', [value]],
    ['null', null],
  ];
}

function deeplyNested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(
  root: unknown,
  path: (string | number)[],
  replace: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = clone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  replace(parent, path[path.length - 1]!);
  return copy;
}

/** Every leaf and object of `value` with its path. */
function walk(
  value: unknown,
  path: (string | number)[] = [],
  found: { path: (string | number)[]; value: unknown }[] = [],
) {
  if (path.length > 0) found.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], found);
  return found;
}

export function malformedCalls(method: BridgeMethodName): MalformedCall[] {
  const base = VALID_ARGS[method] ?? {};
  const calls: MalformedCall[] = WHOLE_VALUE_JUNK.map(([what, args]) => ({
    label: `the whole argument is ${what}`,
    path: '',
    args,
  }));
  calls.push({ label: 'an unknown key', path: '', args: { ...clone(base), unexpected: 'junk' } });
  calls.push({
    label: '__proto__ and constructor keys',
    path: '',
    args: Object.assign(clone(base), pollution()),
    alwaysRefused: true,
  });
  calls.push({
    label: 'a value nested 10,000 levels deep',
    path: '',
    args: { ...clone(base), unexpected: deeplyNested(10_000) },
    alwaysRefused: true,
  });
  for (const { path, value } of walk(base)) {
    const at = path.join('.');
    for (const [what, junk] of wrongTypes(value)) {
      calls.push({ label: `${at}: ${what}`, path: at, args: setAt(base, path, (parent, key) => (parent[key] = junk)) });
    }
    if (!Array.isArray(value) && value && typeof value === 'object') {
      calls.push({
        label: `${at}: an unknown key`,
        path: at,
        args: setAt(base, path, (parent, key) => (parent[key] = { ...(value as object), unexpected: 'junk' })),
      });
      calls.push({
        label: `${at}: __proto__ and constructor keys`,
        path: at,
        args: setAt(base, path, (parent, key) => (parent[key] = Object.assign(clone(value), pollution()))),
        alwaysRefused: true,
      });
    }
    if (typeof path[path.length - 1] === 'string') {
      calls.push({ label: `${at}: left out`, path: at, args: setAt(base, path, (parent, key) => delete parent[key]) });
    }
  }
  return calls;
}
