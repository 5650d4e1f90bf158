// The built-in sandbox-production is called by what it is; only a production environment of one's own is the
// client's live system.
import { describe, expect, it } from 'vitest';
import { environmentTitle, productionTargetWords } from '../../../src-shared/bridge/env';

describe('environment titles and production words', () => {
  it('name sandbox-production "Sandbox — production rehearsal" and leave other names as they are', () => {
    expect(environmentTitle('sandbox-production')).toBe('Sandbox — production rehearsal');
    expect(environmentTitle(' Sandbox-Production ')).toBe('Sandbox — production rehearsal');
    expect(environmentTitle('sandbox')).toBe('sandbox');
    expect(environmentTitle('client-prod')).toBe('client-prod');
  });

  it("never call the built-in sandbox the client's live system", () => {
    expect(productionTargetWords('sandbox-production')).toBe(
      "the sandbox's production rehearsal on this computer (demo data, no real person)",
    );
    expect(productionTargetWords('sandbox-production')).not.toMatch(/live system|client/);
    expect(productionTargetWords('client-prod')).toBe("the client's live system");
  });
});
