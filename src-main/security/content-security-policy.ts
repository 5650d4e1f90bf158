// The renderer's Content Security Policy. One source for both doors: the web host sends it as a
// header, Electron adds it to every response of its session, and src-renderer/index.html carries
// the same text in its meta tag (a test keeps the two equal).
//
// Why 'unsafe-inline' for styles only: Svelte and virtua set `style` attributes on elements (the
// virtual grid positions its rows that way), which a strict style-src would block. Inline styles
// cannot run code; scripts stay limited to the app's own files, with no eval.
const DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  // 'self' covers the bridge's fetch calls and the server-sent events (and ws: to the same host
  // for vite's reload channel in development).
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['frame-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
];

/** The policy as the meta tag carries it. */
export const CONTENT_SECURITY_POLICY = DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/**
 * The policy as a response header: the meta's policy plus frame-ancestors, which browsers accept
 * only from a header (in a meta tag it is ignored with a console error).
 */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;

/** Headers every response of the app's pages carries, whichever door serves them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY_HEADER,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Splits a policy into directive name -> its source list, for checks and tests. */
export function parseContentSecurityPolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
