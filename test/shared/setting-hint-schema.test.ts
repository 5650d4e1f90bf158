// A failure's setting hint crosses the bridge as data: kept when well formed, refused when not.
import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../src-shared/bridge/define';
import { AppError } from '../../src-shared/errors';

describe('the failure envelope', () => {
  it('keeps the hint of an AppError, and stays as before without one', () => {
    const error = new AppError('invalid-input', 'x.json is a JSON file.', ['Give the list.'], {
      setting: 'saved-mapping',
    });
    const parsed = envelopeSchema.parse({ ok: false, error: error.toJSON() });
    expect(parsed).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'x.json is a JSON file.',
        details: ['Give the list.'],
        hint: { setting: 'saved-mapping' },
      },
    });
    expect(envelopeSchema.parse({ ok: false, error: new AppError('internal', 'm').toJSON() })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'm' },
    });
  });

  it('refuses a hint that names no setting or lacks its parameters', () => {
    const bad = (hint: unknown) =>
      envelopeSchema.safeParse({ ok: false, error: { code: 'internal', message: 'm', hint } });
    expect(bad({ setting: 'colour' }).success).toBe(false);
    expect(bad({ setting: 'sheet' }).success).toBe(false);
    expect(bad({ setting: 'sheet', sheet: 'Data' }).success).toBe(true);
    expect(bad({ setting: 'confirm-production' }).success).toBe(false);
    expect(bad({ setting: 'confirm-production', environment: 'client-prod' }).success).toBe(true);
    expect(bad({ setting: 'output-file' }).success).toBe(true);
  });
});
