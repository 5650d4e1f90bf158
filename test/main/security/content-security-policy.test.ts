import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT, ensureAppBuilt } from '../../../src-main/host/app-build';
import {
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_HEADER,
  parseContentSecurityPolicy,
} from '../../../src-main/security/content-security-policy';

function metaPolicy(html: string): string | undefined {
  const tag = /<meta\s[^>]*http-equiv="Content-Security-Policy"[^>]*>/i.exec(html)?.[0];
  return tag ? /content="([^"]*)"/i.exec(tag)?.[1] : undefined;
}

describe('content security policy', () => {
  const header = parseContentSecurityPolicy(CONTENT_SECURITY_POLICY_HEADER);

  it('allows no eval, no inline script and no remote origin anywhere', () => {
    for (const [directive, sources] of header) {
      for (const source of sources) {
        expect(source, `${directive} ${source}`).not.toMatch(
          /unsafe-eval|wasm-unsafe-eval|unsafe-hashes|strict-dynamic/,
        );
        // Only keywords ('self', 'none', ...) and data: for images: no scheme, host or wildcard.
        expect(source, `${directive} ${source}`).toMatch(/^'(self|none|unsafe-inline)'$|^data:$/);
      }
    }
    expect(header.get('script-src')).toEqual(["'self'"]);
    expect(header.get('default-src')).toEqual(["'none'"]);
    expect(header.get('object-src')).toEqual(["'none'"]);
    expect(header.get('base-uri')).toEqual(["'none'"]);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    const inline = [...header].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name);
    expect(inline).toEqual(['style-src']);
  });

  it('is the same policy in the page source meta tag and the header, which adds frame-ancestors only', () => {
    const source = readFileSync(join(APP_ROOT, 'src-renderer', 'index.html'), 'utf8');
    expect(metaPolicy(source)).toBe(CONTENT_SECURITY_POLICY);
    const meta = parseContentSecurityPolicy(CONTENT_SECURITY_POLICY);
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(new Map([...header].filter(([name]) => name !== 'frame-ancestors'))).toEqual(meta);
  });

  describe('in the built page', () => {
    beforeAll(async () => {
      await ensureAppBuilt({ rebuildWhen: 'stale' });
    }, 180_000);

    it('keeps the meta tag and loads no script from elsewhere', () => {
      const built = readFileSync(join(APP_ROOT, 'out', 'renderer', 'index.html'), 'utf8');
      expect(metaPolicy(built)).toBe(CONTENT_SECURITY_POLICY);
      const scripts = [...built.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toMatch(/src="\.\/assets\//);
      expect(built).not.toMatch(/<script\b[^>]*>\s*[^<\s]/i);
    });
  });
});
