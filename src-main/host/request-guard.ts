import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../src-shared/errors';

/** Why a request was turned away: the HTTP status and the error the page is shown. */
export interface Refusal {
  status: 401 | 403;
  error: AppError;
}

const OPEN_THE_PRINTED_ADDRESS = 'Open the address that `alumni-loader ui` (or `npm start`) printed, token included.';

/** The two names under which the host is reachable: 127.0.0.1:PORT and localhost:PORT. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** The page origins that may call the bridge: the host's own, under either name. */
export function allowedOrigins(port: number): string[] {
  return allowedHosts(port).map((host) => `http://${host}`);
}

/**
 * The Host header must name this server on the loopback address. A page of another site that
 * re-points its own domain name at 127.0.0.1 (DNS rebinding) sends its own name here.
 */
export function checkHost(hostHeader: string | undefined, port: number): Refusal | undefined {
  if (hostHeader !== undefined && allowedHosts(port).includes(hostHeader.toLowerCase())) return undefined;
  return {
    status: 403,
    error: new AppError('key-refused', `This local address only answers as 127.0.0.1:${port} or localhost:${port}.`, [
      OPEN_THE_PRINTED_ADDRESS,
    ]),
  };
}

/** A browser names the page that makes a call; a call made by any other site's page is refused. */
export function checkOrigin(originHeader: string | undefined, port: number): Refusal | undefined {
  if (originHeader === undefined || allowedOrigins(port).includes(originHeader.toLowerCase())) return undefined;
  return {
    status: 403,
    error: new AppError('key-refused', 'A page of another site tried to use Alumni Loader; the call was refused.', [
      OPEN_THE_PRINTED_ADDRESS,
    ]),
  };
}

/** The per-launch token, compared in constant time. */
export function checkToken(given: string | undefined, expected: string): Refusal | undefined {
  if (given === undefined || given === '') {
    return {
      status: 401,
      error: new AppError('key-refused', 'This page has no access token for the running app.', [
        OPEN_THE_PRINTED_ADDRESS,
      ]),
    };
  }
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length === b.length && timingSafeEqual(a, b)) return undefined;
  return {
    status: 403,
    error: new AppError('key-refused', 'This page carries an access token of another launch of the app.', [
      'Each start of the app makes a new token.',
      OPEN_THE_PRINTED_ADDRESS,
    ]),
  };
}
