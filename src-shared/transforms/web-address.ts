import { problem } from '../problems/problem';
import type { TransformOutcome } from './types';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Checks a web address; adds https:// when the scheme is missing and the rest looks like one. */
export function toUrl(value: string, check: boolean): TransformOutcome {
  if (!check) return { ok: true, value, changed: false };
  const withScheme = HAS_SCHEME.test(value) ? value : `https://${value}`;
  if (isWebAddress(withScheme)) return { ok: true, value: withScheme, changed: withScheme !== value };
  return { ok: false, problem: problem('url.not-web-address') };
}

function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}
