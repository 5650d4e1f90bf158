// What a sandbox can be asked to do, and the defaults every door (CLI, app, tests) shares.

export const SANDBOX_ENVIRONMENTS = ['test', 'production'] as const;
export type SandboxEnvironmentName = (typeof SANDBOX_ENVIRONMENTS)[number];

/** Fixed, non-secret keys: the sandbox holds demo data only. */
export const DEFAULT_KEYS: Record<SandboxEnvironmentName, string> = {
  test: 'sandbox-test-key',
  production: 'sandbox-production-key',
};

export interface SandboxFaults {
  /** Requests per second per key; over it 429 with Retry-After. 0 or undefined = no limit. */
  rateLimit?: number;
  /** Fraction (0..1) of requests answered 500 or 503 without doing anything. */
  failRate?: number;
  /** Fraction (0..1) of requests carried out whose connection is then destroyed before the answer. */
  dropRate?: number;
  /** Added delay per request, with +/-50 % jitter. */
  latencyMs?: number;
}

export interface SandboxOptions extends SandboxFaults {
  port?: number;
  host?: string;
  seed?: number;
  users?: number;
  campaigns?: number;
  donations?: number;
  /** Gifts over 2016-2023 by donors who behave as donors do (see seed/giving-history.ts); default 0. */
  givingHistory?: number;
  testKey?: string;
  productionKey?: string;
  /** Load both environments from this file at start (seed when missing) and keep it up to date. */
  dataFile?: string;
  /** Which environments to serve; both by default. */
  environments?: SandboxEnvironmentName[];
}

export interface ResolvedSandboxOptions {
  port: number;
  host: string;
  seed: number;
  users: number;
  campaigns: number;
  donations: number;
  givingHistory: number;
  keys: Record<SandboxEnvironmentName, string>;
  dataFile: string | undefined;
  environments: SandboxEnvironmentName[];
  faults: Required<SandboxFaults>;
}

export const SANDBOX_DEFAULTS = {
  port: 0,
  host: '127.0.0.1',
  seed: 1,
  users: 250,
  campaigns: 12,
  donations: 2000,
  givingHistory: 0,
} as const;

export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const keys = {
    test: options.testKey ?? DEFAULT_KEYS.test,
    production: options.productionKey ?? DEFAULT_KEYS.production,
  };
  if (keys.test === keys.production) {
    throw new RangeError(
      'The test key and the production key must differ: a key of one environment is refused by the other.',
    );
  }
  return {
    port: options.port ?? SANDBOX_DEFAULTS.port,
    host: options.host ?? SANDBOX_DEFAULTS.host,
    seed: options.seed ?? SANDBOX_DEFAULTS.seed,
    users: options.users ?? SANDBOX_DEFAULTS.users,
    campaigns: options.campaigns ?? SANDBOX_DEFAULTS.campaigns,
    donations: options.donations ?? SANDBOX_DEFAULTS.donations,
    givingHistory: options.givingHistory ?? SANDBOX_DEFAULTS.givingHistory,
    keys,
    dataFile: options.dataFile,
    environments:
      options.environments && options.environments.length > 0
        ? [...new Set(options.environments)]
        : [...SANDBOX_ENVIRONMENTS],
    faults: resolveFaults(options),
  };
}

export function resolveFaults(faults: SandboxFaults, base?: Required<SandboxFaults>): Required<SandboxFaults> {
  const pick = (value: number | undefined, fallback: number) => (value === undefined ? fallback : value);
  return {
    rateLimit: pick(faults.rateLimit, base?.rateLimit ?? 0),
    failRate: pick(faults.failRate, base?.failRate ?? 0),
    dropRate: pick(faults.dropRate, base?.dropRate ?? 0),
    latencyMs: pick(faults.latencyMs, base?.latencyMs ?? 0),
  };
}
