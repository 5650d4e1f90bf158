// What a support bundle must never carry: keys and tokens. Three nets, so that a key slipped into
// a place nobody expected is still caught:
// 1. the known secrets (the keys this computer holds), struck wherever they appear;
// 2. any JSON property named like a secret (apiKey, token, password...), whatever it holds;
// 3. text that reads as a secret: "x-api-key: ...", "token=...", "Bearer ...", and long runs of
//    letters and digits in both cases (how generated keys look; job ids, hashes and paths do not).

import { redactKeyPrefixes } from '../api/redact-key';

export const REDACTED = '[redacted]';

const SECRET_PROPERTY =
  /(?:^|[-_.])(?:api[-_]?key|key|keys|token|tokens|secret|password|passwd|authorization|cookie)$|(?:apikey|token|secret|password)s?$/i;
const NAMED_SECRET =
  /\b(x-api-key|api[-_ ]?key|authorization|access[-_ ]?token|token|secret|password)(["']?\s*[:=]\s*["']?)(?!\[redacted\])[^\s"'&,;]+/gi;
const BEARER = /\bBearer\s+(?!\[redacted\])[A-Za-z0-9._~+/=-]+/g;
const KEY_LIKE = /(?=[A-Za-z0-9_+/=-]*\d)(?=[A-Za-z0-9_+/=-]*[a-z])(?=[A-Za-z0-9_+/=-]*[A-Z])[A-Za-z0-9_+/=-]{24,}/g;
/** Shorter known secrets would strike ordinary words. */
const SHORTEST_SECRET = 4;

export type Redactor = (text: string) => string;

export function createRedactor(knownSecrets: readonly string[]): Redactor {
  // Longest first: a secret containing another is struck whole.
  const secrets = [...new Set(knownSecrets.map((s) => s.trim()).filter((s) => s.length >= SHORTEST_SECRET))].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join(REDACTED);
    // A service that echoed a key cut short ("sk-live…"): its beginning, as a word of its own.
    for (const secret of secrets) out = redactKeyPrefixes(out, secret, REDACTED);
    return out
      .replace(NAMED_SECRET, `$1$2${REDACTED}`)
      .replace(BEARER, `Bearer ${REDACTED}`)
      .replace(KEY_LIKE, REDACTED);
  };
}

/** A copy of a JSON value with secret-named properties emptied and every string redacted. */
export function redactJson(value: unknown, redact: Redactor): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redact));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        redact(name),
        SECRET_PROPERTY.test(name) && item !== null && item !== '' ? REDACTED : redactJson(item, redact),
      ]),
    );
  }
  return value;
}
