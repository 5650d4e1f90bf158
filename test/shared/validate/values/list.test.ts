import { describe, expect, it } from 'vitest';
import { cleanList, cleanObjectList } from '../../../../src-shared/validate/values/list';
import { rowIn, settings, spec } from './helpers';

describe('lists in one cell', () => {
  it('are split on the separators', () => {
    expect(cleanList(spec('tags'), 'Reunion; Donor', settings(), rowIn())).toEqual(['Reunion', 'Donor']);
  });

  it('say what the admin group grants, and send it; other groups without a word', () => {
    expect(cleanList(spec('groups'), 'admin', settings(), rowIn())).toMatchObject({
      ok: true,
      value: ['admin'],
      warning: { severity: 'warning', message: expect.stringMatching(/admin group/) },
    });
    expect(cleanList(spec('groups'), 'user', settings(), rowIn())).toEqual({ ok: true, value: ['user'] });
  });

  it('of objects cannot be filled from a column', () => {
    expect(cleanObjectList(spec('custom_fields'), 'x', settings(), rowIn())).toMatchObject({
      ok: false,
      problem: { code: 'mapping' },
    });
  });
});
