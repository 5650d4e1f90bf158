import { z } from 'zod';
import { encodeRefusal, refusal, refusalMessage, type Refusal } from '../problems/refusals';
import { method } from './define';

// Environments: where the app sends its work, and whether a key is stored for it. No method here
// ever answers with a key: env.setKey carries one in (renderer -> main, once) and answers without it.

export const ENVIRONMENT_KINDS = ['test', 'production'] as const;
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number];

/** The environment that is always there: the local sandbox service, started on demand. */
export const BUILT_IN_SANDBOX_NAME = 'sandbox';
/** The same local sandbox's production side, ready-made so a rehearsal can be promoted on it. */
export const BUILT_IN_SANDBOX_PRODUCTION_NAME = 'sandbox-production';
export const BUILT_IN_NAMES: readonly string[] = [BUILT_IN_SANDBOX_NAME, BUILT_IN_SANDBOX_PRODUCTION_NAME];

/** What a built-in environment is, in words shown beside (or instead of) its name. */
export const BUILT_IN_TITLES: Readonly<Record<string, string>> = {
  [BUILT_IN_SANDBOX_PRODUCTION_NAME]: 'Sandbox — production rehearsal',
};

/** An environment's name as a person reads it: the built-in ones by what they are. */
export function environmentTitle(name: string): string {
  return BUILT_IN_TITLES[name.trim().toLowerCase()] ?? name;
}

/**
 * What writing to a production environment means, said before the write: the built-in sandbox's production side
 * holds demo data on this computer; any other production environment is the client's own system.
 */
export function productionTargetWords(name: string): string {
  return BUILT_IN_NAMES.includes(name.trim().toLowerCase())
    ? "the sandbox's production rehearsal on this computer (demo data, no real person)"
    : "the client's live system";
}

export const ENVIRONMENT_NAME_MAX = 40;
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const environmentNameSchema = z
  .string()
  .trim()
  .min(1, refusalMessage('env-name.empty'))
  .max(ENVIRONMENT_NAME_MAX, refusalMessage('env-name.too-long', { max: ENVIRONMENT_NAME_MAX }))
  .regex(NAME_PATTERN, refusalMessage('env-name.form'));

/** Names the user may give: any valid name except the built-in ones. */
export const newEnvironmentNameSchema = environmentNameSchema.refine(
  (name) => !BUILT_IN_NAMES.includes(name.toLowerCase()),
  refusalMessage('env-name.built-in'),
);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A base address checked: the address to use, or why it is refused (each door words it). */
export type UrlCheck = { ok: true; url: string } | { ok: false; refusal: Refusal };

/**
 * The rules for a base address: http(s) only, https unless the host is this computer, no user
 * name or password in it, no query or fragment. Answers the address without its trailing slash.
 */
export function checkEnvironmentUrl(raw: string): UrlCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, refusal: refusal('address.empty') };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, refusal: refusal('address.not-web', { text: text.slice(0, 80) }) };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, refusal: refusal('address.scheme', { scheme: url.protocol }) };
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return { ok: false, refusal: refusal('address.plain-http') };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, refusal: refusal('address.credentials') };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, refusal: refusal('address.query') };
  }
  return { ok: true, url: url.href.replace(/\/+$/, '') };
}

export const environmentUrlSchema = z.string().transform((raw, ctx) => {
  const checked = checkEnvironmentUrl(raw);
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', message: encodeRefusal(checked.refusal) });
    return z.NEVER;
  }
  return checked.url;
});

export const API_KEY_MAX = 1000;

/** A key as pasted: surrounding spaces and line breaks dropped; nothing else may hide in it. */
export const apiKeySchema = z
  .string()
  .trim()
  .min(1, refusalMessage('key.empty'))
  .max(API_KEY_MAX, refusalMessage('key.too-long', { max: API_KEY_MAX }))
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\s\u0000-\u001f\u007f]+$/, refusalMessage('key.spaces'));

/** Where the key of an environment comes from; 'environment-variable': ALUMNI_LOADER_API_KEY, for this run. */
export const KEY_STATES = ['stored', 'missing', 'built-in', 'keychain-unavailable', 'environment-variable'] as const;
export type KeyState = (typeof KEY_STATES)[number];

export const environmentInfoSchema = z.object({
  name: z.string(),
  kind: z.enum(ENVIRONMENT_KINDS),
  /** The base address; for the built-in sandbox, its address once started, or a description. */
  url: z.string(),
  builtIn: z.boolean(),
  hasKey: z.boolean(),
  keyState: z.enum(KEY_STATES),
});
export type EnvironmentInfoDto = z.infer<typeof environmentInfoSchema>;

export const CONNECTION_OUTCOMES = [
  'works',
  'key-refused',
  'no-key',
  'no-keychain',
  'unreachable',
  'certificate',
  'timeout',
  'unexpected',
] as const;
export type ConnectionOutcomeKind = (typeof CONNECTION_OUTCOMES)[number];

export const connectionOutcomeSchema = z.object({
  environment: z.string(),
  outcome: z.enum(CONNECTION_OUTCOMES),
  ok: z.boolean(),
  /** Plain words: what happened and what to do next. */
  message: z.string(),
  /** Users on the first page (at most 100) when it works. */
  usersOnFirstPage: z.number().int().nonnegative().optional(),
  elapsedMs: z.number().nonnegative(),
});
export type ConnectionOutcome = z.infer<typeof connectionOutcomeSchema>;

export const environmentInputSchema = z.object({
  name: newEnvironmentNameSchema,
  kind: z.enum(ENVIRONMENT_KINDS),
  url: environmentUrlSchema,
});
export type EnvironmentInput = z.output<typeof environmentInputSchema>;

const byName = z.object({ name: environmentNameSchema }).strict();

export const envMethods = {
  'env.list': method(
    'Every environment, with whether a key is stored (never the key)',
    z.object({}).strict(),
    z.array(environmentInfoSchema),
  ),
  'env.add': method(
    'Adds an environment (name, kind, base address)',
    environmentInputSchema.strict(),
    environmentInfoSchema,
  ),
  'env.update': method(
    "Changes an environment's kind or base address",
    z
      .object({
        name: environmentNameSchema,
        kind: z.enum(ENVIRONMENT_KINDS).optional(),
        url: environmentUrlSchema.optional(),
      })
      .strict(),
    environmentInfoSchema,
  ),
  'env.remove': method(
    'Removes an environment and its stored key',
    byName,
    z.object({ removed: z.string(), note: z.string().optional() }),
  ),
  'env.setKey': method(
    "Stores or replaces an environment's key in the OS keychain; the answer never holds the key",
    z.object({ name: environmentNameSchema, key: apiKeySchema }).strict(),
    environmentInfoSchema,
  ),
  'env.removeKey': method("Removes an environment's key from the OS keychain", byName, environmentInfoSchema),
  'env.test': method(
    'Reads one page of users and says in plain words whether the environment works',
    byName,
    connectionOutcomeSchema,
  ),
  'env.getActive': method('The environment the app writes to', z.object({}).strict(), environmentInfoSchema),
  'env.setActive': method('Chooses the environment the app writes to', byName, environmentInfoSchema),
} as const;

export const envEvents = {
  /** The list or the active environment changed (from any window or door of this process). */
  'env.changed': z.object({ active: environmentInfoSchema }),
} as const;
