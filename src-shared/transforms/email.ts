import { fix as fixOf, problem, type CellProblem } from '../problems/problem';
import type { TransformOutcome } from './types';

// The WHATWG "valid email address" form (what browsers accept), plus a dot in the domain:
// eslint-disable-next-line max-len -- the pattern is quoted whole
// /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
// checked by one scan of char codes (the regex, with the lower-casing before it, cost ~3x more a cell).
const LOCAL_PART = new Uint8Array(128);
for (const char of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-")
  LOCAL_PART[char.charCodeAt(0)] = 1;

const isCapital = (code: number): boolean => code >= 65 && code <= 90;
const isAlphanumeric = (code: number): boolean =>
  (code >= 97 && code <= 122) || isCapital(code) || (code >= 48 && code <= 57);

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;
const fold = (code: number): number => (isCapital(code) ? code | 32 : code);

/** FNV-1a of value[from, to) with A-Z folded to a-z. */
function foldedRun(value: string, from: number, to: number): number {
  let hash = FNV_OFFSET;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ fold(value.charCodeAt(i)), FNV_PRIME);
  return hash;
}

/**
 * The hash of an address from its parts' (29 bits each): the domain's is reused while a list's
 * addresses share a few domains (fast-cells.ts).
 */
export const joinedHash = (local: number, domain: number): number => (Math.imul(local, 0x9e3779b1) ^ domain) >>> 3;

/**
 * A hash of the address as lower-cased (A-Z folded), 29 bits: for a valid (ASCII) address, the hash
 * of its email key (src-shared/identity), by which in-file duplicates are looked up. emailScan
 * computes the same one in the scan that checks the address.
 */
export function foldedHash(value: string): number {
  const at = value.indexOf('@');
  const end = at < 0 ? value.length : at;
  return joinedHash(foldedRun(value, 0, end) >>> 3, foldedRun(value, end + 1, value.length) >>> 3);
}

/** The part before `at` checked: -1 when no address has it, else its folded hash (29 bits) * 2, plus 1 for capitals. */
export function localPartScan(value: string, at: number): number {
  let capitals = 0;
  let hash = FNV_OFFSET;
  for (let i = 0; i < at; i++) {
    const code = value.charCodeAt(i);
    if (code >= 128 || LOCAL_PART[code] === 0) return -1;
    if (isCapital(code)) capitals = 1;
    hash = Math.imul(hash ^ fold(code), FNV_PRIME);
  }
  return (hash >>> 3) * 2 + capitals;
}

/**
 * The domain from `from` to the end checked (labels of letters, digits and inner dashes, two at
 * least): -1 when it is none, else its folded hash (29 bits) * 2, plus 1 for capitals.
 */
export function domainScan(value: string, from: number): number {
  const length = value.length;
  let capitals = 0;
  let hash = FNV_OFFSET;
  let labels = 0;
  let start = from;
  for (let i = start; ; i++) {
    const code = i < length ? value.charCodeAt(i) : 46; // the end closes the last label like a dot
    if (code === 46) {
      const size = i - start;
      if (size < 1 || size > 63 || value.charCodeAt(start) === 45 || value.charCodeAt(i - 1) === 45) return -1;
      labels++;
      if (i >= length) break;
      start = i + 1;
    } else if (isAlphanumeric(code)) {
      if (isCapital(code)) capitals = 1;
    } else if (code !== 45) return -1;
    hash = Math.imul(hash ^ fold(code), FNV_PRIME);
  }
  return labels < 2 ? -1 : (hash >>> 3) * 2 + capitals;
}

/**
 * One scan of an address: -1 when it is not one, else foldedHash(value) * 2, plus 1 when it has
 * capital letters.
 */
export function emailScan(value: string): number {
  const at = value.indexOf('@');
  if (at <= 0) return -1;
  const local = localPartScan(value, at);
  const domain = local < 0 ? -1 : domainScan(value, at + 1);
  return domain < 0 ? -1 : emailScanOf(local, domain);
}

/** emailScan of an address from its parts' scans. */
export const emailScanOf = (local: number, domain: number): number =>
  joinedHash(local >>> 1, domain >>> 1) * 2 + ((local | domain) & 1);

/** The shape of an address: 'invalid', 'lower' (valid, no capital letter) or 'mixed' (valid, with capitals). */
export function emailShape(value: string): 'invalid' | 'lower' | 'mixed' {
  const scan = emailScan(value);
  return scan < 0 ? 'invalid' : scan % 2 === 1 ? 'mixed' : 'lower';
}

export function isEmailSyntax(value: string): boolean {
  return emailShape(value) !== 'invalid';
}

/** `Ann Lee <ann@example.org>` or `"Lee, Ann" <ann@example.org>`, as mail programs and CRMs export an address. */
const NAMED_ADDRESS = /^(?:"[^"]*"|[^<>"]*)\s*<\s*([^<>\s]+)\s*>$/;
const MAILTO = /^mailto:([^\s?]+)$/i;

