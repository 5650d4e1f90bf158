// A mistyped domain of a large mail provider (ann@gmial.com, ann@yahoo.con): a well-formed
// address that would bounce. Said as a warning with the likely address as the fix, never changed
// silently (a small company's domain may sit one letter away from a provider's).
import { distance } from 'fastest-levenshtein';
// The library's own entry, not its Node one (which registers every one of its languages on load).
import countries from 'i18n-iso-countries/index';
import { domainScan } from './email';

const PROVIDERS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'protonmail.com',
  'yahoo.co.uk',
  'hotmail.co.uk',
  'btinternet.com',
  'yahoo.ca',
  'rogers.com',
  'sympatico.ca',
  'gmx.de',
  'web.de',
  't-online.de',
  'orange.fr',
  'free.fr',
];
/** Real domains close to a provider's: never taken for a typo. */
const KNOWN = new Set([
  ...PROVIDERS,
  'mail.com',
  'gmx.com',
  'gmx.net',
  'aim.com',
  'live.ca',
  'live.co.uk',
  'outlook.fr',
  'hotmail.fr',
  'yahoo.fr',
  'yahoo.de',
  'msn.ca',
  'mail.ru',
]);
/**
 * Providers with a domain in many countries (yahoo.co.in, yahoo.com.hk, hotmail.co.jp, outlook.de,
 * gmx.at, aol.co.uk): brand.CC, brand.co.CC, brand.com.CC and brand.ne.CC are theirs, never a typo
 * of their domain in another country (yahoo.co.in is not yahoo.co.uk). Gmail and iCloud have no
 * such domains: gmail.co is a typo.
 */
const COUNTRY_BRANDS = new Set([
  'yahoo',
  'hotmail',
  'live',
  'outlook',
  'msn',
  'windowslive',
  'gmx',
  'aol',
  'rocketmail',
]);
const COUNTRY_DOMAIN = /^([a-z]+)\.(?:(?:co|com|ne)\.)?([a-z]{2})$/;
/**
 * Country endings one key from .com or .net (Colombia's, Cameroon's, Oman's, Niger's, Ethiopia's): on a provider's
 * name, a slip more likely than its domain there.
 */
const NEAR_COM = new Set(['co', 'cm', 'om', 'ne', 'et']);

/**
 * The name of a domain in a country (yahoo of yahoo.co.in), when its ending is a country's (uk is the United
 * Kingdom's); undefined for any other.
 */
function nameBeforeCountryEnding(domain: string): string | undefined {
  const match = COUNTRY_DOMAIN.exec(domain);
  if (!match) return undefined;
  const [, name, ending] = match as unknown as [string, string, string];
  if (domain.length === name.length + 3 && NEAR_COM.has(ending)) return undefined;
  return ending === 'uk' || countries.isValid(ending.toUpperCase()) ? name : undefined;
}

/**
 * yaho.co.in: a provider's name mistyped before its country ending, the domain with the name corrected (long names
 * only: love.co.uk is no typo of live).
 */
function countryDomainTypo(domain: string, name: string): string | undefined {
  if (name.length < 4) return undefined;
  for (const brand of COUNTRY_BRANDS)
    if (brand.length >= 5 && distance(name, brand) === 1) return `${brand}${domain.slice(name.length)}`;
  return undefined;
}

/** Endings no country or registry uses, one key from .com (not .om, Oman's, nor .co, Colombia's). */
const COM_TYPOS = /\.(?:con|cmo|ocm|vom|xom|cpm|comm)$/;

const remembered = new Map<string, string | null>();
/** Distinct domains remembered at most (a list's domains repeat: a few providers and employers). */
const MEMO_LIMIT = 20_000;

/**
 * The provider's domain `domain` (any case) is likely a typo of, or undefined. Remembered as written: most are written
 * the same way each time.
 */
export function likelyDomain(domain: string): string | undefined {
  const known = remembered.get(domain);
  if (known !== undefined) return known ?? undefined;
  const guess = guessDomain(domain.toLowerCase());
  if (remembered.size < MEMO_LIMIT) remembered.set(domain, guess ?? null);
  return guess;
}

function guessDomain(domain: string): string | undefined {
  if (KNOWN.has(domain) || domain.length < 5) return undefined;
  const countryName = nameBeforeCountryEnding(domain);
  if (countryName !== undefined && COUNTRY_BRANDS.has(countryName)) return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const provider of PROVIDERS) {
    const d = distance(domain, provider);
    if (d < (best?.distance ?? Infinity)) best = { name: provider, distance: d };
  }
  // One letter off, or two on a longer name (gmial.com: two letters swapped).
  if (best && best.distance <= (domain.length >= 9 ? 2 : 1)) return best.name;
  const brandFixed = countryName !== undefined ? countryDomainTypo(domain, countryName) : undefined;
  if (brandFixed !== undefined) return brandFixed;
  if (COM_TYPOS.test(domain)) return domain.replace(COM_TYPOS, '.com');
  return undefined;
}

/**
 * For the per-cell fast path: domainScan of the address's domain (after `at`), or -1 when it is
 * no domain or looks like a provider's typo. The domains last met are compared in place (a list's
 * addresses share a few domains), so most cells cost neither a new string nor a scan of the domain;
 * another domain is sliced out, scanned and looked up.
 */
export function recentDomainScan(address: string, at: number, recent: { domains: string[]; scans: number[] }): number {
  const length = address.length - at - 1;
  const { domains, scans } = recent;
  for (let i = 0; i < domains.length; i++) {
    const domain = domains[i]!;
    if (domain.length === length && address.endsWith(domain)) return scans[i]!;
  }
  const domain = address.slice(at + 1);
  const scanned = domainScan(domain, 0);
  const scan = scanned >= 0 && likelyDomain(domain) === undefined ? scanned : -1;
  if (domains.length >= RECENT_DOMAINS) {
    domains.pop();
    scans.pop();
  }
  domains.unshift(domain);
  scans.unshift(scan);
  return scan;
}

const RECENT_DOMAINS = 4;

/** The address with its domain corrected, when the domain looks like a provider's typo. */
export function likelyAddress(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  const domain = likelyDomain(address.slice(at + 1));
  return domain === undefined ? undefined : `${address.slice(0, at + 1)}${domain}`;
}
