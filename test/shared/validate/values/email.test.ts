import { describe, expect, it } from 'vitest';
import { cleanEmail } from '../../../../src-shared/validate/values/email';
import { rowIn, settings, spec } from './helpers';

const clean = (text: string) => cleanEmail(spec('email'), text, settings(), rowIn());

describe('an email address', () => {
  it('is sent lower-cased as it stands', () => {
    expect(clean('Ann.Lee@Example.org')).toBe('ann.lee@example.org');
  });

  it("is sent with a warning and the likely address as the fix when a mail provider's domain looks mistyped", () => {
    expect(clean('ann@gmial.com')).toMatchObject({
      ok: true,
      value: 'ann@gmial.com',
      warning: { severity: 'warning', fix: { value: 'ann@gmail.com' } },
    });
  });

  it('is taken out of a name around it, saying so, and refused when there is none', () => {
    expect(clean('Ann Lee <ann@example.org>')).toMatchObject({ ok: true, value: 'ann@example.org' });
    expect(clean('ann at example dot org')).toMatchObject({ ok: false, problem: { kind: 'bad-format' } });
  });
});
