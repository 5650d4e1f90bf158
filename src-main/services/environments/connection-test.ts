import type { ConnectionOutcome, ConnectionOutcomeKind } from '../../../src-shared/bridge/env';
import { isAppError } from '../../../src-shared/errors';
import { isApiError } from '../api/errors';
import type { ApiClient } from '../api/types';
import type { EnvironmentInfo } from './types';

// Node's TLS failures (openssl's verify codes and node's own), found anywhere in an error's cause chain.
const TLS_CODES =
  /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/;
const TLS_WORDS = /certificate|self[- ]signed|ssl|tls/i;
// An error that names the TLS code in its words but does not keep the original as its cause.
const TLS_CODE_IN_WORDS =
  /\b(CERT_[A-Z_]+|ERR_TLS_[A-Z_]+|ERR_SSL_[A-Z_]+|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN)\b/;
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
]);
const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function codeOf(link: unknown): string | undefined {
  const code = (link as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Sorts a failure of the first request into one of the outcomes the user is told about. */
export function classifyConnectionFailure(error: unknown): ConnectionOutcomeKind {
  const chain = causeChain(error);
  const looksLikeTls = (link: unknown) =>
    TLS_CODES.test(codeOf(link) ?? '') ||
    (link instanceof Error &&
      (TLS_CODE_IN_WORDS.test(link.message) || (link !== error && TLS_WORDS.test(link.message))));
  if (chain.some(looksLikeTls)) {
    return 'certificate';
  }
  // A redirect that was not followed: its message names where it pointed.
  if (isApiError(error) && error.redirectedTo !== undefined) return 'unexpected';
  const top = codeOf(error);
  if (top === 'key-refused') return 'key-refused';
  if (top === 'no-key') return 'no-key';
  if (top === 'no-keychain') return 'no-keychain';
  if (
    top === 'timeout' ||
    chain.some(
      (link) => TIMEOUT_CODES.has(codeOf(link) ?? '') || (link instanceof Error && link.name === 'TimeoutError'),
    )
  ) {
    return 'timeout';
  }
  if (top === 'network' || chain.some((link) => UNREACHABLE_CODES.has(codeOf(link) ?? ''))) return 'unreachable';
  return 'unexpected';
}

function explain(kind: ConnectionOutcomeKind, environment: EnvironmentInfo, error: unknown, users?: number): string {
  const where = `"${environment.name}" (${environment.url})`;
  switch (kind) {
    case 'works':
      return `The connection to ${where} works: the key was accepted and the first page holds ${users} user${users === 1 ? '' : 's'}.`;
    case 'key-refused':
      return `${where} answered, but refused the key. Either the key is wrong, or it is the key of the other environment (a test key does not work on production, nor the reverse). Set the right key and test again.`;
    case 'no-key':
      return `No key is stored for ${where}. Set its key first.`;
    case 'no-keychain':
      return `The key of ${where} cannot be read because the computer's keychain cannot be reached.${isAppError(error) && error.details ? ` ${error.details.join(' ')}` : ''}`;
    case 'unreachable':
      return `The address of ${where} cannot be reached: nothing answered there. Check the address for typing mistakes, your network connection, and whether a VPN is needed.`;
    case 'certificate':
      return `${where} answered with a certificate this computer does not trust (expired, self-signed, or issued for another name), so no key was sent over it. Check the address; if it is right, ask the service's administrators about the certificate.`;
    case 'timeout':
      return `${where} did not answer in time. The service may be busy or the network slow; try again in a minute.`;
    case 'unexpected':
      return `${where} answered in an unexpected way: ${isAppError(error) ? error.message : error instanceof Error ? error.message : String(error)}`;
  }
}

/** Reads page 1 of users and turns the result, whatever it is, into plain words. */
export async function runConnectionTest(
  environment: EnvironmentInfo,
  openClient: () => Promise<ApiClient>,
): Promise<ConnectionOutcome> {
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  try {
    const client = await openClient();
    const users = await client.listUsers({}, 1);
    return {
      environment: environment.name,
      outcome: 'works',
      ok: true,
      message: explain('works', environment, undefined, users.length),
      usersOnFirstPage: users.length,
      elapsedMs: elapsedMs(),
    };
  } catch (error) {
    const kind = classifyConnectionFailure(error);
    return {
      environment: environment.name,
      outcome: kind,
      ok: false,
      message: explain(kind, environment, error),
      elapsedMs: elapsedMs(),
    };
  }
}
