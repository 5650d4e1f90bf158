import { ApiError } from './errors';
import { displayAddress, type CallContext } from './failures';
import { redactKey } from './redact-key';

// Redirects are never followed blindly: fetch would send the key header (and a POST's personal
// data) on to wherever the answer points. Only a read redirected within the service's own origin
// (scheme, host and port) is followed; any other redirect is an error that names where it pointed.

/** Same-origin hops a read follows at most. */
export const MOST_REDIRECTS = 5;

export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/** Where a redirect points, resolved against the address it answered; undefined when it names nowhere usable. */
function targetOf(location: string | null, from: string): URL | undefined {
  if (location === null || location.trim() === '') return undefined;
  try {
    return new URL(location, from);
  } catch {
    return undefined;
  }
}

/**
 * The address to send the request to next, for a redirect that may be followed; otherwise throws
 * an ApiError (code network, `redirectedTo` set) that says where the answer pointed. Nothing has
 * been carried out: a redirect is an answer that the request was not handled there.
 */
export function nextAddress(
  call: CallContext,
  from: string,
  status: number,
  location: string | null,
  hops: number,
): string {
  const target = targetOf(location, from);
  const sameOrigin = target !== undefined && target.origin === new URL(from).origin;
  if (target !== undefined && sameOrigin && call.method === 'GET' && hops < MOST_REDIRECTS) return target.toString();
  const address = displayAddress(call.baseUrl);
  // Scheme, host and path only, and no piece of the key a service may have put in it.
  const where = target === undefined ? 'nowhere usable' : redactKey(displayAddress(target.toString()), call.apiKey);
  const why =
    target === undefined
      ? ''
      : !sameOrigin
        ? ' That is another address, so it was not followed and the key was not sent there.'
        : call.method !== 'GET'
          ? ' A write is never sent on to another place.'
          : ` It redirected more than ${MOST_REDIRECTS} times.`;
  throw new ApiError(
    'network',
    `The service at ${address} answered ${call.subject} with a redirect (HTTP ${status}) to ${where}.${why} Check the environment's base address: it may have moved (or need https).`,
    {
      status,
      redirectedTo: where,
      outcomeUnknown: false,
    },
  );
}
