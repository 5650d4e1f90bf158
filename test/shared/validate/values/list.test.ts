import { describe, expect, it } from 'vitest';
import * as cleaners from '../../../../src-shared/validate/values/list';
import { saying } from '../../../helpers/problem-words';
import { rowIn, settings, spec } from './helpers';

// Outcomes with their problem's words (the app's table) beside the codes.
const cleanList = saying(cleaners.cleanList);
const cleanObjectList = saying(cleaners.cleanObjectList);

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
      problem: { kind: 'mapping' },
    });
  });
});