/** The address a cell holds with a name or a mailto: around it, or undefined. */
export function addressInside(value: string): string | undefined {
  return (NAMED_ADDRESS.exec(value) ?? MAILTO.exec(value))?.[1];
}

/**
 * Lowercases (when asked) and checks the syntax; an address written with a name or mailto: is
 * taken out of it, with a note saying so; suggests a repair for common slips.
 */
export function toEmail(value: string, lowercase: boolean): TransformOutcome {
  const email = lowercase ? value.toLowerCase() : value;
  if (isEmailSyntax(email)) return { ok: true, value: email, changed: email !== value };
  const ascii = withAsciiDomain(email);
  if (ascii !== undefined)
    return { ok: true, value: ascii, changed: true, note: asciiDomainNote(email, ascii, 'email.ascii-domain') };
  const inside = addressInside(value);
  const address = inside !== undefined && lowercase ? inside.toLowerCase() : inside;
  if (address !== undefined && isEmailSyntax(address)) {
    return {
      ok: true,
      value: address,
      changed: true,
      note: problem('email.more-than-address', { address }),
    };
  }
  const asciiInside = address !== undefined ? withAsciiDomain(address) : undefined;
  if (asciiInside !== undefined)
    return {
      ok: true,
      value: asciiInside,
      changed: true,
      note: asciiDomainNote(address!, asciiInside, 'email.more-than-address-ascii'),
    };
  // ; , | / " or ", and Google Contacts' " ::: " between the values of one field.
  const several = email.split(/\s*:::\s*|\s*[;,|/]\s*|\s+(?:or|and)\s+|\s+/i).filter((part) => part !== '');
  if (several.length > 1 && several.every(isEmailSyntax)) {
    return {
      ok: false,
      problem: problem(
        'email.several-addresses',
        { count: several.length },
        { fix: fixOf('fix.keep-first', several[0]!) },
      ),
    };
  }
  const letter = unicodeBeforeAt(email);
  if (letter !== undefined) {
    return { ok: false, problem: problem('email.non-ascii-local-part', { letter }) };
  }
  const repaired = repairEmail(email);
  const fix = repaired && isEmailSyntax(repaired) ? fixOf('fix.use', repaired) : undefined;
  return { ok: false, problem: problem('email.not-an-address', undefined, fix ? { fix } : undefined) };
}

const DASH_AT_LABEL_END = /(?:^|\.)-|-(?:\.|$)/;

/**
 * An address whose domain is written in letters outside ASCII, an internationalised domain
 * (dan@münchen.de): the same address with the domain in its ASCII (punycode) form, the one DNS and
 * every mail server read (dan@xn--mnchen-3ya.de), or undefined when the part before the @ is not
 * plain ASCII or the domain is no domain. The service publishes only "email address" of 255
 * characters, and checks are of the ASCII form; URL's host parser (WHATWG, in browsers and Node)
 * does the conversion.
 */
function withAsciiDomain(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  if (at <= 0) return undefined;
  let unicode = false;
  for (let i = at + 1; i < address.length; i++) {
    const code = address.charCodeAt(i);
    if (code >= 128) unicode = true;
    // Only what a host name holds: no slash, colon, space or other mark URL would read as more than a host.
    else if (!isAlphanumeric(code) && code !== 45 && code !== 46) return undefined;
  }
  const domain = address.slice(at + 1);
  // A label starting or ending with a dash, which URL's host parser lets through.
  if (!unicode || DASH_AT_LABEL_END.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  const converted = `${address.slice(0, at)}@${host}`;
  return isEmailSyntax(converted) ? converted : undefined;
}

function asciiDomainNote(
  written: string,
  sent: string,
  code: 'email.ascii-domain' | 'email.more-than-address-ascii',
): CellProblem {
  return problem(code, { domain: written.slice(written.lastIndexOf('@') + 1), address: sent });
}

/**
 * The first character outside ASCII before the @ of what is otherwise an address ("dän@example.de": ä), or undefined.
 */
function unicodeBeforeAt(value: string): string | undefined {
  const at = value.lastIndexOf('@');
  // One address only: in "ann@münchen.de; bob@x.org" the ü is the first address's domain, not a local part.
  if (at <= 0 || value.indexOf('@') !== at || /[\s,;]/.test(value)) return undefined;
  let first = -1;
  for (let i = 0; i < at; i++) {
    if (value.charCodeAt(i) >= 128) {
      first = i;
      break;
    }
  }
  if (first < 0) return undefined;
  const rest = `a@${value.slice(at + 1)}`;
  if (!isEmailSyntax(rest) && withAsciiDomain(rest) === undefined) return undefined;
  return String.fromCodePoint(value.codePointAt(first)!);
}

function repairEmail(value: string): string | undefined {
  const candidate = value
    .replace(/^mailto:/i, '')
    .replace(/\s+/g, '')
    .replace(/\(at\)|\[at\]/gi, '@')
    .replace(/,/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/\.$/, '');
  return candidate !== value ? candidate : undefined;
}
